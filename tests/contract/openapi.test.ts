/**
 * The OpenAPI document is valid OpenAPI 3.1, documents every route with
 * every status its kind can answer, and every response the handlers and the
 * gate give (status, media type, body and the headers the document names)
 * is the one it documents. The document is generated in process from the
 * same code the build runs; tests/contract/sources.test.ts reads the file
 * the build wrote.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TAGS } from '../../src/http/api-tags.ts';
import { openApiDocument } from '../../src/http/openapi-document.ts';
import type { Route } from '../../src/http/router.ts';
import { ROUTES } from '../../src/http/routes.ts';
import { RATE_LIMIT_HEADERS, RESPONSE_HEADERS } from '../../src/lib/openapi/response-headers.ts';
import { callHandler, testDeps, type Call } from '../support/app.ts';
import { smallPlans, startGatedApp, type GatedApp } from '../support/gated-app.ts';

interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  parameters?: { name: string; in: string }[];
  requestBody?: unknown;
  security: Record<string, string[]>[];
  responses: Record<string, { description: string; headers?: Record<string, unknown>; content?: Record<string, { schema: unknown }> }>;
}

const doc = openApiDocument('http://localhost:4321') as unknown as {
  openapi: string;
  info: { license?: { name: string; url?: string }; contact?: { name: string; url?: string } };
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; headers: Record<string, unknown> };
};
const operation = (r: Pick<Route, 'method' | 'path'>): Operation => doc.paths[r.path]![r.method.toLowerCase()]!;
const keyOf = (r: Pick<Route, 'method' | 'path'>) => `${r.method} ${r.path}`;
const hasPathParams = (r: Route) => /\{\w+\}/.test(r.path);
/** Routes that look up a tariff number: their 409 lists at most 50 lines, with total and listQuery. */
const LINE_LOOKUPS = new Set(['GET /v1/tariffs/{htsno}', 'POST /v1/duty-estimate']);
const cacheable = (r: Route) => Boolean(r.static) || (r.method === 'GET' && !r.uncached);
const gated = (r: Route) => Boolean(r.metered) && !r.static;

interface Sample {
  url: string;
  /** The status it must answer in process (no gate): a sample that failed another way would pass as a documented 500. */
  status: number;
  body?: unknown;
  contentType?: string;
}

// asOf within and beyond the anonymous plan's 365-day window, whenever the suite runs.
const RECENT = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
const BEYOND = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);

