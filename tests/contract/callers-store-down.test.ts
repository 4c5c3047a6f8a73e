/**
 * The built function when its key and budget store never answers: the data stays available on local counts,
 * a key it cannot verify is a 503 problem, nothing crashes, /healthz says the store is unreachable, and the
 * flushes it hands to waitUntil (and flush() on shutdown) still resolve.
 */
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { Problem } from '../../src/http/problem.ts';
import { Healthz } from '../../src/lib/schema/api-responses.ts';
import { UsageResponse } from '../../src/lib/schema/callers.ts';
import { importBuiltApi, netlifyContext } from '../support/built-api.ts';

/** A port nothing listens on: bound, then released. */
const deadPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe('the built function with its store unreachable', () => {
  it('anonymous callers are answered on local counts; an unverifiable key is a 503 with Retry-After; /healthz: alive, keyStore unreachable', async () => {
    const url = `http://127.0.0.1:${await deadPort()}`;
    process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(JSON.stringify({ edgeURL: url, uncachedEdgeURL: url, siteID: 'local', token: 't' })).toString('base64');
    process.env.TARIFF_CALLER_SALT = 'test-salt-for-the-built-function';
    const api = await importBuiltApi();
    const tasks: Promise<unknown>[] = [];
    const call = (path: string, init?: RequestInit) => api.default(new Request(`http://test.local${path}`, init), netlifyContext('127.0.0.1', tasks));

    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args.map(String).join(' '));
    try {
      for (const path of ['/v1/tariffs?htsno=2204.21&limit=1', '/v1/countries?q=france']) {
        const res = await call(path);
        expect(res.status, path).toBe(200);
        expect(res.headers.get('RateLimit-Limit')).toBe('500');
      }
      expect(UsageResponse.parse(await (await call('/v1/usage')).json())).toMatchObject({ caller: 'anonymous', used: 3, remaining: 497 });
      const keyed = await call('/v1/usage', { headers: { Authorization: `Bearer tk_0123456789abcdef_${'A'.repeat(43)}` } });
      expect(keyed.status).toBe(503);
      expect(keyed.headers.get('content-type')).toBe('application/problem+json');
      expect(keyed.headers.get('Retry-After')).toBe('30');
      expect(Problem.parse(await keyed.json()).type).toBe('/problems/unavailable');
      const health = await call('/healthz');
      expect(health.status).toBe(200);
      expect(Healthz.parse(await health.json()).keyStore).toEqual({ status: 'unreachable', detail: 'The key and budget store did not answer' });
      // Nothing can be written, yet neither waitUntil nor shutdown hangs on it.
      await Promise.all(tasks);
      await api.flush();
    } finally {
      console.error = original;
    }
    expect(errors.some((e) => e.includes('"event":"key-store"'))).toBe(true);
    expect(errors.some((e) => e.includes('"event":"usage-pending"'))).toBe(true);
  });
});
