/**
 * Watching a list of codes on the change feed: the list as sent, which changes touch it, and (on generated feeds
 * and lists) that each page equals the unfiltered feed's pages with every other change left out.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expandChanges } from '../../../src/lib/changes/group-changes.ts';
import { selectChanges, type ChangeQuery } from '../../../src/lib/changes/select-changes.ts';
import { MAX_WATCHED, parseWatchList, selectWatchedChanges, watchesLine } from '../../../src/lib/changes/watch-changes.ts';
import { ChangeWatchQuery } from '../../../src/lib/query/change-query.ts';
import { readParams } from '../../../src/lib/query/read-params.ts';
import type { LineChange, RevisionChanges } from '../../../src/lib/schema/change.ts';

describe('parseWatchList', () => {
  it('reads numbers and prefixes, dots optional, spaces around each, once each and sorted', () => {
    expect(parseWatchList('2204.21.50.05, 0201305085,22 ,2204.21.50.05')).toEqual({ ok: true, value: ['0201305085', '22', '2204215005'] });
  });

  it('refuses an empty entry, a malformed one and more than 100', () => {
    expect(parseWatchList('2204,,22')).toEqual({ ok: false, error: expect.stringMatching(/^entry 2 is empty/) });
    expect(parseWatchList('2204,wine')).toEqual({ ok: false, error: expect.stringMatching(/^entry 2 "wine" is not a tariff number/) });
    expect(parseWatchList('2')).toEqual({ ok: false, error: expect.stringMatching(/^entry 1 "2" is not a tariff number/) });
    expect(parseWatchList(Array.from({ length: MAX_WATCHED }, () => '22').join(',')).ok).toBe(true);
    expect(parseWatchList(Array.from({ length: MAX_WATCHED + 1 }, () => '22').join(','))).toEqual({ ok: false, error: expect.stringMatching(/at most 100/) });
  });

  it('is the htsno parameter of the watched change query, which takes 100 full numbers and refuses more', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => `0201.30.50.${String(i).padStart(2, '0')}`).join(',');
    expect(readParams(ChangeWatchQuery, [['since', '2026-01-01'], ['htsno', hundred]])).toMatchObject({ ok: true, value: { htsno: hundred } });
    expect(readParams(ChangeWatchQuery, [['since', '2026-01-01'], ['htsno', `${hundred},22`]])).toEqual({ ok: false, error: ['htsno: at most 100 numbers, separated by commas; this list has 101'] });
    expect(readParams(ChangeWatchQuery, [['since', '2026-01-01'], ['htsno', '2'.repeat(1501)]])).toEqual({ ok: false, error: ['htsno: longer than 1500 characters'] });
    expect(readParams(ChangeWatchQuery, [['since', '2026-01-01']])).toMatchObject({ ok: true, value: { since: '2026-01-01', limit: 50 } });
  });
});

describe('watchesLine', () => {
  const watch = ['2204215005', '99'];
  it('keeps the line, the lines under a prefix, and the headings and subheadings above a number', () => {
    expect(['2204.21.50.05', '2204.21.50', '2204.21', '2204', '9903.01.63'].map((h) => watchesLine(watch, h))).toEqual([true, true, true, true, true]);
    expect(['2204.21.50.10', '2204.22', '2205', '0201.30.50.85'].map((h) => watchesLine(watch, h))).toEqual([false, false, false, false]);
  });
});

/** A generated archive of changes: revisions in order, each a few lines drawn from a small pool of numbers. */
const POOL = ['0201', '0201.30', '0201.30.50', '0201.30.50.85', '0201.30.50.91', '2204', '2204.21.50', '2204.21.50.05', '2204.21.50.10', '2204.22', '9903.01.63', '9903.88.15'];
const DATES = ['2025-01-10', '2025-02-01', '2025-02-01', '2025-04-05', '2025-09-30', '2026-01-01'];
const feed = fc.array(fc.subarray(POOL, { minLength: 0 }), { minLength: 1, maxLength: DATES.length }).map((revisions) =>
  revisions.map(
    (lines, i): RevisionChanges => ({
      revision: `2025_rev_${i + 1}`,
      previous: i === 0 ? '2025_basic' : `2025_rev_${i}`,
      date: DATES[i]!,
      lines: lines.map((htsno, k) => ({ htsno, change: (['added', 'removed', 'modified'] as const)[k % 3]!, ...(k % 3 === 2 ? { fields: [{ field: 'general', before: 'Free', after: '1%' }] } : {}) })),
    }),
  ),
);
/** Prefixes of the pool's numbers, and numbers nothing changed, as digits. */
const watchList = fc.array(
  fc.oneof(
    fc.constantFrom(...POOL).chain((h) => fc.integer({ min: 2, max: h.replaceAll('.', '').length }).map((k) => h.replaceAll('.', '').slice(0, k))),
    fc.stringMatching(/^[0-9]{2,10}$/),
  ),
  { minLength: 1, maxLength: 5 },
);

const walk = (page: (offset: number) => { items: LineChange[]; total: number; nextOffset: number | null }) => {
  const items: LineChange[] = [];
  let offset: number | null = 0;
  let total = -1;
  while (offset !== null) {
    const p = page(offset);
    items.push(...p.items);
    total = p.total;
    offset = p.nextOffset;
  }
  return { items, total };
};
const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

describe('selectWatchedChanges', () => {
  it('pages through exactly what the unfiltered feed holds for the list, under the same since and paging', () => {
    let judged = 0;
    fc.assert(
      fc.property(feed, watchList, fc.constantFrom(...DATES, '2024-12-31', '2026-06-01'), fc.integer({ min: 1, max: 4 }), (groups, list, since, limit) => {
        const watch = unwrap(parseWatchList(list.join(',')));
        const q = (offset: number): ChangeQuery => ({ since, limit, offset });
        const all = groups.flatMap(expandChanges);
        // Independently: the unfiltered feed's pages, concatenated, with every change not to a watched line (or a line above one) left out.
        const unfiltered = walk((offset) => unwrap(selectChanges(all, q(offset)))).items;
        const touches = (c: LineChange) => watch.some((w) => c.htsno.replaceAll('.', '').startsWith(w) || w.startsWith(c.htsno.replaceAll('.', '')));
        const expected = unfiltered.filter(touches);
        const watched = walk((offset) => unwrap(selectWatchedChanges(groups, watch, q(offset))));
        expect(watched.items).toEqual(expected);
        expect(watched.total).toBe(expected.length);
        // Every page but the last is full.
        const first = unwrap(selectWatchedChanges(groups, watch, q(0)));
        expect(first.items.length).toBe(Math.min(limit, expected.length));
        if (expected.length > 0) judged += 1;
      }),
      { numRuns: 400 },
    );
    expect(judged).toBeGreaterThan(100);
  });

  it('refuses what selectChanges refuses', () => {
    expect(selectWatchedChanges([], ['22'], { since: 'yesterday', limit: 10, offset: 0 }).ok).toBe(false);
    expect(selectWatchedChanges([], ['22'], { since: '2026-01-01', limit: 0, offset: 0 })).toMatchObject({ ok: false, error: { code: 'invalid-paging' } });
  });
});
