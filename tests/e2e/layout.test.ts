/**
 * Every page type at a phone's width (390 px) in Debian's Chromium, judged on its layout: the page never scrolls
 * sideways, and no table cell, heading or list item with text is squeezed narrower than three characters of its own
 * font (or than its longest word, when that is shorter), the sign of a column too narrow for its words ("Revision"
 * one or two letters a line). Every disclosure is opened and every block laid out first, so tables a person opens or
 * scrolls to are judged too, whoever added them. Each file of src/pages must be visited by at least one entry below.
 * SCREENSHOTS=1 keeps a screenshot of each (test-results/screenshots/layout-*.png).
 */
import { relative } from 'node:path';
import fg from 'fast-glob';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../src/data/paths.ts';
import { lineHref, linePage } from '../../src/lib/site/line-href.ts';
import { hasChromium, launchBrowser, screenshot, watchErrors } from '../support/browser.ts';
import { startServer, type Served } from '../support/server.ts';

interface Visit {
  name: string;
  path: string;
  status?: number;
  /** What a person does on the page before it is judged (fills and sends a form). */
  act?: (page: Page) => Promise<void>;
}

const sendForm = (form: string, field: string, text: string, shown: string) => async (page: Page) => {
  await page.locator(`${form} ${field}`).fill(text);
  await Promise.all([page.waitForURL(/#/), page.locator(`${form} button[type="submit"]`).click()]);
  await page.locator(shown).first().waitFor();
};

/** Each page of src/pages, by its file, with the states of it a person sees (on-demand pages with their answers). */
const PAGE_TYPES: Record<string, Visit[]> = {
  'index.astro': [{ name: 'home', path: '/' }],
  '404.astro': [{ name: 'not found', path: '/no/such/page/', status: 404 }],
  'api/index.astro': [{ name: 'api', path: '/api/' }],
  'changes/index.astro': [{ name: 'changes', path: '/changes/' }],
  'changes/[revision].astro': [
    { name: 'revision', path: '/changes/2025_rev_1/' },
    { name: 'latest revision', path: '/changes/2026_rev_10/' },
  ],
  'chapters/index.astro': [{ name: 'chapters', path: '/chapters/' }],
  'chapters/[chapter].astro': [
    { name: 'chapter', path: '/chapters/22/' },
    { name: 'chapter in parts', path: '/chapters/84/' },
    { name: 'chapter 99', path: '/chapters/99/' },
    { name: 'subchapter', path: '/chapters/99/xv/' },
  ],
  'chapters/[chapter]/[part].astro': [
    { name: 'part of a chapter', path: lineHref('8471.30.01') },
    { name: 'subchapter in parts', path: '/chapters/99/iii/' },
    { name: 'part of a subchapter', path: linePage('9903.88.03') },
  ],
  'codes.astro': [
    { name: 'codes', path: '/codes/' },
    {
      name: 'codes checked',
      path: '/codes/',
      act: sendForm('form[data-codes-form]', '#codes', '0201.30.50.85\n2204\n2204215005\n2240215005\nwine\n9903.88.03', 'table[data-code-checks]'),
    },
  ],
  'downloads.astro': [{ name: 'downloads', path: '/downloads/' }],
  'estimate.astro': [
    { name: 'estimate form', path: '/estimate/' },
    { name: 'estimate', path: '/estimate/?htsno=2204.21.50.05&value=3000&quantity=750&unit=liter&origin=FR' },
    { name: 'estimate by vessel', path: '/estimate/?htsno=7208.10.15.00&value=10000&origin=CN&mode=vessel&asOf=2026-07-01' },
    { name: 'estimate refused', path: '/estimate/?htsno=2208.40.20.00&value=12000&quantity=900&unit=liter&origin=BR' },
    { name: 'estimate form errors', path: '/estimate/?htsno=22&value=-1' },
    { name: 'estimate with an unknown mode of transport', path: '/estimate/?htsno=8544.42.90.90&value=10000&mode=' + 'boat'.repeat(20) },
    { name: 'estimate of copper and aluminum in 2026-01', path: '/estimate/?htsno=8544.42.90.90&value=10000&origin=CN&asOf=2026-01-15&copper=500&aluminum=7200' },
    {
      name: 'invoice estimated',
      path: '/estimate/',
      act: sendForm(
        'form[data-batch-form]',
        '#lines-csv',
        'htsno,customsValueUsd,litres,countryOfOrigin\n2204.21.50.05,5000,750,FR\n2208.40.20.00,12000,900,BR\n0101210010,100,,MX\n7208.10.15.00,10000,,CN\n',
        'table.batch-results',
      ),
    },
  ],
  'history/index.astro': [{ name: 'history lookup', path: '/history/' }],
  'history/[htsno].astro': [{ name: 'history of a line', path: '/history/2204215005/' }],
  'lines/[htsno].astro': [
    { name: 'line', path: '/lines/2204.21.50.05/' },
    { name: 'chapter 99 line', path: '/lines/9903.88.03/' },
    { name: 'line with a curve', path: '/lines/2208.40.20.00/' },
    { name: 'no such line', path: '/lines/2204.2/', status: 404 },
  ],
  'search.astro': [
    { name: 'search', path: '/search/?q=sparkling+wine' },
    { name: 'search form', path: '/search/' },
  ],
};
const VISITS = Object.values(PAGE_TYPES).flat();

interface Squeezed {
  what: string;
  width: number;
  needs: number;
}

/**
 * Run in the page: sideways overflow, and every cell, heading and list item with text whose content box is narrower
 * than three "0"s of its computed font, or than its longest word when that is shorter.
 */
const judge = (): { overflow: number; squeezed: Squeezed[]; judged: number } => {
  for (const details of document.querySelectorAll('details')) details.open = true;
  for (const el of document.querySelectorAll<HTMLElement>('*')) if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible';
  const root = document.documentElement;
  const overflow = root.scrollWidth - root.clientWidth;
  const ctx = document.createElement('canvas').getContext('2d')!;
  const squeezed: Squeezed[] = [];
  let judged = 0;
  for (const el of document.querySelectorAll<HTMLElement>('th, td, caption, h1, h2, h3, h4, h5, h6, li, dt, dd')) {
    const text = (el.innerText ?? '').trim();
    if (text === '' || !el.checkVisibility({ visibilityProperty: true })) continue;
    const box = el.getBoundingClientRect();
    // A visually hidden element (1 px, clipped) is for screen readers: no one reads it on screen.
    if (box.height <= 1 || box.width <= 1) continue;
    judged++;
    const cs = getComputedStyle(el);
    const width = box.width - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - parseFloat(cs.borderLeftWidth) - parseFloat(cs.borderRightWidth);
    ctx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
    const three = ctx.measureText('000').width;
    let needs = 0;
    for (const word of text.split(/\s+/)) {
      needs = Math.max(needs, ctx.measureText(word).width);
      if (needs >= three) break;
    }
    needs = Math.min(needs, three);
    if (width + 0.5 < needs) {
      const cls = el.classList.length > 0 ? `.${[...el.classList].join('.')}` : '';
      squeezed.push({ what: `${el.tagName.toLowerCase()}${cls} "${text.replace(/\s+/g, ' ').slice(0, 40)}"`, width: Math.round(width * 10) / 10, needs: Math.round(needs * 10) / 10 });
    }
  }
  return { overflow, squeezed, judged };
};

describe('the layout of every page file', () => {
  it('each file of src/pages is visited below', async () => {
    const files = (await fg('src/pages/**/*.astro', { cwd: ROOT })).map((f) => relative('src/pages', f)).sort();
    expect(Object.keys(PAGE_TYPES).sort()).toEqual(files);
  });
});

describe.skipIf(!hasChromium)('every page type at 390 px: nothing scrolls sideways, no cell, heading or list item squeezes its words', () => {
  let served: Served;
  let browser: Browser;
  let phone: BrowserContext;
  const errors: string[] = [];

  beforeAll(async () => {
    served = await startServer();
    browser = await launchBrowser();
    phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  });
  afterAll(async () => {
    await browser?.close();
    await served?.stop();
  });

  it.each(VISITS.map((v) => [v.name, v.path, v] as const))('%s (%s)', async (name, path, visit) => {
    const page = await phone.newPage();
    errors.push(...watchErrors(page));
    const response = await page.goto(`${served.url}${path}`);
    expect(response?.status(), path).toBe(visit.status ?? 200);
    await visit.act?.(page);
    const { overflow, squeezed, judged } = await page.evaluate(judge);
    await screenshot(page, `layout-${name.replaceAll(' ', '-')}`, false);
    await page.close();
    expect(judged, `${path}: nothing was judged`).toBeGreaterThan(0);
    expect(overflow, `${path} scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
    // One line each, all of them: an array's diff would be cut short.
    expect(squeezed.map((s) => `${s.what}: ${s.width} px wide, needs ${s.needs}`).join('\n'), `${path}: ${squeezed.length} squeezed`).toBe('');
  });

  it('logged no console errors', () => {
    expect(errors).toEqual([]);
  });
});

describe.skipIf(!hasChromium)('dates at 1280 px', () => {
  it('each publication date of /changes/ stands on one line (an ISO date is never broken at its hyphens)', async () => {
    const served = await startServer();
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${served.url}/changes/`);
      const lines = await page.evaluate(() =>
        [...document.querySelectorAll('td.date')].map((td) => {
          const range = document.createRange();
          range.selectNodeContents(td);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        }),
      );
      expect(lines.length).toBeGreaterThan(40);
      expect(lines.filter((n) => n !== 1)).toEqual([]);
    } finally {
      await browser.close();
      await served.stop();
    }
  });
});
