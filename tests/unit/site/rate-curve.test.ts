/** The chart's float curve and drawing on real lines (every rate of the schedule: tests/golden/rate-curve.test.ts). */
import { describe, expect, it } from 'vitest';
import { estimateDuty } from '../../../src/lib/estimate/estimate-duty.ts';
import { fromNumber } from '../../../src/lib/money/index.ts';
import { CANONICAL_UNITS } from '../../../src/lib/schema/rate.ts';
import { estimateChartHtml } from '../../../src/lib/site/estimate-chart-html.ts';
import { rateChartSvg } from '../../../src/lib/site/rate-chart-svg.ts';
import { adValoremShare, effectiveRateCurve, isChartable } from '../../../src/lib/site/rate-curve.ts';
import { realLine, sampleLines } from '../estimate/real-schedule.ts';

const quantities = Object.fromEntries(CANONICAL_UNITS.filter((u) => u !== 'proof liter').map((u) => [u, 1000]));
const money = (n: number) => {
  const v = fromNumber(n);
  if (!v.ok) throw new Error('value');
  return v.value;
};

describe('effective rate curve', () => {
  it('falls as value rises for a specific rate, and spans a tenth to ten times the value', () => {
    const wine = realLine('2204.21.50.05');
    const points = effectiveRateCurve(wine.parsed!, { liter: 750 }, 3000);
    expect(points).toHaveLength(61);
    expect(points[0]!.value).toBeCloseTo(300, 6);
    expect(points.at(-1)!.value).toBeCloseTo(30_000, 6);
    expect(points[30]!.rate).toBeCloseTo(47.25 / 3000, 12);
    for (let i = 1; i < points.length; i++) expect(points[i]!.rate).toBeLessThan(points[i - 1]!.rate);
  });

  it('draws nothing for an ad valorem rate, a missing quantity or a refusal', () => {
    const wine = realLine('2204.21.50.05');
    expect(isChartable(wine.parsed, {}, 3000)).toBe(false);
    expect(isChartable(wine.parsed, { liter: 750 }, 0)).toBe(false);
    const adValorem = sampleLines().find((l) => l.rateKind === 'ad-valorem')!;
    expect(isChartable(adValorem.parsed, quantities, 3000)).toBe(false);
    const refused = estimateDuty({ line: wine, shipment: { amounts: {} }, customsValue: money(3000) });
    expect(estimateChartHtml(refused, wine.parsed)).toBe('');
  });

  it('renders an SVG with axes, the curve, the marked shipment and a text description', () => {
    const wine = realLine('2204.21.50.05');
    const svg = rateChartSvg({ points: effectiveRateCurve(wine.parsed!, { liter: 750 }, 3000), marker: { value: 3000, rate: 0.01575 }, subject: '750 liter at 6.3¢/liter <&>' });
    expect(svg).toMatch(/^<svg class="rate-chart" viewBox="0 0 640 340" role="img"/);
    expect(svg).toContain('<path class="curve" d="M');
    expect(svg).toContain('$3,000.00: 1.575%');
    expect(svg).toContain('750 liter at 6.3¢/liter &lt;&amp;&gt;: at $300.00 the duty is 15.75% of the value');
    expect(svg).not.toContain('<&>');
  });
});

describe('compound rates', () => {
  it('approach their ad valorem part as value grows, drawn as a dashed line', () => {
    const milk = realLine('0402.99.90.00'); // 46.3¢/kg + 14.9%
    expect(adValoremShare(milk.parsed!)).toBeCloseTo(0.149, 12);
    const points = effectiveRateCurve(milk.parsed!, { kg: 1000 }, 2000);
    expect(points.at(-1)!.rate).toBeCloseTo(0.149 + 463 / 20_000, 9);
    const svg = rateChartSvg({ points, marker: { value: 2000, rate: 0.3805 }, subject: '1,000 kg', asymptote: adValoremShare(milk.parsed!) });
    expect(svg).toContain('<line class="asymptote"');
    expect(svg).toContain('ad valorem part 14.9%');
    expect(adValoremShare(realLine('2204.21.50.05').parsed!)).toBeNull();
  });
});
