/** Test access to the real upstream data: the mirror named by TARIFF_DATA_DIR (CI: ../shared/data). */
import { readFileSync, existsSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { resolve } from 'node:path';

export const dataDir = (): string => {
  const dir = resolve(process.env.TARIFF_DATA_DIR ?? '../shared/data');
  if (!existsSync(dir)) throw new Error(`TARIFF_DATA_DIR (${dir}) does not exist: point it at the data mirror`);
  return dir;
};

const CURRENT = '2026_rev_10';
/**
 * The current edition is kept for the worker's life (most suites read it); of the archive only the last few read.
 * A worker runs many files (isolate: false), and all 44 parsed exports kept would be a gigabyte of heap that every
 * later file's garbage collection walks; a suite that walks the archive reads each export once anyway.
 */
const KEPT = 3;
const current = new Map<string, any[]>();
const recent = new Map<string, any[]>();

/** Rows of one archived revision, e.g. '2026_rev_10' or '2025_basic'. */
export const htsRows = (edition = CURRENT): any[] => {
  const kept = edition === CURRENT ? current : recent;
  let rows = kept.get(edition);
  if (rows) {
    kept.delete(edition);
  } else {
    rows = JSON.parse(gunzipSync(readFileSync(resolve(dataDir(), 'hts', `hts_${edition}.json.gz`))).toString('utf8')) as any[];
    if (kept === recent && recent.size >= KEPT) recent.delete(recent.keys().next().value!);
  }
  kept.set(edition, rows);
  return rows;
};

export const referenceFile = (path: string): string => readFileSync(resolve(dataDir(), 'reference', path), 'utf8');
