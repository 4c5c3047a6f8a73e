/**
 * The fixture app's data: a `Deps` (src/app/deps.ts) built from the unit fixture, with no build and no data mirror,
 * through the same pure code the build and the function use (scheduleFiles, createHtsStore, the history and
 * change-feed builders). What it holds:
 * - the current schedule: the real lines of tests/support/schedule-fixture-rows.ts (2026 rev 10), with the real
 *   sections, and its word and scan indexes built as the build builds them;
 * - reference data: the real records of tests/support/reference-fixture-data.ts;
 * - a three-revision archive under the ids and publication dates of real revisions (2025 basic, 2026 basic,
 *   2026 rev 10) whose rows are the fixture's with edits made here (FIXTURE_ARCHIVE says which): enough for every
 *   asOf, history and change boundary, not a record of what those revisions said.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Deps, HtsData } from '../../src/app/deps.ts';
import { readManifest } from '../../src/data/pull-sources.ts';
import { ROOT } from '../../src/data/paths.ts';
import { SYNONYMS } from '../../src/data/search-synonyms.ts';
import { buildCodeIndex } from '../../src/lib/codes/build-code-index.ts';
import { codeIndexOf } from '../../src/lib/codes/code-index.ts';
import { changeFeedBuilder } from '../../src/lib/changes/build-change-feed.ts';
import { groupChanges } from '../../src/lib/changes/group-changes.ts';
import type { PackedSchedule } from '../../src/lib/datasets/pack-lines.ts';
import type { ChangesIndex, ReferenceIndex } from '../../src/lib/datasets/reference-index.ts';
import { FUNCTION_FILES, scheduleFiles, type FunctionEnvelope } from '../../src/lib/function-data/function-data.ts';
import { historyBuilder } from '../../src/lib/history/chapter-history.ts';
import { createHistoryStores } from '../../src/lib/history/history-store.ts';
import { chapterIndex } from '../../src/lib/hts/chapter-index.ts';
import type { ScanIndexFile } from '../../src/lib/query/scan-index.ts';
import type { TextPostings } from '../../src/lib/search/text-index.ts';
import { createHtsStore } from '../../src/lib/query/hts-store.ts';
import { SectionCorrections } from '../../src/lib/schema/chapters.ts';
import type { ClassifyLexicon } from '../../src/lib/classify/lexicon.ts';
import { CbpRulings, readRulings } from '../../src/lib/classify/ruling-terms.ts';
import { FeeTable } from '../../src/lib/schema/fee-table.ts';
import { fixtureCurrency, fixtureLaw } from './law-fixture.ts';
import { ATTRIBUTION, LICENCE, type Envelope } from '../../src/lib/schema/envelope.ts';
import type { HtsRow } from '../../src/lib/schema/hts-row.ts';
import type { Revision } from '../../src/lib/schema/revision.ts';
import { REFERENCE_FIXTURE } from './reference-fixture-data.ts';
import { fixtureLines } from './schedule-fixture.ts';
import { SCHEDULE_FIXTURE_ROWS } from './schedule-fixture-rows.ts';

const content = (name: string): unknown => JSON.parse(readFileSync(join(ROOT, 'content', name), 'utf8'));

/** A few entries of the lexicon the build derives from WordNet (src/data/classify-lexicon.ts), as it gives them. */
const FIXTURE_LEXICON: ClassifyLexicon = {
  _source: 'entries of the WordNet lexicon the build derives, for the fixture app',
  licence: 'WordNet 3.1 licence (Princeton University); see content/classify/wordnet.json',
  hypernyms: { sandal: ['shoe', 'footwear'], tumbler: ['glass'], cardigan: ['sweater', 'jumper'], champagne: ['wine', 'alcohol'] },
};
const revision = (id: string): Revision => {
  const r = REFERENCE_FIXTURE.revisions.find((x) => x.id === id);
  if (!r) throw new Error(`the revision catalogue has no ${id}`);
  return r;
};

/** The fixture's archive, oldest first: which real revision each stands for and how its rows differ from today's. */
export const FIXTURE_ARCHIVE = {
  /** 2025-01-01: 2204.21.50 (and the lines under it) at 7.3¢/liter; 0101.30.00.00 not there yet. */
  first: revision('2025_basic'),
  /** 2026-01-01: today's rates, and a line 0101.30.00.90 that the current revision removes. */
  middle: revision('2026_basic'),
  /** 2026-06-08: the fixture rows as they are (the current schedule). */
  current: revision('2026_rev_10'),
  /** The rate 2204.21.50 had in the first revision. */
  oldWineRate: '7.3¢/liter',
  added: '0101.30.00.00',
  removed: '0101.30.00.90',
} as const;

const archiveRows = (): HtsRow[][] => {
  const today = [...SCHEDULE_FIXTURE_ROWS];
  const first = today.filter((r) => r.htsno !== FIXTURE_ARCHIVE.added).map((r) => (r.htsno === '2204.21.50' ? { ...r, general: FIXTURE_ARCHIVE.oldWineRate } : r));
  const at = today.findIndex((r) => r.htsno === FIXTURE_ARCHIVE.added);
  const middle = [...today.slice(0, at + 1), { ...today[at]!, htsno: FIXTURE_ARCHIVE.removed, description: 'Mules (a fixture line)' }, ...today.slice(at + 1)];
  return [first, middle, today];
};

