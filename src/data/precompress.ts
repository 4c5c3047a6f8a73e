/**
 * Build step: Brotli and gzip copies of the large static datasets under dist/api/ (hts-schedule.json at 36 MB, the
 * largest chapter files, changes files and Atom feeds: 58 files, 91 MB with the datasets of hts-2026.2) under COMPRESSED_DIR, so the
 * local server answers them compressed without compressing 36 MB on a request. Everything smaller, pages included
 * (none is over 300 KB), the server compresses on first request and keeps (src/data/local-server/static-files.ts),
 * with the same settings. Netlify compresses what it serves itself, so these copies are not deployed. Runs on
 * zlib's thread pool, two files at a time: the datasets' files from the build directory beside Astro, the rest
 * (Atom feeds) from dist/ beside the search index (scripts/build.ts).
 */
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { CODING_SUFFIX, COMPRESSIBLE } from './local-server/static-files.ts';

/** Files under dist/api/ at least this large are precompressed. */
export const PRECOMPRESS_MIN_BYTES = 256 * 1024;
const CONCURRENCY = 2;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : e.isFile() ? [join(dir, e.name)] : []));

export interface Precompressed {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** The files under `root`/api/ worth precompressing, by path relative to root (dist/ and the build directory alike). */
export const largeApiFiles = (root: string): string[] =>
  walk(join(root, 'api'))
    .filter((f) => COMPRESSIBLE.has(extname(f)) && statSync(f).size >= PRECOMPRESS_MIN_BYTES)
    .map((f) => relative(root, f));

/**
 * Compressed copies of `files` (paths relative to dist/), each read under `from`, written under outDir at the path
 * the file has under dist/. The local server uses a copy only if it is at least as new as the file in dist/.
 */
export const precompress = async (from: string, outDir: string, files: readonly string[]): Promise<Precompressed> => {
  const total: Precompressed = { files: files.length, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const content = await readFile(join(from, file));
      const out = join(outDir, file);
      mkdirSync(dirname(out), { recursive: true });
      // The same settings as the server's own compression (static-files.ts `compress`).
      const [br, gzipped] = await Promise.all([
        brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
        gz(content, { level: 9 }),
      ]);
      await Promise.all([writeFile(out + CODING_SUFFIX.br, br), writeFile(out + CODING_SUFFIX.gzip, gzipped)]);
      total.bytes += content.length;
      total.brotliBytes += br.length;
      total.gzipBytes += gzipped.length;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return total;
};
