/** Relevance order (issue 14) on a small corpus: the rules, each shown by the lines it moves. */
import { describe, expect, it } from 'vitest';
import { bestFirst } from '../../../src/lib/query/scan-index.ts';
import { createTextIndex } from '../../../src/lib/search/text-index.ts';

/** Lines as [descriptions above, own description]. */
const corpus: [string[], string][] = [
  [[], 'T-shirts, singlets and tank tops'], // 0: heading, own whole words
  [['T-shirts, singlets and tank tops'], 'Of cotton'], // 1: only through the heading above
  [[], 'Shirts of wool'], // 2: own, "shirt" through its key
  [[], 'Shirtings'], // 3: own, prefix
  [[], 'Sparkling wine'], // 4: no match
  [[], 'Sneaker parts'], // 5
  [[], 'Shirt'], // 6: own, whole word
];
const index = createTextIndex(corpus.length, (i) => ({ above: corpus[i]![0], own: [corpus[i]![1]] }), [{ names: ['tee'], schedule: ['singlets'] }]);
const ranked = (q: string) => {
  const scores = index.match(index.plan(q));
  const kept = Int32Array.from(corpus.flatMap((_, i) => (scores[i] !== 0 ? [i] : [])));
  return Array.from(bestFirst(kept, scores));
};

describe('relevance', () => {
  it('own description above the path, whole word above prefix above key; ties in schedule order', () => {
    // Whole word (6), then prefixes (0, 2, 3 in schedule order), then the line matched only through its heading.
    expect(ranked('shirt')).toEqual([6, 0, 2, 3, 1]);
    // A prefix (3: shirtings) above a key (shirting -> shirt: 0, 2, 6), own above the path (1).
    expect(ranked('shirting')).toEqual([3, 0, 2, 6, 1]);
  });

  it('a synonym only adds lines, ranked below literal matches of the same place', () => {
    expect(ranked('tee')).toEqual([0, 1]);
    expect(ranked('sparkling')).toEqual([4]);
  });

  it('bestFirst is a stable permutation', () => {
    const scores = Uint16Array.from([3, 1, 3, 2, 1, 3]);
    expect(Array.from(bestFirst(Int32Array.from([0, 1, 2, 3, 4, 5]), scores))).toEqual([0, 2, 5, 3, 1, 4]);
    expect(Array.from(bestFirst(new Int32Array(0), scores))).toEqual([]);
  });
});
