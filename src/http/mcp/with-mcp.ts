/**
 * /mcp beside the app: the Model Context Protocol over streamable HTTP, stateless. POST carries JSON-RPC and is
 * answered by the SDK, which is imported on the first POST /mcp only (mcp-server.ts), so every other request never
 * loads it. GET (a server-sent stream) and DELETE (ending a session) have no meaning without sessions: 405, as the
 * protocol says for a server that offers neither. Every other path goes to the app unchanged.
 *
 * Metering: initialize, tools/list, ping and notifications are free and need no key (they describe the service, as
 * the OpenAPI document does); each tools/call is the HTTP request it stands for, through the app's gate, at that
 * request's cost (docs/DECISIONS.md).
 */
import type { ClientInfo } from '../app.ts';
import { API_SECURITY_HEADERS, CORS_HEADERS, NO_STORE, PREFLIGHT_HEADERS } from '../headers.ts';
import type { Route } from '../router.ts';

/** The endpoint's path (llms.txt links it: src/lib/llms/llms-txt.ts MCP_PATH). */
export const MCP_ENDPOINT = '/mcp';

export type App = (request: Request, client?: ClientInfo) => Promise<Response>;

const BASE = { ...CORS_HEADERS, ...API_SECURITY_HEADERS, 'Cache-Control': NO_STORE };
const ALLOW = 'POST, OPTIONS';

const rpcError = (status: number, code: number, message: string, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }), { status, headers: { ...BASE, ...headers, 'Content-Type': 'application/json' } });

type McpModule = typeof import('./mcp-server.ts');

export interface McpOptions {
  /** The version the server names in initialize: the package's (package.json), read by the composition. */
  version: string;
  log?: (event: Record<string, unknown>) => void;
}

export const withMcp = (app: App, routes: readonly Route[], { version, log }: McpOptions): App => {
  let sdk: Promise<McpModule> | undefined;
  return async (request, client = {}) => {
    const { pathname } = new URL(request.url);
    if (pathname !== MCP_ENDPOINT && pathname !== `${MCP_ENDPOINT}/`) return app(request, client);
    if (request.method === 'OPTIONS') {
      // A browser client sends the protocol's own headers; the API's preflight does not name them.
      const allowHeaders = `${PREFLIGHT_HEADERS['Access-Control-Allow-Headers']}, Accept, Mcp-Protocol-Version, Mcp-Session-Id, Last-Event-ID`;
      return new Response(null, { status: 204, headers: { ...PREFLIGHT_HEADERS, ...BASE, 'Access-Control-Allow-Methods': ALLOW, 'Access-Control-Allow-Headers': allowHeaders } });
    }
    if (request.method !== 'POST') return rpcError(405, -32000, 'Method not allowed: this MCP server is stateless; send JSON-RPC with POST', { Allow: ALLOW });
    try {
      sdk ??= import('./mcp-server.ts');
      const { answerMcp } = await sdk;
      const response = await answerMcp(request, routes, (inner) => app(inner, client), version);
      const headers = new Headers(response.headers);
      for (const [name, value] of Object.entries(BASE)) headers.set(name, value);
      return new Response(response.body, { status: response.status, headers });
    } catch (error) {
      sdk = undefined;
      log?.({ level: 'error', event: 'mcp', message: error instanceof Error ? error.message : String(error) });
      return rpcError(500, -32603, 'Internal error');
    }
  };
};
