/**
 * Kept answers (src/lib/search/searches.ts, a heavy one kept from its second ask) on random small schedules: whatever was
 * kept, forgotten or asked in whichever order, a query's orders are exactly those rank.ts gives on a fresh match (the
 * lines best first, the headings best first, each heading's lines), so a cursor pages the same order whether the
 * answer was kept or not.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { headingLines, rankHeadings, rankLines } from '../../../src/lib/search/rank.ts';
import { createSearches, FIRST_ASK_BYTES } from '../../../src/lib/search/searches.ts';
import { createTextIndex } from '../../../src/lib/search/text-index.ts';
import { schedule, SYNONYMS, word } from './generated-schedule.ts';

const query = fc.array(fc.oneof(word, fc.constantFrom('tyres', 'car', 'jumper', 'o', 'ca')), { minLength: 1, maxLength: 3 }).map((w) => w.join(' '));

describe('kept answers', () => {
  it('give the orders of a fresh match, kept or forgotten, in any order of asking', () => {
    let compared = 0;
    fc.assert(
      fc.property(schedule, fc.array(fc.tuple(query, fc.boolean()), { minLength: 1, maxLength: 6 }), fc.constantFrom(0, 2000, 1 << 20), (rows, asks, budget) => {
        const index = createTextIndex(rows.length, (i) => ({ heading: rows[i]![0], above: rows[i]![1].slice(0, -1), own: rows[i]![1].slice(-1) }), SYNONYMS);
        // The heading's own row: the first line of each heading here.
        const isHeadingRow = (line: number) => index.headings.start[index.headings.of[line]!] === line;
        const searches = createSearches(index.headings, (q, partial) => {
          const groups = index.plan(q);
          return { groups, matches: index.match(groups, partial) };
        }, isHeadingRow, budget);
        // Each query twice over: the second time from what was kept (unless the budget forgot it).
        for (const [q, partial] of [...asks, ...asks]) {
          const fresh = index.match(index.plan(q), partial);
          const kept = searches.get(q, partial);
          expect(Array.from(kept.matches.lines)).toEqual(Array.from(fresh.lines));
          expect(Array.from(kept.ranked()), q).toEqual(Array.from(rankLines(index.headings, fresh, fresh.lines)));
          const order = Array.from(rankHeadings(index.headings, fresh));
          expect(Array.from(kept.headingOrder()), q).toEqual(order);
          for (const h of order) expect(Array.from(kept.linesOf(h))).toEqual(Array.from(headingLines(index.headings, fresh, h, isHeadingRow)));
          // A subset (other filters) is ranked as rank.ts ranks it.
          const some = fresh.lines.filter((_, k) => k % 2 === 0);
          expect(Array.from(kept.rank(some))).toEqual(Array.from(rankLines(index.headings, fresh, some)));
          if (fresh.lines.length > 1) compared++;
        }
        expect(searches.bytes).toBeLessThanOrEqual(Math.max(budget, 0));
      }),
      { numRuns: 200 },
    );
    expect(compared).toBeGreaterThan(100);
  });

  it('keeps an answer within its budget and gives the same object while kept', () => {
    const own = ['other horses', 'other wine', 'sparkling wine'];
    const index = createTextIndex(3, (i) => ({ heading: ['0101', '2204', '2204'][i]!, above: [], own: [own[i]!] }));
    let scored = 0;
    const searches = createSearches(index.headings, (q, partial) => {
      scored++;
      const groups = index.plan(q);
      return { groups, matches: index.match(groups, partial) };
    }, () => false);
    // A small answer (as most are) is kept from its first ask.
    const a = searches.get('other', false);
    expect(scored).toBe(1);
    expect(searches.size).toBe(1);
    expect(searches.get('other', false)).toBe(a);
    expect(scored).toBe(1);
    searches.get('other', true);
    expect(searches.get('other', true)).not.toBe(a);
    expect(scored).toBe(2);
    expect(Array.from(a.ranked())).toEqual([0, 1]);
    expect(searches.size).toBe(2);
    // A heavy one (a broad word's) is scored and let go when asked once (it dies young); kept from the second ask.
    const lines = 6000;
    const broad = createTextIndex(lines, (i) => ({ heading: String(1000 + (i >> 4)), above: [], own: ['other wine'] }));
    let broadScored = 0;
    const broadSearches = createSearches(broad.headings, (q, partial) => {
      broadScored++;
      const groups = broad.plan(q);
      return { groups, matches: broad.match(groups, partial) };
    }, () => false);
    const first = broadSearches.get('wine', false);
    expect(first.matches.lines.byteLength).toBeGreaterThan(FIRST_ASK_BYTES);
    expect([broadScored, broadSearches.size]).toEqual([1, 0]);
    const b = broadSearches.get('wine', false);
    expect([broadScored, broadSearches.size]).toEqual([2, 1]);
    expect(broadSearches.get('wine', false)).toBe(b);
    expect(broadScored).toBe(2);
    expect(Array.from(first.ranked())).toEqual(Array.from(b.ranked()));
    const none = createSearches(index.headings, (q, partial) => ({ groups: index.plan(q), matches: index.match(index.plan(q), partial) }), () => false, 0);
    none.get('wine', false);
    none.get('wine', false);
    expect(none.size).toBe(0);
  });
});
