/** Scoring a ranking against expected headings (src/lib/search/ranking-quality.ts). */
import { describe, expect, it } from 'vitest';
import { rankOf, RankingQuery, scoreRanking } from '../../../src/lib/search/ranking-quality.ts';

describe('ranking quality', () => {
  it('ranks the first right heading, alternatives included, and scores top-1, top-3 and mean reciprocal rank', () => {
    expect(rankOf({ heading: '6203', also: ['6204'] }, ['5209', '6204', '6203'])).toBe(2);
    expect(rankOf({ heading: '4011' }, ['4012'])).toBe(0);
    const score = scoreRanking([
      { query: { q: 'a', heading: '1111' }, ranked: ['1111', '2222'] },
      { query: { q: 'b', heading: '2222' }, ranked: ['1111', '3333', '2222'] },
      { query: { q: 'c', heading: '4444' }, ranked: ['1111'] },
      { query: { q: 'd', heading: '5555' }, ranked: ['6666', '5555'] },
    ]);
    expect(score).toMatchObject({ n: 4, top1: 0.25, top3: 0.75 });
    expect(score.mrr).toBeCloseTo((1 + 1 / 3 + 0 + 1 / 2) / 4, 10);
    expect(score.misses).toEqual([
      { q: 'b', rank: 3, first: '1111' },
      { q: 'c', rank: 0, first: '1111' },
      { q: 'd', rank: 2, first: '6666' },
    ]);
    expect(scoreRanking([])).toMatchObject({ n: 0, top1: 0, mrr: 0 });
  });

  it('an expectation needs a source: a quote of the heading or a line, or a citation', () => {
    expect(RankingQuery.safeParse({ q: 'tractor', heading: '8701', source: { kind: 'heading-text', quote: 'Tractors' } }).success).toBe(true);
    expect(RankingQuery.safeParse({ q: 'tractor', heading: '8701' }).success).toBe(false);
    expect(RankingQuery.safeParse({ q: 'tractor', heading: '8701', source: { kind: 'note', citation: 'short' } }).success).toBe(false);
    expect(RankingQuery.safeParse({ q: 'tractor', heading: '870', source: { kind: 'heading-text', quote: 'Tractors' } }).success).toBe(false);
  });
});
