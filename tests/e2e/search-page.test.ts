/**
 * The search page in Debian's Chromium against the served build, at 390 px and 1280 px: headings best first with
 * their best lines (a space between each line's link and its rate, the heading not repeated as its first line),
 * the matched words marked, the help text saying how search works, every matching line of a heading reachable, the
 * live box showing the server's results, and no serious or critical axe-core violation.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, hasChromium, launchBrowser, screenshot, watchErrors } from '../support/browser.ts';
import { startServer, type Served } from '../support/server.ts';

describe.skipIf(!hasChromium)('search page in Chromium', () => {
  let served: Served;
  let browser: Browser;
  const contexts: Record<string, BrowserContext> = {};
  const errors: string[] = [];

  beforeAll(async () => {
    served = await startServer();
    browser = await launchBrowser();
    for (const [name, width, js] of [['phone', 390, true], ['desktop', 1280, true], ['plain', 1280, false]] as const) {
      contexts[name] = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: js });
    }
  });
  afterAll(async () => {
    await browser?.close();
    await served?.stop();
  });

  const open = async (path: string, context: string): Promise<Page> => {
    const page = await contexts[context]!.newPage();
    const seen = watchErrors(page);
    page.on('close', () => errors.push(...seen));
    const response = await page.goto(`${served.url}${path}`);
    expect(response?.status(), path).toBe(200);
    return page;
  };

  it.each(['phone', 'desktop'])('answers car tires by heading, tires first, at %s width, with no serious axe violation', async (context) => {
    const page = await open('/search/?q=car+tires', context);
    const groups = page.locator('main .results li.group');
    await expect(groups.first().locator('h3').textContent()).resolves.toMatch(/^4011 New pneumatic tires, of rubber:/);
    await expect(page.locator('main h2').first().textContent()).resolves.toMatch(/headings? match “car tires”/);
    // The matched words are marked, in the heading and in its lines.
    expect(await groups.first().locator('h3 mark').allTextContents()).toContain('tires');
    expect((await groups.first().locator('ol li mark').allTextContents()).map((t) => t.toLowerCase())).toEqual(expect.arrayContaining(['cars']));
    // Each line: its link, a space, then its rate; the heading is not repeated as the first line.
    const first = groups.first().locator('ol li').first();
    const text = (await first.textContent()) ?? '';
    expect(text).toMatch(/\d \S.* General rate /);
    expect(text).not.toMatch(/[a-z]General rate/);
    expect(await first.locator('a').textContent()).not.toBe('4011 New pneumatic tires, of rubber:');
    expect(await groups.first().locator('ol li a').first().getAttribute('href')).toMatch(/^\/chapters\/40\/#4011\.10/);
    // The help text says how search works now.
    const hint = (await page.locator('#q-hint').textContent()) ?? '';
    expect(hint).toMatch(/heading/);
    expect(hint).not.toMatch(/every word must match/i);
    // Nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, `search-car-tires-${context}`);
    const serious = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious).toEqual([]);
    await page.close();
  }, 180_000);

  it.each(['phone', 'desktop', 'plain'])('describes a product and answers likely headings with why and subheadings with rates at %s width', async (context) => {
    // With JavaScript the form is filled and sent; without it, the page it sends to is rendered on the server alone.
    let page: Page;
    if (context === 'plain') page = await open('/search/?describe=leather+sandals+for+women', context);
    else {
      page = await open('/search/', context);
      await page.locator('#describe').fill('leather sandals for women');
      await Promise.all([page.waitForURL(/describe=leather/), page.locator('form.classify-form button[type=submit]').click()]);
    }
    const headings = page.locator('.classify-headings > li');
    await expect(headings.first().textContent()).resolves.toMatch(/^\s*640[2-5] Footwear/);
    expect(await headings.first().locator('.why li').count()).toBeGreaterThan(0);
    await expect(headings.first().locator('.why li').first().textContent()).resolves.toMatch(/Found by .* matched .* in \d{4}\./);
    const subheadings = page.locator('.classify-subheadings > li');
    expect(await subheadings.count()).toBeGreaterThan(0);
    await expect(subheadings.first().textContent()).resolves.toMatch(/^\s*64\d\d\.\d\d.* General rate /);
    // A path is shown as one phrase: the schedule's colon ending a header never stands before the separator.
    expect((await page.locator('.classify .path').allTextContents()).filter((t) => /:\s*›|:\s*$/.test(t))).toEqual([]);
    expect((await page.locator('.classify-headings > li > a, .classify-subheadings > li > a').allTextContents()).filter((t) => /:\s*$/.test(t))).toEqual([]);
    // The description stays in the box; nothing wider than the screen.
    await expect(page.locator('#describe').inputValue()).resolves.toBe('leather sandals for women');
    await screenshot(page, `search-describe-${context}`);
    // The width and axe-core need the page's scripts: checked where they run.
    if (context !== 'plain') {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const serious = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious).toEqual([]);
    }
    await page.close();
  }, 180_000);

  it('says so when a description is over 500 characters', async () => {
    const page = await open(`/search/?describe=${'x'.repeat(501)}`, 'plain');
    await expect(page.locator('.classify [role=alert]').textContent()).resolves.toMatch(/500 characters/);
    await page.close();
  }, 180_000);

  it('reaches every matching line of a heading through its link, without JavaScript', async () => {
    const page = await open('/search/?q=motorcycle', 'plain');
    const group = page.locator('main .results li.group').first();
    await expect(group.locator('h3').textContent()).resolves.toMatch(/^8711 /);
    const all = group.locator('a', { hasText: /^All \d+ matching lines of heading 8711$/ });
    const count = Number((await all.textContent())!.match(/\d+/)![0]);
    await all.click();
    await page.waitForURL(/heading=8711$/);
    expect(new URL(page.url()).search).toBe('?q=motorcycle&heading=8711');
    const lines = page.locator('main .results > li');
    expect(await lines.count()).toBe(Math.min(count, 100));
    await expect(page.locator('main h2').textContent()).resolves.toBe(`${count} lines of heading 8711 match “motorcycle”`);
    expect(await page.locator('main .results > li mark').count()).toBeGreaterThan(0);
    await page.close();
    // axe-core needs timers, which a page without JavaScript never fires: the same page is checked with it.
    const checked = await open('/search/?q=motorcycle&heading=8711', 'desktop');
    await screenshot(checked, 'search-motorcycle-heading-desktop');
    const serious = (await axeViolations(checked)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious).toEqual([]);
    await checked.close();
  }, 180_000);

  it('pages through a heading of more than 100 matching lines and through a number prefix, every line once', async () => {
    const walk = async (path: string, total: RegExp) => {
      const page = await open(path, 'plain');
      const count = Number(((await page.locator('main h2').textContent())!.match(total) ?? [])[1]?.replaceAll(',', ''));
      expect(count).toBeGreaterThan(100);
      const seen: string[] = [];
      for (;;) {
        seen.push(...(await page.locator('main .results a[href^="/chapters/"]').allTextContents()).map((t) => t.split(' ')[0]!));
        const next = page.locator('main a', { hasText: /^Next lines$/ });
        if ((await next.count()) === 0) break;
        await next.click();
        await page.waitForURL(/start=\d+/);
      }
      await page.close();
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.length).toBe(count);
      return seen;
    };
    const cotton = await walk('/search/?q=cotton&heading=5208', /^([\d,]+) lines of heading 5208/);
    for (const htsno of cotton) expect(htsno.startsWith('5208')).toBe(true);
    const numbered = await walk('/search/?q=85', /^([\d,]+) lines are numbered 85/);
    expect(numbered).toEqual([...numbered].sort());
  }, 300_000);

  it('says a partial answer and near misses for what they are', async () => {
    const page = await open('/search/?q=lamb+chops', 'plain');
    await expect(page.locator('main .note').textContent()).resolves.toMatch(/No line holds every word/);
    await page.close();
  }, 120_000);

  it('the live box shows the server results as the user types, at phone width', async () => {
    const page = await open('/', 'phone');
    await page.locator('#q').fill('wool sweater');
    const first = page.locator('#live-results li.group h3').first();
    await first.waitFor({ timeout: 15_000 });
    await expect(first.textContent()).resolves.toMatch(/^6110 /);
    await expect(page.locator('#live-status').textContent()).resolves.toMatch(/match “wool sweater”/);
    await screenshot(page, 'search-live-wool-sweater-phone');
    await page.close();
    expect(errors).toEqual([]);
  }, 120_000);
});
