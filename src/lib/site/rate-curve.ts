import type { ParsedRate, RateTerm } from '../schema/rate.ts';

/**
 * The effective ad valorem rate of one shipment as its customs value varies,
 * for the chart beside an estimate. A per-unit duty does not move with value,
 * so its share of the value falls as the value rises. Plain floats: this
 * draws a picture; the estimate itself is computed exactly by the estimator.
 */
export interface CurvePoint {
  value: number;
  /** duty / value, as a fraction. */
  rate: number;
}

const percentOf = (percent: string): number => {
  const [num, den] = percent.split('/');
  return den === undefined ? Number(num) / 100 : Number(num) / Number(den) / 100;
};

const termDuty = (term: RateTerm, quantities: Readonly<Record<string, number>>, value: number): number | null => {
  if (term.basis !== undefined) return null; // assessed on a component the request does not describe
  if (term.type === 'ad-valorem') return percentOf(term.percent) * value;
  const quantity = quantities[term.unit];
  return quantity === undefined ? null : Number(term.amountUsd) * quantity;
};

const sumTerms = (terms: readonly RateTerm[], quantities: Readonly<Record<string, number>>, value: number): number | null => {
  let total = 0;
  for (const term of terms) {
    const duty = termDuty(term, quantities, value);
    if (duty === null) return null;
    total += duty;
  }
  return total;
};

/** The duty at `value`, bounded by the rate's ceiling and floor; null when the rate cannot be drawn. */
export const dutyAt = (rate: ParsedRate, quantities: Readonly<Record<string, number>>, value: number): number | null => {
  let duty = sumTerms(rate.terms, quantities, value);
  if (duty === null) return null;
  if (rate.cap) {
    const cap = sumTerms(rate.cap, quantities, value);
    if (cap === null) return null;
    duty = Math.min(duty, cap);
  }
  if (rate.floor) {
    const floor = sumTerms(rate.floor, quantities, value);
    if (floor === null) return null;
    duty = Math.max(duty, floor);
  }
  return duty;
};

/**
 * The share of value the ad valorem terms take, which a compound rate's
 * effective rate approaches as the value grows; null without such terms or
 * when a ceiling or floor bends the curve.
 */
export const adValoremShare = (rate: ParsedRate): number | null => {
  if (rate.cap || rate.floor) return null;
  const percents = rate.terms.filter((t) => t.type === 'ad-valorem' && t.basis === undefined);
  return percents.length === 0 ? null : percents.reduce((n, t) => n + percentOf((t as { percent: string }).percent), 0);
};

/** Only per-unit duties make the picture worth drawing: an ad valorem rate is a flat line. */
export const isChartable = (rate: ParsedRate | null, quantities: Readonly<Record<string, number>>, value: number): rate is ParsedRate =>
  rate !== null &&
  (rate.kind === 'specific' || rate.kind === 'compound') &&
  value > 0 &&
  rate.terms.some((t) => t.type === 'specific') &&
  dutyAt(rate, quantities, value) !== null;

/** `count` values spaced evenly on a log scale from value / spread to value x spread. */
export const effectiveRateCurve = (
  rate: ParsedRate,
  quantities: Readonly<Record<string, number>>,
  value: number,
  { spread = 10, count = 61 } = {},
): CurvePoint[] => {
  const low = Math.log10(value / spread);
  const high = Math.log10(value * spread);
  const points: CurvePoint[] = [];
  for (let i = 0; i < count; i++) {
    const v = 10 ** (low + ((high - low) * i) / (count - 1));
    const duty = dutyAt(rate, quantities, v);
    if (duty !== null) points.push({ value: v, rate: duty / v });
  }
  return points;
};
