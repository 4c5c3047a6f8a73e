/**
 * The schedule through time on the site, against the served build: a line's history page (its revisions, its
 * removal, chapter 99 rates in order, the 404 for a number no revision had), the link to it from every line of a
 * chapter page, and the estimate page's "as of" date without JavaScript (the revision named, 422 and 402 said next
 * to the field) and with it (POSTed as asOf); axe-core on the history page and on the as-of estimate.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPLOY_BLOBS_BUILD, DIST_DIR } from '../../src/data/paths.ts';
import { SITE_HEADERS } from '../../src/lib/netlify/site-headers.ts';
import { HISTORY_FILES, type HistoryIndex } from '../../src/lib/history/chapter-history.ts';
import { revisionOn } from '../../src/lib/history/revision-on.ts';
import { PUBLICATION_NOTE } from '../../src/lib/schema/line-history.ts';
import { axeViolations, hasChromium, launchBrowser, newContext, screenshot, watchErrors } from '../support/browser.ts';
import { startServer, type Served } from '../support/server.ts';
import { chapterPages } from './chapter-pages.ts';

const { revisions } = JSON.parse(readFileSync(join(DEPLOY_BLOBS_BUILD, HISTORY_FILES.index), 'utf8')) as HistoryIndex;
const first = revisions[0]!;
// A date inside the anonymous plan's window whatever the day the suite runs: 30 days ago, or today's schedule.
const recent = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
const recentRevision = revisions[revisionOn(revisions, recent)]!;
const WINE = 'htsno=2204.21.50.05&value=3000&quantity=750&unit=liter';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#39;/g, "'").replace(/\s+/g, ' ');
const rowsOf = (html: string) => html.slice(html.indexOf('<tbody>')).split('<tr').slice(1);

describe('history pages and the as-of estimate, served', () => {
  let served: Served;
  beforeAll(async () => {
    served = await startServer();
  }, 60_000);
  afterAll(async () => served?.stop());

  const get = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${served.url}${path}`, init);
    return { response, html: await response.text() };
  };

  it('shows 0201.30.50.85 from 2025HTSBasic to its removal in 2026HTSRev2, with the site headers', async () => {
    const { response, html } = await get('/history/0201305085/');
    expect(response.status).toBe(200);
    for (const [name, value] of Object.entries(SITE_HEADERS)) expect(response.headers.get(name), name).toBe(value);
    expect(html).toContain('<h1>History of 0201.30.50.85</h1>');
    expect(text(html)).toContain('Removed in 2026HTSRev2, published 2026-01-30');
    const rows = rowsOf(html);
    expect(rows.map((r) => r.match(/data-change="(\w+)"/)?.[1])).toEqual(['held', 'removed']);
    expect(text(rows[0]!)).toContain('2025HTSBasic published 2025-01-01');
    expect(rows[1]).toContain('<a href="/changes/2026_rev_2/#0201.30.50.85">2026HTSRev2</a>');
    expect(text(html)).toContain(PUBLICATION_NOTE);
    // Its rates are its parent's: the page says so and links to that line's history.
    expect(html).toContain('<a href="/history/02013050/">history of 0201.30.50</a>');
    expect((await get('/history/02013050/')).response.status).toBe(200);
  });

  it('shows 9903.01.63 (asked for as 9903016300) at +34%, then +84%, then +125%, each change marked', async () => {
    const { response, html } = await get('/history/9903016300/');
    expect(response.status).toBe(200);
    expect(html).toContain('<h1>History of 9903.01.63</h1>');
    expect(text(html)).toContain('9903016300 is shown as 9903.01.63');
    const general = rowsOf(html).map((r) => text(r.split('<td')[4] ?? '').match(/\+ ?\d+%/)?.[0]);
    expect(general.slice(0, 3)).toEqual(['+ 34%', '+ 84%', '+ 125%']);
    const at = (rate: string) => html.indexOf(`subheading ${rate}`);
    expect(at('+ 34%')).toBeLessThan(at('+ 84%'));
    expect(at('+ 84%')).toBeLessThan(at('+ 125%'));
    expect(rowsOf(html)[1]).toContain('<td class="chg"><span class="chg-mark">Changed</span> The duty provided in the applicable subheading + 84%</td>');
  });

  it('links the chapter 99 headings a line named in each revision to their own history', async () => {
    const { html } = await get('/history/22042150/'); // 2204.21.50: its footnote names 9903.88.03
    const links = [...html.matchAll(/<ul class="ch99">(.*?)<\/ul>/g)].flatMap((m) => [...m[1]!.matchAll(/href="([^"]+)"/g)].map((l) => l[1]!));
    expect(links).toContain('/history/99038803/');
    expect((await get('/history/99038803/')).response.status).toBe(200);
  });

  it('answers 404, with the headers and a form to try another number, for a number no revision had', async () => {
    for (const path of ['/history/0101999999/', '/history/7700000000/', '/history/not-a-number/']) {
      const { response, html } = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-security-policy'), path).toBe(SITE_HEADERS['Content-Security-Policy']);
      expect(html, path).toContain('<form class="history-lookup" action="/history/" method="get"');
    }
    expect(text((await get('/history/0101999999/')).html)).toContain(`No archived revision, from ${first.release}`);
  });

  it('sends the lookup form on to the line\'s page, and explains a number it cannot read', async () => {
    const { response } = await get('/history/?htsno=0201.30.50.85', { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/history/0201305085/');
    const bad = await get('/history/?htsno=wine');
    expect(bad.response.status).toBe(400);
    expect(bad.html).toContain('id="history-htsno-error"');
    expect(bad.html).toContain('aria-invalid="true"');
    expect((await get('/history/')).response.status).toBe(200);
  });

  it('links every line of a chapter page to its history page, and the link answers', async () => {
    const pages = chapterPages();
    const chapter84 = pages.filter((p) => p.path.startsWith('/chapters/84/8')).map((p) => readFileSync(p.file, 'utf8'));
    expect(chapter84.length).toBeGreaterThan(1);
    for (const html of chapter84) expect(html.match(/<a href="\/history\/\d+\/">history<\/a>/g)).toHaveLength(html.match(/<tr id="/g)!.length);
    const chapter22 = readFileSync(join(DIST_DIR, 'chapters', '22', 'index.html'), 'utf8');
    expect(chapter22).toContain('<th scope="row"><a href="/lines/2204.21.50.05/">2204.21.50.05</a> <a href="/history/2204215005/">history</a></th>');
    const part = readFileSync(join(DIST_DIR, 'chapters', '99', '9903.01', 'index.html'), 'utf8');
    expect(part).toContain('<a href="/lines/9903.01.63/">9903.01.63</a> <a href="/history/99030163/">history</a>');
    const { response, html } = await get('/history/2204215005/');
    expect(response.status).toBe(200);
    expect(html).toContain('<h1>History of 2204.21.50.05</h1>');
    expect(html).toContain('data-status="in-schedule"');
  });

  it('estimates as of a date without JavaScript, naming the revision used, its dates and the note', async () => {
    const { response, html } = await get(`/estimate/?${WINE}&asOf=${recent}`);
    expect(response.status).toBe(200);
    expect(html).toContain(`data-as-of="${recentRevision.id}"`);
    expect(text(html)).toContain(`Schedule as of ${recent} : revision ${recentRevision.release} , published ${recentRevision.publishedOn}`);
    expect(text(html)).toContain(PUBLICATION_NOTE);
    expect(html).toContain('<strong data-duty>');
    // The date stays in the form.
    expect(html).toMatch(new RegExp(`<input id="asOf" name="asOf" type="date" value="${recent}"`));
  });

  it('says next to the date field why a date was refused: before the archive (422), beyond the window (402)', async () => {
    const early = await get(`/estimate/?${WINE}&asOf=2024-12-31`);
    expect(text(early.html.match(/<span class="error" id="asOf-error">[^<]*/)?.[0] ?? '')).toContain(`Too early: the archive of the schedule starts on ${first.publishedOn}`);
    expect(early.html).toMatch(/<input id="asOf"[^>]*aria-describedby="asOf-hint asOf-error"[^>]*aria-invalid="true"/);
    expect(early.html).not.toContain('data-duty');
    const old = await get(`/estimate/?${WINE}&asOf=${first.publishedOn}`);
    expect(old.html.match(/<span class="error" id="asOf-error">[^<]*/)?.[0]).toContain('Beyond the history window');
  });
});

