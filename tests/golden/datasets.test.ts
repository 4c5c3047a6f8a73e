/**
 * The published static files: each matches its schema and has its JSON
 * Schema beside it; dataset versions match the committed lock; two builds
 * from the same sources write the same bytes.
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildSiteDatasets } from '../../src/compose/build-datasets.ts';
import { datasetFingerprints, type BuildReport } from '../../src/data/build-datasets.ts';
import { acquireBuildLock } from '../../src/data/build-lock.ts';
import { API_DIR, ROOT } from '../../src/data/paths.ts';
import { DatasetLock, versionFor } from '../../src/lib/datasets/dataset-version.ts';
import {
  ChangesIndexFile,
  ChapterFile,
  ChapterIndexFile,
  CountriesFile,
  CustomsRulesFile,
  DutyRatesFile,
  HtsScheduleFile,
  NoticesFile,
  PortsFile,
  RevisionChangesFile,
  VersionsFile,
} from '../../src/lib/schema/static-files.ts';
import { htsRows } from '../support/data.ts';

const read = (path: string) => JSON.parse(readFileSync(join(API_DIR, path), 'utf8'));

let first: BuildReport;
let second: BuildReport;
beforeAll(async () => {
  // Holds the build lock: a build running in this tree at the same time would copy half-written outputs.
  const release = await acquireBuildLock();
  try {
    first = await buildSiteDatasets();
    second = await buildSiteDatasets();
  } finally {
    release();
  }
}, 300_000);

describe('static dataset files', () => {
  it('two builds from the same sources write byte-identical files', () => {
    expect(second.files).toEqual(first.files);
    expect(first.files.length).toBeGreaterThan(100);
    expect(second.csvFiles).toEqual(first.csvFiles);
    expect(first.csvFiles).toHaveLength(100);
  });

  const files: [string, z.ZodType][] = [
    ['hts-schedule.json', HtsScheduleFile],
    ['chapters/index.json', ChapterIndexFile],
    ['chapters/22.json', ChapterFile],
    ['chapters/77.json', ChapterFile],
    ['duty-rates.json', DutyRatesFile],
    ['versions.json', VersionsFile],
    ['ports.json', PortsFile],
    ['countries.json', CountriesFile],
    ['notices.json', NoticesFile],
    ['customs-rules.json', CustomsRulesFile],
    ['changes/index.json', ChangesIndexFile],
    ['changes/2026_rev_10.json', RevisionChangesFile],
  ];
  it.each(files)('%s matches its schema, carries the envelope and has a JSON Schema beside it', (path, schema) => {
    const body = read(path);
    schema.parse(body);
    expect(body.htsRelease).toBe('2026HTSRev10');
    expect(Object.keys(body.datasetVersions).sort()).toEqual(['changes', 'countries', 'customs-rules', 'hts', 'notices', 'ports']);
    expect(body.licence).toBeTruthy();
    expect(body.attribution.length).toBeGreaterThan(0);
    const entry = first.files.find((f) => f.path === `/api/v1/${path}`)!;
    expect(existsSync(join(API_DIR, entry.schema.replace('/api/v1/', '')))).toBe(true);
  });

  it('the whole schedule holds every line of the source; chapters add up to it; chapter 77 is reserved with 0 lines', () => {
    const schedule = read('hts-schedule.json');
    const numbered = htsRows('2026_rev_10').filter((r: any) => r.htsno.trim() !== '');
    expect(schedule.lineCount).toBe(numbered.length);
    expect(schedule.classifiableCount).toBe(19_856);
    const index = read('chapters/index.json');
    expect(index.sections).toHaveLength(22);
    const chapters = index.sections.flatMap((s: any) => s.chapters);
    expect(chapters).toHaveLength(99);
    expect(chapters.reduce((n: number, c: any) => n + c.lineCount, 0)).toBe(numbered.length);
    expect(chapters.find((c: any) => c.number === '77')).toMatchObject({ lineCount: 0, reserved: true });
    expect(fg.sync('chapters/*.json', { cwd: API_DIR })).toHaveLength(100);
    expect(read('chapters/22.json').lines.map((l: any) => l.htsno)).toEqual(
      schedule.lines.filter((l: any) => l.chapter === '22').map((l: any) => l.htsno),
    );
  });

  it('duty-rates.json lists every distinct rate with its kind and a coverage report with nothing unclassified', () => {
    const rates = read('duty-rates.json');
    expect(rates.coverage.unclassified).toBe(0);
    const general = rates.rates.filter((r: any) => r.column === 'general');
    expect(general.find((r: any) => r.text === '6.3¢/liter')).toMatchObject({ kind: 'specific' });
    const schedule = read('hts-schedule.json');
    const appliedGeneral = schedule.lines.filter((l: any) => l.general.text !== '').length;
    expect(general.reduce((n: number, r: any) => n + r.appliesTo, 0)).toBe(appliedGeneral);
    expect(rates.coverage.refused.every((r: any) => !['free', 'specific', 'compound', 'ad-valorem'].includes(r.kind))).toBe(true);
  });

  it('versions.json carries the v1 record and the policy constants', () => {
    expect(read('versions.json')).toMatchObject({
      identifier: 'api-versions-2026.1',
      policy: { minimumSupportMonths: 12, minimumDeprecationNoticeMonths: 6 },
      versions: [{ version: 'v1', status: 'current', released: '2026-09-20', deprecatedOn: null, sunsetOn: null }],
    });
  });
});

describe('dataset versions', () => {
  it('every dataset content fingerprint is versioned in the committed lock, and the files carry those versions', async () => {
    const lock = DatasetLock.parse(JSON.parse(readFileSync(join(ROOT, 'content', 'dataset-versions.lock.json'), 'utf8')));
    const fingerprints = await datasetFingerprints();
    for (const [dataset, fingerprint] of Object.entries(fingerprints)) {
      const version = versionFor(lock, dataset, fingerprint);
      expect(version.ok, `${dataset} changed without a new version: run npm run datasets:version`).toBe(true);
      if (version.ok) {
        expect(version.value).toMatch(new RegExp(`^${dataset}-\\d{4}\\.\\d+$`));
        expect(first.datasetVersions[dataset]).toBe(version.value);
      }
    }
  });

  it('a changed fingerprint has no version: the build would refuse it', () => {
    const lock = DatasetLock.parse(JSON.parse(readFileSync(join(ROOT, 'content', 'dataset-versions.lock.json'), 'utf8')));
    expect(versionFor(lock, 'hts', '0'.repeat(64))).toMatchObject({ ok: false, error: { code: 'unversioned-content', dataset: 'hts' } });
  });
});
