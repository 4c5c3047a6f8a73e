/**
 * npm run pages: what the site's pages weigh and how they load, in Debian's Chromium against the served build
 * (run `npm run build` first). Lighthouse-style figures (scripts/lib/page-timeline.ts) for the largest chapter pages
 * and two deep links, and the JavaScript each page type loads, on load and after use; printed and written to
 * test-results/page-figures.json. Reported, never asserted: the browser suite asserts what must hold (no layout
 * shift, no script on schedule pages, a DOM under 12,000 elements), and real Lighthouse runs are in
 * docs/PERFORMANCE.md.
 */
import { mkdirSync, readdirSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Response as PageResponse } from 'playwright-core';
import { DIST_DIR, ROOT } from '../src/data/paths.ts';
import { lineHref, linePage } from '../src/lib/site/line-href.ts';
import { startServer } from './lib/local-server.ts';
import { measurePage } from './lib/page-timeline.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Every built chapter page, with its size. */
const chapterPages = () => {
  const root = join(DIST_DIR, 'chapters');
  const pages: { path: string; raw: number; gzip: number }[] = [];
  const add = (path: string, file: string) => {
    const bytes = readFileSync(file);
    pages.push({ path, raw: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length });
  };
  for (const chapter of readdirSync(root).filter((d) => /^\d{2}$/.test(d))) {
    add(`/chapters/${chapter}/`, join(root, chapter, 'index.html'));
    for (const part of readdirSync(join(root, chapter), { withFileTypes: true })) {
      const file = join(root, chapter, part.name, 'index.html');
      if (part.isDirectory() && existsSync(file)) add(`/chapters/${chapter}/${part.name}/`, file);
    }
  }
  return pages.sort((a, b) => b.raw - a.raw);
};

const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const chapters = chapterPages();

  /** Bytes of JavaScript (and Pagefind's files) a page loads by network idle, and after `act`. */
  const scriptBytes = async (path: string, act?: (page: Page) => Promise<void>) => {
    const page = await context.newPage();
    const sizes: number[] = [];
    const pending: Promise<void>[] = [];
    const record = async (r: PageResponse) => {
      if (r.request().resourceType() === 'script' || /\.(m?js|pagefind)$/.test(new URL(r.url()).pathname)) sizes.push((await r.body()).length);
    };
    page.on('response', (r) => void pending.push(record(r)));
    await page.goto(`${server.base}${path}`, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    const onLoad = sizes.reduce((n, b) => n + b, 0);
    if (act) {
      await act(page);
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
    }
    await page.close();
    return { onLoad, afterUse: sizes.reduce((n, b) => n + b, 0) };
  };
  const search = async (page: Page) => {
    await page.locator('#q').fill('sparkling wine');
    await page.locator('#live-results a').first().waitFor();
  };
  const estimate = async (page: Page) => {
    await page.locator('#htsno').fill('2204.21.50.05');
    await page.locator('#value').fill('3000');
    await page.locator('#quantity').fill('750');
    await page.locator('#unit').selectOption('liter');
    await page.locator('form[data-estimate-form] button[type="submit"]').click();
    await page.locator('[data-source="api"]').waitFor();
  };
  const javascript: Record<string, { onLoad: number; afterUse: number }> = {};
  for (const [path, act] of [
    ['/', search],
    ['/chapters/', undefined],
    [chapters[0]!.path, undefined],
    ['/chapters/84/', undefined],
    [linePage('8471.30.01'), undefined],
    ['/estimate/', estimate],
    ['/search/?q=wine', undefined],
    ['/downloads/', undefined],
    ['/api/', undefined],
    ['/changes/', undefined],
  ] as const)
    javascript[path] = await scriptBytes(path, act);

  const measured = [...new Set([chapters[0]!.path, chapters[1]!.path, '/chapters/84/', '/chapters/99/', '/chapters/99/iii/', '/chapters/22/']), lineHref('8479.89.95.99'), lineHref('9902.18.03')];
  const figures = [];
  for (const path of measured) figures.push(await measurePage(context, `${server.base}${path}`, path));

  const report = {
    measured: 'Chromium performance timeline through playwright, unthrottled, 1280x900; score = Lighthouse desktop curves over FCP, LCP, TBT, CLS (Speed Index left out, its weight shared out)',
    largestChapterHtml: chapters[0],
    javascriptBytes: javascript,
    pages: figures,
  };
  mkdirSync(join(ROOT, 'test-results'), { recursive: true });
  writeFileSync(join(ROOT, 'test-results', 'page-figures.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`largest chapter page ${chapters[0]!.path}: ${chapters[0]!.raw} bytes of HTML, ${chapters[0]!.gzip} gzipped`);
  console.log('JavaScript on load / after use:');
  for (const [path, b] of Object.entries(javascript)) console.log(`  ${path}: ${b.onLoad} / ${b.afterUse} bytes`);
  console.log('Lighthouse-style figures (unthrottled desktop):');
  for (const f of figures)
    console.log(`  ${f.path}: score ${f.score}, FCP ${f.fcpMs?.toFixed(0)} ms, LCP ${f.lcpMs?.toFixed(0)} ms, TBT ${f.tbtMs.toFixed(0)} ms, CLS ${f.cls.toFixed(3)}, ${f.domElements} elements, ${f.htmlBytes} bytes`);
  console.log('written to test-results/page-figures.json');
} finally {
  await browser.close();
  await server.stop();
}