describe.skipIf(!hasChromium)('history pages and the as-of estimate in Chromium', () => {
  let served: Served;
  let browser: Browser;
  let withJs: BrowserContext;
  const errors: string[] = [];

  beforeAll(async () => {
    served = await startServer();
    browser = await launchBrowser();
    withJs = await newContext(browser);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await served?.stop();
    expect(errors).toEqual([]);
  });

  // The browser logs a refused answer it was meant to get (the 404 page, the API's 422) as a console error.
  const expected = /the server responded with a status of (404|422)/;
  const open = async (path: string, status = 200): Promise<Page> => {
    const page = await withJs.newPage();
    const seen = watchErrors(page);
    page.on('close', () => errors.push(...seen.filter((e) => !expected.test(e))));
    const response = await page.goto(`${served.url}${path}`);
    expect(response?.status(), path).toBe(status);
    return page;
  };
  const serious = async (page: Page) => (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');

  it.each([
    ['a removed line', '/history/0201305085/', 200],
    ['a chapter 99 heading', '/history/99030163/', 200],
    ['a number no revision had', '/history/0101999999/', 404],
  ])('has no serious or critical axe-core violations: %s', async (name, path, status) => {
    const page = await open(path, status);
    if (status === 200) await screenshot(page, `history-${path.split('/')[2]}`);
    expect(await serious(page)).toEqual([]);
    await page.close();
  });

  it('keeps the timeline\'s caption on a phone\'s screen while the table scrolls sideways', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await phone.newPage();
    await page.goto(`${served.url}/history/0201305085/`);
    const region = page.locator('.table-scroll');
    const box = async () => (await page.locator('.history caption').boundingBox())!;
    expect(await region.evaluate((r) => r.scrollWidth > r.clientWidth)).toBe(true);
    expect((await box()).x + (await box()).width).toBeLessThanOrEqual(390 - 16);
    await region.evaluate((r) => r.scrollTo(300, 0));
    expect((await box()).x).toBeGreaterThanOrEqual(16);
    await phone.close();
  });

  it('posts the as-of date with the estimate and shows the revision in place', async () => {
    const page = await open('/estimate/');
    await page.locator('#htsno').fill('2204.21.50.05');
    await page.locator('#value').fill('3000');
    await page.locator('#quantity').fill('750');
    await page.locator('#unit').selectOption('liter');
    await page.locator('#asOf').fill(recent);
    const posted = page.waitForRequest((r) => r.url().endsWith('/v1/duty-estimate') && r.method() === 'POST');
    await page.locator('form[data-estimate-form] button[type="submit"]').click();
    expect(JSON.parse((await posted).postData() ?? '{}')).toMatchObject({ htsno: '2204.21.50.05', asOf: recent });
    const result = page.locator('[data-estimate-result][data-source="api"]');
    await result.waitFor();
    expect(await result.locator('[data-as-of]').getAttribute('data-as-of')).toBe(recentRevision.id);
    expect(await result.locator('[data-as-of]').textContent()).toContain(recentRevision.release);
    expect(await result.locator('svg.rate-chart').count()).toBe(1);
    expect(page.url()).toContain(`asOf=${recent}`);
    expect(await serious(page)).toEqual([]);
    await page.close();
  });

  it('falls back to the server page for a refused date, which says why next to the field', async () => {
    const page = await open('/estimate/');
    await page.locator('#htsno').fill('2204.21.50.05');
    await page.locator('#value').fill('3000');
    await page.locator('#asOf').fill('2024-12-31');
    await page.locator('form[data-estimate-form] button[type="submit"]').click();
    await page.locator('#asOf-error').waitFor();
    expect(await page.locator('#asOf-error').textContent()).toContain('Too early');
    expect(await page.locator('#asOf').getAttribute('aria-invalid')).toBe('true');
    expect(await serious(page)).toEqual([]);
    await screenshot(page, 'estimate-as-of-refused');
    await page.close();
  });
});
