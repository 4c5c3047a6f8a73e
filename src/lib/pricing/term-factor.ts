import { parseDecimal, ratio, ratioOf, type Ratio } from '../money/index.ts';
import { percentRatio } from '../rate/percent-ratio.ts';
import type { RateTerm } from '../schema/rate.ts';
import { formatUnitAmount } from '../money/format-amounts.ts';

/** What a term multiplies (USD per unit, or the share of the value) and how the working writes it. */
export interface TermFactor {
  readonly factor: Ratio;
  readonly label: string;
}

// Lines live as long as the process: read each term once, not per estimate.
const cache = new WeakMap<RateTerm, TermFactor>();

/** "6.3¢/liter" -> 0.063 and its label; "6.5%" -> 65/1000; "33 1/3%" ("100/3") -> 100/300. */
export const termFactor = (term: RateTerm): TermFactor => {
  let found = cache.get(term);
  if (found === undefined) {
    found = term.type === 'ad-valorem' ? percentFactor(term.percent) : unitFactor(term.amountUsd, term.unit);
    cache.set(term, found);
  }
  return found;
};

const percentFactor = (percent: string): TermFactor => {
  const { numerator, denominator } = percentRatio(percent);
  const whole = numerator / denominator;
  const rest = numerator % denominator;
  const label = rest === 0n || denominator % 10n === 0n ? `${percent}%` : `${whole === 0n ? '' : `${whole} `}${rest}/${denominator}%`;
  return { factor: ratio(numerator, denominator * 100n), label };
};

const unitFactor = (amountUsd: string, unit: string): TermFactor => {
  const parsed = parseDecimal(amountUsd);
  // The Decimal schema admits only plain decimals, so this is a broken invariant.
  if (!parsed.ok) throw new Error(`rate term amount ${JSON.stringify(amountUsd)} is not a decimal`);
  const price = formatUnitAmount(parsed.value);
  return { factor: ratioOf(parsed.value), label: unit === 'each' ? `${price} each` : `${price}/${unit}` };
};
