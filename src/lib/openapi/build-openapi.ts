import * as z from 'zod';
import { AMBIGUOUS_PROBLEM, PROBLEM, isGated, operationResponses, type DocumentedResponse, type OperationFacts } from './operation-responses.ts';
import { queryParameterSchema } from './query-parameter.ts';
import { RESPONSE_HEADERS, type ResponseHeader } from './response-headers.ts';

/** How an endpoint is documented: the same zod schemas that validate it, and what an API reader needs to find it. */
export interface EndpointDoc extends OperationFacts {
  /** Unique across the API; what generated clients name the call (camelCase verb first: getTariff, listPorts). */
  operationId: string;
  /** One or more of the document's tags. */
  tags: readonly [string, ...string[]];
  summary: string;
  description: string;
  /** What each `{name}` of the path accepts. */
  pathParams?: Record<string, string>;
  query?: z.ZodObject;
  body?: z.ZodType;
}

export interface DocumentMeta {
  info: {
    title: string;
    /** One plain sentence (the API page's lead); `description` is the full Markdown. */
    summary: string;
    version: string;
    description: string;
    contact: { name: string; url?: string; email?: string };
    license: { name: string; url?: string; identifier?: string };
  };
  servers: readonly { url: string; description: string }[];
  tags: readonly { name: string; description: string }[];
}

/** The shapes errors share, and the members the edge adds to every JSON body. */
export interface SharedSchemas {
  /** Problem documents by component name: `Problem`, `AmbiguousProblem` (a 409) and any a response names. */
  problems: { [PROBLEM]: z.ZodType; [AMBIGUOUS_PROBLEM]: z.ZodType } & Record<string, z.ZodType>;
  badFilter: z.ZodType;
  envelope: z.ZodObject;
}

const json = (schema: z.ZodType, io: 'input' | 'output') => {
  const { $schema, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  void $schema;
  return rest;
};

const PROBLEM_JSON = 'application/problem+json';
const ref = (kind: 'schemas' | 'headers', name: string) => ({ $ref: `#/components/${kind}/${name}` });

/** A CSV body, request or answer: text, described in words (JSON Schema cannot say more). */
const csv = (description: string) => ({ 'text/csv': { schema: { type: 'string', description } } });

const content = (r: DocumentedResponse, envelope: z.ZodObject) => {
  switch (r.kind) {
    case 'problem':
      return { [PROBLEM_JSON]: { schema: ref('schemas', r.problem ?? PROBLEM) } };
    case 'bad-filter':
      return { 'application/json': { schema: ref('schemas', 'BadFilter') } };
    case 'empty':
      return undefined;
    case 'json':
      // Every JSON body also carries the envelope the edge adds (datasetVersions).
      if (r.atom) return { 'application/atom+xml': { schema: { type: 'string', description: r.atom } } };
      return r.schema
        ? { 'application/json': { schema: json(r.schema instanceof z.ZodObject ? r.schema.extend(envelope.shape) : r.schema, 'output') }, ...(r.csv ? csv(r.csv) : {}) }
        : undefined;
  }
};

/**
 * OpenAPI 3.1 from the endpoint table. The problem, 409 and bad-filter
 * shapes and the response headers are shared components; every operation
 * lists every status it can answer (see operation-responses.ts).
 */
export const buildOpenApi = (endpoints: readonly EndpointDoc[], shared: SharedSchemas, meta: DocumentMeta) => {
  const tagNames = new Set(meta.tags.map((t) => t.name));
  const operationIds = new Set<string>();
  const usedHeaders = new Set<ResponseHeader>();
  const usedSchemas = new Set<string>();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of endpoints) {
    if (operationIds.has(e.operationId)) throw new Error(`operationId ${e.operationId} is used twice`);
    operationIds.add(e.operationId);
    for (const tag of e.tags) if (!tagNames.has(tag)) throw new Error(`${e.operationId}: tag ${tag} is not one of the document's tags`);
    const parameters = [
      ...[...e.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
        name: m[1],
        in: 'path',
        required: true,
        ...(e.pathParams?.[m[1]!] ? { description: e.pathParams[m[1]!] } : {}),
        schema: { type: 'string', minLength: 1 },
      })),
      ...Object.entries(e.query?.shape ?? {}).map(([name, schema]) => ({
        name,
        in: 'query',
        required: !(schema as z.ZodType).safeParse(undefined).success,
        ...((schema as z.ZodType).description ? { description: (schema as z.ZodType).description } : {}),
        schema: queryParameterSchema(schema as z.ZodType),
      })),
    ];
    const responses = Object.fromEntries(
      Object.entries(operationResponses(e)).map(([status, r]) => {
        r.headers.forEach((h) => usedHeaders.add(h));
        if (r.kind === 'bad-filter') usedSchemas.add('BadFilter');
        if (r.problem) {
          if (!shared.problems[r.problem]) throw new Error(`${e.operationId} ${status}: no shared problem schema ${r.problem}`);
          usedSchemas.add(r.problem);
        }
        const body = content(r, shared.envelope);
        const headers = r.headers.length > 0 ? { headers: Object.fromEntries(r.headers.map((h) => [h, ref('headers', h)])) } : {};
        return [status, { description: r.description, ...headers, ...(body ? { content: body } : {}) }];
      }),
    );
    (paths[e.path] ??= {})[e.method.toLowerCase()] = {
      operationId: e.operationId,
      tags: [...e.tags],
      summary: e.summary,
      description: e.description,
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(e.body ? { requestBody: { required: true, content: { 'application/json': { schema: json(e.body, 'input') }, ...(e.csvBody ? csv(e.csvBody) : {}) } } } : {}),
      responses,
      // A key is optional on metered operations (it raises the budget); the others never read Authorization.
      security: isGated(e) ? [{}, { bearer: [] }] : [],
    };
  }
  return {
    openapi: '3.1.0',
    info: meta.info,
    servers: meta.servers,
    tags: meta.tags,
    paths,
    components: {
      // Only the shapes some response uses: a component nothing refers to is noise (and a lint warning).
      schemas: Object.fromEntries(
        Object.entries({ ...shared.problems, BadFilter: shared.badFilter })
          .filter(([name]) => usedSchemas.has(name))
          .map(([name, schema]) => [name, json(schema, 'output')]),
      ),
      headers: Object.fromEntries(Object.entries(RESPONSE_HEADERS).filter(([name]) => usedHeaders.has(name as ResponseHeader))),
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'Optional API key (`Authorization: Bearer <API_KEY>`): raises the daily budget and the history window, never unlocks or changes data' },
      },
    },
  };
};
