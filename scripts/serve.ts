/**
 * npm run serve: the built site on PORT (default 4321). Static files from
 * dist/ with the deployed site's headers; everything else goes to the built
 * Netlify function, as Netlify routes it (static first, then the function).
 * The function's key and budget store is a local file-backed Netlify Blobs
 * server on TARIFF_BLOBS_DIR (default .cache/blobs), started here, unless
 * NETLIFY_BLOBS_CONTEXT already names a store. Several servers may share
 * one directory: conditional writes are locked in the directory itself.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { localBlobsDir, startLocalBlobs } from '../src/data/local-blobs-server.ts';
import { DIST_DIR, SSR_FUNCTION } from '../src/data/paths.ts';
import { DATA_FILE_HEADERS, SITE_HEADERS } from '../src/http/site-headers.ts';

const MAX_BODY = 1024 * 1024;
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
};

if (!existsSync(SSR_FUNCTION) || !existsSync(DIST_DIR)) {
  console.error('No build found: run `npm run build` first (npm start does both).');
  process.exit(1);
}
// Before the function loads: it reads the store's location from the environment, as on Netlify.
const blobs = process.env.NETLIFY_BLOBS_CONTEXT ? null : await startLocalBlobs(localBlobsDir());
if (blobs) process.env.NETLIFY_BLOBS_CONTEXT = blobs.encodedContext;
const fn: (request: Request, context: unknown) => Promise<Response> = (await import(SSR_FUNCTION)).default;

/** dist/ file for a URL path, or null; never a path outside dist/. */
const staticFile = (pathname: string): string | null => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const candidate = normalize(join(DIST_DIR, decoded));
  if (candidate !== DIST_DIR && !candidate.startsWith(DIST_DIR + sep)) return null;
  for (const path of [candidate, join(candidate, 'index.html')]) {
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return null;
};

const readBody = async (req: IncomingMessage): Promise<Uint8Array | 'too-large'> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) return 'too-large';
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
};

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);

const server = createServer(async (req, res) => {
  try {
    // A Host or target no URL can hold, or a method fetch refuses (TRACE, TRACK), is the caller's error.
    const url = URL.parse(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    if (!url || !METHODS.has(req.method ?? '')) {
      const status = url ? 405 : 400;
      res.writeHead(status, { 'Content-Type': 'application/problem+json', ...(url ? { Allow: [...METHODS].join(', ') } : {}) });
      return void res.end(JSON.stringify({ type: url ? '/problems/method-not-allowed' : '/problems/bad-request', title: url ? 'Method not allowed' : 'The request is malformed', status }));
    }
    const file = req.method === 'GET' || req.method === 'HEAD' ? staticFile(url.pathname) : null;
    if (file) {
      const headers = { ...SITE_HEADERS, ...(url.pathname.startsWith('/api/') ? DATA_FILE_HEADERS : {}) };
      res.writeHead(200, { ...headers, 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Content-Length': statSync(file).size });
      if (req.method === 'HEAD') return void res.end();
      return void pipeline(createReadStream(file), res, () => {});
    }
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
    if (body === 'too-large') {
      res.writeHead(413, { 'Content-Type': 'application/problem+json' });
      return void res.end(JSON.stringify({ type: '/problems/payload-too-large', title: 'The request body is too large', status: 413 }));
    }
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v);
    const request = new Request(url, { method: req.method, headers, body: body as BodyInit | undefined });
    const response = await fn(request, { ip: req.socket.remoteAddress ?? '127.0.0.1' });
    const isApi = response.headers.has('x-request-id'); // every API answer carries one, /healthz/ and /v1 included
    // Merged by name, case-insensitively: an on-demand page sets the site headers itself (Netlify's _headers
    // never reach function responses) and must not get each of them twice.
    const merged = new Headers(isApi ? {} : SITE_HEADERS);
    response.headers.forEach((value, name) => merged.set(name, value));
    res.writeHead(response.status, Object.fromEntries(merged));
    // Function bodies are small JSON or HTML: one buffered write is cheaper than a web-stream bridge.
    res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
  } catch (error) {
    console.error('serve: unexpected error', error instanceof Error ? error.message : error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/problem+json' });
    res.end(JSON.stringify({ type: '/problems/internal', title: 'Internal error', status: 500 }));
  }
});

const port = Number(process.env.PORT ?? 4321);
server.listen(port, process.env.HOST ?? '127.0.0.1', () => {
  console.log(`serving http://localhost:${port}/ (site and API)`);
  console.log(`key and budget store: ${blobs ? `local, in ${localBlobsDir()}` : 'from NETLIFY_BLOBS_CONTEXT'}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // Requests already under way finish (for up to 10 s); the store stops after the last one.
    setTimeout(() => process.exit(0), 10_000).unref();
    server.close(() => void (blobs?.stop() ?? Promise.resolve()).finally(() => process.exit(0)));
  });
}
