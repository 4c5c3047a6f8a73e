/**
 * Build step one: verified raw sources -> datasets, through the pure library.
 * Writes the public static files (.cache/build/api/v1, copied into dist/ after
 * the site build) and the data files the functions read at run time
 * (.cache/build/function). Data-quality issues are collected, printed, and
 * fail the build once.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import * as z from 'zod';
import { revisionCatalogue } from '../lib/changes/revision-catalogue.ts';
import { DatasetLock, versionFor } from '../lib/datasets/dataset-version.ts';
import { chapter99IndexFile, FUNCTION_FILES, scheduleFiles } from '../lib/function-data/function-data.ts';
import { FeeTable } from '../lib/schema/fee-table.ts';
import { CbpRulings, readRulings } from '../lib/classify/ruling-terms.ts';
import { SYNONYMS } from './search-synonyms.ts';
import { buildClassifyLexicon } from './classify-lexicon.ts';
import { buildSchedule } from '../lib/hts/build-schedule.ts';
import { chapterIndex } from '../lib/hts/chapter-index.ts';
import { createRateCache } from '../lib/hts/rate-cache.ts';
import { rateCoverage } from '../lib/hts/rate-coverage.ts';
import { RawSections, SectionCorrections } from '../lib/schema/chapters.ts';
import { ATTRIBUTION, LICENCE, type Envelope } from '../lib/schema/envelope.ts';
import type { RevisionRef } from '../lib/schema/revision-ref.ts';
import {
  ChangesIndexFile,
  ChapterFile,
  CountriesFile,
  CustomsRulesFile,
  NoticesFile,
  PortsFile,
  RevisionChangesFile,
  ChapterIndexFile,
  ContractVersions,
  DutyRatesFile,
  HtsScheduleFile,
  VersionsFile,
} from '../lib/schema/static-files.ts';
import { API_DIR, BUILD_DIR, DEPLOY_BLOBS_BUILD, FUNCTION_DIR, ROOT } from './paths.ts';
import { HISTORY_FILES, type ChapterHistory, type HistoryIndex } from '../lib/history/chapter-history.ts';
import { buildCodeIndex } from '../lib/codes/build-code-index.ts';
import { buildChangeArchive } from './build-changes.ts';
import { buildReferenceDatasets } from './build-reference.ts';
import { datesDeclared, pullAll, readManifest, readRaw, referenceDeclared } from './pull-sources.ts';
import { readExport } from './read-export.ts';
import { withTextNotes } from './text-notes.ts';
import { buildLaw } from './build-law.ts';
import { readCurrency } from './read-currency.ts';
import { sha256Hex, toJson, writeJson } from './write-json.ts';
import { writeScheduleCsv, type WrittenCsv } from './write-schedule-csv.ts';


export class BuildError extends Error {}

const readContent = <T>(schema: z.ZodType<T>, name: string): T =>
  schema.parse(JSON.parse(readFileSync(join(ROOT, 'content', name), 'utf8')));

interface StaticFile {
  path: string;
  schema: z.ZodType;
  schemaName: string;
  body: unknown;
}

export interface BuildReport {
  files: { path: string; bytes: number; sha256: string; schema: string }[];
  /** The schedule as CSV (src/data/write-schedule-csv.ts): the same lines as hts-schedule.json and the chapter files. */
  csvFiles: WrittenCsv[];
  datasetVersions: Record<string, string>;
  lineCount: number;
  issues: string[];
}

