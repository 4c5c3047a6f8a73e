/** Why a hit matched (src/lib/search/explain.ts), read from a line's texts with the index's rules. */
import { describe, expect, it } from 'vitest';
import { explainMatch } from '../../../src/lib/search/explain.ts';
import { compileSynonyms, queryPlan } from '../../../src/lib/search/query-plan.ts';

const TABLE = compileSynonyms([
  { names: ['champagne'], schedule: ['sparkling wine'] },
  { names: ['tyre', 'tyres'], schedule: ['tires'] },
]);
const explain = (q: string, texts: string[]) => explainMatch(queryPlan(q, TABLE), texts);

describe('why a hit matched', () => {
  it('names the schedule words each query word matched: prefix, stem, spelling', () => {
    expect(explain('sparkl wines', ['Wine of fresh grapes:', 'Sparkling wine'])).toEqual([
      { query: 'sparkl', words: ['sparkling'] },
      { query: 'wines', words: ['wine'] },
    ]);
    expect(explain('tyres', ['New pneumatic tires, of rubber:'])).toEqual([{ query: 'tyres', words: ['tires'] }]);
  });

  it('names the synonym phrase when the words as typed do not match, and nothing when nothing matched', () => {
    expect(explain('champagne', ['Wine of fresh grapes:', 'Sparkling wine'])).toEqual([{ query: 'champagne', words: ['wine', 'sparkling'], synonym: 'sparkling wine' }]);
    expect(explain('champagne whisky', ['Sparkling wine'])).toEqual([
      { query: 'champagne', words: ['sparkling', 'wine'], synonym: 'sparkling wine' },
      { query: 'whisky', words: [] },
    ]);
  });

  it('a number matches the number', () => {
    expect(explain('2204.10', ['Sparkling wine', '2204.10.00', '2204100000'])).toEqual([
      { query: '2204', words: ['2204', '2204100000'] },
      { query: '10', words: ['10'] },
    ]);
  });
});
