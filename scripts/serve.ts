/**
 * npm run serve: the built site on PORT (default 4321), routed as Netlify routes it:
 *  1. the API function (netlify/functions/api.mts, as Netlify's bundler built it into .cache/functions/) for
 *     the paths its config claims, read from the bundler's manifest;
 *  2. rewrites from dist/_redirects (the static /v1 answers), then files from dist/, with the headers of
 *     dist/_headers, a strong ETag and 304s;
 *  3. Astro's on-demand function for the rest (the /estimate/, /search/, /history/ and /lines/ pages, and the 404 page),
 *     its answers in Brotli or gzip when asked, each encoding with its own ETag, as Netlify's CDN sends them.
 * As on Netlify, a request's body is read in full (up to Netlify's 6 MB) before anything answers it, and a request
 * the HTTP parser refuses is drained before its connection closes (src/data/local-server/request-body.ts), so an
 * early answer is never lost to a reset. Web-standard handlers are served through @hono/node-server's request listener. The function's key and
 * budget store is a local file-backed Netlify Blobs server on TARIFF_BLOBS_DIR (default .cache/blobs),
 * started here, unless NETLIFY_BLOBS_CONTEXT already names a store. Several servers may share one directory.
 * The deploy store (the archive's history, read for asOf and history requests) is read from the files the build
 * leaves in .netlify/v1/blobs/deploy for Netlify to upload.
 */
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream';
import { getRequestListener, RequestError } from '@hono/node-server';
import { localBlobsDir, startLocalBlobs } from '../src/data/local-blobs-server.ts';
import { readFunctionRoutes } from '../src/data/local-server/function-routes.ts';
import { readNetlifyRules } from '../src/data/local-server/netlify-rules.ts';
import { chooseEncoding } from '../src/data/local-server/accept-encoding.ts';
import { createStaticFiles } from '../src/data/local-server/static-files.ts';
import { encodeAnswer } from '../src/data/local-server/encode-answer.ts';
import { answerClientError, declaresBody, MAX_BUFFERED_BODY, readBody } from '../src/data/local-server/request-body.ts';
import { API_FUNCTION_DATA, API_FUNCTION_MODULE, COMPRESSED_DIR, DEPLOY_BLOBS_UPLOAD, DIST_DIR, FUNCTIONS_MANIFEST, SSR_FUNCTION } from '../src/data/paths.ts';
import { ifNoneMatchHolds } from '../src/lib/http-cache/if-none-match.ts';
import { headersFor } from '../src/lib/netlify/parse-headers.ts';
import { resolveRedirect } from '../src/lib/netlify/parse-redirects.ts';

type WebHandler = (request: Request, context: unknown) => Promise<Response>;

if (!existsSync(API_FUNCTION_MODULE) || !existsSync(FUNCTIONS_MANIFEST) || !existsSync(DIST_DIR)) {
  console.error('No build found: run `npm run build` first (npm start does both).');
  process.exit(1);
}

const apiRoutes = readFunctionRoutes(FUNCTIONS_MANIFEST, 'api');
// The function reads its data from the files bundled beside it, as deployed (netlify.toml included_files).
process.env.TARIFF_FUNCTION_DATA_DIR ??= API_FUNCTION_DATA;
// Netlify's deploy store (the archive's history) as the files the build leaves for Netlify to upload to it.
process.env.TARIFF_DEPLOY_BLOBS_DIR ??= DEPLOY_BLOBS_UPLOAD;
// The store starts while the function loads: the function reads the store's location from the environment when
// its first metered request opens the store, as on Netlify, and no request is taken before both are ready.
const [blobs, api] = await Promise.all([
  process.env.NETLIFY_BLOBS_CONTEXT ? null : startLocalBlobs(localBlobsDir()),
  import(pathToFileURL(API_FUNCTION_MODULE).href) as Promise<{ default: WebHandler; flush?: () => Promise<void> }>,
]);
if (blobs) process.env.NETLIFY_BLOBS_CONTEXT = blobs.encodedContext;

const rules = await readNetlifyRules(DIST_DIR);
const files = createStaticFiles(DIST_DIR, COMPRESSED_DIR);

// What Netlify's context gives the function that it uses: the client address and waitUntil.
// The function hands every request of a flush period the same promise (usage-meter.ts settle): tracked once.
const pending = new Set<Promise<unknown>>();
const waitUntil = (promise: Promise<unknown>) => {
  if (pending.has(promise)) return;
  pending.add(promise);
  void promise
    .catch((e: unknown) => console.error('serve: waitUntil task failed', e instanceof Error ? e.message : e))
    .finally(() => pending.delete(promise));
};
const contextFor = (incoming: { socket: { remoteAddress?: string } }) => ({ ip: incoming.socket.remoteAddress ?? '127.0.0.1', waitUntil, params: {}, requestId: '' });

const onError = (error: unknown) => {
  // A request no Request can hold (a backslash in the path, a host that does not parse) is the caller's error.
  if (error instanceof RequestError) {
    return new Response(JSON.stringify({ type: '/problems/bad-request', title: 'The request is malformed', status: 400 }), {
      status: 400,
      headers: { 'Content-Type': 'application/problem+json' },
    });
  }
  console.error('serve: unexpected error', error instanceof Error ? error.message : error);
  return new Response(JSON.stringify({ type: '/problems/internal', title: 'Internal error', status: 500 }), {
    status: 500,
    headers: { 'Content-Type': 'application/problem+json' },
  });
};

const apiListener = getRequestListener((request, env) => api.default(request, contextFor(env.incoming)), { errorHandler: onError });

