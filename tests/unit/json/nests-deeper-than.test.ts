/** nestsDeeperThan: the depth of a parsed JSON value, judged without recursion, so any depth JSON.parse takes. */
import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from '../../../src/lib/json/nests-deeper-than.ts';

const objects = (levels: number): unknown => JSON.parse('{"a":'.repeat(levels - 1) + '{}' + '}'.repeat(levels - 1));
const arrays = (levels: number): unknown => JSON.parse('['.repeat(levels) + ']'.repeat(levels));

describe('nestsDeeperThan', () => {
  it('counts an object or array as level 1 and each one inside it as a level more; scalars are no level', () => {
    for (const scalar of [null, 1, 'text', true]) expect(nestsDeeperThan(scalar, 0)).toBe(false);
    expect(nestsDeeperThan({}, 0)).toBe(true);
    expect(nestsDeeperThan({}, 1)).toBe(false);
    expect(nestsDeeperThan({ a: 1, b: 'x', c: null }, 1)).toBe(false);
    expect(nestsDeeperThan({ a: [1] }, 1)).toBe(true);
    expect(nestsDeeperThan({ a: [1] }, 2)).toBe(false);
    for (const make of [objects, arrays]) {
      expect(nestsDeeperThan(make(32), 32)).toBe(false);
      expect(nestsDeeperThan(make(33), 32)).toBe(true);
    }
  });

  it('finds the deepest branch wherever it is, beside shallow ones', () => {
    const value = { lines: [{ htsno: '2204' }, { quantities: { liter: 1 } }, [[[[{}]]]]] };
    expect(nestsDeeperThan(value, 6)).toBe(true);
    expect(nestsDeeperThan(value, 7)).toBe(false);
  });

  it('judges 1,000,000 levels without overflowing the stack, where JSON.stringify does', () => {
    const deep = arrays(1_000_000);
    expect(() => JSON.stringify(deep)).toThrow(RangeError);
    expect(nestsDeeperThan(deep, 32)).toBe(true);
  });
});
