/**
 * Why a hit matched (src/lib/search/explain.ts), read faster (each text's words kept, keys worked out once per call),
 * says exactly what the first reading said: the reference below is that reading, kept verbatim.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { termKey, tokens } from '../../../src/lib/search/analyser.ts';
import { explainMatch } from '../../../src/lib/search/explain.ts';
import type { QueryGroup, QueryWord } from '../../../src/lib/search/query-plan.ts';
import { createTextIndex } from '../../../src/lib/search/text-index.ts';
import { SYNONYMS, text, word } from './generated-schedule.ts';

const wordsMatching = (word: QueryWord, words: readonly string[]): string[] => words.filter((w) => w.startsWith(word.word) || termKey(w) === word.key);
const matchAll = (alternative: readonly QueryWord[], words: readonly string[]): string[] | undefined => {
  const found = new Set<string>();
  for (const w of alternative) {
    const hits = wordsMatching(w, words);
    if (hits.length === 0) return undefined;
    for (const h of hits) found.add(h);
  }
  return words.filter((w) => found.has(w));
};
const reference = (groups: readonly QueryGroup[], texts: readonly string[]) => {
  const words = [...new Set(texts.flatMap(tokens))];
  return groups.map((g) => {
    const query = g.words.map((w) => w.word).join(' ');
    const literal = matchAll(g.words, words);
    if (literal) return { query, words: literal };
    for (const alt of g.synonyms) {
      const found = matchAll(alt, words);
      if (found) return { query, words: found, synonym: alt.map((w) => w.word).join(' ') };
    }
    return { query, words: [] };
  });
};

const query = fc.array(fc.oneof(word, fc.constantFrom('tyres', 'car', 'jumper', 'o', 'ca', 'Sweater', '87', '0', '20', '2nd', '8701.20')), { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));
const digits = fc.stringMatching(/^[0-9]{1,10}(\.[0-9]{1,4}){0,3}\.?$/);
const texts = fc.array(fc.oneof(text, digits, fc.constantFrom('8701.20.00', '8701200010', 'Other: Of wool', '4011.10.10 tires', '.')), { minLength: 1, maxLength: 6 });

describe('why it matched', () => {
  it('says what the first reading said, asked once or again', () => {
    const index = createTextIndex(1, () => ({ heading: '0101', above: [], own: ['x'] }), SYNONYMS);
    fc.assert(
      fc.property(query, texts, (q, t) => {
        const groups = index.plan(q);
        expect(explainMatch(groups, t)).toEqual(reference(groups, t));
        expect(explainMatch(groups, t)).toEqual(reference(groups, t));
      }),
      { numRuns: 1000 },
    );
  });

  it('reads a number as the analyser does, its digit groups their own keys', () => {
    fc.assert(
      fc.property(digits, (d) => {
        for (const w of tokens(d)) expect(termKey(w)).toBe(w);
        const groups = createTextIndex(1, () => ({ heading: '0101', above: [], own: ['x'] })).plan(tokens(d).join(' ') || '0');
        expect(explainMatch(groups, [d, 'wool'])).toEqual(reference(groups, [d, 'wool']));
      }),
      { numRuns: 500 },
    );
  });
});