/** Real requests for each documented route: the ones that succeed and the ones each documented refusal answers. */
const SAMPLES: Record<string, Sample[]> = {
  'GET /healthz': [{ url: '/healthz', status: 200 }],
  'GET /v1/tariffs': [
    { url: '/v1/tariffs?q=sparkling%20wine', status: 200 },
    { url: '/v1/tariffs?chapter=x', status: 400 },
  ],
  'GET /v1/headings': [
    { url: '/v1/headings?q=car%20tires', status: 200 },
    { url: '/v1/headings', status: 400 },
  ],
  'GET /v1/classify': [
    { url: '/v1/classify?description=stainless%20steel%20espresso%20maker&limit=5', status: 200 },
    { url: '/v1/classify', status: 400 },
  ],
  'GET /v1/tariffs/release': [{ url: '/v1/tariffs/release', status: 200 }],
  'GET /v1/tariffs/{htsno}': [
    { url: '/v1/tariffs/2204.21.50.05', status: 200 },
    { url: '/v1/tariffs/2204.21', status: 409 },
    { url: '/v1/tariffs/22', status: 409 },
    { url: '/v1/tariffs/9999', status: 404 },
    { url: '/v1/tariffs/x', status: 400 },
    { url: '/v1/tariffs/%FF', status: 400 },
    { url: `/v1/tariffs/2204.21.50.05?asOf=${RECENT}`, status: 200 },
    { url: `/v1/tariffs/2204.21.50.05?asOf=${BEYOND}`, status: 402 },
    { url: '/v1/tariffs/2204.21.50.05?asOf=2024-06-01', status: 422 },
    { url: '/v1/tariffs/2204.21.50.05?asOf=June', status: 400 },
  ],
  'GET /v1/tariffs/{htsno}/history': [
    { url: '/v1/tariffs/9903.01.63/history', status: 200 },
    { url: '/v1/tariffs/9903.01.63/history?limit=1', status: 200 },
    { url: '/v1/tariffs/0101.99.99.99/history', status: 404 },
    { url: '/v1/tariffs/x/history', status: 400 },
  ],
  'GET /v1/chapter99': [
    { url: '/v1/chapter99?limit=5', status: 200 },
    { url: '/v1/chapter99?limit=0', status: 400 },
  ],
  'POST /v1/duty-estimate': [
    { url: '/v1/duty-estimate', status: 200, body: { htsno: '2204.21.50.05', customsValueUsd: 5000, litres: 750, countryOfOrigin: 'CL' } },
    { url: '/v1/duty-estimate', status: 200, body: { htsno: '2204.30.00.00', customsValueUsd: 5000, litres: 750 } },
    { url: '/v1/duty-estimate', status: 409, body: { htsno: '2204.21', customsValueUsd: 1 } },
    { url: '/v1/duty-estimate', status: 409, body: { htsno: '2204', customsValueUsd: 1 } },
    { url: '/v1/duty-estimate', status: 404, body: { htsno: '9999.99.99.99', customsValueUsd: 1 } },
    { url: '/v1/duty-estimate', status: 400, body: { htsno: '2204.21.50.05' } },
    { url: '/v1/duty-estimate', status: 200, body: { htsno: '2204.21.50.05', customsValueUsd: 5000, litres: 750, asOf: RECENT } },
    { url: '/v1/duty-estimate', status: 402, body: { htsno: '2204.21.50.05', customsValueUsd: 1, asOf: BEYOND } },
    { url: '/v1/duty-estimate', status: 422, body: { htsno: '2204.21.50.05', customsValueUsd: 1, asOf: '2024-06-01' } },
    { url: '/v1/duty-estimate?x=1', status: 400, body: { htsno: '2204.21.50.05', customsValueUsd: 1 } },
    { url: '/v1/duty-estimate', status: 413, body: `"${'x'.repeat(70_000)}"` },
    { url: '/v1/duty-estimate', status: 415, body: 'htsno=2204.21.50.05', contentType: 'application/x-www-form-urlencoded' },
  ],
  'POST /v1/duty-estimates': [
    { url: '/v1/duty-estimates', status: 200, body: { lines: [{ htsno: '2204.21.50.05', customsValueUsd: 5000, litres: 750 }, { htsno: '2204.21', customsValueUsd: 1 }], defaults: { countryOfOrigin: 'CL' } } },
    { url: '/v1/duty-estimates', status: 200, body: 'htsno,customsValueUsd,litres\n2204.21.50.05,5000,750\n101210010,1,\n', contentType: 'text/csv' },
    { url: '/v1/duty-estimates', status: 400, body: { lines: [] } },
    { url: '/v1/duty-estimates', status: 413, body: { lines: Array.from({ length: 1001 }, () => ({ htsno: '2204.21.50.05', customsValueUsd: 1 })) } },
    { url: '/v1/duty-estimates', status: 415, body: 'htsno=2204.21.50.05', contentType: 'application/x-www-form-urlencoded' },
  ],
  'POST /v1/code-checks': [
    { url: '/v1/code-checks', status: 200, body: { codes: ['0201.30.50.85', '2204', '2204215005', '2240215005'] } },
    { url: '/v1/code-checks', status: 200, body: 'code\n0201.30.50.85\n2204\n', contentType: 'text/csv' },
    { url: '/v1/code-checks', status: 400, body: { codes: [] } },
    { url: `/v1/code-checks`, status: 402, body: { codes: ['2204'], asOf: BEYOND } },
    { url: '/v1/code-checks', status: 413, body: { codes: Array.from({ length: 5001 }, () => '2204') } },
    { url: '/v1/code-checks', status: 422, body: { codes: ['2204'], asOf: '2024-06-01' } },
  ],
  'GET /v1/changes.atom': [
    { url: `/v1/changes.atom?since=${RECENT}&htsno=2204,0201`, status: 200 },
    { url: '/v1/changes.atom', status: 200 },
    { url: '/v1/changes.atom?htsno=x', status: 400 },
    { url: '/v1/changes.atom?since=2025-06-01T00:00:00Z', status: 402 },
    { url: '/v1/changes.atom?since=2024-01-01T00:00:00Z', status: 422 },
  ],
  'GET /v1/countries': [
    { url: '/v1/countries?q=fra', status: 200 },
    { url: '/v1/countries?mapped=maybe', status: 400 },
  ],
  'GET /v1/countries/{code}': [
    { url: '/v1/countries/FR', status: 200 },
    { url: '/v1/countries/Atlantis', status: 404 },
    { url: '/v1/countries/%E0%A4', status: 400 },
  ],
  'GET /v1/ports': [
    { url: '/v1/ports?district=3', status: 200 },
    { url: '/v1/ports?kind=harbour', status: 400 },
  ],
  'GET /v1/ports/{code}': [
    { url: '/v1/ports/30', status: 200 },
    { url: '/v1/ports/Portland', status: 409 },
    { url: '/v1/ports/0000', status: 404 },
  ],
  'GET /v1/notices': [
    { url: '/v1/notices?wineOnly=true', status: 200 },
    { url: '/v1/notices?from=2020-13-01', status: 400 },
  ],
  'GET /v1/customs-rules': [{ url: '/v1/customs-rules', status: 200 }],
  'GET /v1/changes': [
    { url: '/v1/changes?since=2026-05-01T00:00:00Z', status: 200 },
    { url: '/v1/changes', status: 400 },
    { url: '/v1/changes?since=2024-01-01T00:00:00Z', status: 422 },
    { url: '/v1/changes?since=2025-06-01T00:00:00Z', status: 402 },
  ],
  'GET /v1/history/coverage': [{ url: '/v1/history/coverage', status: 200 }],
  'GET /v1/sources': [{ url: '/v1/sources', status: 200 }],
  'GET /v1/plans': [{ url: '/v1/plans', status: 200 }],
  'GET /v1/version': [{ url: '/v1/version', status: 200 }],
  // In process there is no gate to count it; the gated app below answers it with a 200.
  'GET /v1/usage': [{ url: '/v1/usage', status: 503 }],
};

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema({ $id: 'openapi', components: doc.components }, 'openapi');
const rewrite = (s: unknown): object => JSON.parse(JSON.stringify(s).replaceAll('"#/components/', '"openapi#/components/'));

