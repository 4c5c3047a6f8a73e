/**
 * A function's answer as Netlify's CDN sends it on: a text answer (HTML, JSON, CSS, JavaScript, XML, Atom, CSV,
 * plain text, SVG) in Brotli or gzip when Accept-Encoding asks (q-values honoured, accept-encoding.ts), identity
 * otherwise, with `Vary: Accept-Encoding` either way. An encoded answer's ETag is the function's suffixed with the
 * encoding ("…-br", "…-gz", as the static files' are), since its bytes differ, and a request naming that tag in
 * If-None-Match gets a 304. The function itself tags its pages and answers 304 for the identity tag
 * (src/lib/http-cache/conditional-page.ts); this layer only adds the encodings. Answers that are already encoded,
 * that are not text, that carry no body or are not 200s (but for the Vary of a 304) pass through unchanged.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { ifNoneMatchHolds } from '../../lib/http-cache/if-none-match.ts';
import { chooseEncoding, type ContentCoding } from './accept-encoding.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Media types worth compressing: the same kinds of text as static-files.ts's COMPRESSIBLE extensions. */
const COMPRESSIBLE_TYPE = /^(text\/(html|css|javascript|plain|csv|xml)|application\/(json|javascript|xml|atom\+xml|problem\+json|[\w.+-]+\+json)|image\/svg\+xml)\b/i;

/** Brotli at quality 5 and gzip at 6: a page rendered per request is compressed per request, so speed counts. */
export const compressAnswer = (coding: ContentCoding, bytes: Uint8Array): Promise<Buffer> =>
  coding === 'br'
    ? brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
    : gzipAsync(bytes, { level: 6 });

/** `"abc"` -> `"abc-br"`, `W/"abc"` -> `W/"abc-gz"`. */
export const encodedEtag = (etag: string, coding: ContentCoding): string => `${etag.replace(/"$/, '')}-${coding === 'br' ? 'br' : 'gz'}"`;

const withVary = (headers: Headers): void => {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (!vary.split(',').some((v) => v.trim().toLowerCase() === 'accept-encoding' || v.trim() === '*')) headers.set('Vary', `${vary}, Accept-Encoding`);
};

export const isCompressible = (contentType: string | null): boolean => contentType !== null && COMPRESSIBLE_TYPE.test(contentType);

export const encodeAnswer = async (request: Request, response: Response): Promise<Response> => {
  if (response.headers.has('Content-Encoding') || !isCompressible(response.headers.get('Content-Type'))) return response;
  if (response.status === 304) {
    const headers = new Headers(response.headers);
    withVary(headers);
    return new Response(null, { status: 304, headers });
  }
  if (response.status !== 200 || !response.body) return response;
  const headers = new Headers(response.headers);
  withVary(headers);
  const coding = chooseEncoding(request.headers.get('Accept-Encoding') ?? undefined, ['br', 'gzip']);
  if (!coding) return new Response(response.body, { status: 200, statusText: response.statusText, headers });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const etag = headers.get('ETag');
  if (etag) {
    const tag = encodedEtag(etag, coding);
    headers.set('ETag', tag);
    if (ifNoneMatchHolds(request.headers.get('If-None-Match'), tag.replace(/^W\//, ''))) {
      headers.delete('Content-Length');
      return new Response(null, { status: 304, headers });
    }
  }
  const body = await compressAnswer(coding, bytes);
  headers.set('Content-Encoding', coding);
  headers.set('Content-Length', String(body.length));
  return new Response(new Uint8Array(body), { status: 200, statusText: response.statusText, headers });
};
