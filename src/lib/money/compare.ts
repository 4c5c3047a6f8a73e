import { pow10, type ExactDecimal } from './exact-decimal.ts';

/** -1, 0 or 1 as a is less than, equal to or greater than b; scale does not matter (1.50 = 1.5). */
export const compare = (a: ExactDecimal, b: ExactDecimal): -1 | 0 | 1 => {
  let x = a.units;
  let y = b.units;
  if (a.scale > b.scale) y *= pow10(a.scale - b.scale);
  else if (b.scale > a.scale) x *= pow10(b.scale - a.scale);
  return x < y ? -1 : x > y ? 1 : 0;
};

export const equals = (a: ExactDecimal, b: ExactDecimal): boolean => compare(a, b) === 0;
export const max = (a: ExactDecimal, b: ExactDecimal): ExactDecimal => (compare(a, b) >= 0 ? a : b);
export const min = (a: ExactDecimal, b: ExactDecimal): ExactDecimal => (compare(a, b) <= 0 ? a : b);
