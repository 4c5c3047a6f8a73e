import { parseDecimal, ratio, roundRatioHalfUp, scaleRatio, type ExactDecimal, type Ratio } from '../money/index.ts';
import { percentRatio } from '../rate/percent-ratio.ts';

/** A curated decimal string as an exact decimal; the fee table's schema admits only decimals, so failing is a broken invariant. */
export const decimal = (text: string): ExactDecimal => {
  const read = parseDecimal(text);
  if (!read.ok) throw new Error(`fee table amount ${JSON.stringify(text)} is not a decimal`);
  return read.value;
};

/** percent% of value, exact ("0.3464" of 10,000 = 34.64). */
export const percentOf = (percent: string, value: ExactDecimal): Ratio => {
  const { numerator, denominator } = percentRatio(percent);
  return scaleRatio(ratio(numerator, denominator * 100n), value);
};

export const cents = (amount: Ratio): ExactDecimal => roundRatioHalfUp(amount, 2);
