/**
 * /mcp through the local server over the build: the shared suite (tests/support/suites/mcp.ts) with the SDK's
 * client on the bundled function, as a developer key's caller, each tool's answer compared with the same
 * request over HTTP on the same server. And the bundle loads the SDK only by import(), on the first /mcp request,
 * from the SDK's own bundle shipped beside it.
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { API_FUNCTION_MODULE } from '../../src/data/paths.ts';
import { startServer, type LocalServer } from '../../scripts/lib/local-server.ts';
import { mcpSuite } from '../support/suites/mcp.ts';

let server: LocalServer | undefined;
afterAll(async () => server?.stop());

mcpSuite('the local server', async () => {
  server = await startServer({ keys: 1, plan: 'developer' });
  const headers = { Authorization: `Bearer ${server.keys[0]!}` };
  const base = server.base;
  return { name: 'local server', url: new URL(`${base}/mcp`), headers, http: (path, init) => fetch(`${base}${path}`, init) };
});

describe('the function bundle', () => {
  it('imports the MCP SDK with import() only, so no request but /mcp loads it', () => {
    const bundle = readFileSync(API_FUNCTION_MODULE, 'utf8');
    expect(bundle).not.toMatch(/^\s*import\s[^;]*["']@modelcontextprotocol\//m);
    // The SDK's own bundle, by a computed URL that Netlify's bundler does not inline (src/data/bundle-functions.ts).
    expect(bundle).toMatch(/\bimport\(new URL\("\.\.\/app\/mcp-sdk\.mjs",\s*import\.meta\.url\)\.href\)/);
    expect(bundle).not.toContain('@modelcontextprotocol/');
  });
});
