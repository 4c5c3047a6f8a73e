import { describe, expect, it } from 'vitest';
import { revisionCatalogue } from '../../../src/lib/changes/revision-catalogue.ts';

const HEAD = 'revision,effective_date,policy_effective_date,tpc_date,policy_event,tpc_policy_revision,needs_review';
const CSV = [
  HEAD,
  'basic,2025-01-01,NA,NA,Baseline,NA,NA',
  'rev_1,2025-01-27,2025-02-04,NA,China fentanyl,NA,NA',
  '2026_basic,2026-01-01,NA,NA,NA,NA,NA',
  '2026_rev_1,2026-01-16,NA,NA,NA,NA,NA',
  '2026_rev_3,2026-02-12,NA,NA,NA,NA,NA',
].join('\n');
const NONE = { dates: [] };
const REV2 = { dates: [{ revision: '2026_rev_2', publishedOn: '2026-01-30', source: 'a test', quote: 'published Jan 30' }] };
const file = (id: string): string => `/data/hts/hts_${id}.json.gz`;
const FILES = ['2026_rev_3', '2025_basic', '2026_rev_1', '2026_basic', '2025_rev_1', '2026_rev_2'].map(file);

describe('revisionCatalogue', () => {
  it('lists held revisions oldest first with release names, dates and notes; curation fills a csv gap', () => {
    const result = revisionCatalogue(FILES, CSV, REV2);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.map((r) => [r.id, r.release, r.publishedOn, r.dateSource])).toEqual([
      ['2025_basic', '2025HTSBasic', '2025-01-01', 'revision-dates-csv'],
      ['2025_rev_1', '2025HTSRev1', '2025-01-27', 'revision-dates-csv'],
      ['2026_basic', '2026HTSBasic', '2026-01-01', 'revision-dates-csv'],
      ['2026_rev_1', '2026HTSRev1', '2026-01-16', 'revision-dates-csv'],
      ['2026_rev_2', '2026HTSRev2', '2026-01-30', 'curated'],
      ['2026_rev_3', '2026HTSRev3', '2026-02-12', 'revision-dates-csv'],
    ]);
    expect(result.value[1]).toEqual({
      id: '2025_rev_1',
      release: '2025HTSRev1',
      year: 2025,
      number: 1,
      publishedOn: '2025-01-27',
      policyEffectiveOn: '2025-02-04',
      note: 'China fentanyl',
      dateSource: 'revision-dates-csv',
    });
  });

  it('refuses a held revision with no date anywhere', () => {
    expect(revisionCatalogue(FILES, CSV, NONE)).toEqual({
      ok: false,
      error: { code: 'catalogue-invalid', issues: [{ code: 'missing-date', id: '2026_rev_2' }] },
    });
  });

  it('refuses a curated date for a revision the csv already dates', () => {
    const clash = { dates: [...REV2.dates, { revision: '2026_rev_1', publishedOn: '2026-01-16', source: 's', quote: 'q' }] };
    expect(revisionCatalogue(FILES, CSV, clash)).toEqual({
      ok: false,
      error: { code: 'catalogue-invalid', issues: [{ code: 'curated-overlaps-csv', id: '2026_rev_1' }] },
    });
  });

  it('validates the curated list with its schema', () => {
    const result = revisionCatalogue(FILES, CSV, { dates: [{ revision: '2026_rev_2', publishedOn: '30 Jan 2026', source: '' }] });
    expect(result.ok).toBe(false);
    if (result.ok || result.error.code !== 'curated-invalid') throw new Error('expected curated-invalid');
    expect(result.error.issues.join('\n')).toMatch(/dates\.0\.publishedOn/);
    expect(result.error.issues.join('\n')).toMatch(/dates\.0\.quote/);
  });

  it('refuses gaps: a dated revision inside the held range without its file, a hole in numbering', () => {
    const files = ['2025_basic', '2025_rev_1', '2026_basic', '2026_rev_1', '2026_rev_3'].map(file);
    expect(revisionCatalogue(files, CSV, NONE)).toEqual({
      ok: false,
      error: { code: 'catalogue-invalid', issues: [{ code: 'numbering-gap', year: 2026, after: 1, next: 3 }] },
    });
    const later = ['2025_basic', '2026_basic', '2026_rev_1'].map(file);
    expect(revisionCatalogue(later, CSV, NONE)).toEqual({
      ok: false,
      error: { code: 'catalogue-invalid', issues: [{ code: 'missing-file', id: '2025_rev_1' }] },
    });
  });

  it('accepts a range that starts or ends inside the dated series', () => {
    const result = revisionCatalogue(['2026_rev_1', '2026_basic'].map(file), CSV, NONE);
    expect(result.ok && result.value.map((r) => r.id)).toEqual(['2026_basic', '2026_rev_1']);
  });

  it('refuses publication dates that go backwards', () => {
    const csv = CSV.replace('2026_rev_1,2026-01-16', '2026_rev_1,2025-12-31');
    expect(revisionCatalogue(['2026_basic', '2026_rev_1'].map(file), csv, NONE)).toEqual({
      ok: false,
      error: {
        code: 'catalogue-invalid',
        issues: [{ code: 'out-of-order', id: '2026_rev_1', publishedOn: '2025-12-31', previous: '2026_basic', previousOn: '2026-01-01' }],
      },
    });
  });

  it('refuses unrecognised and duplicate file names', () => {
    const files = [file('2025_basic'), 'hts/hts_2025_basic.json', 'notes.txt'];
    expect(revisionCatalogue(files, CSV, NONE)).toEqual({
      ok: false,
      error: {
        code: 'catalogue-invalid',
        issues: [
          { code: 'duplicate-file', id: '2025_basic', file: 'hts/hts_2025_basic.json' },
          { code: 'bad-file-name', file: 'notes.txt' },
        ],
      },
    });
  });

  it('passes a bad csv through', () => {
    expect(revisionCatalogue(FILES, 'revision\nbasic\n', NONE)).toMatchObject({ ok: false, error: { code: 'revision-dates-invalid' } });
  });
});
