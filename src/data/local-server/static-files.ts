/**
 * Files under dist/ as the CDN serves them: resolved once per path and remembered (a path's file, size,
 * type and a strong ETag of its content), re-checked with one stat at most once a second so a rebuild is
 * noticed; small files are kept in memory, large ones streamed. Never a path outside dist/.
 *
 * Text files (HTML, JSON, CSS, JavaScript, XML, Atom, CSV, SVG, plain text) also come Brotli- and gzip-encoded:
 * from the precompressed copies the build writes (src/data/precompress.ts) when they are at least as new as the
 * file, else compressed here on first request for files up to 2 MB and kept. Each encoding has its own strong
 * ETag (the content's, suffixed), since its bytes differ.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ContentCoding } from './accept-encoding.ts';
import { CONTENT_TYPES } from './content-types.ts';

export interface Representation {
  file: string;
  size: number;
  etag: string;
  /** The content, for representations small enough to keep. */
  body?: Buffer;
}

export interface StaticFile extends Representation {
  type: string;
  /** Whether the file is text worth compressing: its answers vary with Accept-Encoding. */
  compressible: boolean;
  /** The encodings available for it, made or read on first use (see `encoded`). */
  codings: readonly ContentCoding[];
}

interface Entry {
  value: StaticFile | null;
  mtimeMs: number;
  checkedAt: number;
  encoded: Map<ContentCoding, Representation>;
}

const KEEP_BYTES = 256 * 1024;
const KEEP_TOTAL = 32 * 1024 * 1024;
const RECHECK_MS = 1_000;
const MAX_ENTRIES = 20_000;
/** Larger files are served compressed only from the build's precompressed copies. */
const COMPRESS_ON_REQUEST_MAX = 2 * 1024 * 1024;

export const COMPRESSIBLE = new Set(['.html', '.json', '.js', '.mjs', '.css', '.svg', '.txt', '.xml', '.atom', '.csv']);
/** The file suffix of each encoding's precompressed copy. */
export const CODING_SUFFIX: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

/** The same settings as the build's precompressed copies, so both give the same bytes. */
export const compress = (coding: ContentCoding, content: Buffer): Buffer =>
  coding === 'br'
    ? brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } })
    : gzipSync(content, { level: 9 });

const statFile = (path: string) => {
  try {
    const s = statSync(path);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
};

const encodedEtag = (etag: string, coding: ContentCoding) => `${etag.slice(0, -1)}-${coding === 'br' ? 'br' : 'gz'}"`;

/**
 * @param root dist/
 * @param compressedRoot where the build's precompressed copies live, by the same relative paths plus .br or .gz
 */
export const createStaticFiles = (root: string, compressedRoot?: string) => {
  const cache = new Map<string, Entry>();
  let kept = 0;
  const keep = (bytes: number) => {
    if (bytes > KEEP_BYTES || kept + bytes > KEEP_TOTAL) return false;
    kept += bytes;
    return true;
  };

  /** dist/ file for a URL path, or null; never a path outside root. */
  const candidates = (pathname: string): string[] => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return [];
    }
    if (decoded.includes('\0')) return [];
    const candidate = normalize(join(root, decoded));
    if (candidate !== root && !candidate.startsWith(root + sep)) return [];
    return [candidate, join(candidate, 'index.html')];
  };

  const precompressed = (path: string, coding: ContentCoding, mtimeMs: number): string | null => {
    if (!compressedRoot) return null;
    const copy = join(compressedRoot, relative(root, path) + CODING_SUFFIX[coding]);
    const stat = statFile(copy);
    return stat && stat.mtimeMs >= mtimeMs ? copy : null;
  };

  const load = (pathname: string): Entry => {
    for (const path of candidates(pathname)) {
      const stat = statFile(path);
      if (!stat) continue;
      const content = readFileSync(path);
      const etag = `"${createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`;
      const compressible = COMPRESSIBLE.has(extname(path));
      const codings = (['br', 'gzip'] as const).filter((c) => compressible && (content.length <= COMPRESS_ON_REQUEST_MAX || precompressed(path, c, stat.mtimeMs)));
      const value: StaticFile = {
        file: path,
        size: content.length,
        type: CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
        etag,
        compressible,
        codings,
        ...(keep(content.length) ? { body: content } : {}),
      };
      return { value, mtimeMs: stat.mtimeMs, checkedAt: Date.now(), encoded: new Map() };
    }
    return { value: null, mtimeMs: 0, checkedAt: Date.now(), encoded: new Map() };
  };

  const entryOf = (pathname: string): Entry => {
    let entry = cache.get(pathname);
    if (entry && Date.now() - entry.checkedAt > RECHECK_MS) {
      const stat = entry.value ? statFile(entry.value.file) : null;
      if (entry.value && stat && stat.mtimeMs === entry.mtimeMs && stat.size === entry.value.size) entry.checkedAt = Date.now();
      else {
        if (entry.value?.body) kept -= entry.value.body.length;
        for (const r of entry.encoded.values()) if (r.body) kept -= r.body.length;
        entry = undefined;
      }
    }
    if (!entry) {
      if (cache.size >= MAX_ENTRIES) {
        cache.clear();
        kept = 0;
      }
      entry = load(pathname);
      cache.set(pathname, entry);
    }
    return entry;
  };

  return {
    lookup(pathname: string): StaticFile | null {
      return entryOf(pathname).value;
    },

    /** The file in one of its `codings`: the build's copy if there is one, else compressed now and kept. */
    encoded(pathname: string, coding: ContentCoding): Representation | null {
      const entry = entryOf(pathname);
      const file = entry.value;
      if (!file || !file.codings.includes(coding)) return null;
      let representation = entry.encoded.get(coding);
      if (!representation) {
        const etag = encodedEtag(file.etag, coding);
        const copy = precompressed(file.file, coding, entry.mtimeMs);
        if (copy) {
          const size = statFile(copy)?.size ?? 0;
          const body = size <= KEEP_BYTES ? readFileSync(copy) : undefined;
          representation = { file: copy, size, etag, ...(body && keep(body.length) ? { body } : {}) };
        } else {
          const body = compress(coding, file.body ?? readFileSync(file.file));
          // Kept even past the memory budget: the next request would otherwise pay for compressing it again.
          kept += body.length;
          representation = { file: file.file, size: body.length, etag, body };
        }
        entry.encoded.set(coding, representation);
      }
      return representation;
    },
  };
};
