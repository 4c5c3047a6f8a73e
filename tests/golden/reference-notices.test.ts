/** Federal Register wine notices on the FULL compiled table (26 rows). */
import { describe, expect, it } from 'vitest';
import { referenceFile } from '../support/data.ts';
import { loadNotices } from '../unit/reference/load-reference.ts';
import { filterNotices } from '../../src/lib/reference/filter-notices.ts';
import { parseCsv } from '../../src/lib/csv/parse-csv.ts';
import { Notice } from '../../src/lib/schema/notice.ts';
import { QualityReport } from '../../src/lib/schema/quality-report.ts';

// Independent simple pass over the raw rows: [citation, docNo, published, effective, type, agency, title, url, wine, sources].
const parsed = parseCsv(referenceFile('fr_wine_notices/wine_fr_notices_compiled.csv'));
if (!parsed.ok) throw new Error('notices csv');
const raw = parsed.value.slice(1).filter((r) => r.length > 1);
const docNo = (r: string[]) => (r[1] === 'NOT FOUND' ? null : r[1]);
const published = (r: string[]) => (/^\d{4}-\d{2}-\d{2}$/.test(r[2] ?? '') ? (r[2] as string) : null);
/** Wine is named, in some ';' clause without a negation, and the action is not on all origins. */
const wineSpecific = (r: string[]) => {
  const text = r[8] ?? '';
  if (/all[- ]origin/i.test(text)) return false;
  return text.split(';').some((c) => /wine|220[456]\./i.test(c) && !/\bnot\b|\bno\b|\bexcept\b/i.test(c));
};
const key = (n: { documentNumber: string | null; publicationDate: string | null; title: string | null }) =>
  `${n.documentNumber}|${n.publicationDate}|${n.title}`;
const rawKey = (r: string[]) => `${docNo(r)}|${published(r)}|${(r[6] ?? '').startsWith('NOT FOUND') ? null : r[6]}`;

describe('wine notices (full table)', () => {
  const { notices, report } = loadNotices();

  it('publishes all 26 rows, schema-valid, and the report agrees', () => {
    expect(raw).toHaveLength(26);
    expect(notices).toHaveLength(26);
    expect(QualityReport.parse(report)).toEqual(report);
    expect(report.inputs[0]).toMatchObject({ rowsRead: 26, rowsPublished: 26, rowsDropped: [] });
    for (const n of notices) expect(Notice.parse(n)).toEqual(n);
    expect(new Set(notices.map((n) => n.id)).size).toBe(26);
    expect(notices.map(key).sort()).toEqual(raw.map(rawKey).sort());
  });

  it('never invents a missing fact: NOT FOUND and empty fields are null', () => {
    for (const r of raw) {
      const n = notices.find((x) => key(x) === rawKey(r));
      expect(n).toBeDefined();
      if (!n) continue;
      if (r[0]?.startsWith('NOT FOUND')) expect(n.citation).toBeNull();
      if (r[1] === 'NOT FOUND') expect(n.documentNumber).toBeNull();
      if (r[2] === '') expect(n.publicationDate).toBeNull();
      if (r[5] === 'NOT FOUND') expect(n.agency).toBeNull();
      if (r[7] === 'NOT FOUND') expect(n.url).toBeNull();
      if (r[3] === '') expect(n.effectiveDate).toBeNull();
    }
    const lca = notices.find((n) => n.citation === '84 FR 54245');
    expect(lca).toMatchObject({ documentNumber: null, url: null, publicationDate: '2019-10-09', effectiveDate: '2019-10-18', agency: 'USTR' });
  });

  it('extracts the wine subheadings and chapter 99 numbers named in 86 FR 674 and 86 FR 14513', () => {
    const n674 = notices.find((n) => n.citation === '86 FR 674');
    expect(n674?.chapter99Numbers).toEqual(['9903.89.57']);
    expect(n674?.htsNumbers).toHaveLength(12);
    expect(n674?.htsNumbers.filter((h) => h.startsWith('2204'))).toHaveLength(11);
    expect(notices.find((n) => n.citation === '86 FR 14513')?.chapter99Ranges).toEqual([{ from: '9903.89.05', to: '9903.89.63' }]);
  });

  it.each([
    [{ from: '2021-01-01', to: '2021-12-31' }],
    [{ from: '2025-04-07', to: '2025-04-15' }],
    [{ from: '2025-09-10' }],
    [{ to: '2019-12-31' }],
    [{ from: '2020-01-01', to: '2025-12-31', wineOnly: true }],
    [{ wineOnly: true }],
    [{ wineOnly: false }],
  ])('filters by publication date and wineOnly like a simple pass does: %j', (f: { from?: string; to?: string; wineOnly?: boolean }) => {
    const expected = raw
      .filter((r) => {
        const d = published(r);
        if ((f.from || f.to) && d === null) return false;
        if (f.from && (d as string) < f.from) return false;
        if (f.to && (d as string) > f.to) return false;
        return f.wineOnly === undefined || wineSpecific(r) === f.wineOnly;
      })
      .map(rawKey)
      .sort();
    const got = filterNotices(notices, f).map(key).sort();
    expect(got).toEqual(expected);
    expect(got.length).toBeGreaterThan(0);
  });

  it('wineOnly keeps the Airbus-dispute actions that name wine and leaves out all-origin ones', () => {
    const ids = filterNotices(notices, { wineOnly: true }).map((n) => n.citation);
    expect(ids).toEqual(['84 FR 15028', '84 FR 54245', '85 FR 10204', '86 FR 674', '86 FR 13961', '86 FR 14513']);
    expect(filterNotices(notices, { wineOnly: true, q: 'reciprocal' })).toEqual([]);
  });

  it('filters by type and every q token', () => {
    const pres = filterNotices(notices, { type: 'presidential-document' });
    expect(pres.length).toBe(raw.filter((r) => r[4]?.startsWith('Presidential document')).length);
    expect(filterNotices(notices, { q: 'section 301 AIRCRAFT' }).every((n) => /section 301/i.test(n.title ?? ''))).toBe(true);
    expect(filterNotices(notices, { q: 'EO 14257' }).map((n) => n.documentNumber)).toEqual(['2025-06063']);
  });

  it('is sorted by publication date, undated last, and byte-identical on a second build', () => {
    const dates = notices.map((n) => n.publicationDate ?? '9999');
    expect(dates).toEqual([...dates].sort());
    expect(JSON.stringify(loadNotices())).toBe(JSON.stringify({ notices, report }));
  });
});
