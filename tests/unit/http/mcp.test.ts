/**
 * /mcp in process: the shared suite (tests/support/suites/mcp.ts) with the SDK's client on the fixture app behind
 * the real gate; then what only a controlled gate shows: the gate's refusals as tool errors, and that /mcp never
 * loads the SDK for other requests.
 */
import { afterAll, describe, expect, it } from 'vitest';
import pkg from '../../../package.json' with { type: 'json' };
import { withMcp, MCP_ENDPOINT } from '../../../src/http/mcp/with-mcp.ts';
import { MCP_PATH } from '../../../src/lib/llms/llms-txt.ts';
import { ROUTES } from '../../../src/http/routes.ts';
import { fixtureDeps } from '../../support/fixture-deps.ts';
import { smallPlans, startGatedApp, type GatedApp } from '../../support/gated-app.ts';
import { connect, mcpSuite, type McpTarget } from '../../support/suites/mcp.ts';

const apps: GatedApp[] = [];
afterAll(async () => Promise.all(apps.map((a) => a.close())));

const inProcess = async (address: string, options: Partial<Parameters<typeof startGatedApp>[0]> = {}): Promise<McpTarget> => {
  const gated = await startGatedApp({ deps: fixtureDeps(), ...options });
  apps.push(gated);
  const app = withMcp(gated.app, ROUTES, { version: pkg.version });
  return {
    name: 'fixture app',
    url: new URL('http://test.local/mcp'),
    fetch: (url, init) => app(new Request(url, init), { clientAddress: address }),
    headers: {},
    http: (path, init) => app(new Request(`http://test.local${path}`, init), { clientAddress: address }),
  };
};

mcpSuite('fixture app in process', () => inProcess('198.51.100.40'));

describe('/mcp and the gate, in process', () => {
  it('is the path llms.txt links', () => {
    expect(MCP_ENDPOINT).toBe(MCP_PATH);
  });

  it('a call the budget cannot hold is a tool error with the 429 problem; initialize and tools/list still answer', async () => {
    const target = await inProcess('198.51.100.41', { plans: smallPlans(2, 10) });
    const client = await connect(target);
    expect((await client.listTools()).tools.length).toBeGreaterThan(0);
    const lines = [1, 2, 3].map(() => ({ htsno: '2204.21.50.05', customsValueUsd: 10 }));
    const result = await client.callTool({ name: 'estimate_invoice', arguments: { lines } });
    expect(result.isError).toBe(true);
    const [said] = (result.content as { text: string }[]).map((c) => c.text);
    expect(said).toMatch(/^Daily request budget exhausted: This batch of 3 lines counts as 3 requests and 2 remain today/);
    expect(result.structuredContent).toMatchObject({ status: 429, lines: 3, remaining: 2 });
    // Two lines fit, and then nothing does.
    expect((await client.callTool({ name: 'estimate_invoice', arguments: { lines: lines.slice(1) } })).isError ?? false).toBe(false);
    expect((await client.callTool({ name: 'get_tariff_line', arguments: { htsno: '2204.21.50.05' } })).structuredContent).toMatchObject({ status: 429 });
    await client.close();
  });

  it('an unknown key is a tool error with the 401 problem, and the same key over HTTP is the same 401', async () => {
    const target = await inProcess('198.51.100.42');
    const headers = { Authorization: 'Bearer tk_live_0000000000000000000000000000000000000000' };
    const client = await connect(target, headers);
    const result = await client.callTool({ name: 'search_tariffs', arguments: { q: 'wine' } });
    const http = await target.http('/v1/tariffs?q=wine', { headers });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toEqual(await http.json());
    expect(result.structuredContent).toMatchObject({ status: 401 });
    await client.close();
  });

  it('OPTIONS /mcp allows the protocol headers a browser client sends', async () => {
    const target = await inProcess('198.51.100.43');
    const res = await target.fetch!(target.url, { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/Authorization.*Mcp-Protocol-Version/);
  });
});
