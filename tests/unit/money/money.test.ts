import { describe, expect, it } from 'vitest';
import {
  add,
  compare,
  divideHalfUp,
  exactDecimal,
  fromNumber,
  multiply,
  needsRounding,
  parseDecimal,
  roundHalfUp,
  subtract,
  toFixedString,
  toGroupedString,
  toJsonNumber,
  toPlainString,
  type ExactDecimal,
} from '../../../src/lib/money/index.ts';

const d = (text: string): ExactDecimal => {
  const result = parseDecimal(text);
  if (!result.ok) throw new Error(`bad decimal in test: ${text}`);
  return result.value;
};
const plain = (value: ExactDecimal): string => toPlainString(value);

describe('parseDecimal', () => {
  it.each([
    ['6.5', 65n, 1],
    ['0.063', 63n, 3],
    ['-0.063', -63n, 3],
    ['750', 750n, 0],
    ['750.000', 750n, 0],
    ['1e-7', 1n, 7],
    ['1.5e+21', 1500000000000000000000n, 0],
    ['+2', 2n, 0],
  ])('reads %s exactly', (text, units, scale) => {
    expect(parseDecimal(text)).toEqual({ ok: true, value: { units, scale } });
  });

  it.each(['', '.5', '5.', '1,000', 'abc', '1e', '0x10', ' 1', 'NaN', '1e999'])('refuses %j', (text) => {
    expect(parseDecimal(text)).toEqual({ ok: false, error: { code: 'not-a-decimal', text } });
  });
});

describe('fromNumber', () => {
  it('reads the shortest round-trip string, not the binary fraction', () => {
    // 0.1 as a double is 0.1000000000000000055511151231257827...; the request meant 0.1.
    expect(fromNumber(0.1)).toEqual({ ok: true, value: { units: 1n, scale: 1 } });
    expect(fromNumber(10027)).toEqual({ ok: true, value: { units: 10027n, scale: 0 } });
    expect(fromNumber(1e-7)).toEqual({ ok: true, value: { units: 1n, scale: 7 } });
    expect(fromNumber(1e21)).toEqual({ ok: true, value: { units: 10n ** 21n, scale: 0 } });
  });

  it('reads -0 as 0, and gives it back as +0, never -0', () => {
    // A bigint has no -0, so the sign can only leak where the value turns back into text or a double.
    const result = fromNumber(-0);
    expect(result).toEqual({ ok: true, value: { units: 0n, scale: 0 } });
    if (!result.ok) return;
    expect(toFixedString(result.value)).toBe('0');
    expect(toPlainString(result.value)).toBe('0');
    expect(Object.is(toJsonNumber(result.value), 0)).toBe(true);
    expect(Object.is(toJsonNumber(multiply(result.value, d('-6.5'))), 0)).toBe(true);
    expect(Object.is(toJsonNumber(roundHalfUp(d('-0.001'), 2)), 0)).toBe(true);
  });

  it.each([Number.NaN, Infinity, -Infinity])('refuses %s', (value) => {
    expect(fromNumber(value)).toEqual({ ok: false, error: { code: 'not-finite', value } });
  });
});

describe('arithmetic', () => {
  it('adds across scales', () => {
    expect(plain(add(d('44'), d('75.36')))).toBe('119.36');
    expect(plain(add(d('0.1'), d('0.2')))).toBe('0.3'); // 0.30000000000000004 in floats
    expect(plain(subtract(d('1'), d('0.001')))).toBe('0.999');
  });

  it('multiplies exactly', () => {
    expect(plain(multiply(d('0.065'), d('10027')))).toBe('651.755');
    expect(plain(multiply(d('0.063'), d('750')))).toBe('47.25');
    expect(plain(multiply(d('0.314'), d('240')))).toBe('75.36');
    expect(plain(multiply(d('-1.5'), d('2')))).toBe('-3');
  });

  it('compares regardless of scale', () => {
    expect(compare(d('1.50'), exactDecimal(15n, 1))).toBe(0);
    expect(compare(d('1.499'), d('1.5'))).toBe(-1);
    expect(compare(d('2'), d('1.999999'))).toBe(1);
    expect(compare(d('-2'), d('1'))).toBe(-1);
  });
});

describe('roundHalfUp', () => {
  it.each([
    ['651.755', '651.76'], // binary floats give 651.75
    ['651.754', '651.75'],
    ['651.7549999', '651.75'],
    ['0.005', '0.01'],
    ['0.004', '0.00'],
    ['-0.005', '-0.01'],
    ['-651.755', '-651.76'],
    ['47.25', '47.25'],
    ['3', '3.00'],
    ['1.005', '1.01'], // Math.round(1.005 * 100) / 100 gives 1
  ])('%s -> %s', (input, output) => {
    expect(toFixedString(roundHalfUp(d(input), 2))).toBe(output);
  });

  it('knows when rounding changes the value', () => {
    expect(needsRounding(d('651.755'), 2)).toBe(true);
    expect(needsRounding(d('47.25'), 2)).toBe(false);
    expect(needsRounding(exactDecimal(4725000n, 5), 2)).toBe(false);
  });
});

describe('divideHalfUp', () => {
  it('gives the effective ad valorem rates of the estimator', () => {
    expect(plain(divideHalfUp(d('47.25'), d('5000'), 6))).toBe('0.00945');
    expect(plain(divideHalfUp(d('47.25'), d('2000'), 6))).toBe('0.023625');
    expect(plain(divideHalfUp(d('1'), d('3'), 6))).toBe('0.333333');
    expect(plain(divideHalfUp(d('2'), d('3'), 6))).toBe('0.666667');
    expect(plain(divideHalfUp(d('1'), d('-8'), 2))).toBe('-0.13');
  });

  it('refuses a zero divisor as a broken invariant', () => {
    expect(() => divideHalfUp(d('1'), d('0'), 2)).toThrow(RangeError);
  });
});

describe('formatting', () => {
  it('formats fixed, plain, grouped and JSON', () => {
    expect(toFixedString(exactDecimal(5n, 3))).toBe('0.005');
    expect(toFixedString(exactDecimal(-5n, 3))).toBe('-0.005');
    expect(toGroupedString(roundHalfUp(d('10027'), 2))).toBe('10,027.00');
    expect(toGroupedString(d('1234567.891'))).toBe('1,234,567.891');
    expect(toGroupedString(d('-1000'))).toBe('-1,000');
    expect(toGroupedString(d('999'))).toBe('999');
    expect(toJsonNumber(roundHalfUp(d('651.755'), 2))).toBe(651.76);
    expect(toJsonNumber(d('0.023625'))).toBe(0.023625);
  });
});
