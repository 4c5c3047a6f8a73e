/**
 * Properties of relevance on random small schedules (src/lib/search/score.ts, rank.ts): the orders are permutations
 * of what matched, every matched heading is ranked once, a heading's lines are its matched lines, and partial
 * matching only adds lines, scoring the lines that match every word as the full match does.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { termKey, tokens } from '../../../src/lib/search/analyser.ts';
import type { QueryWord } from '../../../src/lib/search/query-plan.ts';
import { headingLines, rankHeadings, rankLines } from '../../../src/lib/search/rank.ts';
import { headingScoreOf, lineScoreOf } from '../../../src/lib/search/score.ts';
import { createTextIndex } from '../../../src/lib/search/text-index.ts';
import { schedule, SYNONYMS, word } from './generated-schedule.ts';

const query = fc.array(fc.oneof(word, fc.constantFrom('tyres', 'car', 'jumper')), { minLength: 1, maxLength: 3 }).map((w) => w.join(' '));

describe('relevance properties', () => {
  it('orders are permutations of the matches; headings once each; heading lines within their heading', () => {
    let matched = 0;
    let partialAdded = 0;
    fc.assert(
      fc.property(schedule, query, (rows, q) => {
        const index = createTextIndex(rows.length, (i) => ({ heading: rows[i]![0], above: rows[i]![1].slice(0, -1), own: rows[i]![1].slice(-1) }), SYNONYMS);
        const groups = index.plan(q);
        const m = index.match(groups);
        // The match set is the brute force's: every group through its words or one of its synonym phrases.
        const brute = rows.flatMap((row, i) => {
          const words = row[1].flatMap(tokens);
          const has = (w: QueryWord) => words.some((x) => x.startsWith(w.word) || termKey(x) === w.key);
          return groups.every((g) => g.words.every(has) || g.synonyms.some((alt) => alt.every(has))) ? [i] : [];
        });
        expect(Array.from(m.lines), q).toEqual(brute);
        const ranked = Array.from(rankLines(index.headings, m, m.lines));
        expect([...ranked].sort((a, b) => a - b)).toEqual(Array.from(m.lines));
        const headings = Array.from(rankHeadings(index.headings, m));
        const expected = [...new Set(Array.from(m.lines, (i) => index.headings.of[i]!))].sort((a, b) => a - b);
        expect([...headings].sort((a, b) => a - b)).toEqual(expected);
        for (const h of headings) {
          const lines = Array.from(headingLines(index.headings, m, h, () => false));
          expect(lines.length).toBeGreaterThan(0);
          for (const i of lines) expect(index.headings.of[i]).toBe(h);
          // Best first.
          for (let k = 1; k < lines.length; k++) expect(lineScoreOf(m, lines[k - 1]!)).toBeGreaterThanOrEqual(lineScoreOf(m, lines[k]!));
        }
        // Chapters 98 and 99 after the others, unless the query gives a number.
        if (!m.numbered) {
          const late = headings.findIndex((h) => index.headings.digits[h]! >= '98');
          if (late >= 0) for (const h of headings.slice(late)) expect(index.headings.digits[h]! >= '98').toBe(true);
        }
        const p = index.match(groups, true);
        const all = new Set(p.lines);
        for (const i of m.lines) {
          expect(all.has(i)).toBe(true);
          expect(lineScoreOf(p, i)).toBe(lineScoreOf(m, i));
        }
        if (m.lines.length > 0) matched++;
        if (p.lines.length > m.lines.length) partialAdded++;
      }),
      { numRuns: 1500 },
    );
    expect(matched).toBeGreaterThan(100);
    expect(partialAdded).toBeGreaterThan(50);
  });

  it('rankLines is the order it documents, on the whole match and on any subset of it', () => {
    fc.assert(
      fc.property(schedule, query, fc.infiniteStream(fc.boolean()), (rows, q, keep) => {
        const index = createTextIndex(rows.length, (i) => ({ heading: rows[i]![0], above: rows[i]![1].slice(0, -1), own: rows[i]![1].slice(-1) }), SYNONYMS);
        const m = index.match(index.plan(q), true);
        const h = index.headings;
        const first = (i: number) => (m.numbered || h.digits[h.of[i]!]! < '98' ? 1 : 0);
        // The definition, as a comparison sort: chapters 1-97 first, line relevance, heading relevance, schedule order.
        const reference = (lines: number[]) =>
          [...lines].sort((a, b) => first(b) - first(a) || lineScoreOf(m, b) - lineScoreOf(m, a) || headingScoreOf(m, h.of[b]!) - headingScoreOf(m, h.of[a]!) || a - b);
        expect(Array.from(rankLines(h, m, m.lines))).toEqual(reference(Array.from(m.lines)));
        const some = Array.from(m.lines).filter(() => keep.next().value);
        expect(Array.from(rankLines(h, m, Int32Array.from(some)))).toEqual(reference(some));
      }),
      { numRuns: 1500 },
    );
  });
});
