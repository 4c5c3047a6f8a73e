/**
 * Exact decimal strings for the grammar: the schedule writes "6.3¢" and
 * "$1.10"; terms hold USD as canonical decimals ("0.063", "1.1"). Pure string
 * and bigint work, never a binary float.
 */

const CANONICAL = /^(?:0|[1-9]\d*)(?:\.\d*[1-9])?$/;

/** Canonical form of an unsigned decimal: no leading or trailing zeros ("01.50" -> "1.5", "5.00" -> "5"). */
export const canonicalDecimal = (digits: string): string => {
  if (CANONICAL.test(digits)) return digits;
  const [whole = '', fraction = ''] = digits.replace(/,/g, '').split('.');
  const w = whole.replace(/^0+(?=\d)/, '') || '0';
  const f = fraction.replace(/0+$/, '');
  return f === '' ? w : `${w}.${f}`;
};

/** Moves the decimal point: shiftDecimal("6.3", -2) = "0.063"; shiftDecimal("0.063", 2) = "6.3". */
export const shiftDecimal = (digits: string, places: number): string => {
  const [whole = '', fraction = ''] = canonicalDecimal(digits).split('.');
  const all = whole + fraction;
  const point = whole.length + places;
  if (point <= 0) return canonicalDecimal(`0.${'0'.repeat(-point)}${all}`);
  if (point >= all.length) return canonicalDecimal(all + '0'.repeat(point - all.length));
  return canonicalDecimal(`${all.slice(0, point)}.${all.slice(point)}`);
};

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/**
 * Exact percent of a mixed number "whole numerator/denominator" (33 1/3):
 * a decimal when one holds it exactly (12 1/2 -> "12.5"), otherwise the
 * fraction in lowest terms (33 1/3 -> "100/3"). Null for a zero denominator.
 */
export const mixedToPercent = (whole: string, numerator: string, denominator: string): string | null => {
  const d0 = BigInt(denominator);
  if (d0 === 0n) return null;
  const n0 = BigInt(whole) * d0 + BigInt(numerator);
  const g = gcd(n0, d0) || 1n;
  const n = n0 / g;
  const d = d0 / g;
  // A fraction has a finite decimal exactly when its denominator is 2^a * 5^b.
  let rest = d;
  let twos = 0;
  let fives = 0;
  while (rest % 2n === 0n) {
    rest /= 2n;
    twos++;
  }
  while (rest % 5n === 0n) {
    rest /= 5n;
    fives++;
  }
  if (rest !== 1n) return `${n}/${d}`;
  const places = Math.max(twos, fives);
  const scaled = (n * 10n ** BigInt(places)) / d;
  return shiftDecimal(scaled.toString(), -places);
};

/** "100/3" -> "33 1/3"; a decimal is returned as it is. */
export const percentToMixed = (percent: string): string => {
  const m = /^(-?)(\d+)\/(\d+)$/.exec(percent);
  if (m === null) return percent;
  const [, sign = '', n = '0', d = '1'] = m;
  const whole = BigInt(n) / BigInt(d);
  const rest = BigInt(n) % BigInt(d);
  if (rest === 0n) return `${sign}${whole}`;
  return whole === 0n ? `${sign}${rest}/${d}` : `${sign}${whole} ${rest}/${d}`;
};
