import type { Percent } from '../schema/rate.ts';

/**
 * A term's percent as an exact ratio of integers, for pricing: "6.5" -> 65/10,
 * "100/3" -> 100/3. Duty = value * numerator / (denominator * 100), rounded
 * once at the end. Throws only on a string the Percent schema rejects.
 */
export const percentRatio = (percent: Percent): { numerator: bigint; denominator: bigint } => {
  const fraction = /^(-?\d+)\/(\d+)$/.exec(percent);
  if (fraction !== null) {
    const denominator = BigInt(fraction[2] ?? '');
    if (denominator === 0n) throw new Error(`zero denominator in percent "${percent}"`);
    return { numerator: BigInt(fraction[1] ?? ''), denominator };
  }
  const decimal = /^(-?)(\d+)(?:\.(\d+))?$/.exec(percent);
  if (decimal === null) throw new Error(`not a Percent: "${percent}"`);
  const [, sign = '', whole = '0', places = ''] = decimal;
  return { numerator: BigInt(`${sign}${whole}${places}`), denominator: 10n ** BigInt(places.length) };
};
