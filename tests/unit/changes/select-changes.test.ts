import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { coverage, isBeforeRetention } from '../../../src/lib/changes/coverage.ts';
import { expandChanges, groupChanges } from '../../../src/lib/changes/group-changes.ts';
import { parseSince } from '../../../src/lib/changes/parse-since.ts';
import { pageSlices, selectChanges } from '../../../src/lib/changes/select-changes.ts';
import type { ChangeFeed, ChangeSummary, LineChange } from '../../../src/lib/schema/change.ts';
import type { Revision } from '../../../src/lib/schema/revision.ts';

const pair = (revision: string, previous: string, date: string, n: number): { summary: ChangeSummary; changes: LineChange[] } => ({
  summary: { revision, previous, date, added: n, removed: 0, modified: 0 },
  changes: Array.from({ length: n }, (_, i) => ({ revision, previous, date, htsno: `0101.${String(i).padStart(2, '0')}`, change: 'added' as const })),
});
const pairs = [
  pair('2026_rev_1', '2026_basic', '2026-01-16', 3),
  pair('2026_rev_2', '2026_rev_1', '2026-01-30', 0),
  pair('2026_rev_3', '2026_rev_2', '2026-02-12', 2),
  pair('2026_rev_4', '2026_rev_3', '2026-02-24', 4),
];
const feed: ChangeFeed = { changes: pairs.flatMap((p) => p.changes), summary: pairs.map((p) => p.summary) };
const ids = (cs: readonly LineChange[]): string[] => cs.map((c) => `${c.revision}/${c.htsno}`);

describe('parseSince', () => {
  it('reduces a date-time to its UTC day and accepts a plain date', () => {
    expect(parseSince('2026-02-12T23:59:59Z')).toEqual({ ok: true, value: '2026-02-12' });
    expect(parseSince('2026-02-13T01:00:00+05:00')).toEqual({ ok: true, value: '2026-02-12' });
    expect(parseSince('2026-02-12')).toEqual({ ok: true, value: '2026-02-12' });
  });

  it.each(['', 'yesterday', '2026-02-12T10:00:00', '2026-02-30', '2026-13-01T00:00:00Z'])('refuses %j', (since) => {
    expect(parseSince(since)).toEqual({ ok: false, error: { code: 'invalid-since', since } });
  });
});

describe('selectChanges', () => {
  it('keeps changes of revisions published on or after the day of since, in feed order', () => {
    const page = selectChanges(feed.changes, { since: '2026-02-12T18:30:00Z', limit: 50, offset: 0 });
    expect(page.ok && ids(page.value.items)).toEqual([
      '2026_rev_3/0101.00', '2026_rev_3/0101.01',
      '2026_rev_4/0101.00', '2026_rev_4/0101.01', '2026_rev_4/0101.02', '2026_rev_4/0101.03',
    ]);
    expect(page.ok && [page.value.total, page.value.nextOffset]).toEqual([6, null]);
  });

  it('pages with limit and offset', () => {
    const page = selectChanges(feed.changes, { since: '2026-01-01T00:00:00Z', limit: 2, offset: 2 });
    expect(page.ok && ids(page.value.items)).toEqual(['2026_rev_1/0101.02', '2026_rev_3/0101.00']);
    expect(page.ok && [page.value.total, page.value.nextOffset]).toEqual([9, 4]);
    const beyond = selectChanges(feed.changes, { since: '2026-01-01', limit: 5, offset: 20 });
    expect(beyond.ok && [beyond.value.items, beyond.value.nextOffset]).toEqual([[], null]);
  });

  it('refuses bad paging and a bad since', () => {
    expect(selectChanges(feed.changes, { since: '2026-01-01', limit: 0, offset: 0 })).toEqual({
      ok: false,
      error: { code: 'invalid-paging', limit: 0, offset: 0 },
    });
    expect(selectChanges(feed.changes, { since: '2026-01-01', limit: 1.5, offset: -1 }).ok).toBe(false);
    expect(selectChanges(feed.changes, { since: 'soon', limit: 1, offset: 0 })).toEqual({ ok: false, error: { code: 'invalid-since', since: 'soon' } });
  });

  it('pageSlices over the summary and per-revision groups gives exactly the page selectChanges gives', () => {
    const groups = new Map(groupChanges(feed).map((g) => [g.revision, g]));
    const days = ['2025-12-31', '2026-01-16', '2026-01-17', '2026-01-30', '2026-02-12', '2026-02-24', '2026-03-01'];
    fc.assert(
      fc.property(fc.constantFrom(...days), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 12 }), (day, limit, offset) => {
        const q = { since: `${day}T12:00:00Z`, limit, offset };
        const direct = selectChanges(feed.changes, q);
        const plan = pageSlices(feed.summary, q);
        if (!direct.ok || !plan.ok) throw new Error('query refused');
        const lazy = plan.value.slices.flatMap((s) => expandChanges(groups.get(s.revision)!).slice(s.start, s.end));
        expect(lazy).toEqual(direct.value.items);
        expect([plan.value.total, plan.value.nextOffset]).toEqual([direct.value.total, direct.value.nextOffset]);
      }),
    );
  });

  it('pageSlices names only the revisions a page needs', () => {
    const plan = pageSlices(feed.summary, { since: '2026-01-01', limit: 3, offset: 2 });
    expect(plan.ok && plan.value.slices).toEqual([
      { revision: '2026_rev_1', start: 2, end: 3 },
      { revision: '2026_rev_3', start: 0, end: 2 },
    ]);
  });
});

describe('coverage', () => {
  const rev = (id: string, release: string, publishedOn: string): Revision => ({
    id, release, year: Number(id.slice(0, 4)), number: 0, publishedOn, policyEffectiveOn: null, note: null, dateSource: 'revision-dates-csv',
  });

  it('names the first and last revision held and counts them', () => {
    const held = [rev('2025_basic', '2025HTSBasic', '2025-01-01'), rev('2026_basic', '2026HTSBasic', '2026-01-01')];
    const cov = coverage(held);
    expect(cov).toEqual({
      ok: true,
      value: {
        first: { revision: '2025_basic', release: '2025HTSBasic', publishedOn: '2025-01-01' },
        last: { revision: '2026_basic', release: '2026HTSBasic', publishedOn: '2026-01-01' },
        count: 2,
      },
    });
    if (!cov.ok) return;
    expect(isBeforeRetention(cov.value, '2024-12-31')).toBe(true);
    expect(isBeforeRetention(cov.value, '2025-01-01')).toBe(false);
  });

  it('is an error on an empty archive', () => {
    expect(coverage([])).toEqual({ ok: false, error: { code: 'no-revisions' } });
  });
});
