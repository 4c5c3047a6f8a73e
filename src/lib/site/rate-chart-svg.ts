import { escapeHtml } from './escape-html.ts';
import { formatPercent, formatUsd } from './format.ts';
import type { CurvePoint } from './rate-curve.ts';

/**
 * The effective-rate chart as plain SVG markup: customs value on a log
 * scale, effective ad valorem rate on a linear one, the entered shipment
 * marked. One function for the server page and the browser script, so the
 * picture is the same with and without JavaScript. Styled by CSS classes.
 */
export interface RateChart {
  points: readonly CurvePoint[];
  marker: CurvePoint;
  /** What the curve holds fixed, e.g. "750 liter at 6.3¢/liter". */
  subject: string;
  /** The ad valorem share a compound rate approaches, drawn as a dashed line. */
  asymptote?: number | null;
}

const W = 640;
const H = 340;
const M = { left: 72, right: 24, top: 24, bottom: 56 };
const PLOT_W = W - M.left - M.right;
const PLOT_H = H - M.top - M.bottom;

const niceStep = (span: number, ticks: number): number => {
  const raw = span / ticks;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const unit = [1, 2, 2.5, 5, 10].find((m) => m * magnitude >= raw) ?? 10;
  return unit * magnitude;
};

const shortUsd = (v: number): string => {
  for (const [size, suffix] of [[1e9, 'B'], [1e6, 'M'], [1e3, 'k']] as const) {
    if (v >= size) return `$${(v / size).toLocaleString('en-US', { maximumFractionDigits: 2 })}${suffix}`;
  }
  return `$${v.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
};

/** 1-2-5 values within [low, high], at most about eight of them. */
const logTicks = (low: number, high: number): number[] => {
  const ticks: number[] = [];
  for (let exp = Math.floor(Math.log10(low)); exp <= Math.ceil(Math.log10(high)); exp++) {
    for (const m of [1, 2, 5]) {
      const v = m * 10 ** exp;
      if (v >= low * 0.999 && v <= high * 1.001) ticks.push(v);
    }
  }
  return ticks.length > 8 ? ticks.filter((v) => Math.abs(Math.log10(v) - Math.round(Math.log10(v))) < 1e-9) : ticks;
};

const f = (n: number): string => n.toFixed(1);

export const rateChartSvg = ({ points, marker, subject, asymptote = null }: RateChart): string => {
  if (points.length < 2) return '';
  const lowV = points[0]!.value;
  const highV = points[points.length - 1]!.value;
  const maxRate = Math.max(...points.map((p) => p.rate), marker.rate);
  const step = niceStep(maxRate, 5);
  const topRate = Math.ceil(maxRate / step) * step || step;
  const x = (v: number) => M.left + ((Math.log10(v) - Math.log10(lowV)) / (Math.log10(highV) - Math.log10(lowV))) * PLOT_W;
  const y = (r: number) => M.top + PLOT_H - (r / topRate) * PLOT_H;

  const parts: string[] = [];
  for (let r = 0; r <= topRate + step / 2; r += step) {
    parts.push(`<line class="grid" x1="${M.left}" x2="${W - M.right}" y1="${f(y(r))}" y2="${f(y(r))}"/>`);
    parts.push(`<text class="tick" x="${M.left - 8}" y="${f(y(r) + 4)}" text-anchor="end">${escapeHtml(formatPercent(r, 3))}</text>`);
  }
  for (const v of logTicks(lowV, highV)) {
    parts.push(`<line class="grid" x1="${f(x(v))}" x2="${f(x(v))}" y1="${M.top}" y2="${M.top + PLOT_H}"/>`);
    parts.push(`<text class="tick" x="${f(x(v))}" y="${M.top + PLOT_H + 18}" text-anchor="middle">${escapeHtml(shortUsd(v))}</text>`);
  }
  if (asymptote !== null && asymptote > 0 && asymptote <= topRate) {
    parts.push(`<line class="asymptote" x1="${M.left}" x2="${W - M.right}" y1="${f(y(asymptote))}" y2="${f(y(asymptote))}"/>`);
    parts.push(`<text class="tick" x="${W - M.right}" y="${f(y(asymptote) - 6)}" text-anchor="end">${escapeHtml(`ad valorem part ${formatPercent(asymptote)}`)}</text>`);
  }
  const d = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${f(x(p.value))} ${f(y(p.rate))}`).join(' ');
  parts.push(`<path class="curve" d="${d}"/>`);
  const mx = x(marker.value);
  const my = y(marker.rate);
  const label = `${formatUsd(marker.value)}: ${formatPercent(marker.rate)}`;
  const anchor = mx > M.left + PLOT_W * 0.6 ? 'end' : 'start';
  parts.push(`<circle class="marker" cx="${f(mx)}" cy="${f(my)}" r="5"/>`);
  parts.push(`<text class="marker-label" x="${f(mx + (anchor === 'end' ? -10 : 10))}" y="${f(my - 10)}" text-anchor="${anchor}">${escapeHtml(label)}</text>`);
  parts.push(`<text class="axis" x="${M.left + PLOT_W / 2}" y="${H - 10}" text-anchor="middle">Customs value (USD, log scale)</text>`);
  parts.push(`<text class="axis" transform="translate(16 ${M.top + PLOT_H / 2}) rotate(-90)" text-anchor="middle">Effective ad valorem rate</text>`);

  const first = points[0]!;
  const last = points[points.length - 1]!;
  const desc =
    `For ${subject}: at ${formatUsd(first.value)} the duty is ${formatPercent(first.rate)} of the value; ` +
    `at the entered ${formatUsd(marker.value)} it is ${formatPercent(marker.rate)}; at ${formatUsd(last.value)} it is ${formatPercent(last.rate)}.`;
  return (
    `<svg class="rate-chart" viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="rate-chart-title rate-chart-desc" xmlns="http://www.w3.org/2000/svg">` +
    `<title id="rate-chart-title">Effective ad valorem rate against customs value</title>` +
    `<desc id="rate-chart-desc">${escapeHtml(desc)}</desc>` +
    parts.join('') +
    `</svg>`
  );
};
