/**
 * The pages Astro's function renders on demand (/estimate/, /lines/{htsno}/, /search/, /history/…) revalidate and
 * travel compressed like the static pages: the function itself gives each a strong ETag of its bytes and answers a
 * matching If-None-Match with a 304 (src/middleware.ts), as it runs on Netlify, and the local server
 * (scripts/serve.ts) sends them in Brotli or gzip when asked, with Vary: Accept-Encoding and an ETag per encoding
 * (src/data/local-server/encode-answer.ts), as Netlify's CDN does.
 */
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPLOY_BLOBS_UPLOAD, SSR_FUNCTION } from '../../src/data/paths.ts';
import { startServer, type Served } from '../support/server.ts';
import { decode, send } from '../support/raw-http.ts';


const PAGES: [string, string][] = [
  ['the estimate form', '/estimate/'],
  ['an estimate', '/estimate/?htsno=2204.21.50.05&value=3000&quantity=750&unit=liter&origin=FR'],
  ['a line', '/lines/2204.21.50.05/'],
  ['a search', '/search/?q=wine'],
  ['a line\'s history', '/history/2204215005/'],
];

describe('on-demand pages through the local server', () => {
  let served: Served;
  beforeAll(async () => {
    served = await startServer();
  }, 60_000);
  afterAll(async () => served?.stop());

  it.each(PAGES)('%s (%s): br, gzip and identity, each its own strong ETag, 304 per encoding', async (_name, path) => {
    const url = `${served.url}${path}`;
    const identity = await send(url);
    const br = await send(url, { 'Accept-Encoding': 'gzip, deflate, br' });
    const gzip = await send(url, { 'Accept-Encoding': 'br;q=0.2, gzip;q=0.9' });
    for (const r of [identity, br, gzip]) {
      expect(r.status).toBe(200);
      expect(String(r.headers['content-type'])).toMatch(/^text\/html/);
      expect(r.headers.vary).toBe('Accept-Encoding');
    }
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
    for (const r of [br, gzip]) {
      expect(decode(r).equals(identity.body)).toBe(true);
      expect(r.body.length).toBeLessThan(identity.body.length / 2);
    }
    const etags = [identity, br, gzip].map((r) => r.headers.etag as string);
    for (const etag of etags) expect(etag).toMatch(/^"[^"]+"$/);
    expect(new Set(etags).size).toBe(3);
    // Each encoding revalidates against its own ETag, and only its own.
    const notModified = await send(url, { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.etag as string });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(br.headers.etag);
    expect(notModified.headers.vary).toBe('Accept-Encoding');
    expect((await send(url, { 'Accept-Encoding': 'gzip', 'If-None-Match': gzip.headers.etag as string })).status).toBe(304);
    expect((await send(url, { 'If-None-Match': identity.headers.etag as string })).status).toBe(304);
    const crossed = await send(url, { 'Accept-Encoding': 'gzip', 'If-None-Match': br.headers.etag as string });
    expect(crossed.status).toBe(200);
    expect(crossed.headers['content-encoding']).toBe('gzip');
    // HEAD says what GET would send.
    const head = await send(url, { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.etag).toBe(br.headers.etag);
    expect(head.headers['content-encoding']).toBe('br');
  });

  it('keeps the line page\'s CDN caching on a 304, and tags no redirect, not-found page or batch POST', async () => {
    const first = await send(`${served.url}/lines/2204.21.50.05/`, { 'Accept-Encoding': 'br' });
    const again = await send(`${served.url}/lines/2204.21.50.05/`, { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.etag as string });
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(again.headers['netlify-cdn-cache-control']).toContain('durable');
    const moved = await send(`${served.url}/lines/2204215005/`);
    expect(moved.status).toBe(301);
    expect(moved.headers.etag).toBeUndefined();
    const missing = await send(`${served.url}/lines/0000.00.00.00/`);
    expect(missing.status).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});

describe('on-demand pages from the function, as Netlify runs it', () => {
  type Handler = (request: Request, context: unknown) => Promise<Response>;
  let handler: Handler;
  beforeAll(async () => {
    process.env.TARIFF_DEPLOY_BLOBS_DIR ??= DEPLOY_BLOBS_UPLOAD;
    handler = ((await import(pathToFileURL(SSR_FUNCTION).href)) as { default: Handler }).default;
  }, 60_000);
  const context = { ip: '127.0.0.1', waitUntil: () => {}, params: {}, requestId: '' };

  it.each(PAGES)('%s (%s): a strong ETag of the bytes it sends, and a 304 for it', async (_name, path) => {
    const url = `http://localhost${path}`;
    const first = await handler(new Request(url), context);
    expect(first.status).toBe(200);
    const etag = first.headers.get('ETag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    const body = await first.text();
    const again = await handler(new Request(url), context);
    expect(again.headers.get('ETag')).toBe(etag);
    expect(await again.text()).toBe(body);
    const revalidated = await handler(new Request(url, { headers: { 'If-None-Match': etag } }), context);
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('ETag')).toBe(etag);
    const stale = await handler(new Request(url, { headers: { 'If-None-Match': '"not-this-one"' } }), context);
    expect(stale.status).toBe(200);
  });
});