/** The datasets' current versions (content/dataset-versions.lock.json): what the build's answers carry. */
const datasetVersions = (): Record<string, string> =>
  Object.fromEntries(Object.entries(content('dataset-versions.lock.json') as Record<string, { version: string }[]>).map(([name, versions]) => [name, versions.at(-1)!.version]));

export interface FixtureDeps extends Deps {
  /** How many times each loader was called, for tests of what a request reads. */
  loads: Record<keyof Deps, number>;
}

export const createFixtureDeps = (options: { archive?: boolean } = {}): FixtureDeps => {
  const manifest = readManifest();
  const current = manifest.hts.revisions.find((r) => r.id === manifest.hts.current)!;
  const lines = fixtureLines();
  const sections = chapterIndex(REFERENCE_FIXTURE.sections, SectionCorrections.parse(content('section-title-corrections.json')), lines);
  const envelope: Envelope = { datasetVersions: datasetVersions(), htsRelease: current.release, licence: LICENCE, attribution: ATTRIBUTION };
  const revisionRef = { id: current.id, htsRelease: current.release, publishedOn: FIXTURE_ARCHIVE.current.publishedOn, sha256: current.sha256, contentSha256: current.contentSha256 };
  const files = scheduleFiles({ ...envelope, revision: revisionRef, sections }, lines, SYNONYMS.entries);
  const head = files.get(FUNCTION_FILES.envelope) as FunctionEnvelope;
  const file = <T>(name: string): Promise<T> => Promise.resolve(structuredClone(files.get(name)) as T);

  const revisions = options.archive === false ? [] : [FIXTURE_ARCHIVE.first, FIXTURE_ARCHIVE.middle, FIXTURE_ARCHIVE.current];
  const feed = changeFeedBuilder();
  const history = historyBuilder();
  archiveRows()
    .slice(0, revisions.length)
    .forEach((rows, i) => {
      feed.add({ revision: revisions[i]!, rows });
      history.add(revisions[i]!, rows);
    });
  const held = history.files();
  const changes: ChangesIndex = { revisions, summary: feed.feed().summary, groups: groupChanges(feed.feed()) };
  const reference: ReferenceIndex = {
    countries: REFERENCE_FIXTURE.countries,
    programmes: REFERENCE_FIXTURE.programmes,
    ports: REFERENCE_FIXTURE.ports,
    notices: REFERENCE_FIXTURE.notices,
    customsRules: REFERENCE_FIXTURE.customsRules,
    reports: [],
  };

  const loads: Record<keyof Deps, number> = { envelope: 0, hts: 0, reference: 0, changes: 0, sources: 0, history: 0, fees: 0, codes: 0, law: 0, currency: 0, classifyLexicon: 0, classifyRulings: 0 };
  // The code index as the build makes it, from the same history files.
  const codes = codeIndexOf(buildCodeIndex(held.index, held.chapters));
  const chapters = new Set(head.sections.flatMap((s) => s.chapters).filter((c) => c.lineCount > 0).map((c) => c.number));
  const hts: HtsData = {
    envelope: { datasetVersions: head.datasetVersions, htsRelease: head.htsRelease, licence: head.licence, attribution: head.attribution },
    revision: head.revision,
    sections: head.sections,
    counts: { lines: head.lineCount, classifiable: head.classifiableCount },
    store: createHtsStore({
      chapters,
      chapter: (number) => file<PackedSchedule>(FUNCTION_FILES.chapter(number)),
      scan: () => file<ScanIndexFile>(FUNCTION_FILES.scan),
      words: () => file<TextPostings>(FUNCTION_FILES.words),
      referencedBy: () => file<Record<string, string[]>>(FUNCTION_FILES.referencedBy),
      chapter99Footnotes: () => file<string[]>(FUNCTION_FILES.chapter99Footnotes),
    }),
  };
  const historyStores = createHistoryStores({
    index: async () => held.index,
    chapter: async (n) => {
      const chapter = held.chapters.find((c) => c.chapter === n);
      if (!chapter) throw new Error(`the fixture archive has no chapter ${n}`);
      return chapter;
    },
  });
  const count = <K extends keyof Deps, T>(key: K, value: T) => () => {
    loads[key] += 1;
    return Promise.resolve(value);
  };
  return {
    loads,
    envelope: count('envelope', hts.envelope),
    hts: count('hts', hts),
    reference: count('reference', reference),
    changes: count('changes', changes),
    sources: count('sources', { manifest }),
    history: count('history', historyStores),
    fees: count('fees', FeeTable.parse(content('fees/entry-fees.json'))),
    codes: count('codes', codes),
    law: () => {
      loads.law += 1;
      return Promise.resolve(fixtureLaw());
    },
    currency: count('currency', fixtureCurrency()),
    classifyLexicon: count('classifyLexicon', FIXTURE_LEXICON),
    classifyRulings: count('classifyRulings', readRulings(CbpRulings.parse(content('classify/cbp-rulings.json')))),
  };
};

let shared: FixtureDeps | undefined;
/** One fixture app's data per test file (building it takes a moment). */
export const fixtureDeps = (): FixtureDeps => (shared ??= createFixtureDeps());
