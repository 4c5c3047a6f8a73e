/** Number text: the function data's compact spelling of long lists of small numbers. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeNumbers, encodeNumbers } from '../../../src/lib/datasets/number-text.ts';

describe('number text', () => {
  it('round-trips any list of 31-bit non-negative integers', () => {
    let long = 0;
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.nat({ max: 40 }), fc.nat({ max: 0x7fffffff }))), (numbers) => {
        if (numbers.length > 5) long++;
        expect(Array.from(decodeNumbers(encodeNumbers(numbers)))).toEqual(numbers);
      }),
      { numRuns: 1000 },
    );
    expect(long).toBeGreaterThan(300);
  });

  it('a number under 32 is one character; 32 takes two; the text is JSON-safe', () => {
    expect(encodeNumbers([0, 31])).toHaveLength(2);
    expect(encodeNumbers([32])).toHaveLength(2);
    expect(encodeNumbers([0x7fffffff])).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('refuses what it cannot spell or read', () => {
    expect(() => encodeNumbers([-1])).toThrow(RangeError);
    expect(() => encodeNumbers([1.5])).toThrow(RangeError);
    expect(() => encodeNumbers([2 ** 31])).toThrow(RangeError);
    expect(() => decodeNumbers('A!')).toThrow(RangeError);
    expect(() => decodeNumbers('g')).toThrow(RangeError);
  });
});
