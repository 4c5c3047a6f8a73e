/**
 * An on-demand page's answer with a strong ETag (a hash of its bytes), and a 304 when the request's If-None-Match
 * already names those bytes (RFC 9110 13.1.2). Static pages get theirs from the CDN (and from the local server);
 * a page rendered by the function has to say it itself, on Netlify as locally. Only a 200 to GET or HEAD of a
 * text answer is tagged: a redirect, an error page or the answer to a form POST is left as it is, as is an answer
 * that already carries an ETag.
 */
import { ifNoneMatchHolds } from './if-none-match.ts';

/** Answer headers a 304 keeps (RFC 9110 15.4.5): the ones a cache would update its stored copy with. */
const KEPT_ON_304 = ['cache-control', 'content-location', 'date', 'etag', 'expires', 'vary', 'netlify-cdn-cache-control', 'cdn-cache-control'];

const TEXT = /^(text\/|application\/(json|xml|atom\+xml|[\w.+-]+\+json))/i;

/** `"…"`: the first 27 characters of the base64url SHA-256 of the bytes, the same shape as the API's and the files' ETags. */
export const strongEtag = async (bytes: Uint8Array<ArrayBuffer>): Promise<string> => {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  let binary = '';
  for (const b of digest) binary += String.fromCharCode(b);
  const base64url = btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
  return `"${base64url.slice(0, 27)}"`;
};

export const conditionalPage = async (request: Request, response: Response): Promise<Response> => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return response;
  if (response.status !== 200 || response.headers.has('ETag') || !response.body) return response;
  if (!TEXT.test(response.headers.get('Content-Type') ?? '')) return response;
  const bytes = new Uint8Array(await response.arrayBuffer());
  const etag = await strongEtag(bytes);
  const headers = new Headers(response.headers);
  headers.set('ETag', etag);
  if (ifNoneMatchHolds(request.headers.get('If-None-Match'), etag)) {
    const kept = new Headers();
    for (const [name, value] of headers) if (KEPT_ON_304.includes(name)) kept.set(name, value);
    return new Response(null, { status: 304, headers: kept });
  }
  headers.delete('Content-Length');
  return new Response(bytes, { status: 200, statusText: response.statusText, headers });
};
