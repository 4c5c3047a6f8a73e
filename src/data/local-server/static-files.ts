/**
 * Files under dist/ as the CDN serves them: resolved once per path and remembered (a path's file, size,
 * type and a strong ETag of its content), re-checked with one stat at most once a second so a rebuild is
 * noticed; small files are kept in memory, large ones streamed. Never a path outside dist/.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { CONTENT_TYPES } from './content-types.ts';

export interface StaticFile {
  file: string;
  size: number;
  type: string;
  etag: string;
  /** The content, for files small enough to keep. */
  body?: Buffer;
}

interface Entry {
  value: StaticFile | null;
  mtimeMs: number;
  checkedAt: number;
}

const KEEP_BYTES = 256 * 1024;
const KEEP_TOTAL = 32 * 1024 * 1024;
const RECHECK_MS = 1_000;
const MAX_ENTRIES = 20_000;

const statFile = (path: string) => {
  try {
    const s = statSync(path);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
};

export const createStaticFiles = (root: string) => {
  const cache = new Map<string, Entry>();
  let kept = 0;

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

  const load = (pathname: string): Entry => {
    for (const path of candidates(pathname)) {
      const stat = statFile(path);
      if (!stat) continue;
      const content = readFileSync(path);
      const etag = `"${createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`;
      const keep = content.length <= KEEP_BYTES && kept + content.length <= KEEP_TOTAL;
      if (keep) kept += content.length;
      const value: StaticFile = { file: path, size: content.length, type: CONTENT_TYPES[extname(path)] ?? 'application/octet-stream', etag, ...(keep ? { body: content } : {}) };
      return { value, mtimeMs: stat.mtimeMs, checkedAt: Date.now() };
    }
    return { value: null, mtimeMs: 0, checkedAt: Date.now() };
  };

  return {
    lookup(pathname: string): StaticFile | null {
      let entry = cache.get(pathname);
      if (entry && Date.now() - entry.checkedAt > RECHECK_MS) {
        const stat = entry.value ? statFile(entry.value.file) : null;
        if (entry.value && stat && stat.mtimeMs === entry.mtimeMs && stat.size === entry.value.size) entry.checkedAt = Date.now();
        else {
          if (entry.value?.body) kept -= entry.value.body.length;
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
      return entry.value;
    },
  };
};
