/**
 * `npm run pull -- --latest`: ask the publisher which release is current, and take every release after the newest
 * one declared. The current one comes from the live export (the export endpoint ignores a `release` parameter and
 * always answers the current release): its shape is checked, its markup stripped, and its first `0101` row
 * restored when the publisher's static file shows one. An earlier release missing here (the publisher issued
 * several since the last pull) comes from its static file, which must exist. Each new file is written to the
 * raw cache, gzipped, and pinned by sha256 in content/sources.json; its publication date (the list's
 * releaseStartDate) goes into content/revision-dates.json; content/publisher-check.json records the check.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { compareRevisionKeys, parseRevisionId } from '../lib/changes/revision-id.ts';
import { checkExportShape, restoreFirstRow, staticUrlOf, stripLiveMarkup } from '../lib/publisher/live-export.ts';
import { currentRevision, parseReleaseList, revisionsAfter, type PublishedRevision } from '../lib/publisher/release-list.ts';
import { HtsExport } from '../lib/schema/hts-row.ts';
import { PublisherCheck } from '../lib/schema/publisher-check.ts';
import { RevisionDatesFile, type RevisionDateRow } from '../lib/schema/revision.ts';
import type { HtsSourceFile } from '../lib/schema/sources.ts';
import { RAW_CACHE, ROOT } from './paths.ts';
import { fetchFromPublisher, FetchError } from './publisher-fetch.ts';
import { readManifest, sha256, SourceError, SOURCES_FILE } from './pull-sources.ts';

export const PUBLISHER_CHECK_FILE = (): string => join(ROOT, 'content', 'publisher-check.json');

export interface TakenRelease {
  id: string;
  release: string;
  /** live: the live export, normalised; static: the publisher's static file. */
  from: 'live' | 'static';
  contentSha256: string;
  /** For a live export: whether the static file was there, whether its 0101 row was restored, and whether the result is the static file byte for byte. */
  staticFile?: 'absent' | 'identical' | 'differs';
  restoredFirstRow?: boolean;
}

export interface LatestReport {
  checkedOn: string;
  current: PublishedRevision;
  taken: TakenRelease[];
}

const text = (b: Uint8Array): string => new TextDecoder().decode(b);
const writeJsonFile = (path: string, value: unknown): void => writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);

const verifiedShape = (release: string, json: string): void => {
  let rows;
  try {
    rows = HtsExport.parse(JSON.parse(json));
  } catch (e) {
    throw new SourceError(`${release}: the export is not the publisher's JSON shape (${(e as Error).message.slice(0, 300)})`);
  }
  const shape = checkExportShape(rows);
  if (!shape.ok) throw new SourceError(`${release}: the export does not look like a whole schedule: ${shape.error.issues.join('; ')}`);
};

const tryStatic = async (url: string): Promise<string | null> => {
  try {
    return text(await fetchFromPublisher(url));
  } catch (e) {
    if (e instanceof FetchError) return null;
    throw e;
  }
};

/** The current release from the live export, normalised to the static file's form. */
const takeLive = async (liveUrl: string, r: PublishedRevision): Promise<{ json: string; taken: Omit<TakenRelease, 'contentSha256'> }> => {
  const live = text(await fetchFromPublisher(liveUrl));
  verifiedShape(r.release, live);
  const stripped = stripLiveMarkup(live);
  const staticFile = await tryStatic(staticUrlOf(r.year, r.number));
  if (staticFile === null) return { json: stripped, taken: { id: r.id, release: r.release, from: 'live', staticFile: 'absent', restoredFirstRow: false } };
  const { json, restored } = restoreFirstRow(stripped, staticFile);
  const same = sha256(Buffer.from(json)) === sha256(Buffer.from(staticFile));
  return { json, taken: { id: r.id, release: r.release, from: 'live', staticFile: same ? 'identical' : 'differs', restoredFirstRow: restored } };
};

