/**
 * The page of every line (/lines/{htsno}/), against the served build: every line of the schedule has one (the use
 * case finds each by its own number), a line of each rate kind answers with its badge, the page of 2204.21.50.05
 * shows what a broker looks for (breadcrumbs, rates with their kind and the line they are published on, programmes
 * with their countries, footnotes with the chapter 99 headings they name, the history link) and its estimate form
 * prices the line; the CDN keeps it until the next deploy; another spelling is sent on, a prefix of several lines
 * lists them, an unknown number is a 404; every chapter page links each row to its line's page; axe-core at 390 px.
 */
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linePageData } from '../../src/app/line-page.ts';
import { loadChapter, loadSiteData } from '../../src/data/site-data.ts';
import { LINE_PAGE_HEADERS, SITE_HEADERS } from '../../src/lib/netlify/site-headers.ts';
import type { TariffLine } from '../../src/lib/schema/tariff-line.ts';
import { linePagePath } from '../../src/lib/site/line-page.ts';
import { testDeps } from '../support/app.ts';
import { axeViolations, hasChromium, launchBrowser, screenshot, watchErrors } from '../support/browser.ts';
import { startServer, type Served } from '../support/server.ts';
import { chapterPages } from './chapter-pages.ts';

const lines: TariffLine[] = loadSiteData().sections.flatMap((s) => s.chapters.flatMap((c) => loadChapter(c.number).lines));
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#39;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');

