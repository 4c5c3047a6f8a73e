/**
 * The whole API as one `Request -> Response` function. Route files and the
 * local server only call this; tests call it with `new Request(...)`.
 */
import { createHash, randomUUID } from 'node:crypto';
import { deprecationSignal, versionForPath, type DeprecationBlock } from '../lib/callers/deprecation-signal.ts';
import { ifNoneMatchHolds } from '../lib/http-cache/if-none-match.ts';
import type { Envelope } from '../lib/schema/envelope.ts';
import type { ContractVersions } from '../lib/schema/static-files.ts';
import type { Deps } from '../app/deps.ts';
import type { Ctx, Handler, Reply } from './context.ts';
import { CONTRACT_VERSIONS } from './contract-versions.ts';
import { API_SECURITY_HEADERS, CORS_HEADERS, NO_STORE, PREFLIGHT_HEADERS, API_CACHE } from './headers.ts';
import { PROBLEM_MEDIA_TYPE, problemBody } from './problem.ts';
import { matchRoute, type Route } from './router.ts';
import { jsonStream } from './json-chunks.ts';
import { serialisedBody, type Serialised } from './kept-replies.ts';
import { textBytes } from './text-bytes.ts';

export interface AppOptions {
  deps: Deps;
  routes: readonly Route[];
  /**
   * The one place where callers are identified and budgets enforced, before
   * any handler runs. Returns a reply to stop the request (401, 429), or
   * headers to add to the response.
   */
  gate?: Gate;
  /** Contract versions; a deprecated one is signalled on every response under its base path. Defaults to content/contract-versions.json. */
  contractVersions?: ContractVersions;
  /** Where an unexpected error is reported; never the response. */
  log?: (event: Record<string, unknown>) => void;
}

/** What the platform knows about the connection (Astro's clientAddress, Netlify's context.ip). */
export interface ClientInfo {
  /** The connecting address; never a forwarded header, which callers can forge. */
  clientAddress?: string;
}

export interface GateResult {
  stop?: Reply;
  headers?: Record<string, string>;
  /** The caller as identified, handed to the handler as ctx.caller. */
  caller?: Ctx['caller'];
  /** What the gate learned, handed to the handler as ctx.gate. */
  context?: Ctx['gate'];
}

export type Gate = (request: Request, route: Route, client: ClientInfo) => Promise<GateResult>;

const JSON_TYPE = 'application/json; charset=utf-8';
/** The headers every answer carries, joined once rather than spread from both on each request. */
const FIXED_HEADERS: Record<string, string> = { ...CORS_HEADERS, ...API_SECURITY_HEADERS };

export const createApp = (options: AppOptions) => async (request: Request, client: ClientInfo = {}): Promise<Response> => {
  const requestId = randomUUID();
  let envelope: Envelope | undefined;
  const url = new URL(request.url);
  const deprecation = deprecationSignal(versionForPath(options.contractVersions ?? CONTRACT_VERSIONS, url.pathname));
  const base: Record<string, string> = { 'X-Request-Id': requestId, ...FIXED_HEADERS, ...deprecation?.headers };
  const send = (env: Envelope, headers: Record<string, string>, reply: Reply) => sendReply(request, url.pathname, env, headers, reply, deprecation?.block);
  try {
    envelope = await options.deps.envelope();
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: { ...base, ...PREFLIGHT_HEADERS } });

    const match = matchRoute(options.routes, request.method, url.pathname);
    if (match.kind === 'not-found') return send(envelope, base, problem(404, 'not-found', `No endpoint at ${url.pathname}`));
    if (match.kind === 'bad-path') return send(envelope, base, problem(400, 'bad-request', 'The path is not valid percent-encoded UTF-8'));
    if (match.kind === 'method') {
      return send(envelope, { ...base, Allow: match.allow.join(', ') }, problem(405, 'method-not-allowed', `Use ${match.allow.join(' or ')}`));
    }
    const gate = options.gate ? await options.gate(request, match.route, client) : {};
    const headers = gate.headers ? { ...base, ...gate.headers } : base;
    if (gate.stop) return send(envelope, headers, gate.stop);

    const ctx: Ctx = { request, url, params: match.params, requestId, deps: options.deps, envelope };
    if (gate.caller) ctx.caller = gate.caller;
    if (gate.context) ctx.gate = gate.context;
    const reply = await (match.route.handler as Handler)(ctx);
    return send(envelope, headers, reply);
  } catch (error) {
    options.log?.({ level: 'error', requestId, message: error instanceof Error ? error.message : String(error) });
    const fallback: Envelope = envelope ?? { datasetVersions: {}, htsRelease: '', licence: '', attribution: [] };
    return send(fallback, base, problem(500, 'internal', `Something went wrong on our side; quote request id ${requestId}`));
  }
};

