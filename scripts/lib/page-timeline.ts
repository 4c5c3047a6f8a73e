/**
 * Lighthouse-style figures from Chromium's own performance timeline, for
 * `npm run pages` and the browser suite's layout-shift check: first and largest contentful paint, cumulative layout shift,
 * total blocking time (long tasks after first paint, less 50 ms each) and the
 * DOM size, observed from before the page's first byte by an init script
 * (which the page's CSP does not govern). The score applies Lighthouse's
 * desktop scoring curves and weights to these metrics; Speed Index needs a
 * filmstrip, so its weight is shared out over the others. Figures are
 * reported, never asserted as times.
 */
import type { BrowserContext } from 'playwright-core';

export interface PageFigures {
  path: string;
  fcpMs: number | null;
  lcpMs: number | null;
  cls: number;
  layoutShifts: number;
  tbtMs: number;
  longTasks: number;
  domElements: number;
  htmlBytes: number;
  /** 0-100, Lighthouse desktop curves over FCP, LCP, TBT and CLS (see above). */
  score: number;
}

const OBSERVE = `(() => {
  const perf = (window.__perf = { fcp: null, lcp: null, cls: 0, shifts: 0, tasks: [] });
  const watch = (type, fn) => { try { new PerformanceObserver((l) => l.getEntries().forEach(fn)).observe({ type, buffered: true }); } catch {} };
  watch('paint', (e) => { if (e.name === 'first-contentful-paint') perf.fcp = e.startTime; });
  watch('largest-contentful-paint', (e) => { perf.lcp = e.startTime; });
  watch('layout-shift', (e) => { if (!e.hadRecentInput) { perf.cls += e.value; perf.shifts++; } });
  watch('longtask', (e) => { perf.tasks.push([e.startTime, e.duration]); });
})();`;

/** Lighthouse's log-normal score (lighthouse-core/lib/statistics.js), with its erf approximation. */
const erf = (x: number) => {
  const sign = Math.sign(x);
  const a = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * a);
  const y = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return sign * (1 - y * Math.exp(-a * a));
};
export const logNormalScore = ({ median, p10 }: { median: number; p10: number }, value: number): number => {
  if (value <= 0) return 1;
  const standardized = (Math.log(value / median) * 0.9061938024368232) / -Math.log(p10 / median);
  const complementary = (1 - erf(standardized)) / 2;
  if (value <= p10) return Math.max(0.9, Math.min(1, complementary));
  if (value <= median) return Math.max(0.5, Math.min(0.8999999999999999, complementary));
  return Math.max(0, Math.min(0.49999999999999994, complementary));
};

/** Lighthouse 10+ desktop: curves and weights (FCP 10, SI 10, LCP 25, TBT 30, CLS 25; SI left out here). */
const DESKTOP = {
  fcp: { curve: { p10: 934, median: 1600 }, weight: 10 },
  lcp: { curve: { p10: 1200, median: 2400 }, weight: 25 },
  tbt: { curve: { p10: 150, median: 350 }, weight: 30 },
  cls: { curve: { p10: 0.1, median: 0.25 }, weight: 25 },
};

export const lighthouseStyleScore = (m: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number }): number => {
  const parts = [
    [logNormalScore(DESKTOP.fcp.curve, m.fcpMs), DESKTOP.fcp.weight],
    [logNormalScore(DESKTOP.lcp.curve, m.lcpMs), DESKTOP.lcp.weight],
    [logNormalScore(DESKTOP.tbt.curve, m.tbtMs), DESKTOP.tbt.weight],
    [logNormalScore(DESKTOP.cls.curve, m.cls), DESKTOP.cls.weight],
  ] as const;
  const weights = parts.reduce((n, [, w]) => n + w, 0);
  return Math.round((100 * parts.reduce((n, [s, w]) => n + s * w, 0)) / weights);
};

/** Loads `url` in a fresh page of `context` and reads the figures once the page has settled. */
export const measurePage = async (context: BrowserContext, url: string, path: string): Promise<PageFigures> => {
  const page = await context.newPage();
  try {
    await page.addInitScript(OBSERVE);
    const response = await page.goto(url, { waitUntil: 'load' });
    const htmlBytes = (await response?.body())?.length ?? 0;
    // Let late paints, shifts and long tasks land (Lighthouse waits for a quiet main thread too).
    await page.waitForTimeout(1_000);
    const raw = await page.evaluate(() => {
      const perf = (window as unknown as { __perf: { fcp: number | null; lcp: number | null; cls: number; shifts: number; tasks: [number, number][] } }).__perf;
      return { ...perf, domElements: document.getElementsByTagName('*').length };
    });
    const after = raw.fcp ?? 0;
    const tbtMs = raw.tasks.filter(([start]) => start >= after).reduce((n, [, duration]) => n + Math.max(0, duration - 50), 0);
    const figures = { fcpMs: raw.fcp, lcpMs: raw.lcp, cls: raw.cls, tbtMs };
    return {
      path,
      ...figures,
      layoutShifts: raw.shifts,
      longTasks: raw.tasks.length,
      domElements: raw.domElements,
      htmlBytes,
      score: lighthouseStyleScore({ fcpMs: raw.fcp ?? Infinity, lcpMs: raw.lcp ?? raw.fcp ?? Infinity, tbtMs, cls: raw.cls }),
    };
  } finally {
    await page.close();
  }
};
