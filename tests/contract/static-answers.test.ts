/**
 * The parameterless answers are static files: written by the build with the bodies the function gives,
 * rewritten to their /v1 paths by dist/_redirects, excluded from the function's routes, served with the
 * API's headers and an ETag, and counted against no budget.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFunctionRoutes } from '../../src/data/local-server/function-routes.ts';
import { DIST_DIR, FUNCTIONS_MANIFEST } from '../../src/data/paths.ts';
import { ROUTES } from '../../src/http/routes.ts';
import { answerPaths, staticAnswers } from '../../src/http/static-answers.ts';
import { readNetlifyRules } from '../../src/data/local-server/netlify-rules.ts';
import { resolveRedirect } from '../../src/lib/netlify/parse-redirects.ts';
import { callHandler } from '../support/app.ts';
import { importBuiltApi } from '../support/built-api.ts';
import { startServer, type LocalServer } from '../../scripts/lib/local-server.ts';

const answers = staticAnswers(ROUTES);
const { redirects } = await readNetlifyRules(DIST_DIR);
const api = readFunctionRoutes(FUNCTIONS_MANIFEST, 'api');
/** A concrete path for a route pattern, e.g. /v1/tariffs/{htsno} -> /v1/tariffs/0101. */
const samplePath = (pattern: string) => pattern.replace(/\{\w+\}/g, '0101');

describe('static /v1 answers', () => {
  it('are the five parameterless routes', () => {
    expect(answers.map((a) => a.path).sort()).toEqual(['/v1/customs-rules', '/v1/plans', '/v1/sources', '/v1/tariffs/release', '/v1/version']);
  });

  it('every static path, with and without a trailing slash, is rewritten to a file the build wrote', () => {
    for (const answer of answers) {
      for (const path of answerPaths(answer)) {
        const hit = resolveRedirect(redirects, path);
        expect(hit?.to, path).toBe(answer.file);
        expect(hit?.rule.status, path).toBe(200);
        expect(existsSync(join(DIST_DIR, answer.file)), answer.file).toBe(true);
      }
    }
  });

  it('the function takes every other route and none of the static paths', async () => {
    for (const route of ROUTES) {
      const path = samplePath(route.path);
      expect(api.takes(path), path).toBe(!route.static);
      if (route.static) expect(api.takes(`${path}/`), `${path}/`).toBe(false);
    }
    const { config } = await importBuiltApi();
    expect([...config.excludedPath].sort()).toEqual(answers.flatMap(answerPaths).sort());
  });

  it('each file holds the bytes the function answers at that path', async () => {
    for (const answer of answers) {
      const res = await callHandler(answer.path);
      expect(res.status, answer.path).toBe(200);
      expect(readFileSync(join(DIST_DIR, answer.file), 'utf8'), answer.path).toBe(await res.text());
    }
  });
});

describe('static /v1 answers through the local server', () => {
  let server: LocalServer;
  beforeAll(async () => {
    server = await startServer({ keys: 1 });
  });
  afterAll(async () => server?.stop());

  it('JSON with CORS, an ETag and 304, no budget headers, and they count against nothing', async () => {
    const used = async () => ((await (await fetch(`${server.base}/v1/usage`)).json()) as { used: number }).used;
    const before = await used();
    for (const answer of answers) {
      for (const path of answerPaths(answer)) {
        const res = await fetch(`${server.base}${path}`);
        const body = await res.text();
        expect(res.status, path).toBe(200);
        expect(res.headers.get('content-type'), path).toBe('application/json; charset=utf-8');
        expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
        expect(res.headers.get('access-control-expose-headers'), path).toContain('ETag');
        expect(res.headers.get('cache-control'), path).toBe('public, max-age=300, stale-while-revalidate=3600');
        expect(res.headers.get('ratelimit'), path).toBeNull();
        expect(body).toBe(readFileSync(join(DIST_DIR, answer.file), 'utf8'));
        const etag = res.headers.get('etag');
        expect(etag, path).toMatch(/^"[\w-]+"$/);
        const again = await fetch(`${server.base}${path}`, { headers: { 'If-None-Match': etag! } });
        expect(again.status, path).toBe(304);
        expect(await again.text()).toBe('');
        // Uncompressed, so its length is the body's (a compressed answer's length is its encoding's).
        const head = await fetch(`${server.base}${path}`, { method: 'HEAD', headers: { 'Accept-Encoding': 'identity' } });
        expect(head.status).toBe(200);
        expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
      }
    }
    // Only the two /v1/usage calls were counted.
    expect(await used()).toBe(before + 1);
  });
});
