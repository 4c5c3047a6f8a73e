/**
 * What /mcp uses of the MCP SDK, in one module: mcp-server.ts imports it on the first POST /mcp. The function's build
 * bundles it, the SDK and its packages, into one file of its own beside the app (src/data/bundle-functions.ts), so
 * the function ships that file instead of the SDK's node_modules and no other request parses it.
 */
export { Server } from '@modelcontextprotocol/sdk/server/index.js';
export { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
export { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
