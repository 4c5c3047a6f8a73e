import { err, ok, type Result } from '../result.ts';
import { exactDecimal, normalise, pow10, type DecimalError, type ExactDecimal } from './exact-decimal.ts';

// Plain or exponent notation, the shapes JSON and Number#toString produce.
const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;
// Beyond this an exponent is not a plausible amount; refusing keeps bigints small.
const MAX_EXPONENT = 400;

/** Reads "6.5", "-0.063", "1e-7" or "1.5e+21" exactly. */
export const parseDecimal = (text: string): Result<ExactDecimal, DecimalError> => {
  const match = DECIMAL.exec(text);
  if (match === null) return err({ code: 'not-a-decimal', text });
  const [, sign, whole, fraction = '', exponentText] = match;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  if (Math.abs(exponent) > MAX_EXPONENT) return err({ code: 'not-a-decimal', text });
  let units = BigInt(whole! + fraction);
  let scale = fraction.length - exponent;
  if (scale < 0) {
    units *= pow10(-scale);
    scale = 0;
  }
  if (sign === '-') units = -units;
  return ok(normalise(exactDecimal(units, scale)));
};
