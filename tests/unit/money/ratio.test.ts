import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addRatio,
  compare,
  compareRatio,
  exactDecimal,
  parseDecimal,
  ratio,
  ratioNeedsRounding,
  ratioOf,
  ratioToDecimal,
  roundHalfUp,
  roundRatioHalfUp,
  scaleRatio,
  toFixedString,
  toPlainString,
  type ExactDecimal,
} from '../../../src/lib/money/index.ts';

const d = (text: string): ExactDecimal => {
  const r = parseDecimal(text);
  if (!r.ok) throw new Error(text);
  return r.value;
};

describe('ratio', () => {
  it('holds 33 1/3% of a value exactly and rounds it once', () => {
    const third = ratio(100n, 300n); // 33 1/3% = 100/3 per cent
    const duty = scaleRatio(third, d('1000.01')); // 333.33666...
    expect(ratioToDecimal(duty)).toBeNull();
    expect(toFixedString(roundRatioHalfUp(duty, 2))).toBe('333.34');
    expect(toFixedString(roundRatioHalfUp(duty, 6))).toBe('333.336667');
    expect(ratioNeedsRounding(duty, 2)).toBe(true);
    // three thirds sum to exactly the whole
    const whole = addRatio(addRatio(duty, duty), duty);
    expect(toPlainString(ratioToDecimal(whole)!)).toBe('1000.01');
  });

  it('reads terminating ratios back as decimals', () => {
    expect(toPlainString(ratioToDecimal(ratio(651755n, 1000n))!)).toBe('651.755');
    expect(toPlainString(ratioToDecimal(ratio(1n, 8n))!)).toBe('0.125');
    expect(toPlainString(ratioToDecimal(ratio(-3n, -4n))!)).toBe('0.75');
    expect(ratioToDecimal(ratio(1n, 6n))).toBeNull();
    expect(() => ratio(1n, 0n)).toThrow(RangeError);
  });

  it('rounds half away from zero', () => {
    expect(toFixedString(roundRatioHalfUp(ratio(1n, 200n), 2))).toBe('0.01'); // 0.005
    expect(toFixedString(roundRatioHalfUp(ratio(-1n, 200n), 2))).toBe('-0.01');
    expect(toFixedString(roundRatioHalfUp(ratio(1n, 3n), 2))).toBe('0.33');
    expect(toFixedString(roundRatioHalfUp(ratio(2n, 3n), 2))).toBe('0.67');
  });

  it('agrees with decimal arithmetic on decimals', () => {
    const decimal = fc
      .record({ units: fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), scale: fc.integer({ min: 0, max: 6 }) })
      .map(({ units, scale }) => exactDecimal(units, scale));
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        const sum = addRatio(ratioOf(a), ratioOf(b));
        expect(roundRatioHalfUp(sum, 2)).toEqual(roundHalfUp(ratioToDecimal(sum)!, 2));
        expect(compareRatio(ratioOf(a), ratioOf(b))).toBe(compare(a, b));
      }),
    );
  });
});
