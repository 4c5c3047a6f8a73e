/**
 * A local Netlify Blobs server, file-backed, for `npm start`, the keys
 * command and tests. The stock BlobsServer is not enough for counters: it
 * sends no ETag on reads and checks If-Match / If-None-Match apart from the
 * write, so concurrent conditional writes lose updates (measured: 50
 * concurrent increments ended at 5). This wraps its request handler so that
 * - reads carry an ETag, the SHA-256 of the content;
 * - a conditional write is checked and applied under an exclusive lock in
 *   the store directory, so it is atomic across every process that serves
 *   the same directory.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { ROOT } from './paths.ts';

/** The BlobsServer internals this relies on (the package marks them private). */
interface Internals {
  address: string;
  handleRequest(req: Request): Promise<Response>;
  validateAccess(req: Request): boolean;
  getLocalPaths(url: URL): { dataPath?: string; key?: string };
}

const LOCK_STALE_MS = 10_000;
const etagOf = (bytes: Uint8Array): string => `"${createHash('sha256').update(bytes).digest('hex')}"`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const readIfExists = async (path: string): Promise<Buffer | null> => {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};

/** mkdir is atomic on every file system: the one who creates the directory holds the lock. */
const withLock = async <T>(lockDir: string, work: () => Promise<T>): Promise<T> => {
  for (let attempt = 0; ; attempt++) {
    try {
      await mkdir(lockDir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const since = await stat(lockDir).then((s) => Date.now() - s.mtimeMs, () => 0);
      // A holder that died mid-write leaves its lock behind; writes take milliseconds.
      if (since > LOCK_STALE_MS) await rm(lockDir, { recursive: true, force: true });
      else await sleep(Math.min(20, 1 + attempt) * Math.random());
    }
  }
  try {
    return await work();
  } finally {
    await rm(lockDir, { recursive: true, force: true });
  }
};

export interface LocalBlobs {
  /** For getStore({ edgeURL, uncachedEdgeURL, siteID, token }) or NETLIFY_BLOBS_CONTEXT. */
  context: { edgeURL: string; uncachedEdgeURL: string; siteID: string; token: string };
  /** The context as NETLIFY_BLOBS_CONTEXT expects it (base64 JSON). */
  encodedContext: string;
  stop(): Promise<void>;
}

/** A port and token of a previous start bring the same store back where its clients expect it. */
export const startLocalBlobs = async (directory: string, options: { port?: number; token?: string } = {}): Promise<LocalBlobs> => {
  const token = options.token ?? randomBytes(24).toString('base64url');
  const server = new BlobsServer({ directory, token, ...(options.port === undefined ? {} : { port: options.port }) });
  const internals = server as unknown as Internals;
  const original = internals.handleRequest.bind(server);
  const locks = join(directory, 'locks');
  await mkdir(locks, { recursive: true });

  internals.handleRequest = async (req) => {
    const method = req.method.toUpperCase();
    if ((method !== 'GET' && method !== 'PUT') || !internals.validateAccess(req)) return original(req);
    const { dataPath, key } = internals.getLocalPaths(new URL(req.url, internals.address));
    if (!dataPath || !key) return original(req);

    if (method === 'GET') {
      const res = await original(req);
      if (res.status !== 200) return res;
      const body = new Uint8Array(await res.arrayBuffer());
      const headers = new Headers(res.headers);
      headers.set('etag', etagOf(body));
      return new Response(body, { status: 200, headers });
    }

    const ifMatch = req.headers.get('if-match');
    const ifNoneMatch = req.headers.get('if-none-match');
    const lockDir = join(locks, createHash('sha256').update(dataPath).digest('hex'));
    return withLock(lockDir, async () => {
      const current = await readIfExists(dataPath);
      if (ifNoneMatch === '*' && current !== null) return new Response(null, { status: 412 });
      if (ifMatch !== null && (current === null || etagOf(current) !== ifMatch)) return new Response(null, { status: 412 });
      const headers = new Headers(req.headers);
      headers.delete('if-match');
      headers.delete('if-none-match');
      const body = new Uint8Array(await req.arrayBuffer());
      const res = await original(new Request(req.url, { method: 'PUT', headers, body }));
      // Still under the lock, so what was written is this body.
      return res.status === 200 ? new Response(null, { status: 200, headers: { etag: etagOf(body) } }) : res;
    });
  };

  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  const context = { edgeURL: url, uncachedEdgeURL: url, siteID: 'local', token };
  let stopped: Promise<void> | undefined;
  return {
    context,
    encodedContext: Buffer.from(JSON.stringify(context)).toString('base64'),
    stop: () => (stopped ??= server.stop().then(() => undefined)),
  };
};

/** Where `npm start` and `npm run keys` keep the local store: TARIFF_BLOBS_DIR, or .cache/blobs. */
export const localBlobsDir = (): string => resolve(process.env.TARIFF_BLOBS_DIR ?? join(ROOT, '.cache', 'blobs'));
