/**
 * The build's compressed copies for the local server (src/data/precompress.ts): the datasets' copies are made beside
 * Astro from the build directory, before those files are copied under dist/, and the feeds' from dist/ at the end
 * (scripts/build.ts). Every large file under dist/api/ has both copies, each the file's bytes, and none older than
 * the file: the local server ignores an older copy, and would then answer a 36 MB dataset uncompressed.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CODING_SUFFIX } from '../../src/data/local-server/static-files.ts';
import { COMPRESSED_DIR, DIST_DIR } from '../../src/data/paths.ts';
import { largeApiFiles } from '../../src/data/precompress.ts';

describe("the build's compressed copies", () => {
  const files = largeApiFiles(DIST_DIR);

  it('cover the large datasets and feeds under dist/api/', () => {
    expect(files).toContain('api/v1/hts-schedule.json');
    expect(files.some((f) => f.endsWith('.atom'))).toBe(true);
  });

  it('hold each file byte for byte and are not older than it', () => {
    for (const file of files) {
      const content = readFileSync(join(DIST_DIR, file));
      const mtime = statSync(join(DIST_DIR, file)).mtimeMs;
      for (const [suffix, decode] of [[CODING_SUFFIX.br, brotliDecompressSync], [CODING_SUFFIX.gzip, gunzipSync]] as const) {
        const copy = join(COMPRESSED_DIR, file + suffix);
        expect(statSync(copy).mtimeMs, copy).toBeGreaterThanOrEqual(mtime);
        expect(decode(readFileSync(copy)).equals(content), copy).toBe(true);
      }
    }
  });
});
