/**
 * The local server compresses a function's answers as Netlify's CDN does (src/data/local-server/encode-answer.ts):
 * Brotli or gzip when asked, identity otherwise, Vary: Accept-Encoding either way, an ETag per encoding and a 304 for
 * the encoding's own tag only.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeAnswer, encodedEtag } from '../../../src/data/local-server/encode-answer.ts';

const HTML = `<!doctype html><title>Line</title>${'<tr><td>2204.21.50.05</td><td>6.3¢/liter</td></tr>'.repeat(200)}`;
const answer = (init: { status?: number; headers?: Record<string, string>; body?: BodyInit | null } = {}) =>
  new Response(init.body === undefined ? HTML : init.body, {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', ETag: '"abc"', ...init.headers },
  });
const get = (headers: Record<string, string> = {}) => new Request('http://localhost/estimate/', { headers });

describe('encodeAnswer', () => {
  it('answers br, gzip and identity as asked, each decoding to the same bytes with its own ETag', async () => {
    const br = await encodeAnswer(get({ 'Accept-Encoding': 'gzip, deflate, br' }), answer());
    const gzip = await encodeAnswer(get({ 'Accept-Encoding': 'br;q=0.2, gzip;q=0.9' }), answer());
    const identity = await encodeAnswer(get(), answer());
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(identity.headers.get('Content-Encoding')).toBeNull();
    const brBytes = Buffer.from(await br.arrayBuffer());
    const gzBytes = Buffer.from(await gzip.arrayBuffer());
    expect(Number(br.headers.get('Content-Length'))).toBe(brBytes.length);
    expect(brotliDecompressSync(brBytes).toString()).toBe(HTML);
    expect(gunzipSync(gzBytes).toString()).toBe(HTML);
    expect(await identity.text()).toBe(HTML);
    expect(brBytes.length).toBeLessThan(Buffer.byteLength(HTML) / 5);
    for (const r of [br, gzip, identity]) expect(r.headers.get('Vary')).toBe('Accept-Encoding');
    expect([br, gzip, identity].map((r) => r.headers.get('ETag'))).toEqual(['"abc-br"', '"abc-gz"', '"abc"']);
  });

  it('answers 304 to the encoding\'s own ETag only', async () => {
    const hit = await encodeAnswer(get({ 'Accept-Encoding': 'br', 'If-None-Match': '"abc-br"' }), answer());
    expect(hit.status).toBe(304);
    expect(await hit.text()).toBe('');
    expect(hit.headers.get('ETag')).toBe('"abc-br"');
    expect(hit.headers.get('Vary')).toBe('Accept-Encoding');
    const crossed = await encodeAnswer(get({ 'Accept-Encoding': 'gzip', 'If-None-Match': '"abc-br"' }), answer());
    expect(crossed.status).toBe(200);
    expect(crossed.headers.get('Content-Encoding')).toBe('gzip');
    // The function's own 304 (identity tag) passes through with Vary.
    const passed = await encodeAnswer(get({ 'Accept-Encoding': 'br' }), answer({ status: 304, body: null }));
    expect(passed.status).toBe(304);
    expect(passed.headers.get('Vary')).toBe('Accept-Encoding');
  });

  it('keeps a weak ETag weak and adds Accept-Encoding to an existing Vary', async () => {
    expect(encodedEtag('W/"abc"', 'gzip')).toBe('W/"abc-gz"');
    const r = await encodeAnswer(get({ 'Accept-Encoding': 'gzip' }), answer({ headers: { ETag: 'W/"abc"', Vary: 'Authorization' } }));
    expect(r.headers.get('ETag')).toBe('W/"abc-gz"');
    expect(r.headers.get('Vary')).toBe('Authorization, Accept-Encoding');
  });

  it('compresses a text answer with no ETag too, and leaves alone what is encoded already, not text, or not a 200', async () => {
    const untagged = await encodeAnswer(get({ 'Accept-Encoding': 'br' }), answer({ headers: { ETag: '' } }));
    expect(untagged.headers.get('Content-Encoding')).toBe('br');
    const encoded = answer({ headers: { 'Content-Encoding': 'gzip' } });
    const png = answer({ headers: { 'Content-Type': 'image/png' } });
    const moved = answer({ status: 301, body: null });
    for (const r of [encoded, png, moved]) expect(await encodeAnswer(get({ 'Accept-Encoding': 'br' }), r)).toBe(r);
  });
});
