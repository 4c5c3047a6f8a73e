/**
 * Build-time adapter for the Astro pages: reads what build-datasets wrote
 * under .cache/build (the same bytes dist/api/v1 serves). Each file is read
 * once per build process.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChangeSummary, RevisionChanges } from '../lib/schema/change.ts';
import type { SectionSummary } from '../lib/schema/chapters.ts';
import type { Revision } from '../lib/schema/revision.ts';
import type { RevisionRef } from '../lib/schema/revision-ref.ts';
import type { ContractVersions } from '../lib/schema/static-files.ts';
import type { TariffLine } from '../lib/schema/tariff-line.ts';
import { API_DIR, BUILD_DIR } from './paths.ts';

const cache = new Map<string, unknown>();
const readJson = <T>(path: string): T => {
  if (!cache.has(path)) cache.set(path, JSON.parse(readFileSync(path, 'utf8')));
  return cache.get(path) as T;
};
const api = <T>(path: string): T => readJson<T>(join(API_DIR, path));

interface EnvelopeFields {
  datasetVersions: Record<string, string>;
  htsRelease: string;
  licence: string;
  attribution: string[];
}

export interface ChapterIndex extends EnvelopeFields {
  revision: RevisionRef;
  sections: SectionSummary[];
}

export interface ChapterData extends EnvelopeFields {
  revision: RevisionRef;
  section: { number: number; roman: string; title: string };
  chapter: SectionSummary['chapters'][number];
  lines: TariffLine[];
}

export const loadSiteData = () => {
  const index = api<ChapterIndex>('chapters/index.json');
  return { release: index.htsRelease, datasetVersions: index.datasetVersions, sections: index.sections, revision: index.revision, licence: index.licence, attribution: index.attribution };
};

export const loadChapter = (number: string): ChapterData => api<ChapterData>(`chapters/${number}.json`);

/** Every chapter 99 line number, so footnotes link only to headings that exist. */
export const chapter99Numbers = (): ReadonlySet<string> => {
  const key = 'chapter99-numbers';
  if (!cache.has(key)) cache.set(key, new Set(loadChapter('99').lines.map((l) => l.htsno)));
  return cache.get(key) as ReadonlySet<string>;
};

/** Every line number of the current schedule, to link a change to the line only where it still exists. */
export const currentNumbers = (): ReadonlySet<string> => {
  const key = 'current-numbers';
  if (!cache.has(key)) {
    const numbers = loadSiteData().sections.flatMap((s) => s.chapters).flatMap((c) => loadChapter(c.number).lines.map((l) => l.htsno));
    cache.set(key, new Set(numbers));
  }
  return cache.get(key) as ReadonlySet<string>;
};

export interface ChangesIndex extends EnvelopeFields {
  revisions: Revision[];
  summary: ChangeSummary[];
}
export const loadChanges = (): ChangesIndex => api<ChangesIndex>('changes/index.json');
export const loadRevisionChanges = (id: string): RevisionChanges & EnvelopeFields => api(`changes/${id}.json`);

export const loadVersions = (): ContractVersions & EnvelopeFields => api('versions.json');
export const loadOpenApi = (): OpenApiDocument => api<OpenApiDocument>('openapi.json');

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: Record<string, unknown>;
}
export interface OpenApiOperation {
  summary: string;
  description?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { description: string; content?: Record<string, unknown> }>;
  security?: Record<string, string[]>[];
}
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; summary: string; version: string; description: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { securitySchemes?: Record<string, { type: string; scheme?: string; description?: string }> };
}

/** One downloadable file as the downloads page lists it. */
export interface Download {
  path: string;
  bytes: number;
  sha256: string;
  /** JSON Schema of the file, as a site path or an external URL. */
  schema: string | null;
  /** Version of the dataset the file belongs to. */
  version: string;
  group: string;
}

interface BuildReport {
  files: { path: string; bytes: number; sha256: string; schema: string }[];
}

/** Which dataset each static file belongs to; the build report lists the files, their sizes and checksums. */
const datasetOf = (path: string): string => {
  const name = path.replace(/^\/api\/v1\//, '');
  if (name.startsWith('changes/')) return 'changes';
  for (const dataset of ['ports', 'countries', 'notices', 'customs-rules']) if (name === `${dataset}.json`) return dataset;
  return 'hts';
};

const GROUPS: [RegExp, string][] = [
  [/^\/api\/v1\/chapters\/\d{2}\.json$/, 'Chapters, one file each'],
  [/^\/api\/v1\/changes\/\d{4}_/, 'Changes, one file per revision'],
  [/^\/api\/v1\/schemas\//, 'JSON Schemas'],
];

export const loadDownloads = (): Download[] => {
  const report = readJson<BuildReport>(join(BUILD_DIR, 'build-report.json'));
  const versions = loadVersions();
  const openapi = loadOpenApi();
  const group = (path: string) => GROUPS.find(([re]) => re.test(path))?.[1] ?? 'Datasets';
  const downloads: Download[] = report.files.map((f) => {
    const version =
      f.path === '/api/v1/versions.json'
        ? versions.identifier
        : f.path === '/api/v1/openapi.json'
          ? `contract ${openapi.info.version}`
          : (versions.datasetVersions[datasetOf(f.path)] ?? '');
    return { path: f.path, bytes: f.bytes, sha256: f.sha256, schema: f.schema, version, group: group(f.path) };
  });
  // The schemas are static files too; the report names them but does not list them.
  const schemaDir = join(API_DIR, 'schemas');
  for (const name of readdirSync(schemaDir).sort()) {
    const bytes = readFileSync(join(schemaDir, name));
    downloads.push({
      path: `/api/v1/schemas/${name}`,
      bytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      schema: 'https://json-schema.org/draft/2020-12/schema',
      version: `contract ${openapi.info.version}`,
      group: 'JSON Schemas',
    });
  }
  return downloads;
};
