/**
 * The estimate page's many-lines mode in Chromium: a CSV uploaded as a file (and one pasted, without JavaScript) is
 * answered with a table of every line, the totals, the refusals and problems in place, and a CSV download of the
 * same answer; the page passes axe and the single-line form is still there, unchanged.
 */
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/lib/csv/parse-csv.ts';
import { axeViolations, hasChromium, launchBrowser, newContext, screenshot, watchErrors } from '../support/browser.ts';
import { startServer, type Served } from '../support/server.ts';

const INVOICE = ['htsno,customsValueUsd,litres,countryOfOrigin', '2204.21.50.05,3000,750,FR', '2204.30.00.00,2000,500,FR', '101210010,100,,', '0101.21.00.10,2000,,'].join('\n');

describe.skipIf(!hasChromium)('estimate page, many lines, in Chromium', () => {
  let served: Served;
  let browser: Browser;
  let withJs: BrowserContext;
  let withoutJs: BrowserContext;
  const errors: string[] = [];

  beforeAll(async () => {
    served = await startServer();
    browser = await launchBrowser();
    withJs = await newContext(browser);
    withoutJs = await newContext(browser, { javaScriptEnabled: false });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await served?.stop();
    expect(errors).toEqual([]);
  });

  const open = async (context: BrowserContext): Promise<Page> => {
    const page = await context.newPage();
    const seen = watchErrors(page);
    page.on('close', () => errors.push(...seen));
    const response = await page.goto(`${served.url}/estimate/`);
    expect(response?.status()).toBe(200);
    return page;
  };

  const expectInvoice = async (page: Page) => {
    const result = page.locator('[data-batch-result]');
    await result.locator('table.batch-results').waitFor();
    expect(await result.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-line-status')))).toEqual(['priced', 'refused', 'problem', 'free']);
    expect(await result.locator('[data-batch-total]').textContent()).toBe('$47.25');
    const text = (await result.textContent()) ?? '';
    expect(text).toContain('Incomplete');
    expect(text).toContain('likely 0101.21.00.10'); // the number the third line likely was, named, not priced
    expect(text).toMatch(/No number: .*proof/);
    expect(await result.locator('tr[data-line-status="problem"] td').first().textContent()).toBe('101210010');
  };

  it('answers an uploaded CSV with a table, totals and refusals, and downloads it as CSV', async () => {
    const page = await open(withJs);
    // The single-line form is still the page's first form.
    expect(await page.locator('form[data-estimate-form] #htsno').count()).toBe(1);
    await page.locator('#lines-file').setInputFiles({ name: 'invoice.csv', mimeType: 'text/csv', buffer: Buffer.from(INVOICE) });
    await page.locator('form[data-batch-form] button[type="submit"]').click();
    await expectInvoice(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-batch-download]').click()]);
    expect(download.suggestedFilename()).toBe('duty-estimates.csv');
    const rows = parseCsv(readFileSync((await download.path())!, 'utf8'));
    expect(rows.ok).toBe(true);
    const table = rows.ok ? rows.value : [];
    expect(table.map((r) => r[0])).toEqual(['line', '1', '2', '3', '4', 'total']);
    expect(table.at(-1)![table[0]!.indexOf('dutyUsd')]).toBe('47.25');
    const serious = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious).toEqual([]);
    await screenshot(page, 'estimate-many-lines');
    await page.close();
  });

  it('answers pasted lines without JavaScript, and says what is wrong with an empty form', async () => {
    const page = await open(withoutJs);
    await page.locator('form[data-batch-form] button[type="submit"]').click();
    await page.locator('[data-batch-result] .problem').waitFor();
    expect(await page.locator('[data-batch-result] .problem').textContent()).toMatch(/Paste CSV lines or choose a CSV file/);
    await page.locator('#lines-csv').fill(INVOICE);
    await page.locator('form[data-batch-form] button[type="submit"]').click();
    await expectInvoice(page);
    // What was pasted stays in the box, to correct and send again.
    expect(await page.locator('#lines-csv').inputValue()).toBe(INVOICE);
    await page.close();
  });
});
