/**
 * An on-demand page's strong ETag and 304 (src/lib/http-cache/conditional-page.ts, run by src/middleware.ts in the
 * function, on Netlify as locally).
 */
import { describe, expect, it } from 'vitest';
import { conditionalPage, strongEtag } from '../../../src/lib/http-cache/conditional-page.ts';

const HTML = '<!doctype html><title>Page</title><p>2204.21.50.05';
const page = (body: string | null = HTML, init: ResponseInit = {}) =>
  new Response(body, { status: 200, ...init, headers: { 'Content-Type': 'text/html', 'Cache-Control': 'public, max-age=0, must-revalidate', ...init.headers } });
const get = (headers: Record<string, string> = {}, method = 'GET') => new Request('http://localhost/lines/2204.21.50.05/', { method, headers });

describe('conditionalPage', () => {
  it('tags a page with a strong ETag of its bytes, the same for the same bytes and another for others', async () => {
    const a = await conditionalPage(get(), page());
    const b = await conditionalPage(get(), page());
    const c = await conditionalPage(get(), page(`${HTML}!`));
    expect(a.status).toBe(200);
    expect(a.headers.get('ETag')).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(a.headers.get('ETag')).toBe(b.headers.get('ETag'));
    expect(c.headers.get('ETag')).not.toBe(a.headers.get('ETag'));
    expect(await a.text()).toBe(HTML);
    expect(a.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    expect(a.headers.get('ETag')).toBe(await strongEtag(new TextEncoder().encode(HTML)));
  });

  it('answers 304, with no body and the headers a cache updates, when If-None-Match names the bytes', async () => {
    const etag = (await conditionalPage(get(), page())).headers.get('ETag')!;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const r = await conditionalPage(get({ 'If-None-Match': header }), page(HTML, { headers: { Vary: 'Accept-Encoding', 'Content-Security-Policy': "default-src 'self'" } }));
      expect(r.status, header).toBe(304);
      expect(await r.text()).toBe('');
      expect(r.headers.get('ETag')).toBe(etag);
      expect(r.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
      expect(r.headers.get('Vary')).toBe('Accept-Encoding');
    }
    const changed = await conditionalPage(get({ 'If-None-Match': etag }), page(`${HTML}!`));
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe(`${HTML}!`);
  });

  it('tags the answer to HEAD as GET', async () => {
    const r = await conditionalPage(get({}, 'HEAD'), page());
    expect(r.headers.get('ETag')).toBe((await conditionalPage(get(), page())).headers.get('ETag'));
  });

  it('leaves alone a form POST, a redirect, an error page, an answer already tagged and one that is not text', async () => {
    const untouched: [Request, Response][] = [
      [get({}, 'POST'), page()],
      [get(), new Response(null, { status: 301, headers: { Location: '/lines/2204.21.50.05/' } })],
      [get(), page(HTML, { status: 404 })],
      [get(), page(HTML, { headers: { ETag: '"mine"' } })],
      [get(), new Response(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'image/png' } })],
    ];
    for (const [request, response] of untouched) expect(await conditionalPage(request, response)).toBe(response);
  });
});
