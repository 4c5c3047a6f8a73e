/**
 * The revision archive and change feed on all 44 real USITC exports. Each
 * export is loaded once (htsRows caches per process). The summary per pair is
 * kept in change-summary.json, written only with UPDATE_GOLDEN=1 (never on CI).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildChangeFeed } from '../../src/lib/changes/build-change-feed.ts';
import { coverage } from '../../src/lib/changes/coverage.ts';
import { duplicateHtsnos } from '../../src/lib/changes/diff-revisions.ts';
import { expandChanges, groupChanges } from '../../src/lib/changes/group-changes.ts';
import { revisionCatalogue } from '../../src/lib/changes/revision-catalogue.ts';
import { ChangeFeed, type ChangeFeed as Feed, type LineChange } from '../../src/lib/schema/change.ts';
import { HtsExport } from '../../src/lib/schema/hts-row.ts';
import type { Revision } from '../../src/lib/schema/revision.ts';
import { dataDir, htsRows } from '../support/data.ts';

const SUMMARY = resolve(import.meta.dirname, 'change-summary.json');
const DATES = resolve(import.meta.dirname, '../../content/revision-dates.json');
const SOURCES = resolve(import.meta.dirname, '../../content/sources.json');
let revisions: Revision[];
let feed: Feed;
let exports: { revision: Revision; rows: any[] }[];

beforeAll(() => {
  // The files the build declares: of 2026 Rev 9 the publisher's static file, not the mirror's live-export copy beside it.
  const files = (JSON.parse(readFileSync(SOURCES, 'utf8')).hts.revisions as { file: string }[]).map((r) => r.file);
  expect(files.filter((f) => existsSync(resolve(dataDir(), f)))).toHaveLength(files.length);
  const catalogue = revisionCatalogue(files, JSON.parse(readFileSync(DATES, 'utf8')));
  if (!catalogue.ok) throw new Error(JSON.stringify(catalogue.error));
  revisions = catalogue.value;
  exports = revisions.map((revision) => ({ revision, rows: htsRows(revision.id) }));
  feed = buildChangeFeed(exports);
});

describe('revision catalogue', () => {
  it('holds 44 revisions: 2025 basic, rev 1..32, 2026 basic, rev 1..10, with USITC release names', () => {
    const expected = [
      '2025_basic', ...Array.from({ length: 32 }, (_, i) => `2025_rev_${i + 1}`),
      '2026_basic', ...Array.from({ length: 10 }, (_, i) => `2026_rev_${i + 1}`),
    ];
    expect(revisions.map((r) => r.id)).toEqual(expected);
    expect(revisions.find((r) => r.id === '2026_rev_10')?.release).toBe('2026HTSRev10');
    expect(revisions[0]?.release).toBe('2025HTSBasic');
  });

  it('dates every revision as the tracker csv in the mirror does, except 2026 rev 8, curated from the note on rev 9', () => {
    // Read the mirror's csv independently: 2025 rows are unprefixed, later ones carry their year.
    const csv = readFileSync(resolve(dataDir(), 'hts', 'revision_dates.csv'), 'utf8');
    const rows = new Map(csv.trim().split('\n').slice(1).map((l) => [l.split(',')[0]!, l.split(',')[1]!]));
    const csvId = (r: Revision): string => (r.year === 2025 ? r.id.slice(5) : r.id);
    for (const r of revisions.filter((x) => x.id !== '2026_rev_8')) {
      expect([r.id, r.publishedOn, r.dateSource]).toEqual([r.id, rows.get(csvId(r)), 'revision-dates-csv']);
    }
    expect(rows.has('2026_rev_8')).toBe(false);
    const rev8 = revisions.find((r) => r.id === '2026_rev_8');
    expect([rev8?.publishedOn, rev8?.dateSource]).toEqual(['2026-05-22', 'curated']);
    expect(csv).toContain('2026_rev_8 (published May 22)');
  });

  it("notes are the project's own words: none of the tracker's modelling remarks", () => {
    for (const r of revisions) expect(r.note ?? '', r.id).not.toMatch(/not modeled|see todo|EXCLUDED|\[REVIEW\]|rate-engine|parser/i);
  });

  it('covers 2025_basic (2025-01-01) to 2026_rev_10 (2026-06-08), 44 revisions', () => {
    expect(coverage(revisions)).toEqual({
      ok: true,
      value: {
        first: { revision: '2025_basic', release: '2025HTSBasic', publishedOn: '2025-01-01' },
        last: { revision: '2026_rev_10', release: '2026HTSRev10', publishedOn: '2026-06-08' },
        count: 44,
      },
    });
  });

  it('no export repeats a tariff number, so keying by htsno is unambiguous', () => {
    for (const { revision, rows } of exports) expect([revision.id, duplicateHtsnos(rows)]).toEqual([revision.id, []]);
  });

  it('the newest export matches the row schema the diff reads', () => {
    expect(HtsExport.safeParse(htsRows('2026_rev_10')).success).toBe(true);
  });
});

/** An independent, deliberately plain diff of two exports: maps of strings, generic tag stripping. */
type Plain = Map<string, Record<string, string>>;
const plainMaps = new Map<string, Plain>();
const plainMap = (revision: string): Plain => {
  const text = (s: unknown): string =>
    String(s ?? '')
      .replace(/<\/?(br|nl|newline)\b[^>]*>/gi, ' ')
      .replace(/<[^>]+>/g, '')
      .replace(/\u200b|\u200c|\u200d|\u2060|\ufeff/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  const fields = (r: any): Record<string, string> => ({
    description: text(r.description),
    units: (r.units ?? []).map(text).filter((u: string) => u).join(' | '),
    general: text(r.general),
    special: text(r.special),
    other: text(r.other),
    footnotes: (r.footnotes ?? [])
      .filter((f: any) => text(f.value))
      .map((f: any) => `${(f.columns ?? []).map(text).join(',')}: ${text(f.value)}`)
      .join(' | '),
  });
  if (!plainMaps.has(revision)) {
    const rows = exports.find((e) => e.revision.id === revision)!.rows.filter((r) => r.htsno.trim());
    plainMaps.set(revision, new Map(rows.map((r) => [r.htsno.trim(), fields(r)])));
  }
  return plainMaps.get(revision)!;
};

const plainDiff = (before: string, after: string): string[] => {
  const a = plainMap(before);
  const b = plainMap(after);
  const out: string[] = [];
  for (const htsno of a.keys()) if (!b.has(htsno)) out.push(`${htsno} removed`);
  for (const [htsno, now] of b) {
    const old = a.get(htsno);
    if (!old) out.push(`${htsno} added`);
    else for (const f of Object.keys(now)) if (old[f] !== now[f]) out.push(`${htsno} ${f}: ${old[f]} => ${now[f]}`);
  }
  return out.sort();
};

/** The feed's records for one revision in plainDiff's words. */
const feedAsPlain = (changes: readonly LineChange[]): string[] => {
  const show = (v: unknown): string =>
    typeof v === 'string'
      ? v
      : (v as unknown[]).map((x) => (typeof x === 'string' ? x : `${(x as any).columns.join(',')}: ${(x as any).text}`)).join(' | ');
  return changes
    .flatMap((c) =>
      c.change === 'modified' ? c.fields!.map((f) => `${c.htsno} ${f.field}: ${show(f.before)} => ${show(f.after)}`) : [`${c.htsno} ${c.change}`],
    )
    .sort();
};

describe('change feed', () => {
  const of = (revision: string): LineChange[] => feed.changes.filter((c) => c.revision === revision);

  it('2026 rev 9 -> rev 10 equals an independent diff of the two source files', () => {
    const expected = plainDiff('2026_rev_9', '2026_rev_10');
    expect(expected.length).toBeGreaterThan(0);
    expect(feedAsPlain(of('2026_rev_10'))).toEqual(expected);
    expect(of('2026_rev_10').every((c) => c.previous === '2026_rev_9' && c.date === '2026-06-08')).toBe(true);
  });

  it('every other consecutive pair equals the independent diff too', () => {
    for (const [i, r] of revisions.entries()) {
      const prior = revisions[i - 1];
      if (!prior || r.id === '2026_rev_10') continue;
      expect([r.id, feedAsPlain(of(r.id))]).toEqual([r.id, plainDiff(prior.id, r.id)]);
    }
  });

  it('the oldest revision is the start of retention and yields no changes', () => {
    expect(of('2025_basic')).toEqual([]);
    expect(feed.summary.map((s) => s.revision)).toEqual(revisions.slice(1).map((r) => r.id));
  });

  it('counts per revision pair match tests/golden/change-summary.json', () => {
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(SUMMARY, `${JSON.stringify(feed.summary, null, 1)}\n`);
    if (!existsSync(SUMMARY)) throw new Error('change-summary.json is missing: run with UPDATE_GOLDEN=1 once, on purpose');
    expect(feed.summary).toEqual(JSON.parse(readFileSync(SUMMARY, 'utf8')));
  });

  it('is schema-valid, in feed order, and survives the per-revision storage form', () => {
    expect(ChangeFeed.safeParse(feed).success).toBe(true);
    const order = new Map(revisions.map((r, i) => [r.id, i]));
    for (const [i, c] of feed.changes.entries()) {
      const prev = feed.changes[i - 1];
      if (prev && prev.revision === c.revision) expect(prev.htsno < c.htsno).toBe(true);
      if (prev) expect(order.get(prev.revision)! <= order.get(c.revision)!).toBe(true);
    }
    expect(groupChanges(feed).flatMap(expandChanges)).toEqual(feed.changes);
  });
});
