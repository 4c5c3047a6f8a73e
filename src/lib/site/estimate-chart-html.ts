import type { DutyEstimate } from '../schema/duty-estimate.ts';
import type { ParsedRate } from '../schema/rate.ts';
import { escapeHtml as e } from './escape-html.ts';
import { rateChartSvg } from './rate-chart-svg.ts';
import { adValoremShare, effectiveRateCurve, isChartable } from './rate-curve.ts';

/**
 * The picture beside an estimate: for a specific or compound rate, the
 * effective ad valorem rate against customs value at the entered quantity.
 * `rate` is the parsed rate of the column the estimate used. Empty when the
 * rate is not per unit or no number was produced.
 */
export const estimateChartHtml = (estimate: DutyEstimate, rate: ParsedRate | null): string => {
  const marker = estimate.effectiveAdValoremRate;
  if (!estimate.applicable || marker === null || !isChartable(rate, estimate.quantities, estimate.customsValueUsd)) return '';
  const quantity = Object.entries(estimate.quantities)
    .map(([unit, amount]) => `${amount.toLocaleString('en-US')} ${unit}`)
    .join(' and ');
  const svg = rateChartSvg({
    points: effectiveRateCurve(rate, estimate.quantities, estimate.customsValueUsd),
    marker: { value: estimate.customsValueUsd, rate: marker },
    subject: `${quantity} at ${estimate.rate}`,
    asymptote: adValoremShare(rate),
  });
  return (
    '<section class="chart" aria-labelledby="chart-heading">' +
    '<h3 id="chart-heading">Why a per-unit duty weighs more on cheap goods</h3>' +
    `<p>The same ${e(quantity)} at ${e(estimate.rate)}, valued from a tenth to ten times the entered value: ` +
    'the per-unit part of the duty does not change with value, so its share of the value falls as the value rises.</p>' +
    svg +
    '</section>'
  );
};
