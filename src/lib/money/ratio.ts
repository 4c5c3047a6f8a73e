import { normalise, pow10, type ExactDecimal } from './exact-decimal.ts';

/**
 * An exact rational number, for the few duties no finite decimal holds
 * (33 1/3% of a value). `denominator` is always positive. Sums are exact;
 * the only rounding is `roundRatioHalfUp`, done once at the end.
 */
export interface Ratio {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

export const ratio = (numerator: bigint, denominator: bigint): Ratio => {
  if (denominator === 0n) throw new RangeError('ratio with a zero denominator');
  return denominator < 0n ? { numerator: -numerator, denominator: -denominator } : { numerator, denominator };
};

export const ratioOf = (value: ExactDecimal): Ratio => ({ numerator: value.units, denominator: pow10(value.scale) });

export const addRatio = (a: Ratio, b: Ratio): Ratio =>
  a.denominator === b.denominator
    ? { numerator: a.numerator + b.numerator, denominator: a.denominator }
    : { numerator: a.numerator * b.denominator + b.numerator * a.denominator, denominator: a.denominator * b.denominator };

/** r × d, exact. */
export const scaleRatio = (r: Ratio, d: ExactDecimal): Ratio => ({
  numerator: r.numerator * d.units,
  denominator: r.denominator * pow10(d.scale),
});

export const compareRatio = (a: Ratio, b: Ratio): -1 | 0 | 1 => {
  const x = a.numerator * b.denominator;
  const y = b.numerator * a.denominator;
  return x < y ? -1 : x > y ? 1 : 0;
};

/** Rounds half away from zero to `scale` places (651.755 -> 651.76, 1/3 -> 0.33). */
export const roundRatioHalfUp = (r: Ratio, scale: number): ExactDecimal => {
  const numerator = r.numerator * pow10(scale);
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  let quotient = magnitude / r.denominator;
  if ((magnitude % r.denominator) * 2n >= r.denominator) quotient += 1n;
  return { units: negative ? -quotient : quotient, scale };
};

/** True when the value has more than `scale` decimal places (or infinitely many). */
export const ratioNeedsRounding = (r: Ratio, scale: number): boolean => (r.numerator * pow10(scale)) % r.denominator !== 0n;

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

// Denominators built from decimals are powers of ten: read those without a gcd.
const POWER_SCALES = new Map<bigint, number>(Array.from({ length: 40 }, (_, n) => [pow10(n), n]));

/** The exact decimal when the ratio terminates (its reduced denominator is 2^a·5^b), else null. */
export const ratioToDecimal = (r: Ratio): ExactDecimal | null => {
  const powerScale = POWER_SCALES.get(r.denominator);
  if (powerScale !== undefined) return normalise({ units: r.numerator, scale: powerScale });
  const divisor = gcd(r.numerator, r.denominator);
  const denominator = divisor === 0n ? 1n : r.denominator / divisor;
  let rest = denominator;
  let twos = 0;
  let fives = 0;
  for (; rest % 2n === 0n; twos++) rest /= 2n;
  for (; rest % 5n === 0n; fives++) rest /= 5n;
  if (rest !== 1n) return null;
  const scale = Math.max(twos, fives);
  return normalise({ units: (r.numerator * pow10(scale)) / r.denominator, scale });
};
