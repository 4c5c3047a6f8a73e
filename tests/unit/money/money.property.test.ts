import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  compare,
  exactDecimal,
  fromNumber,
  multiply,
  ONE,
  parseDecimal,
  roundHalfUp,
  subtract,
  toFixedString,
  toPlainString,
  type ExactDecimal,
} from '../../../src/lib/money/index.ts';

const decimal = fc
  .record({ units: fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), scale: fc.integer({ min: 0, max: 8 }) })
  .map(({ units, scale }) => exactDecimal(units, scale));

const same = (a: ExactDecimal, b: ExactDecimal): boolean => compare(a, b) === 0;

describe('money properties', () => {
  it('add is commutative and associative', () => {
    fc.assert(fc.property(decimal, decimal, (a, b) => same(add(a, b), add(b, a))));
    fc.assert(fc.property(decimal, decimal, decimal, (a, b, c) => same(add(add(a, b), c), add(a, add(b, c)))));
  });

  it('multiply by 1 is the identity, and distributes over add', () => {
    fc.assert(fc.property(decimal, (a) => same(multiply(a, ONE), a)));
    fc.assert(
      fc.property(decimal, decimal, decimal, (a, b, c) => same(multiply(a, add(b, c)), add(multiply(a, b), multiply(a, c)))),
    );
  });

  it('subtract undoes add', () => {
    fc.assert(fc.property(decimal, decimal, (a, b) => same(subtract(add(a, b), b), a)));
  });

  it('roundHalfUp stays within half a unit of the last place, and is idempotent', () => {
    const half = exactDecimal(5n, 3);
    fc.assert(
      fc.property(decimal, (a) => {
        const rounded = roundHalfUp(a, 2);
        const gap = subtract(rounded, a);
        const magnitude = gap.units < 0n ? exactDecimal(-gap.units, gap.scale) : gap;
        expect(compare(magnitude, half)).toBeLessThanOrEqual(0);
        expect(rounded.scale).toBe(2);
        expect(same(roundHalfUp(rounded, 2), rounded)).toBe(true);
      }),
    );
  });

  it('rounds every exact .5 case away from zero', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), (cents) => {
        // cents + 0.5 cent: the x.xx5 case
        const value = exactDecimal(cents * 10n + (cents < 0n ? -5n : 5n), 3);
        const expected = cents < 0n ? cents - 1n : cents + 1n;
        expect(roundHalfUp(value, 2)).toEqual({ units: expected, scale: 2 });
      }),
    );
  });

  it('rounding is monotonic', () => {
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        if (compare(a, b) <= 0) expect(compare(roundHalfUp(a, 2), roundHalfUp(b, 2))).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('parse and format round-trip', () => {
    fc.assert(
      fc.property(decimal, (a) => {
        const back = parseDecimal(toFixedString(a));
        expect(back.ok && same(back.value, a)).toBe(true);
      }),
    );
  });

  it('fromNumber reads any finite double as its shortest round-trip string', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        const result = fromNumber(n);
        expect(result.ok).toBe(true);
        if (result.ok) expect(Number(toPlainString(result.value))).toBe(n === 0 ? 0 : n);
      }),
    );
  });
});
