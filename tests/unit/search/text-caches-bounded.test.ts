/**
 * The search's process-wide caches of texts read (explain.ts) and of words' keys (analyser.ts) are bounded by the bytes
 * they hold, not by how many entries: after every call they hold at most their budget, however many distinct texts
 * and words come through, and what they answer is the same as read afresh.
 */
import { describe, expect, it } from 'vitest';
import { KEY_BYTES, keyHeldBytes, termKey } from '../../../src/lib/search/analyser.ts';
import { EXPLAIN_BYTES, explainHeldBytes, explainMatch } from '../../../src/lib/search/explain.ts';
import { compileSynonyms, queryPlan } from '../../../src/lib/search/query-plan.ts';

const groups = queryPlan('frozen wines tyres', compileSynonyms([{ names: ['tyres'], schedule: ['tires'] }]));
/** Distinct texts of schedule-like words, long enough that a few thousand fill the budget several times over. */
const text = (i: number) =>
  `Frozen ${'wines of fresh grapes '.repeat(1 + (i % 3))}lot ${i}, of rubber tires other than new ${String(i * 7919).padStart(9, '0')} word${i}x${'long'.repeat(i % 40)}`;

describe('the texts explain has read', () => {
  it('hold at most EXPLAIN_BYTES after every call, and explain as texts read afresh', () => {
    const inputs = Array.from({ length: 6000 }, (_, i) => [text(i), text(i + 1), 'Sparkling wine']);
    let forgotten = 0;
    const first = inputs.map((texts) => {
      const before = explainHeldBytes();
      const answer = explainMatch(groups, texts);
      if (explainHeldBytes() < before) forgotten++;
      expect(explainHeldBytes()).toBeLessThanOrEqual(EXPLAIN_BYTES);
      return answer;
    });
    // The budget was reached, and the texts forgotten, more than once on the way.
    expect(forgotten).toBeGreaterThan(1);
    // Read again, in another order (other texts kept, others forgotten): the same answers.
    const again = [...inputs.keys()].reverse().map((i) => explainMatch(groups, inputs[i]!));
    expect(again.reverse()).toEqual(first);
  });
});

describe('the words whose keys were worked out', () => {
  it('hold at most KEY_BYTES, and every key is the one worked out afresh', () => {
    const words = Array.from({ length: 40_000 }, (_, i) => `${['tyre', 'wine', 'colour', 'fibre', 'shoe'][i % 5]}${'s'.repeat(i % 2)}${i.toString(36)}${'x'.repeat(i % 60)}`);
    let forgotten = 0;
    const keys = words.map((w) => {
      const before = keyHeldBytes();
      const k = termKey(w);
      if (keyHeldBytes() < before) forgotten++;
      expect(keyHeldBytes()).toBeLessThanOrEqual(KEY_BYTES);
      return k;
    });
    expect(forgotten).toBeGreaterThan(0);
    expect(words.map((w) => termKey(w))).toEqual(keys);
    expect(termKey('colours')).toBe(termKey('colour'));
  });
});
