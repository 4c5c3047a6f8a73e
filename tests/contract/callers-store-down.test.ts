/** The built function when its key and budget store does not answer: problem documents, no crash, and /healthz says so. */
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { SSR_FUNCTION } from '../../src/data/paths.ts';
import { Problem } from '../../src/http/problem.ts';
import { Healthz } from '../../src/lib/schema/api-responses.ts';

/** A port nothing listens on: bound, then released. */
const deadPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe('the built function with its store unreachable', () => {
  it('metered endpoints: 503 problem with Retry-After; /healthz: alive, keyStore unreachable', async () => {
    const url = `http://127.0.0.1:${await deadPort()}`;
    process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(JSON.stringify({ edgeURL: url, uncachedEdgeURL: url, siteID: 'local', token: 't' })).toString('base64');
    process.env.TARIFF_CALLER_SALT = 'test-salt-for-the-built-function';
    const fn: (r: Request, c: unknown) => Promise<Response> = (await import(SSR_FUNCTION)).default;
    const call = (path: string, init?: RequestInit) => fn(new Request(`http://test.local${path}`, init), { ip: '127.0.0.1' });

    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args.map(String).join(' '));
    try {
      for (const path of ['/v1/tariffs/release', '/v1/usage', '/v1/plans']) {
        const res = await call(path);
        expect(res.status, path).toBe(503);
        expect(res.headers.get('content-type')).toBe('application/problem+json');
        expect(res.headers.get('Retry-After')).toBe('30');
        expect(Problem.parse(await res.json()).type).toBe('/problems/unavailable');
      }
      const health = await call('/healthz');
      expect(health.status).toBe(200);
      expect(Healthz.parse(await health.json()).keyStore).toEqual({ status: 'unreachable', detail: 'The key and budget store did not answer' });
    } finally {
      console.error = original;
    }
    expect(errors.some((e) => e.includes('"event":"key-store"'))).toBe(true);
  });
});
