/** formatCount writes whole numbers without ICU (its first use is a cold start's cost), exactly as ICU's en-US does. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCount } from '../../../src/lib/site/format.ts';

describe('formatCount', () => {
  it('equals toLocaleString("en-US") for whole numbers, negative, small and up to the largest safe integer', () => {
    for (const n of [0, 7, 999, 1000, 5000, 10_027, 999_999, 1_000_000, -1, -1234, -1_000_000, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
    }
    fc.assert(fc.property(fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (n) => formatCount(n) === n.toLocaleString('en-US')));
  });

  it('hands anything else to ICU, as before', () => {
    for (const n of [0.5, 1234.5678, -0, 1e21, Number.NaN, Number.POSITIVE_INFINITY]) expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
  });
});
