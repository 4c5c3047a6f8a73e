/**
 * The local server (scripts/serve.ts) answers static files compressed as Netlify's CDN does: Brotli or gzip when
 * Accept-Encoding asks (q-values honoured), identity otherwise, `Vary: Accept-Encoding` on every text file, a strong
 * ETag per encoding, and 304s per encoding. Large datasets come from the build's precompressed copies, smaller
 * files are compressed on first request; both decode to the file's exact bytes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST_DIR } from '../../src/data/paths.ts';
import { linePage } from '../../src/lib/site/line-href.ts';
import { startServer, type Served } from '../support/server.ts';
import { decode, send as get } from '../support/raw-http.ts';


describe('compressed answers from the local server', () => {
  let served: Served;
  beforeAll(async () => {
    served = await startServer();
  });
  afterAll(async () => {
    await served?.stop();
  });

  const FILES: [string, string][] = [
    ['a page', linePage('8471.30.01')],
    ['the schedule dataset (36 MB, precompressed)', '/api/v1/hts-schedule.json'],
    ['a chapter dataset', '/api/v1/chapters/22.json'],
    ['an Atom feed', '/api/v1/changes/chapters/99.atom'],
    ['the stylesheet', '/_astro/' + readFileSync(join(DIST_DIR, 'chapters', '22', 'index.html'), 'utf8').match(/\/_astro\/([^"]+\.css)/)![1]!],
    ['the sitemap', '/sitemap.xml'],
  ];

  it.each(FILES)('%s (%s): br, gzip and identity, each its own ETag, 304 per encoding', async (_name, path) => {
    const url = `${served.url}${path}`;
    const identity = await get(url);
    const br = await get(url, { 'Accept-Encoding': 'gzip, deflate, br' });
    const gzip = await get(url, { 'Accept-Encoding': 'br;q=0.2, gzip;q=0.9' });
    for (const r of [identity, br, gzip]) {
      expect(r.status).toBe(200);
      expect(r.headers.vary).toBe('Accept-Encoding');
      expect(Number(r.headers['content-length'])).toBe(r.body.length);
    }
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const r of [br, gzip]) {
      expect(decode(r).equals(identity.body)).toBe(true);
      if (identity.body.length > 20_000) expect(r.body.length).toBeLessThan(identity.body.length / 3);
    }
    const etags = [identity, br, gzip].map((r) => r.headers.etag as string);
    expect(new Set(etags).size).toBe(3);
    for (const etag of etags) expect(etag).toMatch(/^"[^"]+"$/);
    // Each encoding revalidates against its own ETag, and only its own.
    expect((await get(url, { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.etag as string })).status).toBe(304);
    expect((await get(url, { 'Accept-Encoding': 'gzip', 'If-None-Match': gzip.headers.etag as string })).status).toBe(304);
    expect((await get(url, { 'If-None-Match': identity.headers.etag as string })).status).toBe(304);
    const crossed = await get(url, { 'Accept-Encoding': 'gzip', 'If-None-Match': br.headers.etag as string });
    expect(crossed.status).toBe(200);
    expect(crossed.headers['content-encoding']).toBe('gzip');
    const notModified = await get(url, { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.etag as string });
    expect(notModified.headers.vary).toBe('Accept-Encoding');
    expect(notModified.headers.etag).toBe(br.headers.etag);
    // HEAD says what GET would send.
    const head = await get(url, { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(br.headers['content-length']);
    expect(head.headers.etag).toBe(br.headers.etag);
  });

  it('gives pages, sitemaps and robots.txt a revalidated Cache-Control, as dist/_headers does on Netlify', async () => {
    for (const path of ['/', '/chapters/22/', '/chapters/84/', linePage('8471.30.01'), '/changes/', '/downloads/', '/sitemap.xml', '/robots.txt']) {
      const r = await get(`${served.url}${path}`, { 'Accept-Encoding': 'br' });
      expect(r.status, path).toBe(200);
      expect(r.headers['cache-control'], path).toBe('public, max-age=0, must-revalidate');
    }
    expect(readFileSync(join(DIST_DIR, '_headers'), 'utf8')).toContain('/chapters/*\n  Cache-Control: public, max-age=0, must-revalidate');
  });

  it('answers identity when no offered coding is acceptable, and never compresses what is not text', async () => {
    const path = '/chapters/22/';
    for (const accept of ['br;q=0, gzip;q=0', 'identity', 'deflate', 'identity;q=1, br;q=0.5']) {
      const r = await get(`${served.url}${path}`, { 'Accept-Encoding': accept });
      expect(r.headers['content-encoding'], accept).toBeUndefined();
      expect(r.headers.vary, accept).toBe('Accept-Encoding');
    }
    // Pagefind's fragments are gzipped already, and served as they are.
    const fragment = readdirSync(join(DIST_DIR, 'pagefind', 'fragment'))[0]!;
    const binary = await get(`${served.url}/pagefind/fragment/${fragment}`, { 'Accept-Encoding': 'br, gzip' });
    expect(binary.status).toBe(200);
    expect(binary.headers['content-encoding']).toBeUndefined();
    expect(binary.headers.vary).toBeUndefined();
  });
});
