/** Test access to the real upstream data: the mirror named by TARIFF_DATA_DIR (CI: ../shared/data). */
import { readFileSync, existsSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { resolve } from 'node:path';

export const dataDir = (): string => {
  const dir = resolve(process.env.TARIFF_DATA_DIR ?? '../shared/data');
  if (!existsSync(dir)) throw new Error(`TARIFF_DATA_DIR (${dir}) does not exist: point it at the data mirror`);
  return dir;
};

const cache = new Map<string, unknown>();

/** Rows of one archived revision, e.g. '2026_rev_10' or '2025_basic'. */
export const htsRows = (edition = '2026_rev_10'): any[] => {
  const file = resolve(dataDir(), 'hts', `hts_${edition}.json.gz`);
  if (!cache.has(file)) cache.set(file, JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')));
  return cache.get(file) as any[];
};

export const referenceFile = (path: string): string => readFileSync(resolve(dataDir(), 'reference', path), 'utf8');
