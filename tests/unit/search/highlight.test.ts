/** Marking the matched words of a text (src/lib/search/highlight.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { highlight, marksOf } from '../../../src/lib/search/highlight.ts';

describe('highlight', () => {
  it('marks the words whose folded form matched, whatever their case, accents or hyphens', () => {
    expect(highlight('New pneumatic tires, of rubber:', ['tires', 'rubber'])).toEqual([
      { text: 'New pneumatic ', mark: false },
      { text: 'tires', mark: true },
      { text: ', of ', mark: false },
      { text: 'rubber', mark: true },
      { text: ':', mark: false },
    ]);
    expect(highlight('T-Shirts, Café', ['shirts', 'cafe'])).toEqual([
      { text: 'T-', mark: false },
      { text: 'Shirts', mark: true },
      { text: ', ', mark: false },
      { text: 'Café', mark: true },
    ]);
    // A word that only contains a matched word is not marked.
    expect(highlight('Sparkling wines', ['wine'])).toEqual([{ text: 'Sparkling wines', mark: false }]);
    expect(highlight('Wine', [])).toEqual([{ text: 'Wine', mark: false }]);
  });

  it('marks a word matched by a prefix on that prefix only, at the word start; whole words and keys whole', () => {
    // "car" begins "carts" and is the key of "cars"; "tyres" shares its key with "tires".
    const marks = marksOf([
      { query: 'car', words: ['carts', 'cars'] },
      { query: 'tyres', words: ['tires'] },
    ]);
    expect(highlight('Carts; motor cars; tires, Scarts', marks)).toEqual([
      { text: 'Car', mark: true },
      { text: 'ts; motor ', mark: false },
      { text: 'cars', mark: true },
      { text: '; ', mark: false },
      { text: 'tires', mark: true },
      { text: ', Scarts', mark: false },
    ]);
    // Through a synonym, the synonym's words are what was asked.
    expect(highlight('Sparkling wines', marksOf([{ query: 'champagne', words: ['sparkling', 'wines'], synonym: 'sparkling wine' }]))).toEqual([
      { text: 'Sparkling', mark: true },
      { text: ' ', mark: false },
      { text: 'wines', mark: true },
    ]);
    // A prefix is measured in the written word, accents and all.
    expect(highlight('Éclairs', marksOf([{ query: 'ecl', words: ['eclairs'] }]))).toEqual([
      { text: 'Écl', mark: true },
      { text: 'airs', mark: false },
    ]);
  });

  it('joined, the pieces are the text; every marked piece is a wanted word', () => {
    let marked = 0;
    const text = fc.array(fc.oneof(fc.constantFrom('wine', 'Wines', 'tire', 'Café', 't-shirt'), fc.string({ maxLength: 3 })), { maxLength: 8 }).map((w) => w.join(' '));
    fc.assert(
      fc.property(fc.oneof(fc.string(), text), fc.array(fc.constantFrom('wine', 'wines', 'cafe', 'shirt', 'tire'), { maxLength: 3 }), (t, words) => {
        const pieces = highlight(t, words);
        expect(pieces.map((p) => p.text).join('')).toBe(t);
        for (const p of pieces.filter((x) => x.mark)) {
          marked++;
          expect(words).toContain(p.text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase());
        }
      }),
      { numRuns: 1000 },
    );
    expect(marked).toBeGreaterThan(100);
  });
});
