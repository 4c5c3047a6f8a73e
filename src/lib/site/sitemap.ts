/**
 * The sitemap protocol (sitemaps.org 0.9): a sitemap index at /sitemap.xml naming one sitemap per kind of page,
 * each cut into files of at most 50,000 URLs (the protocol's limit; 50 MB uncompressed is never near). A kind of
 * page that grows (a page per line) gets files of its own without touching the others: /sitemaps/pages.xml,
 * /sitemaps/lines-1.xml, /sitemaps/lines-2.xml ...
 */
import { escapeHtml } from './escape-html.ts';

export const MAX_URLS_PER_SITEMAP = 50_000;

export interface SitemapEntry {
  /** Site path, "/chapters/22/". */
  path: string;
  /** YYYY-MM-DD: when the page's content last changed (the schedule's publication date). */
  lastmod?: string;
}

export interface SitemapFile {
  /** Site path of the file, "/sitemaps/pages.xml". */
  path: string;
  xml: string;
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** An absolute URL on the site for a path; `site` is the deploy's origin, with or without a trailing slash. */
export const absoluteUrl = (site: string, path: string): string => new URL(path, site.endsWith('/') ? site : `${site}/`).href;

const urlset = (site: string, entries: readonly SitemapEntry[]): string =>
  HEAD +
  `<urlset xmlns="${NS}">\n` +
  entries.map((e) => `<url><loc>${escapeHtml(absoluteUrl(site, e.path))}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>\n`).join('') +
  '</urlset>\n';

/**
 * The sitemap files of one kind of page: `/sitemaps/<name>.xml` when it fits one file, else
 * `/sitemaps/<name>-1.xml`, `-2` ... of at most `perFile` URLs each. A kind with no pages has no file.
 */
export const sitemapFiles = (site: string, name: string, entries: readonly SitemapEntry[], perFile = MAX_URLS_PER_SITEMAP): SitemapFile[] => {
  if (perFile < 1 || perFile > MAX_URLS_PER_SITEMAP) throw new Error(`a sitemap holds 1 to ${MAX_URLS_PER_SITEMAP} URLs, not ${perFile}`);
  const chunks: SitemapEntry[][] = [];
  for (let i = 0; i < entries.length; i += perFile) chunks.push(entries.slice(i, i + perFile));
  return chunks.map((chunk, i) => ({ path: chunks.length === 1 ? `/sitemaps/${name}.xml` : `/sitemaps/${name}-${i + 1}.xml`, xml: urlset(site, chunk) }));
};

/** /sitemap.xml: the index of the sitemap files, each with the latest lastmod of its URLs. */
export const sitemapIndex = (site: string, files: readonly { path: string; lastmod?: string }[]): string =>
  HEAD +
  `<sitemapindex xmlns="${NS}">\n` +
  files.map((f) => `<sitemap><loc>${escapeHtml(absoluteUrl(site, f.path))}</loc>${f.lastmod ? `<lastmod>${f.lastmod}</lastmod>` : ''}</sitemap>\n`).join('') +
  '</sitemapindex>\n';

/**
 * /robots.txt: everything may be crawled but the metered API (/v1/, a crawler would spend an address's budget), the
 * search and estimate answers (one page per query) and the raw datasets (36 MB of JSON; the pages show them).
 */
export const robotsTxt = (site: string): string =>
  ['User-agent: *', 'Disallow: /v1/', 'Disallow: /api/v1/', 'Disallow: /search/?', 'Disallow: /estimate/?', 'Allow: /', '', `Sitemap: ${absoluteUrl(site, '/sitemap.xml')}`, ''].join('\n');