const takeStatic = async (r: PublishedRevision): Promise<{ json: string; taken: Omit<TakenRelease, 'contentSha256'> }> => {
  const url = staticUrlOf(r.year, r.number);
  let json: string;
  try {
    json = text(await fetchFromPublisher(url));
  } catch (e) {
    if (!(e instanceof FetchError)) throw e;
    throw new SourceError(`${r.release} lies between the newest revision held and the current one, and its static file is not to be had (${e.message}): the archive would have a gap`);
  }
  return { json, taken: { id: r.id, release: r.release, from: 'static' } };
};

export const pullLatest = async (today: string): Promise<LatestReport> => {
  const manifest = readManifest();
  const datesPath = join(ROOT, manifest.hts.dates.file);
  const dates = RevisionDatesFile.parse(JSON.parse(readFileSync(datesPath, 'utf8')));

  let listJson: unknown;
  try {
    listJson = JSON.parse(text(await fetchFromPublisher(manifest.hts.releaseListUrl)));
  } catch (e) {
    if (e instanceof FetchError || e instanceof SyntaxError) throw new SourceError(`the release list: ${e.message}`);
    throw e;
  }
  const list = parseReleaseList(listJson);
  if (!list.ok) throw new SourceError(`the release list is not of the publisher's shape: ${list.error.issues.join('; ')}`);
  const current = currentRevision(list.value);

  const held = manifest.hts.revisions.map((r) => ({ ...parseRevisionId(r.id)!, id: r.id })).sort(compareRevisionKeys);
  const newest = held[held.length - 1]!;
  const taken: TakenRelease[] = [];
  const entries: HtsSourceFile[] = [];
  const rows: RevisionDateRow[] = [];
  for (const r of revisionsAfter(list.value, newest.id)) {
    const { json, taken: how } = r.id === current.id ? await takeLive(manifest.hts.liveUrl, r) : await takeStatic(r);
    verifiedShape(r.release, json);
    const content = Buffer.from(json, 'utf8');
    const gz = gzipSync(content);
    const file = `hts/hts_${r.id}.json.gz`;
    mkdirSync(dirname(join(RAW_CACHE, file)), { recursive: true });
    writeFileSync(join(RAW_CACHE, file), gz);
    const contentSha256 = sha256(content);
    taken.push({ ...how, contentSha256 });
    entries.push({ id: r.id, release: r.release, file, sha256: sha256(gz), contentSha256, bytes: gz.length, officialUrl: staticUrlOf(r.year, r.number) });
    rows.push({ revision: r.id, publishedOn: r.publishedOn ?? today, policyEffectiveOn: null, dateSource: 'publisher-release-list', note: null });
  }

  if (entries.length > 0) {
    const datesBody = { ...dates, revisions: [...dates.revisions, ...rows] };
    writeJsonFile(datesPath, datesBody);
    const written = readFileSync(datesPath);
    const raw = JSON.parse(readFileSync(SOURCES_FILE(), 'utf8'));
    raw.hts.current = entries[entries.length - 1]!.id;
    raw.hts.revisions = [...raw.hts.revisions, ...entries];
    raw.hts.dates = { ...raw.hts.dates, sha256: sha256(written), bytes: written.length };
    writeJsonFile(SOURCES_FILE(), raw);
  }

  const check: PublisherCheck = {
    _source: PublisherCheck.parse(JSON.parse(readFileSync(PUBLISHER_CHECK_FILE(), 'utf8')))._source,
    checkedOn: today,
    latestRelease: current.release,
    how:
      `Read ${manifest.hts.releaseListUrl} on ${today}: the publisher named ${current.release} current` +
      (taken.length === 0
        ? `, which this build already declares.`
        : `; took ${taken.map((t) => `${t.release} (${t.from === 'live' ? `the live export, markup stripped${t.restoredFirstRow ? ', its 0101 row restored from the static file' : ''}; static file ${t.staticFile}` : 'the static file'})`).join(', ')} and pinned ${taken.length === 1 ? 'it' : 'them'} in content/sources.json.`),
  };
  writeJsonFile(PUBLISHER_CHECK_FILE(), PublisherCheck.parse(check));
  return { checkedOn: today, current, taken };
};
