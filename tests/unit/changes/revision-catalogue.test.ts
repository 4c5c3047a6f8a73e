import { describe, expect, it } from 'vitest';
import { revisionCatalogue } from '../../../src/lib/changes/revision-catalogue.ts';
import { revisionIdOfFile } from '../../../src/lib/changes/revision-id.ts';

type Row = { revision: string; publishedOn: string; policyEffectiveOn: string | null; dateSource: string; note: string | null; citation?: string; quote?: string };
const row = (revision: string, publishedOn: string, extra: Partial<Row> = {}): Row => ({
  revision,
  publishedOn,
  policyEffectiveOn: null,
  dateSource: 'revision-dates-csv',
  note: null,
  ...extra,
});
const ROWS: Row[] = [
  row('2025_basic', '2025-01-01'),
  row('2025_rev_1', '2025-01-27', { policyEffectiveOn: '2025-02-04', note: 'China fentanyl' }),
  row('2026_basic', '2026-01-01'),
  row('2026_rev_1', '2026-01-16'),
  row('2026_rev_2', '2026-01-30', { dateSource: 'curated', citation: 'a test', quote: 'published Jan 30' }),
  row('2026_rev_3', '2026-02-12'),
];
const dates = (rows: Row[] = ROWS) => ({
  _source: 'test',
  dateSources: { 'revision-dates-csv': 'a csv', curated: 'by hand', 'publisher-release-list': 'the release list' },
  noteSource: 'our words',
  revisions: rows,
});
const without = (id: string) => dates(ROWS.filter((r) => r.revision !== id));
const file = (id: string): string => `/data/hts/hts_${id}.json.gz`;
const FILES = ['2026_rev_3', '2025_basic', '2026_rev_1', '2026_basic', '2025_rev_1', '2026_rev_2'].map(file);

describe('revisionCatalogue', () => {
  it('lists held revisions oldest first with release names, dates, their source and notes', () => {
    const result = revisionCatalogue(FILES, dates());
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

  it("reads the publisher's static file beside a mirror's variant as the same revision", () => {
    expect(revisionIdOfFile('hts/hts_2026_rev_9.publisher.json.gz')).toBe('2026_rev_9');
    expect(revisionIdOfFile('hts/hts_2026_rev_9.other.json.gz')).toBeNull();
  });

  it('refuses a held revision with no date', () => {
    expect(revisionCatalogue(FILES, without('2026_rev_2'))).toEqual({
      ok: false,
      error: { code: 'catalogue-invalid', issues: [{ code: 'missing-date', id: '2026_rev_2' }] },
    });
  });

  it('refuses two rows for one revision', () => {
    expect(revisionCatalogue(FILES, dates([...ROWS, row('2026_rev_1', '2026-01-16')]))).toEqual({
      ok: false,
      error: { code: 'catalogue-invalid', issues: [{ code: 'duplicate-date', id: '2026_rev_1' }] },
    });
  });

  it('validates the file with its schema: dates, and a curated date cites and quotes its source', () => {
    const bad = dates([...ROWS.slice(0, 4), row('2026_rev_2', '30 Jan 2026', { dateSource: 'curated', citation: 'x' }), ROWS[5]!]);
    const result = revisionCatalogue(FILES, bad);
    if (result.ok || result.error.code !== 'revision-dates-invalid') throw new Error('expected revision-dates-invalid');
    expect(result.error.issues.join('\n')).toMatch(/revisions\.4\.publishedOn/);
    expect(result.error.issues.join('\n')).toMatch(/cites its source and quotes it/);
    expect(revisionCatalogue(FILES, { ...dates(), unknown: 1 }).ok).toBe(false);
  });

  it('refuses gaps: a dated revision inside the held range without its file, a hole in numbering', () => {
    const files = ['2025_basic', '2025_rev_1', '2026_basic', '2026_rev_1', '2026_rev_3'].map(file);
    expect(revisionCatalogue(files, without('2026_rev_2'))).toEqual({
      ok: false,
      error: { code: 'catalogue-invalid', issues: [{ code: 'numbering-gap', year: 2026, after: 1, next: 3 }] },
    });
    const later = ['2025_basic', '2026_basic', '2026_rev_1'].map(file);
    expect(revisionCatalogue(later, dates())).toEqual({
      ok: false,
      error: { code: 'catalogue-invalid', issues: [{ code: 'missing-file', id: '2025_rev_1' }] },
    });
  });

  it('accepts a range that starts or ends inside the dated series', () => {
    const result = revisionCatalogue(['2026_rev_1', '2026_basic'].map(file), dates());
    expect(result.ok && result.value.map((r) => r.id)).toEqual(['2026_basic', '2026_rev_1']);
  });

  it('refuses publication dates that go backwards', () => {
    const rows = ROWS.map((r) => (r.revision === '2026_rev_1' ? { ...r, publishedOn: '2025-12-31' } : r));
    expect(revisionCatalogue(['2026_basic', '2026_rev_1'].map(file), dates(rows))).toEqual({
      ok: false,
      error: {
        code: 'catalogue-invalid',
        issues: [{ code: 'out-of-order', id: '2026_rev_1', publishedOn: '2025-12-31', previous: '2026_basic', previousOn: '2026-01-01' }],
      },
    });
  });

  it('refuses unrecognised and duplicate file names', () => {
    const files = [file('2025_basic'), 'hts/hts_2025_basic.json', 'notes.txt'];
    expect(revisionCatalogue(files, dates())).toEqual({
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
});
