/**
 * /mcp through the local server over the build: the shared suite (tests/support/suites/mcp.ts) with the SDK's
 * client on the bundled function, as a developer key's caller, each tool's answer compared with the same
 * request over HTTP on the same server.
 */
import { afterAll } from 'vitest';
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
