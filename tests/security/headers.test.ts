/**
 * CORS and security headers as documented (src/http/headers.ts for the API,
 * src/lib/netlify/site-headers.ts for the site and static files), on every kind of
 * answer scripts/serve.ts gives: API data, API errors, preflight, static
 * datasets, pages, the site's 404; and the deployed site's _headers file
 * says the same as the local server does.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST_DIR } from '../../src/data/paths.ts';
import { API_SECURITY_HEADERS, CORS_HEADERS, PREFLIGHT_HEADERS } from '../../src/http/headers.ts';
import { DATA_FILE_HEADERS, netlifyHeadersFile, SITE_HEADERS } from '../../src/lib/netlify/site-headers.ts';
import { startServer, type LocalServer } from '../../scripts/lib/local-server.ts';

const EVIL = 'https://evil.example';

describe('headers on every kind of answer', () => {
  let server: LocalServer;
  beforeAll(async () => {
    server = await startServer({ keys: 1 });
  });
  afterAll(async () => server?.stop());

  const call = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${server.base}${path}`, { ...init, headers: { Origin: EVIL, ...init.headers } });
    await res.arrayBuffer();
    return res;
  };
  const expectHeaders = (res: Response, wanted: Record<string, string>, what: string) => {
    for (const [name, value] of Object.entries(wanted)) expect(res.headers.get(name), `${what}: ${name}`).toBe(value);
  };

  it.each([
    ['data', '/v1/tariffs/2204.21.50.05', {}, 200],
    ['a bad filter', '/v1/tariffs?chapter=2', {}, 400],
    ['an unknown line', '/v1/tariffs/7700', {}, 404],
    ['a refused key', '/v1/usage', { headers: { Authorization: 'Bearer nope' } }, 401],
    ['a wrong method', '/v1/tariffs', { method: 'DELETE' }, 405],
    ['an estimate', '/v1/duty-estimate', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"htsno":"2204.21.50.05","customsValueUsd":1}' }, 200],
    ['a body that is not JSON', '/v1/duty-estimate', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'x' }, 415],
    ['liveness with a trailing slash', '/healthz/', {}, 200],
    ['the bare version path', '/v1', {}, 404],
  ] as const)('API, %s: CORS for any origin without credentials, nosniff, no referrer, a CSP that allows nothing', async (what, path, init, status) => {
    const res = await call(path, init as RequestInit);
    expect(res.status, what).toBe(status);
    expectHeaders(res, { ...CORS_HEADERS, ...API_SECURITY_HEADERS }, what);
    // Literal, not only "as the constants say": the properties that matter.
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'.*frame-ancestors 'none'/);
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('API preflight: 204 with the methods and headers a browser may send, the origin never reflected', async () => {
    const res = await call('/v1/duty-estimate', { method: 'OPTIONS', headers: { 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization, content-type' } });
    expect(res.status).toBe(204);
    expectHeaders(res, PREFLIGHT_HEADERS, 'preflight');
    expect(res.headers.get('access-control-allow-methods')).toMatch(/POST/);
    expect(res.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(res.headers.get('access-control-allow-headers')).toMatch(/Content-Type/);
    expect(res.headers.get('access-control-allow-origin')).not.toBe(EVIL);
  });

  it.each([
    ['the home page', '/', 200],
    ['a chapter page', '/chapters/22/', 200],
    ['the search page', '/search?q=wine', 200],
    ['a missing page', '/no-such-page', 404],
  ] as const)('site, %s: the CSP, no framing, nosniff, referrer and permissions policies; no CORS', async (what, path, status) => {
    const res = await call(path);
    expect(res.status, what).toBe(status);
    expectHeaders(res, SITE_HEADERS, what);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('static datasets: the site headers plus CORS for any origin and revalidated caching', async () => {
    for (const path of ['/api/v1/versions.json', '/api/v1/chapters/22.json', '/api/v1/schemas/versions.schema.json']) {
      const res = await call(path);
      expect(res.status, path).toBe(200);
      expectHeaders(res, { ...SITE_HEADERS, ...DATA_FILE_HEADERS }, path);
    }
  });

  it("the deployed site's _headers file carries the same rules, and fingerprinted assets are immutable", async () => {
    const file = readFileSync(join(DIST_DIR, '_headers'), 'utf8');
    expect(file.startsWith(netlifyHeadersFile())).toBe(true);
    const asset = readFileSync(join(DIST_DIR, 'index.html'), 'utf8').match(/(?:href|src)="(\/_astro\/[^"]+)"/)?.[1];
    expect(asset).toBeDefined();
    const res = await call(asset!);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
  });
});
