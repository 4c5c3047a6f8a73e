/**
 * What search engines and feed readers read, from the built dist/: /robots.txt names /sitemap.xml; the sitemap
 * index names sitemaps of at most 50,000 URLs each; every static page (and every chapter page part) is in them once,
 * each URL absolute on the deploy's address; and no built feed, sitemap, page or dataset links to this machine.
 */
import { DOMParser } from '@xmldom/xmldom';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST_DIR, ROOT } from '../../src/data/paths.ts';
import { ON_DEMAND_PAGES, UNLISTED_ON_DEMAND_PAGES } from '../../src/data/write-site-index.ts';
import { siteUrl } from '../../src/data/site-url.ts';
import { loadChapter, loadSiteData } from '../../src/data/site-data.ts';
import { linePagePath } from '../../src/lib/site/line-page.ts';
import { MAX_URLS_PER_SITEMAP } from '../../src/lib/site/sitemap.ts';
import { chapterPages } from './chapter-pages.ts';

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const read = (path: string) => readFileSync(join(DIST_DIR, path), 'utf8');
const locs = (xml: string, tag: string) => {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  return Array.from(doc.getElementsByTagNameNS(NS, tag)).map((el) => el.getElementsByTagNameNS(NS, 'loc')[0]!.textContent!);
};
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));

describe('sitemaps and robots.txt', () => {
  const site = siteUrl();
  const robots = read('robots.txt');
  const index = read('sitemap.xml');
  const files = locs(index, 'sitemap');
  const urls = files.flatMap((url) => {
    expect(url.startsWith(`${site}/sitemaps/`), url).toBe(true);
    const listed = locs(read(new URL(url).pathname), 'url');
    expect(listed.length, url).toBeLessThanOrEqual(MAX_URLS_PER_SITEMAP);
    return listed;
  });

  it('robots.txt names the sitemap index and keeps crawlers off the metered API', () => {
    expect(robots).toContain(`Sitemap: ${site}/sitemap.xml\n`);
    expect(robots.split('\n')).toContain('Disallow: /v1/');
    expect(files.length).toBeGreaterThan(0);
  });

  it('names every on-demand page of src/pages without a parameter as listed or left out', () => {
    const onDemand = readdirSync(join(ROOT, 'src', 'pages'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.astro') && !f.includes('[') && /export const prerender = false/.test(readFileSync(join(ROOT, 'src', 'pages', f), 'utf8')))
      .map((f) => `/${f.replace(/\.astro$/, '').replace(/(^|\/)index$/, '').split(sep).join('/')}/`.replace('//', '/'))
      .sort();
    expect(onDemand).toEqual([...ON_DEMAND_PAGES, ...UNLISTED_ON_DEMAND_PAGES].sort());
  });

  it('lists every static page once, absolute on the deploy address, and the on-demand code check, estimate and history forms', () => {
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url.startsWith(`${site}/`), url).toBe(true);
    const paths = new Set(urls.map((u) => new URL(u).pathname));
    const pages = walk(DIST_DIR)
      .filter((f) => f.endsWith(`${sep}index.html`) && !f.includes(`${sep}pagefind${sep}`))
      .map((f) => `/${relative(DIST_DIR, f).split(sep).slice(0, -1).join('/')}/`.replace('//', '/'));
    expect(pages.length).toBeGreaterThan(150);
    for (const page of pages) expect(paths.has(page), page).toBe(true);
    for (const page of chapterPages()) expect(paths.has(page.path), page.path).toBe(true);
    for (const page of ['/', '/codes/', '/estimate/', '/history/', '/chapters/84/', '/changes/']) expect(paths.has(page), page).toBe(true);
    for (const page of UNLISTED_ON_DEMAND_PAGES) expect(paths.has(page), page).toBe(false);
  });

  it('lists the page of every line of the schedule once, in sitemaps of their own', () => {
    const numbers = loadSiteData().sections.flatMap((s) => s.chapters.flatMap((c) => loadChapter(c.number).lines.map((l) => l.htsno)));
    expect(numbers.length).toBe(29_597);
    const lineFiles = files.filter((f) => new URL(f).pathname.startsWith('/sitemaps/lines'));
    expect(lineFiles.length).toBeGreaterThan(0);
    const listed = lineFiles.flatMap((f) => locs(read(new URL(f).pathname), 'url')).map((u) => new URL(u).pathname);
    expect(listed.length).toBe(numbers.length);
    expect(new Set(listed)).toEqual(new Set(numbers.map(linePagePath)));
  });

  it('no built feed, sitemap, page or dataset links to this machine', () => {
    const built = walk(DIST_DIR).filter((f) => /\.(atom|xml|txt|html|json)$/.test(f) && !f.includes(`${sep}pagefind${sep}`) && statSync(f).size < 50_000_000);
    expect(built.length).toBeGreaterThan(300);
    const local = built.filter((f) => /https?:\/\/(localhost|127\.0\.0\.1)/.test(readFileSync(f, 'utf8')));
    expect(local.map((f) => relative(DIST_DIR, f))).toEqual([]);
    expect(read('api/v1/changes.atom')).toContain(`href="${site}/`);
  });
});
