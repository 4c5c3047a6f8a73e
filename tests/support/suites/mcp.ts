/**
 * /mcp driven by the SDK's own client (StreamableHTTPClientTransport): initialize, the tool list, every tool
 * answering what the same request answers over HTTP (body for body, datasetVersions and refusals included),
 * errors as tool errors carrying the problem's title and detail, 405 for GET and DELETE, and the budget counting
 * each tool call at its HTTP cost while initialize and tools/list are free. Run on the fixture app in process
 * (tests/unit/http/mcp.test.ts) and on the local server over the build (tests/contract/mcp.test.ts).
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pkg from '../../../package.json' with { type: 'json' };
import { MAX_BODY_BYTES } from '../../../src/http/handlers/duty-estimate.ts';
import { MCP_TOOLS } from '../../../src/http/mcp/mcp-tools.ts';
import { MAX_ARGUMENT_DEPTH } from '../../../src/http/mcp/tool-call.ts';
import { UsageResponse } from '../../../src/lib/schema/callers.ts';

export interface McpTarget {
  name: string;
  /** The /mcp address. */
  url: URL;
  /** How a request reaches it (in process: the app; default: the network). */
  fetch?: FetchLike;
  /** The caller's own headers (its key), sent with every request, over /mcp and over HTTP alike. */
  headers: Record<string, string>;
  /** The same caller's plain HTTP request to the same app. */
  http: (path: string, init?: RequestInit) => Promise<Response>;
}

