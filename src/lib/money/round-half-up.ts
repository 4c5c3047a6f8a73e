import { pow10, rescale, type ExactDecimal } from './exact-decimal.ts';

/**
 * Rounds to `scale` decimal places, halves away from zero (commercial
 * rounding: 651.755 -> 651.76, -0.005 -> -0.01). The result has exactly
 * `scale` places, so it formats as a fixed-scale string.
 */
export const roundHalfUp = (value: ExactDecimal, scale: number): ExactDecimal => {
  if (value.scale <= scale) return rescale(value, scale);
  const divisor = pow10(value.scale - scale);
  const negative = value.units < 0n;
  const magnitude = negative ? -value.units : value.units;
  let quotient = magnitude / divisor;
  if ((magnitude % divisor) * 2n >= divisor) quotient += 1n;
  return { units: negative ? -quotient : quotient, scale };
};

/** True when rounding to `scale` places changes the value. */
export const needsRounding = (value: ExactDecimal, scale: number): boolean =>
  value.scale > scale && value.units % pow10(value.scale - scale) !== 0n;
