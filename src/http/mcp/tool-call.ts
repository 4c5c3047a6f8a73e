/**
 * A tool call as the HTTP request it stands for, and that request's answer as the tool's result. No SDK here:
 * /mcp loads the SDK (mcp-server.ts) only when it is called. The request goes through the whole app, so the
 * gate identifies the caller from the same Authorization header and address, admits or refuses it and counts it
 * at the route's cost (a batch: one per line); the handler calls the same use case.
 */
import * as z from 'zod';
import { invalid } from '../../app/failure.ts';
import { PROBLEM_TITLES, problemOf } from '../../app/problem-of.ts';
import { nestsDeeperThan } from '../../lib/json/nests-deeper-than.ts';
import type { Route } from '../router.ts';
import type { McpTool } from './mcp-tools.ts';

/** The app, bound to the connection the /mcp request came on. */
export type Dispatch = (request: Request) => Promise<Response>;

export interface BoundTool extends McpTool {
  route: Route;
  /** The JSON Schema of the tool's arguments, from the route's zod schemas. */
  inputSchema: { type: 'object'; properties?: Record<string, unknown>; required?: string[]; [key: string]: unknown };
}

/** What a tools/call answers (the SDK's CallToolResult, narrowed to what tools here return). */
export interface ToolResult {
  [key: string]: unknown;
  content: { type: 'text'; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}

const jsonSchema = (schema: z.ZodType): Record<string, unknown> => {
  const { $schema, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  void $schema;
  return rest;
};

const pathParamsOf = (route: Route): string[] => [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/** Path parameters first (each a required string), then the query's or the body's own members. */
const inputSchemaOf = (route: Route): BoundTool['inputSchema'] => {
  const params = pathParamsOf(route);
  const rest = route.method === 'GET' ? (route.query ? jsonSchema(route.query) : { type: 'object', properties: {} }) : route.body ? jsonSchema(route.body) : { type: 'object', properties: {} };
  if (rest.type !== 'object') throw new Error(`${route.operationId}: a tool's arguments must be an object`);
  const properties = {
    ...Object.fromEntries(params.map((p) => [p, { type: 'string', description: route.pathParams?.[p] ?? p }])),
    ...(rest.properties as Record<string, unknown> | undefined),
  };
  const required = [...params, ...((rest.required as string[] | undefined) ?? [])];
  return { ...rest, type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
};

/** Each tool with its route; a tool whose route is missing is a broken table, found on the first /mcp request. */
export const bindTools = (tools: readonly McpTool[], routes: readonly Route[]): BoundTool[] =>
  tools.map((tool) => {
    const route = routes.find((r) => r.operationId === tool.operationId);
    if (!route) throw new Error(`MCP tool ${tool.name} names ${tool.operationId}, which no route has`);
    const description = `${tool.description} (The API's ${route.method} ${route.path}: ${route.summary}.)`;
    return { ...tool, description, route, inputSchema: inputSchemaOf(route) };
  });

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value));

/** A refusal before any request is made (a path parameter missing, arguments too deep): worded as the API words a 400. */
const refused = (field: string, message: string): ToolResult => {
  const problem = problemOf(invalid([{ field, message }]));
  const body = { type: `/problems/${problem.slug}`, title: PROBLEM_TITLES[problem.slug], status: problem.status, detail: problem.detail, ...problem.extensions };
  return { isError: true, content: [{ type: 'text', text: `${body.title}: ${body.detail}` }, { type: 'text', text: JSON.stringify(body) }], structuredContent: body };
};

/**
 * How deep a tool's arguments may nest. No endpoint's input is more than four levels deep (an invoice's line's
 * quantities), so a deeper call would be refused by its endpoint anyway; it is refused here, before the arguments
 * are serialized into the request, since JSON.stringify recurses and a few thousand levels overflow the stack.
 */
export const MAX_ARGUMENT_DEPTH = 32;

/**
 * The request a call stands for. Arguments are passed on as given, unknown ones included, so the endpoint refuses
 * exactly what it refuses over HTTP: path parameters fill the path, the rest is the query of a GET or the JSON body
 * of a POST. The caller's Authorization header goes with it.
 */
export const requestFor = (tool: BoundTool, args: Record<string, unknown>, outer: Request): Request | ToolResult => {
  if (nestsDeeperThan(args, MAX_ARGUMENT_DEPTH)) return refused('(arguments)', `nest more than ${MAX_ARGUMENT_DEPTH} levels deep; no input of this tool is nearly that deep`);
  const rest = { ...args };
  let path = tool.route.path;
  for (const param of pathParamsOf(tool.route)) {
    const value = rest[param];
    delete rest[param];
    if (value === undefined || value === null || text(value).trim() === '') return refused(param, 'is required');
    path = path.replace(`{${param}}`, encodeURIComponent(text(value)));
  }
  const url = new URL(path, outer.url);
  const headers = new Headers({ Accept: 'application/json' });
  const authorization = outer.headers.get('authorization');
  if (authorization !== null) headers.set('Authorization', authorization);
  if (tool.route.method === 'GET') {
    for (const [key, value] of Object.entries(rest)) {
      if (value === undefined || value === null) continue;
      for (const one of Array.isArray(value) ? value : [value]) url.searchParams.append(key, text(one));
    }
    return new Request(url, { method: 'GET', headers });
  }
  headers.set('Content-Type', 'application/json');
  return new Request(url, { method: tool.route.method, headers, body: JSON.stringify(rest) });
};

/** The HTTP answer as the tool's result: the body as structured content and as JSON text; 4xx and 5xx are tool errors. */
export const resultOf = async (response: Response): Promise<ToolResult> => {
  const raw = await response.text();
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    body = { status: response.status, detail: raw };
  }
  const json = JSON.stringify(body);
  if (response.status < 400) return { content: [{ type: 'text', text: json }], structuredContent: body };
  // A problem document says itself in title and detail; the list endpoints' bad-filter body in its details.
  const said =
    typeof body.title === 'string'
      ? `${body.title}${typeof body.detail === 'string' ? `: ${body.detail}` : ''}`
      : `Invalid filter: ${Array.isArray(body.details) ? body.details.map(text).join('; ') : json}`;
  return { isError: true, content: [{ type: 'text', text: said }, { type: 'text', text: json }], structuredContent: body };
};

export const callTool = async (tool: BoundTool, args: Record<string, unknown>, outer: Request, dispatch: Dispatch): Promise<ToolResult> => {
  const request = requestFor(tool, args, outer);
  if (!(request instanceof Request)) return request;
  return resultOf(await dispatch(request));
};
