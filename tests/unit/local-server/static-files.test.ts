import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createStaticFiles } from '../../../src/data/local-server/static-files.ts';

const root = mkdtempSync(join(tmpdir(), 'static-files-'));
const dist = join(root, 'dist');
const compressed = join(root, 'compressed');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const page = `<!doctype html><title>t</title>${'<tr><td>2204.21.50.05</td><td>6.3¢/liter</td></tr>'.repeat(500)}`;
mkdirSync(join(dist, 'chapters', '22'), { recursive: true });
mkdirSync(join(dist, 'api', 'v1'), { recursive: true });
writeFileSync(join(dist, 'chapters', '22', 'index.html'), page);
writeFileSync(join(dist, 'favicon.png'), Buffer.alloc(2048, 7));
writeFileSync(join(dist, 'api', 'v1', 'big.json'), JSON.stringify({ lines: Array.from({ length: 2000 }, (_, i) => ({ htsno: String(i) })) }));
writeFileSync(join(dist, 'api', 'v1', 'stale.json'), '{"fresh":true}');

describe('static files in their encodings', () => {
  const files = createStaticFiles(dist, compressed);

  it('offers Brotli and gzip for text, each decoding to the file, each with its own ETag', () => {
    const file = files.lookup('/chapters/22/')!;
    expect(file.compressible).toBe(true);
    expect(file.codings).toEqual(['br', 'gzip']);
    const br = files.encoded('/chapters/22/', 'br')!;
    const gz = files.encoded('/chapters/22/', 'gzip')!;
    expect(brotliDecompressSync(br.body!).toString()).toBe(page);
    expect(gunzipSync(gz.body!).toString()).toBe(page);
    expect(br.size).toBeLessThan(file.size / 10);
    expect(new Set([file.etag, br.etag, gz.etag]).size).toBe(3);
    for (const etag of [br.etag, gz.etag]) expect(etag).toMatch(/^"[\w-]+-(br|gz)"$/);
    // The same representation, asked again, is the same bytes and ETag.
    expect(files.encoded('/chapters/22/', 'br')).toBe(br);
  });

  it('offers nothing but identity for files that are not text', () => {
    const png = files.lookup('/favicon.png')!;
    expect(png.compressible).toBe(false);
    expect(png.codings).toEqual([]);
    expect(files.encoded('/favicon.png', 'br')).toBeNull();
  });

  it("serves the build's precompressed copy when it is at least as new as the file, never a stale one", () => {
    const marker = gzipSync('{"from":"the build"}');
    mkdirSync(join(compressed, 'api', 'v1'), { recursive: true });
    writeFileSync(join(compressed, 'api', 'v1', 'big.json.gz'), marker);
    const fresh = createStaticFiles(dist, compressed);
    const gz = fresh.encoded('/api/v1/big.json', 'gzip')!;
    expect(gz.file).toBe(join(compressed, 'api', 'v1', 'big.json.gz'));
    expect(gunzipSync(gz.body!).toString()).toBe('{"from":"the build"}');
    // A copy older than the file is ignored: the server compresses the file itself.
    writeFileSync(join(compressed, 'api', 'v1', 'stale.json.gz'), marker);
    const past = new Date(Date.now() - 60_000);
    utimesSync(join(compressed, 'api', 'v1', 'stale.json.gz'), past, past);
    const stale = fresh.encoded('/api/v1/stale.json', 'gzip')!;
    expect(gunzipSync(stale.body!).toString()).toBe('{"fresh":true}');
  });
});
