/**
 * Chapter pages within 250 KB (chapters 07, 55, 87, 90 and 98 were cut in two for it; tests/e2e/site.test.ts walks
 * every split chapter, these among them, and checks each reaches every line once) and the schedule's blocks on a
 * phone, against the served build in Chromium: Lighthouse's
 * touch-target check (axe-core's target-size) finds nothing on schedule pages as they load, with the blocks off
 * screen still skipped (content-visibility: auto) at their estimated height (src/lib/site/schedule-blocks.ts).
 */
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchBrowser, screenshot } from '../support/browser.ts';
import { startServer, type Served } from '../support/server.ts';
import { chapterPages } from './chapter-pages.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

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
