import { pow10, type ExactDecimal } from './exact-decimal.ts';

/** a + b, exact; the result has the larger of the two scales. */
export const add = (a: ExactDecimal, b: ExactDecimal): ExactDecimal => {
  if (a.scale === b.scale) return { units: a.units + b.units, scale: a.scale };
  return a.scale > b.scale
    ? { units: a.units + b.units * pow10(a.scale - b.scale), scale: a.scale }
    : { units: a.units * pow10(b.scale - a.scale) + b.units, scale: b.scale };
};

/** Sum of any number of values; 0 for none. */
export const sum = (values: readonly ExactDecimal[]): ExactDecimal => {
  let total: ExactDecimal = { units: 0n, scale: 0 };
  for (const value of values) total = add(total, value);
  return total;
};
