import { err, ok, type Result } from '../result.ts';
import type { DecimalError, ExactDecimal } from './exact-decimal.ts';
import { parseDecimal } from './parse-decimal.ts';

/**
 * A JSON number from a request, read exactly as written: String(n) is the
 * shortest string that round-trips to the same double, so 10027.1 becomes
 * exactly 10027.1 and not the binary fraction the double holds. -0 reads as 0.
 */
export const fromNumber = (value: number): Result<ExactDecimal, DecimalError> => {
  if (!Number.isFinite(value)) return err({ code: 'not-finite', value });
  // Safe integers are their own shortest form: skip the string (the common case).
  if (Number.isSafeInteger(value)) return ok({ units: BigInt(value), scale: 0 });
  return parseDecimal(String(value));
};
