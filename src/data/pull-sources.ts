/**
 * Resolve every declared upstream file, verified by sha256. The small reference
 * files and the revision dates are committed under content/ and only verified.
 * An HTS revision comes from the mirror named by TARIFF_DATA_DIR when set, else
 * from the cache if it is already verified, else from the publisher's URL; its
 * JSON must be the publisher's (contentSha256), or the mirror text of a declared,
 * named exception (mirrorException), which is then said wherever it matters.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { RAW_CACHE, ROOT } from './paths.ts';
import { fetchFromPublisher, FetchError } from './publisher-fetch.ts';
import { SourcesManifest, type MirrorException, type SourcesManifest as Manifest } from '../lib/schema/sources.ts';

export const SOURCES_FILE = (): string => join(ROOT, 'content', 'sources.json');

export const readManifest = (): Manifest => SourcesManifest.parse(JSON.parse(readFileSync(SOURCES_FILE(), 'utf8')));

export const sha256 = (b: Uint8Array): string => createHash('sha256').update(b).digest('hex');

export interface Declared {
  file: string;
  sha256: string;
  /** The checksum of the JSON as the publisher serves it (HTS revisions). */
  contentSha256?: string;
  officialUrl: string;
  /** Where the file is committed in the project, when it is (reference files, revision dates). */
  committedPath?: string;
  mirrorException?: MirrorException;
  /** A reference file read at build time: its pinned address (excerptFrom: cut from the whole file there), or its Debian path. */
  fetchUrl?: string;
  excerptFrom?: string;
  debianPath?: string;
}

export class SourceError extends Error {}

/** Whose text JSON with this checksum is: the publisher's, a declared exception's, or neither. */
const textOf = (d: Declared, json: Uint8Array): 'publisher' | MirrorException | null => {
  const got = sha256(json);
  if (d.contentSha256 === undefined || got === d.contentSha256) return 'publisher';
  if (d.mirrorException && got === d.mirrorException.mirrorContentSha256) return d.mirrorException;
  return null;
};

const accepted = (d: Declared, json: Uint8Array, from: string): void => {
  const text = textOf(d, json);
  if (text === null) {
    throw new SourceError(`${d.file}: the JSON from ${from} (sha256 ${sha256(json)}) is not the publisher's pinned ${d.contentSha256}`);
  }
  if (text !== 'publisher') console.warn(`${d.file}: accepted under the declared exception ${text.name}: ${text.note}`);
};

const fromCommitted = (d: Declared & { committedPath: string }): string => {
  if (!existsSync(d.committedPath)) throw new SourceError(`${d.file}: not found at ${d.committedPath}`);
  const got = sha256(readFileSync(d.committedPath));
  if (got !== d.sha256) throw new SourceError(`${d.committedPath}: sha256 ${got} does not match the declared ${d.sha256} (content/sources.json)`);
  return d.committedPath;
};

/**
 * What is wrong with TARIFF_DATA_DIR, in one line with the fix, when it names no folder; null when it is unset or
 * names one. Checked before anything is read: otherwise each declared HTS file is reported missing. A
 * relative path is read from `cwd` (an npm script's is the repository), so the README's ../shared/data works only
 * from a clone beside shared/.
 */
export const mirrorDirProblem = (mirror = process.env.TARIFF_DATA_DIR, cwd = process.cwd()): string | null => {
  if (!mirror) return null;
  const dir = resolve(cwd, mirror);
  if (existsSync(dir) && statSync(dir).isDirectory()) return null;
  const from = dir === mirror ? '' : ` (${mirror} read from ${cwd})`;
  return `TARIFF_DATA_DIR names no folder: ${dir}${from}. Set it to the data mirror's absolute path (the folder holding hts/), or leave it unset to download from USITC.`;
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
  let body: Uint8Array;
  try {
    body = await fetchFromPublisher(d.officialUrl);
  } catch (e) {
    if (!(e instanceof FetchError)) throw e;
    throw new SourceError(
      `${d.file}: TARIFF_DATA_DIR is not set and ${e.message}. ` +
        'Set TARIFF_DATA_DIR to a data mirror (layout hts/), e.g. TARIFF_DATA_DIR=../shared/data.',
    );
  }
  if (d.contentSha256 === undefined && sha256(body) !== d.sha256) {
    throw new SourceError(`${d.file}: content from ${d.officialUrl} does not match the pinned sha256`);
  }
  accepted(d, body, d.officialUrl);
  return body;
};

/** The first line and every line from the first that holds `marker` (an excerpt of a file that keeps every revision). */
export const excerptOf = (text: string, marker: string): string => {
  const header = text.slice(0, text.indexOf('\n') + 1);
  const at = text.indexOf(marker, header.length);
  return at === -1 ? header : header + text.slice(text.lastIndexOf('\n', at) + 1);
};

