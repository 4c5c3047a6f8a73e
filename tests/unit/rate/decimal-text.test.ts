import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalDecimal, mixedToPercent, percentToMixed, shiftDecimal } from '../../../src/lib/rate/decimal-text.ts';
import { percentRatio } from '../../../src/lib/rate/percent-ratio.ts';

describe('decimal text', () => {
  it.each([
    ['01.50', '1.5'], ['5.00', '5'], ['0', '0'], ['0.0', '0'], ['1,000', '1000'], ['.5', '0.5'],
  ])('canonicalDecimal(%j) = %j', (input, out) => expect(canonicalDecimal(input)).toBe(out));

  it.each([
    ['6.3', -2, '0.063'], ['0.020668', -2, '0.00020668'], ['1.32', -2, '0.0132'], ['74', -2, '0.74'],
    ['0.063', 2, '6.3'], ['1', 2, '100'], ['0', 2, '0'],
  ] as const)('shiftDecimal(%j, %d) = %j', (input, places, out) => expect(shiftDecimal(input, places)).toBe(out));

  it('shifting cents to dollars and back is exact', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), fc.integer({ min: 0, max: 8 }), (n, places) => {
        const cents = shiftDecimal(String(n), -places);
        expect(shiftDecimal(shiftDecimal(cents, -2), 2)).toBe(cents);
      }),
    );
  });

  it('keeps a fraction percent exact, and a terminating one as a decimal', () => {
    expect(mixedToPercent('33', '1', '3')).toBe('100/3');
    expect(mixedToPercent('12', '1', '2')).toBe('12.5');
    expect(mixedToPercent('0', '2', '6')).toBe('1/3');
    expect(mixedToPercent('7', '3', '8')).toBe('7.375');
    expect(mixedToPercent('1', '1', '0')).toBeNull();
    expect(percentToMixed('100/3')).toBe('33 1/3');
    expect(percentToMixed('1/3')).toBe('1/3');
    expect(percentToMixed('6.5')).toBe('6.5');
  });

  it('gives the estimator an exact ratio for every percent', () => {
    expect(percentRatio('6.5')).toEqual({ numerator: 65n, denominator: 10n });
    expect(percentRatio('100/3')).toEqual({ numerator: 100n, denominator: 3n });
    expect(percentRatio('-0.5')).toEqual({ numerator: -5n, denominator: 10n });
    expect(percentRatio('25')).toEqual({ numerator: 25n, denominator: 1n });
    expect(() => percentRatio('1/0')).toThrow();
  });
});
