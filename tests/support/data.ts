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

const MANIFEST = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../content/sources.json'), 'utf8')) as {
  hts: { revisions: { id: string; file: string }[] };
  referenceDir: string;
  reference: { file: string; debianPath?: string }[];
};

/** The mirror file the build declares for a revision (2026 Rev 9: the publisher's static file), relative to the mirror. */
export const htsFile = (edition: string): string => MANIFEST.hts.revisions.find((r) => r.id === edition)?.file ?? `hts/hts_${edition}.json.gz`;

/** Every declared revision's id, in the manifest's order. */
export const declaredEditions = (): string[] => MANIFEST.hts.revisions.map((r) => r.id);

/** Rows of one archived revision as the mirror holds them (markup and all), e.g. '2026_rev_10' or '2025_basic'. */
export const htsRows = (edition = CURRENT): any[] => {
  const kept = edition === CURRENT ? current : recent;
  let rows = kept.get(edition);
  if (rows) {
    kept.delete(edition);
  } else {
    rows = JSON.parse(gunzipSync(readFileSync(resolve(dataDir(), htsFile(edition)))).toString('utf8')) as any[];
    if (kept === recent && recent.size >= KEPT) recent.delete(recent.keys().next().value!);
  }
  kept.set(edition, rows);
  return rows;
};

/**
 * A reference file's bytes, as the build reads them: committed under content/upstream/reference, or (read at build
 * time) from Debian's package that ships it, else the data mirror.
 */
export const referenceFile = (path: string): string => {
  const committed = resolve(import.meta.dirname, '../..', MANIFEST.referenceDir, 'reference', path);
  if (existsSync(committed)) return readFileSync(committed, 'utf8');
  const debian = MANIFEST.reference.find((r) => r.file === `reference/${path}`)?.debianPath;
  return readFileSync(debian !== undefined && existsSync(debian) ? debian : resolve(dataDir(), 'reference', path), 'utf8');
};
