/**
 * The home page's live box shows a handful of headings (LIVE_HEADINGS) as the user types, with a link to the whole
 * answer on the search page, which shows a page of 20; and a word matched by a prefix is marked on that prefix only.
 * Against the served build: the HTML of /search/ with and without `show`, then the box itself in Chromium.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { LIVE_HEADINGS } from '../../src/lib/site/live-search.ts';
import { HEADINGS_PER_PAGE } from '../../src/data/site-search.ts';
import { hasChromium, launchBrowser } from '../support/browser.ts';
import { startServer, type Served } from '../support/server.ts';

const groups = (html: string) => (html.match(/<li class="group"/g) ?? []).length;

describe('the live box on the home page', () => {
  let served: Served;
  beforeAll(async () => {
    served = await startServer();
  });
  afterAll(async () => {
    await served?.stop();
  });

  it('asks /search/ for a handful of headings with a link to all of them; the search page shows a page of 20', async () => {
    const live = await (await fetch(`${served.url}/search/?q=steel&show=${LIVE_HEADINGS}`)).text();
    expect(groups(live)).toBe(LIVE_HEADINGS);
    expect(live).toMatch(/<a href="\/search\/\?q=steel">All [\d,]+ headings for “steel”<\/a>/);
    expect(live).not.toMatch(/>Next headings</);
    const page = await (await fetch(`${served.url}/search/?q=steel`)).text();
    expect(groups(page)).toBe(HEADINGS_PER_PAGE);
    expect(page).toMatch(/>Next headings</);
    // "show" is only ever fewer than a page.
    expect(groups(await (await fetch(`${served.url}/search/?q=steel&show=500`)).text())).toBe(HEADINGS_PER_PAGE);
  }, 60_000);

  it('marks a word the query only begins on that prefix, at the word start', async () => {
    // "cart" begins "cartridges" (heading 8443's "ink cartridges" and others).
    const html = await (await fetch(`${served.url}/search/?q=cart`)).text();
    const marks = [...html.matchAll(/<mark>([^<]*)<\/mark>(\w*)/g)].map((m) => [m[1]!, m[2]!]);
    expect(marks.length).toBeGreaterThan(0);
    for (const [marked] of marks) expect(marked!.toLowerCase()).toMatch(/^carts?$/);
    expect(marks.some(([, rest]) => rest !== '')).toBe(true);
  }, 60_000);

  describe.skipIf(!hasChromium)('in Chromium', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('shows the first headings of the answer as the user types, then links to the rest', async () => {
      const page = await (await browser.newContext({ viewport: { width: 390, height: 900 } })).newPage();
      await page.goto(`${served.url}/`);
      await page.locator('#q').fill('steel');
      const first = page.locator('#live-results li.group').first();
      await first.waitFor({ timeout: 15_000 });
      expect(await page.locator('#live-results li.group').count()).toBe(LIVE_HEADINGS);
      await expect(page.locator('#live-results a', { hasText: /^All [\d,]+ headings for “steel”$/ }).getAttribute('href')).resolves.toBe('/search/?q=steel');
      await page.close();
    }, 120_000);
  });
});
