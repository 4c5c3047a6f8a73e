import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { absoluteUrl, MAX_URLS_PER_SITEMAP, robotsTxt, sitemapFiles, sitemapIndex } from '../../../src/lib/site/sitemap.ts';

const SITE = 'https://tariffs.example';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const locs = (xml: string) => {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  return Array.from(doc.getElementsByTagNameNS(NS, 'loc')).map((n) => n.textContent);
};

describe('sitemaps', () => {
  it('writes absolute URLs on the site, escaped, with their lastmod', () => {
    const [file, ...rest] = sitemapFiles(SITE, 'pages', [{ path: '/', lastmod: '2026-03-01' }, { path: '/chapters/22/' }, { path: '/a&b/' }]);
    expect(rest).toEqual([]);
    expect(file!.path).toBe('/sitemaps/pages.xml');
    expect(locs(file!.xml)).toEqual(['https://tariffs.example/', 'https://tariffs.example/chapters/22/', 'https://tariffs.example/a&b/']);
    expect(file!.xml).toContain('<lastmod>2026-03-01</lastmod>');
    expect(file!.xml).toContain('a&amp;b');
    expect(file!.xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
  });

  it('cuts a kind of page into numbered files of at most the protocol limit, keeping every URL once', () => {
    const entries = Array.from({ length: 7 }, (_, i) => ({ path: `/lines/${i}/` }));
    const files = sitemapFiles(SITE, 'lines', entries, 3);
    expect(files.map((f) => f.path)).toEqual(['/sitemaps/lines-1.xml', '/sitemaps/lines-2.xml', '/sitemaps/lines-3.xml']);
    expect(files.flatMap((f) => locs(f.xml))).toEqual(entries.map((e) => `${SITE}${e.path}`));
    expect(sitemapFiles(SITE, 'lines', [])).toEqual([]);
    expect(() => sitemapFiles(SITE, 'lines', entries, MAX_URLS_PER_SITEMAP + 1)).toThrow();
    // 29,597 line pages fit one file.
    expect(sitemapFiles(SITE, 'lines', Array.from({ length: 29_597 }, (_, i) => ({ path: `/lines/${i}/` }))).length).toBe(1);
  });

  it('indexes the files, and robots.txt names the index', () => {
    const index = sitemapIndex(`${SITE}/`, [{ path: '/sitemaps/pages.xml', lastmod: '2026-03-01' }]);
    expect(locs(index)).toEqual(['https://tariffs.example/sitemaps/pages.xml']);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const robots = robotsTxt(SITE);
    expect(robots).toContain('Sitemap: https://tariffs.example/sitemap.xml\n');
    expect(robots.split('\n')).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /v1/', 'Allow: /']));
    expect(absoluteUrl('https://x.example/base', '/a/')).toBe('https://x.example/a/');
  });
});
