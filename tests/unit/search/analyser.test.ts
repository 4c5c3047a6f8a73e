/** The search analyser: folding, keys shared by inflections and British spellings, never a throw. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { americanSpelling, analyse, stem, termKey } from '../../../src/lib/search/analyser.ts';
import { SYNONYMS } from '../../../src/data/search-synonyms.ts';
import { compileSynonyms, queryPlan } from '../../../src/lib/search/query-plan.ts';

const TABLE = compileSynonyms(SYNONYMS.entries);

describe('analyser', () => {
  it('folds case, accents, punctuation and hyphens', () => {
    expect(analyse('T-Shirts, Café-crème!').map((w) => w.word)).toEqual(['t', 'shirts', 'cafe', 'creme']);
  });

  it.each([
    ['whisky', 'whiskies'],
    ['tomato', 'tomatoes'],
    ['shoe', 'shoes'],
    ['box', 'boxes'],
    ['knife', 'knives'],
    ['battery', 'batteries'],
    ['printing', 'printed'],
    ['tyre', 'tires'],
    ['colour', 'colored'],
    ['aluminium', 'aluminum'],
    ['jewellery', 'jewelry'],
    ['fibre', 'fibers'],
    ['grey', 'gray'],
    ['bus', 'buses'],
    ['wooden', 'wood'],
    ['woollen', 'wool'],
  ])('%s and %s share a key', (a, b) => {
    expect(termKey(a)).toBe(termKey(b));
  });

  it.each([
    ['general', 'generator'],
    ['organ', 'organic'],
    ['four', 'for'],
    ['flour', 'flor'],
  ])('%s and %s do not', (a, b) => {
    expect(termKey(a)).not.toBe(termKey(b));
  });

  it('respells only British roots, not look-alike suffixes', () => {
    expect(americanSpelling('colours')).toBe('colors');
    expect(americanSpelling('flour')).toBe('flour');
    expect(americanSpelling('merchandise')).toBe('merchandise');
    expect(stem('gas')).toBe('gas');
    expect([stem('species'), stem('series'), stem('news'), stem('glasses')]).toEqual(['species', 'series', 'news', 'glass']);
  });

  it('never throws on any text, and every key is a non-empty word', () => {
    let words = 0;
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), fc.stringMatching(/^[a-z ]{0,30}$/)), (text) => {
        for (const w of analyse(text)) {
          words++;
          expect(w.word).toMatch(/^[a-z0-9]+$/);
          expect(w.key).toMatch(/^[a-z0-9]+$/);
        }
        queryPlan(text, TABLE);
      }),
      { numRuns: 3000 },
    );
    expect(words).toBeGreaterThan(1500);
    // 2 s on a quiet machine, 40 s seen on a busy one: room so a loaded CI machine does not fail it on time alone.
  }, 120_000);
});

describe('synonym table', () => {
  it('has hundreds of entries, each with a source', () => {
    expect(SYNONYMS.entries.length).toBeGreaterThan(300);
    for (const e of SYNONYMS.entries) expect(e.source.length, e.names.join('|')).toBeGreaterThan(10);
  });

  it('reads the longest name at each place: "cell phone" is one group, with its schedule phrases', () => {
    const plan = queryPlan('cheap cell phones', TABLE);
    expect(plan.map((g) => g.words.map((w) => w.word))).toEqual([['cheap'], ['cell', 'phones']]);
    expect(plan[1]!.synonyms.map((s) => s.map((w) => w.word).join(' '))).toContain('telephones for cellular networks');
    expect(plan[0]!.synonyms).toEqual([]);
  });

  it('a name is matched by its key: sneaker finds the sneakers entry', () => {
    expect(queryPlan('sneaker', TABLE)[0]!.synonyms.length).toBeGreaterThan(0);
    expect(queryPlan('whiskey', TABLE)[0]!.synonyms.map((s) => s.map((w) => w.word).join(' '))).toContain('whiskies');
  });

  it('an empty table reads every word alone', () => {
    expect(queryPlan('cell phone', compileSynonyms([])).map((g) => g.synonyms.length)).toEqual([0, 0]);
  });
});