/** Every dataset's content, before versions are assigned. */
const assemble = async () => {
  const manifest = readManifest();
  await pullAll(manifest);
  const current = manifest.hts.revisions.find((r) => r.id === manifest.hts.current);
  if (!current) throw new BuildError(`content/sources.json: current revision ${manifest.hts.current} is not declared`);
  const reference = (file: string): string => {
    const d = referenceDeclared(manifest, file);
    if (!d) throw new BuildError(`reference file ${file} is not declared in content/sources.json`);
    return readRaw(d);
  };

  const rows = readExport(current);
  const schedule = buildSchedule(rows, createRateCache());
  const issues = schedule.issues.map((i) => JSON.stringify(i));
  if (issues.length > 0) {
    throw new BuildError(`${issues.length} data-quality issue(s) in ${current.release}:\n- ${issues.join('\n- ')}`);
  }
  const { lines } = schedule;

  const catalogue = revisionCatalogue(
    manifest.hts.revisions.map((r) => r.file.replace(/^hts\//, '')),
    JSON.parse(readRaw(datesDeclared(manifest))),
  );
  if (!catalogue.ok) throw new BuildError(`revision catalogue: ${JSON.stringify(catalogue.error)}`);
  const revisions = withTextNotes(catalogue.value, manifest);
  const currentRevision = revisions.find((r) => r.id === current.id);
  if (!currentRevision || currentRevision.release !== current.release) {
    throw new BuildError(`revision catalogue and content/sources.json disagree about ${current.id}`);
  }
  const revision: RevisionRef = {
    id: current.id,
    htsRelease: current.release,
    publishedOn: currentRevision.publishedOn,
    sha256: current.sha256,
    contentSha256: current.contentSha256,
  };

  const ref = buildReferenceDatasets(reference);
  const archive = buildChangeArchive(manifest, revisions);
  const fp = (value: unknown) => sha256Hex(toJson(value));
  const fingerprints: Record<string, string> = {
    hts: fp({ revision, lines }),
    countries: fp(ref.countries),
    ports: fp(ref.ports),
    notices: fp(ref.notices),
    'customs-rules': fp(ref.customsRules),
    // The archive's change records only, as before the history was kept beside them: the history is derived data.
    changes: fp({ revisions, archive: { summary: archive.summary, groups: archive.groups } }),
  };
  return { manifest, current, revision, revisions, lines, reference, ref, archive, fingerprints };
};

/** Content fingerprint of each dataset, for `npm run datasets:version`. */
export const datasetFingerprints = async (): Promise<Record<string, string>> => (await assemble()).fingerprints;

export interface DatasetBuildOptions {
  /**
   * The OpenAPI document for the contract versions (content/contract-versions.json), written as
   * /api/v1/openapi.json: given by the composition (src/compose/build-datasets.ts), since it comes from the routes.
   */
  openApi: (contract: ContractVersions) => unknown;
}

export const buildDatasets = async (options: DatasetBuildOptions): Promise<BuildReport> => {
  const { manifest, current, revision, revisions, lines, reference, ref, archive, fingerprints } = await assemble();
  // Versions are looked up by content fingerprint in the committed lock.
  const lock = readContent(DatasetLock, 'dataset-versions.lock.json');
  const datasetVersions: Record<string, string> = {};
  const unversioned: string[] = [];
  for (const [dataset, fingerprint] of Object.entries(fingerprints)) {
    const v = versionFor(lock, dataset, fingerprint);
    if (v.ok) datasetVersions[dataset] = v.value;
    else unversioned.push(`${dataset} (fingerprint ${fingerprint})`);
  }
  if (unversioned.length > 0) {
    throw new BuildError(
      `dataset content changed without a new version: ${unversioned.join(', ')}.\n` +
        'Run `npm run datasets:version` to assign the next <source>-<year>.<edition> and commit content/dataset-versions.lock.json.',
    );
  }

  const envelope: Envelope = { datasetVersions, htsRelease: current.release, licence: LICENCE, attribution: ATTRIBUTION };
  const sections = chapterIndex(
    RawSections.parse(JSON.parse(reference('hts_sections_chapters/sections-and-chapters.json'))),
    readContent(SectionCorrections, 'section-title-corrections.json'),
    lines,
  );
  const coverage = rateCoverage(lines);
  const contract = readContent(ContractVersions, 'contract-versions.json');

  const files: StaticFile[] = [
    {
      path: 'hts-schedule.json',
      schema: HtsScheduleFile,
      schemaName: 'hts-schedule',
      body: {
        ...envelope,
        revision,
        lineCount: lines.length,
        classifiableCount: lines.filter((l) => l.classifiable).length,
        lines,
      },
    },
    { path: 'chapters/index.json', schema: ChapterIndexFile, schemaName: 'chapter-index', body: { ...envelope, revision, sections } },
    ...sections.flatMap((s) =>
      s.chapters.map((chapter) => ({
        path: `chapters/${chapter.number}.json`,
        schema: ChapterFile,
        schemaName: 'chapter',
        body: {
          ...envelope,
          revision,
          section: { number: s.number, roman: s.roman, title: s.title },
          chapter,
          lines: lines.filter((l) => l.chapter === chapter.number),
        },
      })),
    ),
    {
      path: 'duty-rates.json',
      schema: DutyRatesFile,
      schemaName: 'duty-rates',
      body: {
        ...envelope,
        revision,
        rates: coverage.rates,
        coverage: {
          distinctStrings: coverage.distinctStrings,
          linesPerKind: coverage.linesPerKind,
          unclassified: 0,
          refused: coverage.refused,
        },
      },
    },
    {
      path: 'ports.json',
      schema: PortsFile,
      schemaName: 'ports',
      body: { ...envelope, total: ref.ports.records.length, records: ref.ports.records, report: ref.ports.report },
    },
    {
      path: 'countries.json',
      schema: CountriesFile,
      schemaName: 'countries',
      body: { ...envelope, total: ref.countries.countries.length, countries: ref.countries.countries, programmes: ref.countries.programmes, report: ref.countries.report },
    },
    {
      path: 'notices.json',
      schema: NoticesFile,
      schemaName: 'notices',
      body: { ...envelope, total: ref.notices.notices.length, notices: ref.notices.notices, report: ref.notices.report },
    },
    {
      path: 'customs-rules.json',
      schema: CustomsRulesFile,
      schemaName: 'customs-rules',
      body: { ...envelope, topics: ref.customsRules.topics, report: ref.customsRules.report },
    },
    {
      path: 'changes/index.json',
      schema: ChangesIndexFile,
      schemaName: 'changes-index',
      body: { ...envelope, revisions, summary: archive.summary },
    },
    ...archive.groups.map((group) => ({
      path: `changes/${group.revision}.json`,
      schema: RevisionChangesFile,
      schemaName: 'revision-changes',
      body: { ...envelope, ...group },
    })),
    {
      path: 'versions.json',
      schema: VersionsFile,
      schemaName: 'versions',
      body: { ...envelope, identifier: contract.identifier, policy: contract.policy, versions: contract.versions },
    },
  ];

  const report: BuildReport = { files: [], csvFiles: [], datasetVersions, lineCount: lines.length, issues: [] };
  const schemasWritten = new Set<string>();
  for (const f of files) {
    const checked = f.schema.safeParse(f.body);
    if (!checked.success) throw new BuildError(`${f.path} does not match its schema: ${z.prettifyError(checked.error)}`);
    const written = writeJson(join(API_DIR, f.path), f.body);
    report.files.push({ path: `/api/v1/${f.path}`, ...written, schema: `/api/v1/schemas/${f.schemaName}.schema.json` });
    if (!schemasWritten.has(f.schemaName)) {
      schemasWritten.add(f.schemaName);
      writeJson(join(API_DIR, 'schemas', `${f.schemaName}.schema.json`), z.toJSONSchema(f.schema, { io: 'output' }));
    }
  }

  const csv = writeScheduleCsv(API_DIR, lines, sections.flatMap((s) => s.chapters.map((c) => c.number)), current.release);
  if (csv.issues.length > 0) throw new BuildError(`${csv.issues.length} line(s) the CSV cannot hold:\n- ${csv.issues.join('\n- ')}`);
  report.csvFiles = csv.files;

  // The OpenAPI document is generated from the same zod schemas the handlers validate with.
  const openapi = options.openApi(contract);
  report.files.push({ path: '/api/v1/openapi.json', ...writeJson(join(API_DIR, 'openapi.json'), openapi), schema: 'https://spec.openapis.org/oas/3.1/schema/2022-10-07' });

  // The functions' data: files read at run time, a piece per request (src/lib/function-data/function-data.ts).
  const functionFiles = scheduleFiles({ ...envelope, revision, sections }, lines, SYNONYMS.entries);
  functionFiles.set(FUNCTION_FILES.reference, {
    countries: ref.countries.countries,
    programmes: ref.countries.programmes,
    ports: ref.ports.records,
    notices: ref.notices.notices,
    customsRules: ref.customsRules.topics,
    reports: [ref.countries.report, ref.ports.report, ref.notices.report, ref.customsRules.report],
  });
  functionFiles.set(FUNCTION_FILES.chapter99Index, chapter99IndexFile(lines, ref.countries.countries));
  functionFiles.set(FUNCTION_FILES.changes, { revisions, summary: archive.summary, groups: archive.groups });
  functionFiles.set(FUNCTION_FILES.sources, { manifest });
  // Checked here, so a function never meets a malformed table: the estimate's fees are computed from it.
  functionFiles.set(FUNCTION_FILES.fees, readContent(FeeTable, 'fees/entry-fees.json'));
  functionFiles.set(FUNCTION_FILES.classifyLexicon, buildClassifyLexicon(lines.flatMap((l) => l.descriptionPath)));
  functionFiles.set(FUNCTION_FILES.classifyRulings, readRulings(readContent(CbpRulings, 'classify/cbp-rulings.json')));
  functionFiles.set(FUNCTION_FILES.codes, buildCodeIndex(archive.history.index, archive.history.chapters));
  functionFiles.set(FUNCTION_FILES.law, await buildLaw());
  functionFiles.set(FUNCTION_FILES.currency, readCurrency());
  for (const [path, value] of functionFiles) writeJson(join(FUNCTION_DIR, path), value);
  // The function ships the whole directory: a file of an older layout must not ride along. Removed after the
  // new files are in place (each written atomically), so a test reading the directory meanwhile never misses one.
  for (const stale of fg.sync('**', { cwd: FUNCTION_DIR, dot: true })) if (!functionFiles.has(stale)) rmSync(join(FUNCTION_DIR, stale));
  writeDeployBlobs(archive.history);
  writeJson(join(BUILD_DIR, 'build-report.json'), report);
  return report;
};

/**
 * The schedule through time, for Netlify's deploy store (file-based upload: scripts/build.ts copies this
 * directory to .netlify/v1/blobs/deploy after Astro's build). Not in the function's bundle: only a request with
 * asOf, or for a line's history, reads it, a chapter at a time.
 */
const writeDeployBlobs = (history: { index: HistoryIndex; chapters: ChapterHistory[] }): void => {
  const files = new Map<string, unknown>([[HISTORY_FILES.index, history.index]]);
  for (const chapter of history.chapters) files.set(HISTORY_FILES.chapter(chapter.chapter), chapter);
  for (const [path, value] of files) writeJson(join(DEPLOY_BLOBS_BUILD, path), value);
  for (const stale of fg.sync('**', { cwd: DEPLOY_BLOBS_BUILD, dot: true })) if (!files.has(stale)) rmSync(join(DEPLOY_BLOBS_BUILD, stale));
};
