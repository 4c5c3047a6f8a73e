/**
 * The "Check my codes" page in Chromium, without JavaScript: pasted codes and an uploaded CSV answered with a
 * table of statuses (successors for a removed line, suggestions for a typo, lines under a heading), counts, and a
 * CSV download that is the API's CSV for the same codes; axe finds nothing serious; at 390 and 1280 px wide.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, hasChromium, launchBrowser, newContext, screenshot, watchErrors } from '../support/browser.ts';
import { startServer, type Served } from '../support/server.ts';

const CODES = '0201.30.50.85\n2204\n2204215005\n2240215005\nwine';

describe.skipIf(!hasChromium)('check my codes, in Chromium', () => {
  let served: Served;
  let browser: Browser;
  let withoutJs: BrowserContext;
  let withJs: BrowserContext;
  const errors: string[] = [];

  beforeAll(async () => {
    served = await startServer();
    browser = await launchBrowser();
    withoutJs = await newContext(browser, { javaScriptEnabled: false });
    withJs = await newContext(browser);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await served?.stop();
    expect(errors).toEqual([]);
  });

  const open = async (): Promise<Page> => {
    const page = await withoutJs.newPage();
    const seen = watchErrors(page);
    page.on('close', () => errors.push(...seen));
    expect((await page.goto(`${served.url}/codes/`))?.status()).toBe(200);
    return page;
  };
  const statuses = (page: Page) => page.locator('table[data-code-checks] tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-status')));

  it('answers pasted codes with a table of statuses, successors and suggestions, and the API\'s CSV to download', async () => {
    const page = await open();
    await expect(page.locator('nav a[href="/codes/"]').count()).resolves.toBe(1);
    await page.locator('#codes').fill(CODES);
    await page.locator('form[data-codes-form] button[type="submit"]').click();
    await page.waitForSelector('table[data-code-checks]');
    expect(await statuses(page)).toEqual(['removed', 'not-classifiable', 'current', 'never-existed', 'invalid']);
    const removed = page.locator('tr[data-status="removed"]');
    expect(await removed.innerText()).toContain('2026');
    expect(await removed.locator('li').count()).toBeGreaterThan(0);
    expect(await page.locator('tr[data-status="never-existed"]').innerText()).toContain('2204.21.50.05');
    // The schedule ends a heading's text with a colon; the page adds its own once, never "2009::".
    const heading = await page.locator('tr[data-status="not-classifiable"]').innerText();
    expect(heading).toMatch(/other than that of heading 2009: \d+ lines under it/);
    expect(await page.locator('table[data-code-checks]').innerText()).not.toMatch(/::|: ›/);
    const href = await page.locator('[data-codes-download]').getAttribute('href');
    const csv = decodeURIComponent(href!.replace(/^data:text\/csv;charset=utf-8,/, ''));
    const api = await fetch(`${served.url}/v1/code-checks`, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'text/csv' }, body: JSON.stringify({ codes: CODES.split('\n') }) });
    expect(csv).toBe(await api.text());
    await screenshot(page, 'codes-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'codes-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // axe-core runs as a script in the page, so the same answer is checked in a context with JavaScript on.
    const checked = await withJs.newPage();
    await checked.goto(`${served.url}/codes/`);
    await checked.locator('#codes').fill(CODES);
    await checked.locator('form[data-codes-form] button[type="submit"]').click();
    await checked.waitForSelector('table[data-code-checks]');
    const serious = (await axeViolations(checked)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious).toEqual([]);
    await checked.close();
  }, 120_000);

  it('reads an uploaded CSV by its code column, leading zeros kept', async () => {
    const page = await open();
    await page.locator('#file').setInputFiles({ name: 'catalogue.csv', mimeType: 'text/csv', buffer: Buffer.from('sku,code\nA,0101.21.00.10\nB,101210010\n') });
    await page.locator('form[data-codes-form] button[type="submit"]').click();
    await page.waitForSelector('table[data-code-checks]');
    expect(await statuses(page)).toEqual(['current', 'never-existed']);
    expect(await page.locator('tr[data-status="current"] code').innerText()).toBe('0101.21.00.10');
  });
});