export const connect = async (target: McpTarget, headers: Record<string, string> = target.headers): Promise<Client> => {
  const client = new Client({ name: 'tariff-tests', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(target.url, { requestInit: { headers }, ...(target.fetch ? { fetch: target.fetch } : {}) });
  await client.connect(transport);
  return client;
};

type Text = { type: string; text?: string };
const texts = (result: Record<string, unknown>): string[] => ((result.content ?? []) as Text[]).map((c) => c.text ?? '');

const WINE = { htsno: '2204.21.50.05', customsValueUsd: 1000, litres: 100 };

/** Each tool with arguments, and the HTTP request that must answer the same. */
const CALLS: { tool: string; args: Record<string, unknown>; path: string; body?: unknown }[] = [
  { tool: 'search_tariffs', args: { q: 'wine', limit: '3' }, path: '/v1/tariffs?q=wine&limit=3' },
  { tool: 'search_tariffs', args: { q: 'wine', sort: 'relevance', limit: '2' }, path: '/v1/tariffs?q=wine&sort=relevance&limit=2' },
  { tool: 'get_tariff_line', args: { htsno: '2204.21.50.05' }, path: '/v1/tariffs/2204.21.50.05' },
  { tool: 'get_tariff_line', args: { htsno: '2204215005', asOf: '2026-03-01' }, path: '/v1/tariffs/2204215005?asOf=2026-03-01' },
  { tool: 'line_history', args: { htsno: '2204.21.50.05' }, path: '/v1/tariffs/2204.21.50.05/history' },
  { tool: 'estimate_duty', args: WINE, path: '/v1/duty-estimate', body: WINE },
  { tool: 'estimate_duty', args: { ...WINE, countryOfOrigin: 'CL' }, path: '/v1/duty-estimate', body: { ...WINE, countryOfOrigin: 'CL' } },
  // What the entry owes: stack, as the endpoint takes it (the stacked total and its questions in the answer).
  { tool: 'estimate_duty', args: { ...WINE, countryOfOrigin: 'FR', asOf: '2026-01-15', stack: { usContentPercent: 40 } }, path: '/v1/duty-estimate', body: { ...WINE, countryOfOrigin: 'FR', asOf: '2026-01-15', stack: { usContentPercent: 40 } } },
  { tool: 'estimate_invoice', args: { lines: [WINE, { htsno: '7777.77', customsValueUsd: 1 }] }, path: '/v1/duty-estimates', body: { lines: [WINE, { htsno: '7777.77', customsValueUsd: 1 }] } },
  { tool: 'list_changes', args: { since: '2026-06-01', limit: '5' }, path: '/v1/changes?since=2026-06-01&limit=5' },
  { tool: 'list_changes', args: { since: '2026-01-01', htsno: '0201,2204' }, path: '/v1/changes?since=2026-01-01&htsno=0201,2204' },
  { tool: 'search_headings', args: { q: 'wine', limit: '2' }, path: '/v1/headings?q=wine&limit=2' },
  { tool: 'classify_product', args: { description: 'sparkling wine in glass bottles', limit: '3' }, path: '/v1/classify?description=sparkling%20wine%20in%20glass%20bottles&limit=3' },
  { tool: 'check_codes', args: { codes: ['2204.21.50.05', '2204', '9999.99.99.99'] }, path: '/v1/code-checks', body: { codes: ['2204.21.50.05', '2204', '9999.99.99.99'] } },
];

/** Tool errors: the same request over HTTP is a 4xx problem (or the bad-filter body). */
const ERRORS: { tool: string; args: Record<string, unknown>; path: string; body?: unknown; status: number }[] = [
  { tool: 'get_tariff_line', args: { htsno: '7777.77' }, path: '/v1/tariffs/7777.77', status: 404 },
  { tool: 'get_tariff_line', args: { htsno: '2204' }, path: '/v1/tariffs/2204', status: 409 },
  { tool: 'get_tariff_line', args: { htsno: '2204.21.50.05', asOf: '1999-01-01' }, path: '/v1/tariffs/2204.21.50.05?asOf=1999-01-01', status: 422 },
  { tool: 'estimate_duty', args: { htsno: '2204.21.50.05' }, path: '/v1/duty-estimate', body: { htsno: '2204.21.50.05' }, status: 400 },
  { tool: 'list_changes', args: { since: 'yesterday' }, path: '/v1/changes?since=yesterday', status: 400 },
  { tool: 'search_tariffs', args: { q: 'wine', colour: 'red' }, path: '/v1/tariffs?q=wine&colour=red', status: 400 },
  { tool: 'classify_product', args: { description: 'x'.repeat(501) }, path: `/v1/classify?description=${'x'.repeat(501)}`, status: 400 },
];

/** A JSON object nesting `levels` deep, as text: the SDK's client cannot send it (its JSON.stringify recurses). */
const nested = (levels: number): string => '{"a":'.repeat(levels - 1) + '[]' + '}'.repeat(levels - 1);

/** A tools/call written by hand, its arguments given as JSON text, and the JSON-RPC answer. */
const rawCall = async (target: McpTarget, tool: string, argumentsJson: string): Promise<{ status: number; body: { error?: { code: number; message: string }; result?: Record<string, unknown> } }> => {
  const res = await (target.fetch ?? fetch)(target.url, {
    method: 'POST',
    headers: { ...target.headers, 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
    body: `{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"${tool}","arguments":${argumentsJson}}}`,
  });
  return { status: res.status, body: (await res.json()) as never };
};

export const mcpSuite = (name: string, start: () => Promise<McpTarget>) => {
  describe(`/mcp with the SDK client: ${name}`, () => {
    let target: McpTarget;
    let client: Client;
    beforeAll(async () => {
      target = await start();
      client = await connect(target);
    });
    afterAll(async () => client?.close());

    const http = async (path: string, body?: unknown) =>
      target.http(path, body === undefined ? { headers: target.headers } : { method: 'POST', headers: { ...target.headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

    it('initializes: the server names itself with the package\'s version, offers tools and says how to use them', () => {
      expect(client.getServerVersion()?.name).toBe('us-tariff-service');
      expect(client.getServerVersion()?.version).toBe(pkg.version);
      expect(client.getServerCapabilities()?.tools).toBeDefined();
      expect(client.getInstructions()).toMatch(/datasetVersions/);
    });

    it('lists every tool of the table, each with a description and an object input schema from its route', async () => {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual(MCP_TOOLS.map((t) => t.name));
      for (const tool of tools) {
        expect(tool.description!.length, tool.name).toBeGreaterThan(120);
        expect(tool.inputSchema.type, tool.name).toBe('object');
        expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
      }
      const schema = (n: string) => tools.find((t) => t.name === n)!.inputSchema;
      expect(schema('get_tariff_line').required).toEqual(['htsno']);
      expect(Object.keys(schema('get_tariff_line').properties!)).toEqual(['htsno', 'asOf']);
      expect(schema('line_history').required).toEqual(['htsno']);
      expect(schema('estimate_duty').required).toEqual(expect.arrayContaining(['htsno', 'customsValueUsd']));
      expect(Object.keys(schema('estimate_duty').properties!)).toEqual(expect.arrayContaining(['quantity', 'countryOfOrigin', 'asOf', 'stack', 'contentValuesUsd']));
      expect(schema('estimate_invoice').required).toEqual(['lines']);
      expect(schema('list_changes').required).toEqual(['since']);
      expect(Object.keys(schema('list_changes').properties!)).toContain('htsno');
      expect(schema('check_codes').required).toEqual(['codes']);
      expect(schema('search_headings').required).toEqual(['q']);
      expect(schema('classify_product').required).toEqual(['description']);
      expect(Object.keys(schema('search_tariffs').properties!)).toEqual(expect.arrayContaining(['q', 'chapter', 'heading', 'sort', 'limit', 'cursor']));
    });

    it.each(CALLS)('$tool $args answers what $path answers', async ({ tool, args, path, body }) => {
      const result = await client.callTool({ name: tool, arguments: args });
      const res = await http(path, body);
      expect(res.status).toBe(200);
      const expected = (await res.json()) as Record<string, unknown>;
      expect(result.isError ?? false).toBe(false);
      expect(result.structuredContent).toEqual(expected);
      expect(JSON.parse(texts(result)[0]!)).toEqual(expected);
      expect(expected.datasetVersions).toBeTruthy();
    });

    it.each(ERRORS)('$tool $args is a tool error carrying the $status answer of $path', async ({ tool, args, path, body, status }) => {
      const result = await client.callTool({ name: tool, arguments: args });
      const res = await http(path, body);
      expect(res.status).toBe(status);
      const expected = (await res.json()) as Record<string, unknown>;
      expect(result.isError).toBe(true);
      expect(result.structuredContent).toEqual(expected);
      const [said, json] = texts(result);
      if (typeof expected.title === 'string') expect(said).toBe(`${expected.title}: ${String(expected.detail)}`);
      else expect(said).toBe(`Invalid filter: ${(expected.details as string[]).join('; ')}`);
      expect(JSON.parse(json!)).toEqual(expected);
    });

    it('a missing tariff number is refused before any request, in the API\'s words', async () => {
      const result = await client.callTool({ name: 'get_tariff_line', arguments: {} });
      expect(result.isError).toBe(true);
      expect(texts(result)[0]).toMatch(/^The request is malformed: htsno/);
    });

    // Arguments nesting thousands of levels once overflowed the stack while the call was turned into its request
    // (-32603, "Maximum call stack size exceeded"). The same body over HTTP is refused cleanly: a 400 (an invoice:
    // its line's 400 in a 200), or a 413 where the nesting alone is over the endpoint's limit.
    it.each([
      ['estimate_duty', 10_000, '{"htsno":"2204.21.50.05","customsValueUsd":1000,"x":%}', '/v1/duty-estimate', 400],
      ['estimate_invoice', 10_000, '{"lines":[%]}', '/v1/duty-estimates', 200],
      ['search_tariffs', 10_000, '{"q":%}', undefined, undefined],
      ['get_tariff_line', 10_000, '{"htsno":"2204.21.50.05","asOf":%}', undefined, undefined],
      ['estimate_duty', 100_000, '{"htsno":%}', '/v1/duty-estimate', 413],
    ])('%s with arguments %i levels deep is a tool error saying so, never an internal error', async (tool, levels, shape, path, status) => {
      const args = shape.replace('%', nested(levels));
      const { status: rpcStatus, body } = await rawCall(target, tool, args);
      expect(rpcStatus).toBe(200);
      expect(body.error).toBeUndefined();
      expect(body.result!.isError).toBe(true);
      expect(texts(body.result!)[0]).toBe(`The request is malformed: (arguments): nest more than ${MAX_ARGUMENT_DEPTH} levels deep; no input of this tool is nearly that deep`);
      expect(body.result!.structuredContent).toMatchObject({ status: 400, type: '/problems/bad-request' });
      if (path === undefined) return;
      const res = await target.http(path, { method: 'POST', headers: { ...target.headers, 'Content-Type': 'application/json' }, body: args });
      expect(res.status).toBe(status);
      if (status === 200) expect(((await res.json()) as { lines: { problem: { status: number } }[] }).lines[0]!.problem.status).toBe(400);
    });

    it(`arguments ${MAX_ARGUMENT_DEPTH} levels deep are passed on: the endpoint answers them as it answers them over HTTP`, async () => {
      const args = `{"htsno":"2204.21.50.05","customsValueUsd":1000,"x":${nested(MAX_ARGUMENT_DEPTH - 1)}}`;
      const { body } = await rawCall(target, 'estimate_duty', args);
      const res = await target.http('/v1/duty-estimate', { method: 'POST', headers: { ...target.headers, 'Content-Type': 'application/json' }, body: args });
      expect(res.status).toBe(400);
      expect(body.result!.structuredContent).toEqual(await res.json());
    });

    // The HTTP API's own limit on an estimate's body is MAX_BODY_BYTES: arguments of exactly that size are the
    // endpoint's to judge, one byte more is its 413, each as a tool error carrying the problem HTTP answers.
    it.each([
      [MAX_BODY_BYTES, 400],
      [MAX_BODY_BYTES + 1, 413],
    ])('estimate_duty with arguments of %i bytes answers what the same body answers over HTTP (%i)', async (bytes, expected) => {
      const head = JSON.stringify({ ...WINE, note: '' });
      const args = JSON.stringify({ ...WINE, note: 'x'.repeat(bytes - head.length) });
      expect(Buffer.byteLength(args)).toBe(bytes);
      const { body } = await rawCall(target, 'estimate_duty', args);
      const res = await target.http('/v1/duty-estimate', { method: 'POST', headers: { ...target.headers, 'Content-Type': 'application/json' }, body: args });
      expect(res.status).toBe(expected);
      const problem = (await res.json()) as Record<string, unknown>;
      expect(body.result!.isError).toBe(true);
      expect(body.result!.structuredContent).toEqual(problem);
      expect(texts(body.result!)[0]).toBe(`${String(problem.title)}: ${String(problem.detail)}`);
    });

    it('a message larger than the transport takes is a 413 naming the limit, never an internal error', async () => {
      const { status, body } = await rawCall(target, 'check_codes', `{"codes":["${'0'.repeat(4 * 1024 * 1024)}"]}`);
      expect(status).toBe(413);
      expect(body.error!.code).not.toBe(-32603);
      expect(body.error!.message).toMatch(/must not exceed \d+ bytes/);
    });

    it('an unknown tool is a protocol error, not a tool result', async () => {
      await expect(client.callTool({ name: 'no_such_tool', arguments: {} })).rejects.toThrow(/Unknown tool no_such_tool/);
    });

    it.each(['GET', 'DELETE', 'PUT'])('%s /mcp is 405: the server is stateless', async (method) => {
      const res = await (target.fetch ?? fetch)(target.url, { method, headers: { Accept: 'application/json, text/event-stream', ...target.headers } });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST, OPTIONS');
      expect(((await res.json()) as { jsonrpc: string }).jsonrpc).toBe('2.0');
    });

    it('metering: initialize and tools/list are free; each tool call counts what its HTTP request counts (an invoice one per line)', async () => {
      const used = async () => UsageResponse.parse(await (await target.http('/v1/usage', { headers: target.headers })).json()).used;
      const before = await used();
      const second = await connect(target);
      await second.listTools();
      await second.callTool({ name: 'search_tariffs', arguments: { q: 'wine' } });
      await second.callTool({ name: 'get_tariff_line', arguments: { htsno: '7777.77' } });
      const lines = [WINE, WINE, { htsno: '7777.77', customsValueUsd: 1 }];
      await second.callTool({ name: 'estimate_invoice', arguments: { lines } });
      await second.close();
      // The second /v1/usage counts itself: 1 + 1 + 3 tool requests, + 1.
      expect(await used()).toBe(before + 1 + 1 + lines.length + 1);
    });
  });
};
