/**
 * The whole API as one `Request -> Response` function. Route files and the
 * local server only call this; tests call it with `new Request(...)`.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Envelope } from '../lib/schema/envelope.ts';
import type { Ctx, Deps, Handler, Reply } from './context.ts';
import { API_SECURITY_HEADERS, CORS_HEADERS, NO_STORE, PREFLIGHT_HEADERS, PUBLIC_CACHE } from './headers.ts';
import { PROBLEM_MEDIA_TYPE, problemBody } from './problem.ts';
import { matchRoute, type Route } from './router.ts';

export interface AppOptions {
  deps: Deps;
  routes: readonly Route[];
  /**
   * The one place where callers are identified and budgets enforced, before
   * any handler runs. Returns a reply to stop the request (401, 429), or
   * headers to add to the response.
   */
  gate?: (request: Request, route: Route) => Promise<{ stop?: Reply; headers?: Record<string, string> }>;
  /** Where an unexpected error is reported; never the response. */
  log?: (event: Record<string, unknown>) => void;
}

const JSON_TYPE = 'application/json; charset=utf-8';

export const createApp = (options: AppOptions) => async (request: Request): Promise<Response> => {
  const requestId = randomUUID();
  let envelope: Envelope | undefined;
  const base = { 'X-Request-Id': requestId, ...CORS_HEADERS, ...API_SECURITY_HEADERS };
  try {
    envelope = (await options.deps.hts()).envelope;
    const url = new URL(request.url);
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: { ...base, ...PREFLIGHT_HEADERS } });

    const match = matchRoute(options.routes, request.method, url.pathname);
    if (match.kind === 'not-found') return send(request, envelope, base, problem(404, 'not-found', `No endpoint at ${url.pathname}`));
    if (match.kind === 'bad-path') return send(request, envelope, base, problem(400, 'bad-request', 'The path is not valid percent-encoded UTF-8'));
    if (match.kind === 'method') {
      return send(request, envelope, { ...base, Allow: match.allow.join(', ') }, problem(405, 'method-not-allowed', `Use ${match.allow.join(' or ')}`));
    }
    const gate = options.gate ? await options.gate(request, match.route) : {};
    const headers = { ...base, ...gate.headers };
    if (gate.stop) return send(request, envelope, headers, gate.stop);

    const ctx: Ctx = { request, url, params: match.params, requestId, deps: options.deps, envelope };
    const reply = await (match.route.handler as Handler)(ctx);
    return send(request, envelope, headers, reply);
  } catch (error) {
    options.log?.({ level: 'error', requestId, message: error instanceof Error ? error.message : String(error) });
    const fallback: Envelope = envelope ?? { datasetVersions: {}, htsRelease: '', licence: '', attribution: [] };
    return send(request, fallback, base, problem(500, 'internal', `Something went wrong on our side; quote request id ${requestId}`));
  }
};

export const problem = (status: number, slug: Extract<Reply, { kind: 'problem' }>['slug'], detail?: string, extensions?: Record<string, unknown>): Reply => ({
  kind: 'problem',
  status,
  slug,
  ...(detail === undefined ? {} : { detail }),
  ...(extensions === undefined ? {} : { extensions }),
});

const send = (request: Request, envelope: Envelope, headers: Record<string, string>, reply: Reply): Response => {
  const url = new URL(request.url);
  const head = request.method === 'HEAD';
  if (reply.kind === 'problem') {
    const body = problemBody(reply, url.pathname, envelope.datasetVersions);
    return new Response(head ? null : JSON.stringify(body), {
      status: reply.status,
      headers: { ...headers, ...reply.headers, 'Content-Type': PROBLEM_MEDIA_TYPE, 'Cache-Control': NO_STORE },
    });
  }
  if (reply.kind === 'bad-filter') {
    const body = { error: 'invalid filter', details: reply.details, datasetVersions: envelope.datasetVersions };
    return new Response(head ? null : JSON.stringify(body), {
      status: 400,
      headers: { ...headers, 'Content-Type': JSON_TYPE, 'Cache-Control': NO_STORE },
    });
  }
  const text = JSON.stringify({ ...reply.body, datasetVersions: envelope.datasetVersions });
  const cacheable = reply.cache !== 'no-store' && (request.method === 'GET' || head) && reply.status === 200;
  if (!cacheable) {
    return new Response(head ? null : text, { status: reply.status, headers: { ...headers, 'Content-Type': JSON_TYPE, 'Cache-Control': NO_STORE } });
  }
  // Strong validator: the body is a function of the dataset versions and the request URL.
  const etag = `"${createHash('sha256').update(`${JSON.stringify(envelope.datasetVersions)} ${url.pathname}?${url.searchParams}`).digest('base64url').slice(0, 27)}"`;
  const common = { ...headers, ETag: etag, 'Cache-Control': PUBLIC_CACHE, Vary: 'Authorization' };
  if (ifNoneMatch(request.headers.get('If-None-Match'), etag)) return new Response(null, { status: 304, headers: common });
  return new Response(head ? null : text, { status: 200, headers: { ...common, 'Content-Type': JSON_TYPE } });
};

const ifNoneMatch = (header: string | null, etag: string): boolean =>
  header !== null && (header.trim() === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag));
