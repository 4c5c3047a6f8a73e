import type { ExactDecimal } from './exact-decimal.ts';
import { toPlainString } from './format-decimal.ts';

const MAX_EXACT = BigInt(Number.MAX_SAFE_INTEGER);
// 10^0..10^22 are exact doubles.
const MAX_EXACT_SCALE = 22;

/**
 * The JSON number for a response: the double nearest the exact decimal, so
 * clients read 651.76, never 651.7599999. When units and 10^scale are both
 * exact doubles, one IEEE division is correctly rounded and gives that same
 * double without building a string (the hot path); otherwise the decimal
 * string is parsed, which is correctly rounded too.
 */
export const toJsonNumber = (value: ExactDecimal): number => {
  const { units, scale } = value;
  if (scale <= MAX_EXACT_SCALE && units <= MAX_EXACT && units >= -MAX_EXACT) {
    const result = Number(units) / 10 ** scale;
    return result === 0 ? 0 : result; // never -0
  }
  return Number(toPlainString(value));
};
