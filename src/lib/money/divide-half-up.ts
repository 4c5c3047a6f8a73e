import { pow10, type ExactDecimal } from './exact-decimal.ts';

/**
 * a ÷ b rounded half away from zero to `scale` places, computed exactly in
 * integers (used for the effective ad valorem rate). b must not be zero:
 * callers decide what a zero divisor means.
 */
export const divideHalfUp = (a: ExactDecimal, b: ExactDecimal, scale: number): ExactDecimal => {
  if (b.units === 0n) throw new RangeError('division by zero');
  // a/b * 10^scale = (a.units * 10^(scale + b.scale)) / (b.units * 10^a.scale)
  let numerator = a.units * pow10(scale + b.scale);
  let denominator = b.units * pow10(a.scale);
  if (denominator < 0n) {
    numerator = -numerator;
    denominator = -denominator;
  }
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  let quotient = magnitude / denominator;
  if ((magnitude % denominator) * 2n >= denominator) quotient += 1n;
  return { units: negative ? -quotient : quotient, scale };
};
