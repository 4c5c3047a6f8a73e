/**
 * The chapters cut in two in this round (07, 55, 87, 90, 98: 250 to 296 KB on one page) and the schedule's blocks on
 * a phone, against the served build in Chromium: each split chapter's index reaches every line exactly once, in
 * schedule order, on the page lineHref names; no chapter page is over 250 KB; and on a phone Lighthouse's
 * touch-target check (axe-core's target-size) finds nothing on schedule pages as they load, with the blocks off
 * screen still skipped (content-visibility: auto) at their estimated height (src/lib/site/schedule-blocks.ts).
 */
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST_DIR } from '../../src/data/paths.ts';
import { linePage } from '../../src/lib/site/line-href.ts';
import { hasChromium, launchBrowser, screenshot } from '../support/browser.ts';
import { startServer, type Served } from '../support/server.ts';
import { chapterPages } from './chapter-pages.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const chapterLines = (chapter: string) =>
  (JSON.parse(readFileSync(join(DIST_DIR, 'api', 'v1', 'chapters', `${chapter}.json`), 'utf8')) as { lines: { htsno: string }[] }).lines.map((l) => l.htsno);

describe('chapter pages within 250 KB', () => {
  it('keeps every chapter page under 250 KB of HTML (add a start to PART_STARTS in src/lib/site/line-href.ts past it)', () => {
    const over = chapterPages()
      .map((p) => ({ path: p.path, bytes: statSync(p.file).size }))
      .filter((p) => p.bytes > 250_000);
    expect(over).toEqual([]);
  });
});

describe.skipIf(!hasChromium)('split chapters and schedule blocks in Chromium', () => {
  let served: Served;
  let browser: Browser;
  let phone: BrowserContext;
  beforeAll(async () => {
    served = await startServer();
    browser = await launchBrowser();
    // Lighthouse's mobile profile: 412 px wide.
    phone = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  }, 120_000);
  afterAll(async () => {
    await phone?.close();
    await browser?.close();
    await served?.stop();
  });

  const open = async (path: string): Promise<Page> => {
    const page = await phone.newPage();
    const response = await page.goto(`${served.url}${path}`);
    expect(response?.status(), path).toBe(200);
    return page;
  };

  /** The table pages an index reaches through its list of pages, in order. */
  const tablePages = async (path: string): Promise<string[]> => {
    const page = await open(path);
    const listed = await page.locator('table.parts tbody th a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    const isTable = (await page.locator('table.sched').count()) > 0;
    await page.close();
    if (isTable) return [path];
    const pages: string[] = [];
    for (const href of listed) pages.push(...(await tablePages(href)));
    return pages;
  };

  it.each(['07', '55', '87', '90', '98'])('reaches every line of chapter %s exactly once, in schedule order, from its index', async (chapter) => {
    const pages = await tablePages(`/chapters/${chapter}/`);
    expect(pages.length).toBe(2);
    const ids: string[] = [];
    for (const path of pages) {
      const page = await open(path);
      const own = await page.locator('table.sched tbody tr[id]').evaluateAll((rows) => rows.map((r) => r.id));
      expect(own.length, path).toBeGreaterThan(0);
      expect(own.filter((id) => linePage(id) !== path), path).toEqual([]);
      ids.push(...own);
      await page.close();
    }
    expect(ids).toEqual(chapterLines(chapter));
  }, 120_000);

  const targetSize = async (page: Page) => {
    await page.evaluate(axeSource);
    return page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(ctx: Document, o: unknown): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
      const r = await axe.run(document, { runOnly: { type: 'rule', values: ['target-size'] } });
      return r.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
    });
  };

  it.each(['/chapters/22/', '/chapters/99/9903.52/', '/chapters/07/0701/', '/chapters/84/8462/', '/chapters/99/9902.05/'])(
    'gives every row link of %s a clear 24 px target on a phone, with the blocks off screen still skipped',
    async (path) => {
      const page = await open(path);
      const blocks = await page.locator('.schedule .blk').evaluateAll((els) =>
        els.map((el) => ({ classes: el.className, skipped: getComputedStyle(el).contentVisibility === 'auto' })),
      );
      expect(blocks.length).toBeGreaterThan(2);
      for (const b of blocks) expect(b.classes).toMatch(/^blk m\d+ w\d+$/);
      expect(blocks.every((b) => b.skipped)).toBe(true);
      expect(await targetSize(page)).toEqual([]);
      if (path === '/chapters/07/0701/') await screenshot(page, 'chapter-07-part-phone', false);
      await page.close();
    },
    120_000,
  );
});