/** A reference file from the Debian package that ships it, else its pinned address; checked by sha256 either way. */
const fromUpstream = async (d: Declared): Promise<Uint8Array> => {
  const check = (bytes: Uint8Array, from: string): Uint8Array => {
    const got = sha256(bytes);
    if (got !== d.sha256) throw new SourceError(`${d.file}: ${from} gives sha256 ${got}, not the declared ${d.sha256} (content/sources.json)`);
    return bytes;
  };
  if (d.debianPath !== undefined && existsSync(d.debianPath)) return check(readFileSync(d.debianPath), d.debianPath);
  if (d.fetchUrl === undefined) {
    throw new SourceError(`${d.file}: TARIFF_DATA_DIR is not set and ${d.debianPath} is not installed (Debian's package ships it); install it, or set TARIFF_DATA_DIR to a data mirror`);
  }
  let body: Uint8Array;
  try {
    body = await fetchFromPublisher(d.fetchUrl);
  } catch (e) {
    if (!(e instanceof FetchError)) throw e;
    throw new SourceError(`${d.file}: TARIFF_DATA_DIR is not set and ${e.message}. Set TARIFF_DATA_DIR to a data mirror, e.g. TARIFF_DATA_DIR=../shared/data.`);
  }
  if (d.excerptFrom !== undefined) body = Buffer.from(excerptOf(Buffer.from(body).toString('utf8'), d.excerptFrom), 'utf8');
  return check(body, d.fetchUrl);
};

/** Path of the verified raw file: committed, or in the cache (a `.json` sibling when fetched from the publisher). */
export const cachedPath = (d: Declared): string => {
  if (d.committedPath) return d.committedPath;
  const gz = join(RAW_CACHE, d.file);
  return existsSync(gz) ? gz : gz.replace(/\.gz$/, '');
};

const isCached = (d: Declared): boolean => {
  const gz = join(RAW_CACHE, d.file);
  if (existsSync(gz)) return sha256(readFileSync(gz)) === d.sha256;
  const plain = gz.replace(/\.gz$/, '');
  return d.contentSha256 !== undefined && existsSync(plain) && textOf(d, readFileSync(plain)) !== null;
};

export const resolveSource = async (d: Declared, mirror = process.env.TARIFF_DATA_DIR): Promise<string> => {
  if (d.committedPath) return fromCommitted({ ...d, committedPath: d.committedPath });
  if (mirror) {
    const target = join(RAW_CACHE, d.file);
    if (existsSync(target) && sha256(readFileSync(target)) === d.sha256) return target;
    const bytes = fromMirror(resolve(mirror), d);
    // Only an HTS export has a text checksum to check (a note's text file is plain, checked by its own sha256).
    if (d.contentSha256 !== undefined) accepted(d, gunzipSync(bytes), `the mirror's ${d.file}`);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, bytes);
    return target;
  }
  if (isCached(d)) return cachedPath(d);
  if (d.fetchUrl !== undefined || d.debianPath !== undefined) {
    const target = join(RAW_CACHE, d.file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, await fromUpstream(d));
    return target;
  }
  const body = await fromPublisher(d);
  const target = join(RAW_CACHE, d.contentSha256 ? d.file.replace(/\.gz$/, '') : d.file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, body);
  return target;
};

/** The revision dates, committed in content/. */
export const datesDeclared = (m: Manifest): Declared => ({
  file: m.hts.dates.file,
  sha256: m.hts.dates.sha256,
  officialUrl: m.hts.dates.officialUrl,
  committedPath: join(ROOT, m.hts.dates.file),
});

/** Every declared file: the HTS archive, its dates, and the reference files. */
export const declaredFiles = (m: Manifest): Declared[] => [
  ...m.hts.revisions,
  datesDeclared(m),
  ...m.reference.map((r) => referenceOf(m, r)),
];

/** A reference file as declared: committed under referenceDir, unless it is read at build time from upstream. */
const referenceOf = (m: Manifest, r: Manifest['reference'][number]): Declared =>
  r.fetchUrl !== undefined || r.debianPath !== undefined ? r : { ...r, committedPath: join(ROOT, m.referenceDir, r.file) };

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

const rawBytes = (d: Declared): Buffer => {
  const path = cachedPath(d);
  const bytes = readFileSync(path);
  return path.endsWith('.gz') ? gunzipSync(bytes) : bytes;
};

/** Read a resolved raw file as text, decompressing gzip. */
export const readRaw = (d: Declared): string => rawBytes(d).toString('utf8');

/** The declared exception whose text a resolved revision holds, or null when it holds the publisher's own. */
export const heldException = (d: Declared): MirrorException | null => {
  if (!d.mirrorException) return null;
  const text = textOf(d, rawBytes(d));
  return text === 'publisher' || text === null ? null : text;
};

/** The reference file declared at `reference/<name>`, resolved from where it is committed or was read. */
export const referenceDeclared = (m: Manifest, name: string): Declared | undefined => {
  const r = m.reference.find((x) => x.file === `reference/${name}`);
  return r && referenceOf(m, r);
};
