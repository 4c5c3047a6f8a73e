/**
 * POST /mcp with the official SDK, stateless: a server and a transport for each request, answering JSON (no SSE
 * stream, no session). Imported only when /mcp is called (with-mcp.ts), and the SDK only from here by dynamic
 * import: a bundler that keeps packages external (Netlify's esbuild does) would hoist a static import of the SDK to
 * the top of the function's bundle, loading it on every cold start.
 * The low-level Server, not McpServer: McpServer validates arguments itself and answers its own wording, where a
 * tool here must refuse exactly as its endpoint does, so arguments go to the endpoint as given (tool-call.ts).
 */
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { Route } from '../router.ts';
import { MCP_TOOLS } from './mcp-tools.ts';
import { bindTools, callTool, type BoundTool, type Dispatch } from './tool-call.ts';

/**
 * In the built function, the path of the SDK's own bundle from the function module (defined by
 * src/data/bundle-functions.ts): imported by a computed URL, so Netlify's bundler neither inlines it into the
 * function module nor traces the SDK's packages. From source, undefined: the package, through mcp-sdk.ts.
 */
declare const MCP_SDK_BUNDLE: string | undefined;
const loadSdk = (): Promise<typeof import('./mcp-sdk.ts')> =>
  typeof MCP_SDK_BUNDLE === 'string' ? import(new URL(MCP_SDK_BUNDLE, import.meta.url).href) : import('./mcp-sdk.ts');
let sdk: ReturnType<typeof loadSdk> | undefined;
/** The SDK, loaded once; a failed load is tried again on the next request. */
const theSdk = () =>
  (sdk ??= loadSdk().catch((error: unknown) => {
    sdk = undefined;
    throw error;
  }));

/** The server's name in initialize; its version is the package's, handed over by the composition (withMcp). */
export const MCP_SERVER_NAME = 'us-tariff-service';

const INSTRUCTIONS =
  'An open, unofficial service for the Harmonized Tariff Schedule of the United States (HTS): lines and rates, their history, changes between revisions, and duty estimates with their arithmetic. ' +
  'Every answer names the data it came from (datasetVersions). An estimate is not a customs ruling; a rate the service cannot price comes back with dutyUsd null and the reason, never a guess. ' +
  'Each tool call is one request of the HTTP API and counts against the same daily budget (estimate_invoice: one per line); send `Authorization: Bearer <API_KEY>` for a key\'s budget.';

const bound = new WeakMap<readonly Route[], BoundTool[]>();
const toolsFor = (routes: readonly Route[]): BoundTool[] => {
  let tools = bound.get(routes);
  if (!tools) bound.set(routes, (tools = bindTools(MCP_TOOLS, routes)));
  return tools;
};

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

const serverFor = async (request: Request, routes: readonly Route[], dispatch: Dispatch, version: string): Promise<Server> => {
  const { Server, CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } = await theSdk();
  const tools = toolsFor(routes);
  const server = new Server({ name: MCP_SERVER_NAME, version }, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: tools.map(({ name, title, description, inputSchema }) => ({ name, title, description, inputSchema, annotations: { title, ...READ_ONLY } })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (call) => {
    const tool = tools.find((t) => t.name === call.params.name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool ${call.params.name}; tools/list names them`);
    return callTool(tool, call.params.arguments ?? {}, request, dispatch);
  });
  return server;
};

/** One JSON-RPC POST answered: initialize, tools/list, tools/call, ping, notifications. */
export const answerMcp = async (request: Request, routes: readonly Route[], dispatch: Dispatch, version: string): Promise<Response> => {
  const server = await serverFor(request, routes, dispatch, version);
  const { WebStandardStreamableHTTPServerTransport } = await theSdk();
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  try {
    return await transport.handleRequest(request);
  } finally {
    await server.close();
  }
};
