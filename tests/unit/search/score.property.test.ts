/**
 * The fast scoring (src/lib/search/score.ts) against the reference it replaced (reference-score.ts, the full scoring
 * kept verbatim) on random schedules: for any query, full or partial, the same lines in the same order, the same
 * relevance for every line and every heading, hence the same orders (rank.ts reads nothing else). Large schedules
 * with broad words make the scorer look a rare word's candidates up one line at a time (Found.at), as it does for
 * "other" on the real schedule; small ones list every word's lines.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankHeadings, rankLines } from '../../../src/lib/search/rank.ts';
import { createTextIndex, type TextIndex } from '../../../src/lib/search/text-index.ts';
import { schedule, SYNONYMS, text, word } from './generated-schedule.ts';
import { compactOf, denseOf, scoreMatchesReference } from './reference-score.ts';

const query = fc.array(fc.oneof(word, fc.constantFrom('tyres', 'car', 'jumper', 'o', 'ca', 't', 'sp')), { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));

/** Hundreds of lines, most holding the broad words, under many headings of every chapter kind. */
const broadSchedule = fc
  .array(
    fc.tuple(
      fc.constantFrom('0101', '0102', '2204', '4011', '6110', '8701', '8708', '9802', '9902', '9903'),
      fc.array(fc.oneof({ weight: 3, arbitrary: fc.constantFrom('other', 'of other', 'parts of', 'other, not for use') }, { weight: 2, arbitrary: text }), { minLength: 1, maxLength: 3 }),
    ),
    { minLength: 50, maxLength: 400 },
  )
  .map((rows) => rows.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)));

const indexOf = (rows: [string, string[]][]): TextIndex =>
  createTextIndex(rows.length, (i) => ({ heading: rows[i]![0], above: rows[i]![1].slice(0, -1), own: rows[i]![1].slice(-1) }), SYNONYMS);

/** The fast match equals the reference's, field by field, and so do the orders. */
const same = (index: TextIndex, q: string, partial: boolean): number => {
  const groups = index.plan(q);
  const fast = index.match(groups, partial);
  const reference = scoreMatchesReference(groups, index.places, index.headings, index.count, partial);
  expect(Array.from(fast.lines), q).toEqual(Array.from(reference.lines));
  const dense = denseOf(fast, index.count, index.headings.count);
  expect(Array.from(dense.lineScore), q).toEqual(Array.from(reference.lineScore));
  expect(Array.from(dense.headingScore), q).toEqual(Array.from(reference.headingScore));
  expect([fast.numbered, fast.partial], q).toEqual([reference.numbered, reference.partial]);
  // Only what matched is held: the lines' and reached headings' relevance, none of it 0.
  const compact = compactOf(reference);
  expect([Array.from(fast.lineScores), Array.from(fast.headings), Array.from(fast.headingScores)], q).toEqual([Array.from(compact.lineScores), Array.from(compact.headings), Array.from(compact.headingScores)]);
  expect(Array.from(rankLines(index.headings, fast, fast.lines))).toEqual(Array.from(rankLines(index.headings, compact, compact.lines)));
  expect(Array.from(rankHeadings(index.headings, fast))).toEqual(Array.from(rankHeadings(index.headings, compact)));
  return fast.lines.length;
};

describe('fast scoring equals the reference', () => {
  it('on small schedules, full and partial', () => {
    let matched = 0;
    fc.assert(
      fc.property(schedule, fc.array(query, { minLength: 1, maxLength: 4 }), fc.boolean(), (rows, queries, partial) => {
        const index = indexOf(rows);
        for (const q of queries) if (same(index, q, partial) > 0) matched++;
      }),
      { numRuns: 600 },
    );
    expect(matched).toBeGreaterThan(300);
  });

  it('on large schedules with broad words, full and partial', () => {
    let broad = 0;
    fc.assert(
      fc.property(broadSchedule, fc.array(fc.oneof(query, fc.constantFrom('other', 'of', 'o', 'other parts', 'parts of other', 'other 8701', 'wine other')), { minLength: 1, maxLength: 4 }), fc.boolean(), (rows, queries, partial) => {
        const index = indexOf(rows);
        for (const q of queries) if (same(index, q, partial) * 3 > rows.length) broad++;
      }),
      { numRuns: 150 },
    );
    expect(broad).toBeGreaterThan(50);
  });
});
