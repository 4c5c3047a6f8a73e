import { z } from 'zod';

/** How an endpoint is documented: the same zod schemas that validate it. */
export interface EndpointDoc {
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  description?: string;
  query?: z.ZodObject;
  body?: z.ZodType;
  responses: Record<number, { description: string; schema?: z.ZodType; kind?: 'json' | 'problem' | 'bad-filter' }>;
}

const json = (schema: z.ZodType, io: 'input' | 'output') => {
  const { $schema, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  void $schema;
  return rest;
};

/**
 * OpenAPI 3.1 from the endpoint table; problem and bad-filter shapes are
 * shared components. Every JSON body also carries `shared.envelope` (the edge
 * adds datasetVersions to each), so it is added to every object response.
 */
export const buildOpenApi = (
  endpoints: readonly EndpointDoc[],
  shared: { problem: z.ZodType; badFilter: z.ZodType; envelope: z.ZodObject },
  info: { title: string; version: string; description: string },
) => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of endpoints) {
    const parameters = [
      ...[...e.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } })),
      ...Object.entries(e.query?.shape ?? {}).map(([name, schema]) => ({
        name,
        in: 'query',
        required: !(schema as z.ZodType).safeParse(undefined).success,
        ...((schema as z.ZodType).description ? { description: (schema as z.ZodType).description } : {}),
        schema: json(schema as z.ZodType, 'input'),
      })),
    ];
    const responses = Object.fromEntries(
      Object.entries(e.responses).map(([status, r]) => {
        const kind = r.kind ?? (Number(status) >= 400 ? 'problem' : 'json');
        const content =
          kind === 'problem'
            ? { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } }
            : kind === 'bad-filter'
              ? { 'application/json': { schema: { $ref: '#/components/schemas/BadFilter' } } }
              : r.schema
                ? { 'application/json': { schema: json(r.schema instanceof z.ZodObject ? r.schema.extend(shared.envelope.shape) : r.schema, 'output') } }
                : undefined;
        return [status, { description: r.description, ...(content ? { content } : {}) }];
      }),
    );
    (paths[e.path] ??= {})[e.method.toLowerCase()] = {
      summary: e.summary,
      ...(e.description ? { description: e.description } : {}),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(e.body ? { requestBody: { required: true, content: { 'application/json': { schema: json(e.body, 'input') } } } } : {}),
      responses,
      security: [{}, { bearer: [] }],
    };
  }
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { Problem: json(shared.problem, 'output'), BadFilter: json(shared.badFilter, 'output') },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'Optional API key: raises the budget, never unlocks data' } },
    },
  };
};
