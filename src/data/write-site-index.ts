/**
 * Build step: what search engines read. /sitemap.xml, the index of the sitemaps under /sitemaps/ (one per kind of
 * page, src/lib/site/sitemap.ts), and /robots.txt naming it, all on the deploy's address (src/data/site-url.ts).
 * The pages are the static pages Astro wrote (every index.html under dist/) and the on-demand pages a person opens
 * without a query, and the page of every line of the current schedule (/lines/{htsno}/, on demand) in sitemaps of
 * their own; a query's answer (/search/?q=, /estimate/?htsno=) is left out. Every URL's lastmod is the
 * current schedule's publication date, so two builds of the same sources write the same files.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { robotsTxt, sitemapFiles, sitemapIndex, type SitemapEntry, type SitemapFile } from '../lib/site/sitemap.ts';
import { linePagePath } from '../lib/site/line-page.ts';
import { currentNumbers, loadSiteData } from './site-data.ts';
import { siteUrl } from './site-url.ts';

/** On-demand pages worth finding: the estimate form, the code check and the history lookup. */
export const ON_DEMAND_PAGES: readonly string[] = ['/codes/', '/estimate/', '/history/'];
/** On-demand pages left out: the search page answers a query (its results are the schedule's pages), 404 is no page. */
export const UNLISTED_ON_DEMAND_PAGES: readonly string[] = ['/404/', '/search/'];

const htmlPages = (distDir: string, dir = distDir): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return e.name === 'pagefind' || e.name === '_astro' ? [] : htmlPages(distDir, join(dir, e.name));
    if (e.name !== 'index.html') return [];
    const path = relative(distDir, dir).split(sep).join('/');
    return [path === '' ? '/' : `/${path}/`];
  });

export const writeSiteIndex = (distDir: string, site: string = siteUrl()): SitemapFile[] => {
  const lastmod = loadSiteData().revision.publishedOn ?? undefined;
  const paths = [...new Set([...htmlPages(distDir), ...ON_DEMAND_PAGES])].sort();
  const pages: SitemapEntry[] = paths.map((path) => ({ path, lastmod }));
  const lines: SitemapEntry[] = [...currentNumbers()].map((htsno) => ({ path: linePagePath(htsno), lastmod }));
  const files = [...sitemapFiles(site, 'pages', pages), ...sitemapFiles(site, 'lines', lines)];
  const write = (path: string, text: string) => {
    const file = join(distDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  };
  for (const f of files) write(f.path, f.xml);
  write('/sitemap.xml', sitemapIndex(site, files.map((f) => ({ path: f.path, lastmod }))));
  write('/robots.txt', robotsTxt(site));
  return files;
};