const request = (route: Route, sample: Sample): RequestInit => ({
  method: route.method,
  ...(route.method === 'POST'
    ? {
        headers: { 'Content-Type': sample.contentType ?? 'application/json' },
        body: typeof sample.body === 'string' ? sample.body : JSON.stringify(sample.body),
      }
    : {}),
});

/**
 * The answer is the one the document gives for its status: the media type, a body valid against the
 * schema, and every header the document names that the answer carries is documented for that status.
 */
const expectDocumented = async (route: Route, res: Response, label: string, options: { headers: boolean } = { headers: true }) => {
  const documented = operation(route).responses[String(res.status)];
  expect(documented, `${label} answered ${res.status}, which ${keyOf(route)} does not document`).toBeDefined();
  if (options.headers) {
    const named = Object.keys(RESPONSE_HEADERS).filter((h) => h !== 'Cache-Control' && res.headers.has(h));
    expect(named.filter((h) => !documented!.headers?.[h]), `${label} (${res.status}): headers sent but not documented`).toEqual([]);
  }
  const mediaType = (res.headers.get('content-type') ?? '').split(';')[0]!.trim();
  const text = await res.text();
  if (!documented!.content) {
    expect(text, `${label} (${res.status}) has a body the document does not describe`).toBe('');
    return;
  }
  const content = documented!.content[mediaType];
  expect(content, `${label} (${res.status}) is ${mediaType}, documented as ${Object.keys(documented!.content).join(', ')}`).toBeDefined();
  // A document that is not JSON (the Atom feed, CSV) is checked for what it is; a JSON Schema describes only JSON.
  if (!/[/+]json$/.test(mediaType)) {
    expect(text.length, `${label} (${res.status}) has an empty ${mediaType} body`).toBeGreaterThan(0);
    if (mediaType === 'application/atom+xml') expect(text, label).toMatch(/<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom"/);
    return;
  }
  const validate = ajv.compile(rewrite(content!.schema));
  expect(validate(JSON.parse(text)) ? [] : JSON.stringify(validate.errors).slice(0, 600), `${label} (${res.status})`).toEqual([]);
};

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('names its licence, a contact, its servers and a described tag for every group', () => {
    expect(doc.info.license).toMatchObject({ name: expect.stringMatching(/public domain/i), url: expect.stringMatching(/^https:\/\//) });
    expect(doc.info.contact).toMatchObject({ name: expect.any(String), url: 'http://localhost:4321/api/' });
    expect(doc.servers.length).toBeGreaterThan(0);
    expect(doc.tags).toEqual(API_TAGS);
  });

  it('documents every route the function answers, and nothing else', () => {
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(documented.sort()).toEqual(ROUTES.map(keyOf).sort());
  });

  it('gives every operation a unique operationId, tags of the document, a summary and a description', () => {
    const ids = ROUTES.map((r) => operation(r).operationId);
    expect(new Set(ids).size).toBe(ROUTES.length);
    for (const r of ROUTES) {
      const op = operation(r);
      expect(op.operationId, keyOf(r)).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(op.tags.length, keyOf(r)).toBeGreaterThan(0);
      for (const tag of op.tags) expect(API_TAGS.map((t) => t.name), keyOf(r)).toContain(tag);
      expect(op.summary.length, keyOf(r)).toBeGreaterThan(10);
      expect(op.description.length, keyOf(r)).toBeGreaterThan(20);
    }
  });

  it.each(ROUTES.map((r) => [keyOf(r), r] as const))('%s lists every status its kind can answer', (_key, r) => {
    const { responses, security, requestBody, parameters } = operation(r);
    const statuses = Object.keys(responses).map(Number);
    const headersOf = (status: number) => Object.keys(responses[status]?.headers ?? {});
    const everyHeader = statuses.flatMap(headersOf);
    if (gated(r)) {
      expect(statuses).toEqual(expect.arrayContaining([401, 429, 503, 500]));
      expect(headersOf(401)).toContain('WWW-Authenticate');
      expect(headersOf(429)).toEqual(expect.arrayContaining(['Retry-After', ...RATE_LIMIT_HEADERS]));
      expect(headersOf(503)).toContain('Retry-After');
      expect(headersOf(200)).toEqual(expect.arrayContaining([...RATE_LIMIT_HEADERS]));
      expect(security).toEqual([{}, { bearer: [] }]);
    } else {
      expect(statuses).not.toContain(401);
      expect(statuses).not.toContain(429);
      expect(everyHeader.filter((h) => h.startsWith('RateLimit'))).toEqual([]);
      expect(security).toEqual([]);
    }
    if (r.static) {
      expect(statuses.filter((s) => s >= 400), 'a static file is never refused').toEqual([]);
      expect(everyHeader).not.toContain('X-Request-Id');
    }
    if (cacheable(r)) {
      expect(statuses).toContain(304);
      expect(headersOf(200)).toContain('ETag');
      expect(headersOf(304)).toContain('ETag');
      expect(responses[304]!.content).toBeUndefined();
    } else {
      expect(statuses).not.toContain(304);
      expect(headersOf(200)).not.toContain('ETag');
    }
    if (r.method === 'POST') {
      expect(statuses).toEqual(expect.arrayContaining([400, 413, 415]));
      expect(requestBody).toBeDefined();
    }
    if (hasPathParams(r)) expect(statuses).toEqual(expect.arrayContaining([400, 404]));
    if (r.query) expect(statuses).toContain(400);
    for (const p of parameters ?? []) expect(['path', 'query']).toContain(p.in);
    for (const status of statuses.filter((s) => s >= 400)) {
      const media = Object.keys(responses[status]!.content ?? {});
      const bodyRef = JSON.stringify(responses[status]!.content);
      expect(media.length, `${status}`).toBe(1);
      if (status === 409) expect(bodyRef).toContain(LINE_LOOKUPS.has(keyOf(r)) ? '#/components/schemas/AmbiguousLineProblem' : '#/components/schemas/AmbiguousProblem');
      else if (media[0] === 'application/json') expect(bodyRef).toContain('#/components/schemas/BadFilter');
      else expect(media[0]).toBe('application/problem+json');
    }
  });

  it.each(ROUTES.map((r) => [keyOf(r), r] as const))('%s answers as documented', async (key, route) => {
    const samples = SAMPLES[key];
    expect(samples, `add a sample request for ${key}`).toBeDefined();
    // A static route is served as a file by the CDN with its own headers; in process only its body is the same.
    for (const sample of samples!) {
      const res = await callHandler(sample.url, request(route, sample));
      expect(res.status, sample.url).toBe(sample.status);
      await expectDocumented(route, res, sample.url, { headers: !route.static });
    }
  });

  it('has a sample answering each status a route documents itself (but the 503 of a build without an archive)', () => {
    const missing = ROUTES.flatMap((r) =>
      Object.keys(r.responses)
        .map(Number)
        .filter((status) => !(status === 503 && r.path.match(/changes|history/)))
        // /v1/usage answers its 200 only behind the gate: the gated app below checks it.
        .filter((status) => !(keyOf(r) === 'GET /v1/usage' && status === 200))
        .filter((status) => !(SAMPLES[keyOf(r)] ?? []).some((s) => s.status === status))
        .map((status) => `${keyOf(r)} ${status}`),
    );
    expect(missing).toEqual([]);
  });

  // /v1/usage answers 200 only behind the gate; the gated app below checks it sends no ETag.
  it.each(ROUTES.filter((r) => r.method === 'GET' && !r.static && r.path !== '/v1/usage').map((r) => [keyOf(r), r] as const))(
    '%s: an ETag and a 304 on If-None-Match exactly where documented',
    async (key, route) => {
      const url = SAMPLES[key]![0]!.url;
      const first = await callHandler(url);
      expect(first.status, url).toBe(200);
      const etag = first.headers.get('ETag');
      expect(etag !== null, `${url}: ETag sent`).toBe(cacheable(route));
      if (etag === null) return;
      const again = await callHandler(url, { headers: { 'If-None-Match': etag } });
      expect(again.status, url).toBe(304);
      expect(again.headers.get('ETag')).toBe(etag);
      await expectDocumented(route, again, `${url} If-None-Match`);
    },
  );
});

describe('the gate answers each metered operation as documented', () => {
  const metered = ROUTES.filter(gated);
  const sample = (r: Route) => SAMPLES[keyOf(r)]![0]!;
  let apps: GatedApp[] = [];
  const start = async (options: Omit<Parameters<typeof startGatedApp>[0], 'deps'>) => {
    const app = await startGatedApp({ deps: testDeps, ...options });
    apps.push(app);
    return app;
  };
  beforeAll(() => {
    apps = [];
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
  });

  const each = async (call: Call, init: RequestInit, expected: number) => {
    for (const r of metered) {
      const s = sample(r);
      const res = await call(s.url, { ...request(r, s), ...init, headers: { ...(request(r, s).headers as Record<string, string>), ...init.headers } });
      expect(res.status, `${keyOf(r)} ${s.url}`).toBe(expected);
      await expectDocumented(r, res, `${keyOf(r)} (gated)`);
    }
    return metered.length;
  };

  it('401 with WWW-Authenticate for an Authorization that is not a key', async () => {
    const app = await start({});
    expect(await each(app.call, { headers: { Authorization: 'Basic dXNlcjpwYXNz' } }, 401)).toBeGreaterThan(5);
  });

  it('429 with Retry-After and RateLimit once the budget is spent', async () => {
    const app = await start({ plans: smallPlans(1, 1) });
    const first = await app.call('/v1/usage');
    expect(first.status).toBe(200);
    expect(first.headers.get('ETag'), 'usage is never cached').toBeNull();
    await expectDocumented(ROUTES.find((r) => r.path === '/v1/usage')!, first, '/v1/usage (gated)');
    expect(await each(app.call, {}, 429)).toBeGreaterThan(5);
  });

  it('503 with Retry-After when the key and budget store is not configured', async () => {
    const app = await start({
      openStore: () => {
        throw new Error('no store configured');
      },
    });
    expect(await each(app.call, {}, 503)).toBeGreaterThan(5);
  });
});