export const problem = (status: number, slug: Extract<Reply, { kind: 'problem' }>['slug'], detail?: string, extensions?: Record<string, unknown>): Reply => ({
  kind: 'problem',
  status,
  slug,
  ...(detail === undefined ? {} : { detail }),
  ...(extensions === undefined ? {} : { extensions }),
});

const sendReply = (request: Request, path: string, envelope: Envelope, headers: Record<string, string>, reply: Reply, deprecation?: DeprecationBlock): Response => {
  const head = request.method === 'HEAD';
  // Spec 9.3: every JSON body of a deprecated version carries the block.
  const marked = deprecation ? { deprecation } : {};
  if (reply.kind === 'problem') {
    const body = { ...problemBody(reply, path, envelope.datasetVersions), ...marked };
    return new Response(head ? null : JSON.stringify(body), {
      status: reply.status,
      headers: { ...headers, ...reply.headers, 'Content-Type': PROBLEM_MEDIA_TYPE, 'Cache-Control': NO_STORE },
    });
  }
  if (reply.kind === 'bad-filter') {
    const body = { error: 'invalid filter', details: reply.details, datasetVersions: envelope.datasetVersions, ...marked };
    return new Response(head ? null : JSON.stringify(body), {
      status: 400,
      headers: { ...headers, 'Content-Type': JSON_TYPE, 'Cache-Control': NO_STORE },
    });
  }
  const readable = (request.method === 'GET' || head) && reply.status === 200;
  if (reply.kind === 'text') {
    if (reply.cache === 'public' && readable) return cachedAnswer(request, { ...headers, ...reply.headers }, { body: textBytes(reply.body) }, reply.mediaType);
    return new Response(head ? null : textBytes(reply.body), { status: reply.status, headers: { ...headers, ...reply.headers, 'Content-Type': reply.mediaType, 'Cache-Control': NO_STORE } });
  }
  if (reply.streamArray !== undefined && (reply.cache === 'no-store' || !readable)) {
    const full = { ...reply.body, datasetVersions: envelope.datasetVersions, ...marked };
    return new Response(head ? null : jsonStream(full, reply.streamArray, reply.piecesOf), { status: reply.status, headers: { ...headers, 'Content-Type': JSON_TYPE, 'Cache-Control': NO_STORE } });
  }
  // A kept reply (kept-replies.ts) is serialised once, as bytes, its ETag made once; a deprecated version's answers never are.
  const made: Serialised = deprecation ? { body: textBytes(JSON.stringify({ ...reply.body, datasetVersions: envelope.datasetVersions, ...marked })) } : serialisedBody(reply.body, envelope.datasetVersions);
  if (reply.cache === 'no-store' || !readable) {
    return new Response(head ? null : made.body, { status: reply.status, headers: { ...headers, 'Content-Type': JSON_TYPE, 'Cache-Control': NO_STORE } });
  }
  return cachedAnswer(request, headers, made, JSON_TYPE);
};

/** A 200 a shared cache may keep, with its ETag (kept in `made` for the next answer of the same bytes); a 304 when the caller holds these bytes. */
const cachedAnswer = (request: Request, headers: Record<string, string>, made: Serialised, mediaType: string): Response => {
  // Strong validator of exactly these bytes: it covers everything the body depends on (data, query, the caller's plan
  // where it shapes the answer, a deprecation block), so one caller's ETag never revalidates another's different body.
  // A string is hashed as its UTF-8 bytes, so a body kept as bytes has the ETag of its text.
  const etag = (made.etag ??= `"${createHash('sha256').update(made.body).digest('base64url').slice(0, 27)}"`);
  if (ifNoneMatchHolds(request.headers.get('If-None-Match'), etag)) {
    return new Response(null, { status: 304, headers: { ...headers, ETag: etag, 'Cache-Control': API_CACHE, Vary: 'Authorization' } });
  }
  return new Response(request.method === 'HEAD' ? null : made.body, { status: 200, headers: { ...headers, ETag: etag, 'Cache-Control': API_CACHE, Vary: 'Authorization', 'Content-Type': mediaType } });
};