// Astro's function is loaded on the first page that needs it, so API-only use never pays for it. Its pages come
// with their ETag and 304s from the function itself (src/middleware.ts); they are compressed here, per encoding, as
// Netlify's CDN compresses a function's answers (src/data/local-server/encode-answer.ts).
let pages: Promise<WebHandler> | undefined;
const pageListener = getRequestListener(
  async (request, env) => {
    const render = await (pages ??= import(pathToFileURL(SSR_FUNCTION).href).then((m) => m.default as WebHandler));
    return encodeAnswer(request, await render(request, contextFor(env.incoming)));
  },
  { errorHandler: onError },
);

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);

const problem = (res: ServerResponse, status: number, type: string, title: string, headers: Record<string, string> = {}) => {
  res.writeHead(status, { ...headers, 'Content-Type': 'application/problem+json' });
  res.end(JSON.stringify({ type: `/problems/${type}`, title, status }));
};

/**
 * A file from dist/ for this path (after a rewrite), with _headers matched on the path as requested; a text file in
 * Brotli or gzip when the request accepts it (Accept-Encoding with q-values), each encoding with its own ETag, as
 * Netlify's CDN answers.
 */
const serveStatic = (req: IncomingMessage, res: ServerResponse, pathname: string): boolean => {
  const rewrite = resolveRedirect(rules.redirects, pathname);
  const direct = files.lookup(pathname);
  // As on Netlify, a file at the path shadows a rewrite unless the rule is forced.
  const path = rewrite && rewrite.rule.status === 200 && (rewrite.rule.force || !direct) ? rewrite.to : pathname;
  const file = path === pathname ? direct : files.lookup(path);
  if (!file) return false;
  const coding = chooseEncoding(req.headers['accept-encoding'], file.codings);
  const representation = (coding && files.encoded(path, coding)) || file;
  const headers: Record<string, string> = { 'Content-Type': file.type, ...headersFor(rules.headers, pathname), ETag: representation.etag };
  if (file.compressible) headers.Vary = 'Accept-Encoding';
  if (representation !== file && coding) headers['Content-Encoding'] = coding;
  if (ifNoneMatchHolds(req.headers['if-none-match'], representation.etag)) {
    res.writeHead(304, headers);
    res.end();
    return true;
  }
  res.writeHead(200, { ...headers, 'Content-Length': representation.size });
  if (req.method === 'HEAD') res.end();
  else if (representation.body) res.end(representation.body);
  else pipeline(createReadStream(representation.file), res, () => {});
  return true;
};

/** Routes a request whose body, if any, has been read in full (request-body.ts says why). */
const route = (req: IncomingMessage, res: ServerResponse): void => {
  try {
    // A Host or target no URL can hold, or a method fetch refuses (TRACE, TRACK), is the caller's error.
    const url = URL.parse(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    if (!url) return problem(res, 400, 'bad-request', 'The request is malformed');
    if (!METHODS.has(req.method ?? '')) return problem(res, 405, 'method-not-allowed', 'Method not allowed', { Allow: [...METHODS].join(', ') });
    if (apiRoutes.takes(url.pathname)) return void apiListener(req, res);
    if (req.method === 'GET' || req.method === 'HEAD') {
      if (serveStatic(req, res, url.pathname)) return;
    } else if (resolveRedirect(rules.redirects, url.pathname)?.rule.status === 200) {
      // A static /v1 answer takes GET and HEAD only: a preflight gets its CORS headers, anything else a 405.
      const headers: Record<string, string> = { ...headersFor(rules.headers, url.pathname), Allow: 'GET, HEAD, OPTIONS' };
      if (req.method === 'OPTIONS') {
        const { 'Content-Type': _none, ...preflight } = headers;
        return void res.writeHead(204, preflight).end();
      }
      return problem(res, 405, 'method-not-allowed', 'This answer is a static file: use GET or HEAD', headers);
    }
    return void pageListener(req, res);
  } catch (error) {
    console.error('serve: unexpected error', error instanceof Error ? error.message : error);
    if (!res.headersSent) return problem(res, 500, 'internal', 'Internal error');
    res.end();
  }
};

const server = createServer((req, res) => {
  if (!declaresBody(req)) return route(req, res);
  void readBody(req).then((body) => {
    if (body.kind === 'aborted') return void res.destroy();
    if (body.kind === 'too-large') {
      const close: Record<string, string> = body.drained ? {} : { Connection: 'close' };
      return problem(res, 413, 'payload-too-large', `A request body may be at most ${MAX_BUFFERED_BODY} bytes (Netlify's buffered payload limit)`, close);
    }
    // @hono/node-server reads a body already read from `rawBody`, as on platforms that buffer it.
    if (body.kind === 'body') Object.assign(req, { rawBody: body.bytes });
    route(req, res);
  });
});

server.on('clientError', answerClientError);

const port = Number(process.env.PORT ?? 4321);
server.listen(port, process.env.HOST ?? '127.0.0.1', () => {
  console.log(`serving http://localhost:${port}/ (site and API)`);
  console.log(`key and budget store: ${blobs ? `local, in ${localBlobsDir()}` : 'from NETLIFY_BLOBS_CONTEXT'}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // Requests under way finish (for up to 10 s), then the counts still in memory are written, then the store stops.
    setTimeout(() => process.exit(0), 10_000).unref();
    server.close(() =>
      void Promise.allSettled([...pending])
        .then(() => api.flush?.())
        .catch((e: unknown) => console.error('serve: final flush failed', e instanceof Error ? e.message : e))
        .then(() => blobs?.stop())
        .finally(() => process.exit(0)),
    );
  });
}
