/**
 * Resolve every declared upstream file into the raw cache, verified by sha256:
 * from the mirror named by TARIFF_DATA_DIR when set, else from the cache if it
 * is already verified, else from the publisher's URL. Never from anywhere else.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { RAW_CACHE, ROOT } from './paths.ts';
import { gunzipSync } from 'node:zlib';
import { SourcesManifest, type SourcesManifest as Manifest } from '../lib/schema/sources.ts';


export const readManifest = (): Manifest =>
  SourcesManifest.parse(JSON.parse(readFileSync(join(ROOT, 'content', 'sources.json'), 'utf8')));

const sha256 = (b: Uint8Array): string => createHash('sha256').update(b).digest('hex');

export interface Declared {
  file: string;
  sha256: string;
  /** When the publisher serves the content uncompressed, the checksum of that content. */
  contentSha256?: string;
  officialUrl: string;
}

export class SourceError extends Error {}

/**
 * What is wrong with TARIFF_DATA_DIR, in one line with the fix, when it names no folder; null when it is unset or
 * names one. Checked before anything is read: otherwise each of the 56 declared files is reported missing. A
 * relative path is read from `cwd` (an npm script's is the repository), so the README's ../shared/data works only
 * from a clone beside shared/.
 */
export const mirrorDirProblem = (mirror = process.env.TARIFF_DATA_DIR, cwd = process.cwd()): string | null => {
  if (!mirror) return null;
  const dir = resolve(cwd, mirror);
  if (existsSync(dir) && statSync(dir).isDirectory()) return null;
  const from = dir === mirror ? '' : ` (${mirror} read from ${cwd})`;
  return `TARIFF_DATA_DIR names no folder: ${dir}${from}. Set it to the data mirror's absolute path (the folder holding hts/ and reference/), or leave it unset to download from USITC.`;
};

const fromMirror = (dir: string, d: Declared): Uint8Array => {
  const path = join(dir, d.file);
  if (!existsSync(path)) throw new SourceError(`${d.file}: not found in TARIFF_DATA_DIR (${dir})`);
  const bytes = readFileSync(path);
  const got = sha256(bytes);
  if (got !== d.sha256) throw new SourceError(`${d.file}: sha256 ${got} does not match the declared ${d.sha256}`);
  return bytes;
};

const fromPublisher = async (d: Declared): Promise<Uint8Array> => {
  let response: Response;
  try {
    response = await fetch(d.officialUrl, { signal: AbortSignal.timeout(120_000) });
  } catch (cause) {
    throw new SourceError(
      `${d.file}: TARIFF_DATA_DIR is not set and ${d.officialUrl} could not be reached (${(cause as Error).message}). ` +
        'Set TARIFF_DATA_DIR to a data mirror (layout hts/, reference/), e.g. TARIFF_DATA_DIR=../shared/data.',
    );
  }
  if (!response.ok) throw new SourceError(`${d.file}: ${d.officialUrl} answered ${response.status}; set TARIFF_DATA_DIR to a mirror`);
  const body = new Uint8Array(await response.arrayBuffer());
  const want = d.contentSha256 ?? d.sha256;
  if (sha256(body) !== want) throw new SourceError(`${d.file}: content from ${d.officialUrl} does not match the pinned sha256`);
  return body;
};

/** Path of the verified raw file in the cache (a `.json` sibling when fetched uncompressed). */
export const cachedPath = (d: Declared): string => {
  const gz = join(RAW_CACHE, d.file);
  return existsSync(gz) ? gz : gz.replace(/\.gz$/, '');
};

const isCached = (d: Declared): boolean => {
  const gz = join(RAW_CACHE, d.file);
  if (existsSync(gz)) return sha256(readFileSync(gz)) === d.sha256;
  const plain = gz.replace(/\.gz$/, '');
  return d.contentSha256 !== undefined && existsSync(plain) && sha256(readFileSync(plain)) === d.contentSha256;
};

export const resolveSource = async (d: Declared, mirror = process.env.TARIFF_DATA_DIR): Promise<string> => {
  if (mirror) {
    const bytes = fromMirror(resolve(mirror), d);
    const target = join(RAW_CACHE, d.file);
    mkdirSync(dirname(target), { recursive: true });
    if (!existsSync(target) || sha256(readFileSync(target)) !== d.sha256) writeFileSync(target, bytes);
    return target;
  }
  if (isCached(d)) return cachedPath(d);
  const body = await fromPublisher(d);
  const target = join(RAW_CACHE, d.contentSha256 ? d.file.replace(/\.gz$/, '') : d.file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, body);
  return target;
};

/** Every declared file: the HTS archive, its dates, and the reference files. */
export const declaredFiles = (m: Manifest): Declared[] => [
  ...m.hts.revisions,
  { file: m.hts.dates.file, sha256: m.hts.dates.sha256, officialUrl: m.hts.dates.officialUrl },
  ...m.reference,
];

export const pullAll = async (m: Manifest = readManifest()): Promise<Map<string, string>> => {
  const problem = mirrorDirProblem();
  if (problem !== null) throw new SourceError(problem);
  const out = new Map<string, string>();
  const errors: string[] = [];
  for (const d of declaredFiles(m)) {
    try {
      out.set(d.file, await resolveSource(d));
    } catch (e) {
      if (!(e instanceof SourceError)) throw e;
      errors.push(e.message);
    }
  }
  if (errors.length > 0) throw new SourceError(`${errors.length} source(s) could not be resolved:\n- ${errors.join('\n- ')}`);
  return out;
};

/** Read a cached raw file as text, decompressing gzip. */
export const readRaw = (d: Declared): string => {
  const path = cachedPath(d);
  const bytes = readFileSync(path);
  return (path.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
};