describe('the page of every line, served', () => {
  let served: Served;
  beforeAll(async () => {
    served = await startServer();
  }, 60_000);
  afterAll(async () => served?.stop());

  const get = async (path: string) => {
    const response = await fetch(`${served.url}${path}`, { redirect: 'manual' });
    return { response, html: await response.text() };
  };

  it('has a page for every line of the schedule, found by its own number', async () => {
    expect(lines.length).toBe(29_597);
    const missing: string[] = [];
    for (const line of lines) {
      const answer = await linePageData(testDeps, { htsno: line.htsno });
      if (!answer.ok || answer.value.line.htsno !== line.htsno) missing.push(line.htsno);
    }
    expect(missing).toEqual([]);
  }, 300_000);

  it('shows 2204.21.50.05: breadcrumbs, rates with kind and source line, programmes, footnotes with chapter 99 headings, history, the form', async () => {
    const { response, html } = await get('/lines/2204.21.50.05/');
    expect(response.status).toBe(200);
    for (const [name, value] of Object.entries({ ...SITE_HEADERS, ...LINE_PAGE_HEADERS })) expect(response.headers.get(name), name).toBe(value);
    expect(response.headers.get('netlify-cdn-cache-control')).toContain('durable');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/lines\/2204\.21\.50\.05\/"/);
    // Breadcrumbs: section, chapter, heading, the numbered and unnumbered headers above the line.
    const crumbs = html.slice(html.indexOf('<nav aria-label="Breadcrumbs">'), html.indexOf('</nav>', html.indexOf('aria-label="Breadcrumbs"')));
    expect(crumbs).toContain('>Section IV: ');
    expect(crumbs).toContain('<a href="/chapters/22/">Chapter 22: ');
    expect(crumbs).toContain('<a href="/lines/2204/">2204: ');
    expect(crumbs).toContain('<a href="/lines/2204.21.50/">Other</a>');
    // The schedule's colon ending a header is left to the separator: no crumb ends with one.
    expect(crumbs).toContain('<li>Valued not over $1.05/liter</li>');
    expect(crumbs).not.toMatch(/:<\/(li|a)>/);
    // Rates: the kind, and the line the general rate is published on.
    expect(html).toContain('<dt>General (column 1)</dt><dd>6.3¢/liter<span class="k k-specific">specific</span> <span class="inh">from <a href="/lines/2204.21.50/">2204.21.50</a></span></dd>');
    expect(html).toMatch(/<dt>Column 2<\/dt><dd>33¢\/liter<span class="k k-specific">specific<\/span>/);
    // Programmes with the countries that can claim them.
    expect(html).toMatch(/<li><strong>AU<\/strong>: Free<span class="k k-free">free<\/span> <span class="muted">\([^)]*Australia[^)]*\)<\/span><\/li>/);
    expect(html).toMatch(/<li><strong>CL<\/strong>: Free<span class="k k-free">free<\/span> <span class="muted">\([^)]*Chile[^)]*\)<\/span><\/li>/);
    expect(html).toContain('<li><strong>JO</strong>: 2.8¢/liter');
    // Footnotes of the subheading above it, with the chapter 99 heading named, and that heading listed.
    expect(html).toContain('<p>On <a href="/lines/2204.21.50/">2204.21.50</a>, which this line falls under:</p>');
    expect(html).toContain('See <a href="/chapters/99/9903.52/#9903.88.03">9903.88.03</a>.');
    expect(html).toMatch(/<ul class="named"><li><a href="\/lines\/9903\.88\.03\/">9903\.88\.03<\/a>: /);
    expect(html).toContain('<p>Units: liters</p>');
    // History and the estimate form, filled in with the line and the unit its rate is per.
    expect(html).toContain('<a href="/history/2204215005/">History of 2204.21.50.05</a>');
    expect(html).toContain('<form class="line-estimate" action="/estimate/#result" method="get">');
    expect(html).toContain('<input type="hidden" name="htsno" value="2204.21.50.05">');
    expect(html).toContain('<option value="liter" selected>liter</option>');
    // The heading and the chapter 99 heading have pages too.
    expect((await get('/lines/2204/')).response.status).toBe(200);
    const heading = await get('/lines/9903.88.03/');
    expect(heading.response.status).toBe(200);
    expect(text(heading.html)).toContain('9903.88.03');
  });

  it('answers a line of each rate kind, with its badge', async () => {
    const byKind = new Map<string, TariffLine>();
    for (const line of lines) if (line.rateKind && line.classifiable && !byKind.has(line.rateKind)) byKind.set(line.rateKind, line);
    expect(byKind.size).toBeGreaterThanOrEqual(8);
    for (const [kind, line] of byKind) {
      const { response, html } = await get(linePagePath(line.htsno));
      expect(response.status, line.htsno).toBe(200);
      expect(html, line.htsno).toContain(`<dt>General (column 1)</dt><dd>${line.general.text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')}<span class="k k-${kind}">${kind}</span>`);
    }
  });

  it('sends another spelling or a unique prefix on to the line, lists the lines of a prefix, and 404s an unknown number', async () => {
    for (const spelling of ['2204215005', '2204.21.50.0']) {
      const { response } = await get(`/lines/${spelling}/`);
      expect(response.status, spelling).toBe(301);
      expect(response.headers.get('location'), spelling).toBe('/lines/2204.21.50.05/');
    }
    const prefix = await get('/lines/2204.2/');
    expect(prefix.response.status).toBe(404);
    expect(prefix.html).toContain('<meta name="robots" content="noindex">');
    for (const code of ['2204.21', '2204.21.50', '2204.21.50.05']) expect(prefix.html).toContain(`<a href="/lines/${code}/">${code}</a>`);
    for (const unknown of ['9999.99.99.99', 'wine', '2204.99.99.99']) {
      const { response, html } = await get(`/lines/${unknown}/`);
      expect(response.status, unknown).toBe(404);
      expect(html, unknown).toContain('<meta name="robots" content="noindex">');
      expect(html, unknown).toContain('/search/?q=');
    }
  });

  it('links every row of every chapter page to its line page', () => {
    let rows = 0;
    for (const page of chapterPages()) {
      const html = readFileSync(page.file, 'utf8');
      const linked = [...html.matchAll(/<tr id="([\d.]+)"[^>]*><th scope="row"><a href="([^"]+)"/g)];
      expect(linked.length, page.path).toBe((html.match(/<tr id="/g) ?? []).length);
      for (const [, id, href] of linked) expect(href, `${page.path} ${id}`).toBe(linePagePath(id!));
      rows += linked.length;
    }
    expect(rows).toBe(29_597);
  });

  describe.skipIf(!hasChromium)('in Chromium', () => {
    let browser: Browser;
    let phone: BrowserContext;
    beforeAll(async () => {
      browser = await launchBrowser();
      phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
    });
    afterAll(async () => browser?.close());

    it('prices the line from its page\'s form, and axe finds nothing at 390 px', async () => {
      const page = await phone.newPage();
      const errors = watchErrors(page);
      await page.goto(`${served.url}/lines/2204.21.50.05/`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'line-2204-21-50-05-390');
      await page.fill('#value', '3000');
      await page.fill('#quantity', '750');
      await Promise.all([page.waitForURL(/\/estimate\//), page.click('form.line-estimate button[type="submit"]')]);
      await page.waitForSelector('[data-duty]');
      expect(await page.locator('[data-duty]').first().textContent()).toContain('47.25');
      const missing = await phone.newPage();
      await missing.goto(`${served.url}/lines/2204.2/`);
      expect(await axeViolations(missing)).toEqual([]);
      await missing.close();
      await page.close();
      expect(errors).toEqual([]);
    });
  });
});
