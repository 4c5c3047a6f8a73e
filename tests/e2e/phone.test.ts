/**
 * Every kind of page at a phone's width (390 px) in Debian's Chromium: it answers, nothing makes the page scroll
 * sideways, every link and control is a touch target of at least 24 px (axe-core's target-size, WCAG 2.2 2.5.8),
 * and axe-core finds nothing at any impact. A screenshot of each at 390 and 1280 px goes to
 * test-results/screenshots/ for a person to look at.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineHref, linePage } from '../../src/lib/site/line-href.ts';
import { hasChromium, launchBrowser, screenshot, takesScreenshots, watchErrors } from '../support/browser.ts';
import { startServer, type Served } from '../support/server.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  nodes: string[];
}

/** axe-core with the WCAG 2.2 AA rules (target-size among them) and best practices, every impact. */
const violations = async (page: Page): Promise<Violation[]> => {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, o: unknown): Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }> } }).axe;
    const r = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  });
};

const PAGES: [string, string][] = [
  ['home', '/'],
  ['chapters', '/chapters/'],
  ['chapter', '/chapters/22/'],
  ['chapter in parts', '/chapters/84/'],
  ['part of a chapter', lineHref('8471.30.01')],
  ['chapter 99', '/chapters/99/'],
  ['subchapter in parts', '/chapters/99/iii/'],
  ['part of a subchapter', linePage('9903.88.03')],
  ['subchapter', '/chapters/99/xv/'],
  ['estimate', '/estimate/?htsno=2204.21.50.05&value=3000&quantity=750&unit=liter&origin=FR'],
  ['search', '/search/?q=sparkling+wine'],
  ['downloads', '/downloads/'],
  ['api', '/api/'],
  ['changes', '/changes/'],
  ['revision', '/changes/2025_rev_1/'],
  ['line', '/lines/2204.21.50.05/'],
  ['chapter 99 line', '/lines/9903.88.03/'],
  ['no such line', '/lines/2204.2/'],
  ['history of a line', '/history/2204215005/'],
  ['history lookup', '/history/'],
  ['not found', '/no/such/page/'],
];

describe.skipIf(!hasChromium)('every page type on a phone', () => {
  let served: Served;
  let browser: Browser;
  let phone: BrowserContext;
  let desktop: BrowserContext;
  const errors: string[] = [];

  beforeAll(async () => {
    served = await startServer();
    browser = await launchBrowser();
    phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    desktop = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    await browser?.close();
    await served?.stop();
  });

  it.each(PAGES)('%s (%s): fits 390 px, touch targets of 24 px, no axe-core finding', async (name, path) => {
    const page = await phone.newPage();
    errors.push(...watchErrors(page));
    const response = await page.goto(`${served.url}${path}`);
    expect(response?.status(), path).toBe(name === 'not found' || name === 'no such line' ? 404 : 200);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
    // The schedule's blocks off screen are skipped (content-visibility: auto), and Chromium answers axe with stale
    // boxes for rows it has not rendered (rows overlapping rows, so targets look obscured); a person only ever
    // touches rows on screen, which are laid out. So every block is rendered before axe measures.
    await page.evaluate(() => document.querySelectorAll<HTMLElement>('.schedule .blk').forEach((b) => (b.style.contentVisibility = 'visible')));
    expect(await violations(page), path).toEqual([]);
    const slug = name.replaceAll(' ', '-');
    await screenshot(page, `phone-${slug}`, false);
    await page.close();
    if (!takesScreenshots) return;
    const wide = await desktop.newPage();
    await wide.goto(`${served.url}${path}`);
    await screenshot(wide, `desktop-${slug}`, false);
    await wide.close();
  });

  it('shows a schedule row on a phone as a card with each rate named', async () => {
    const page = await phone.newPage();
    await page.goto(`${served.url}/chapters/22/#2204.21.50.05`);
    const row = page.locator('tr[id="2204.21.50.05"]');
    const box = await row.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(844);
    const general = row.locator('td').nth(2);
    expect(await general.evaluate((el) => getComputedStyle(el, '::before').content)).toBe('"General: "');
    expect(await general.isVisible()).toBe(true);
    // The number and its history link are each at least 24 px tall.
    for (const link of await row.locator('th a').all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(24);
    await page.close();
  });

  it('logged no console errors', () => {
    expect(errors).toEqual([]);
  });
});
