/**
 * Every link to a line of the schedule in the built site lands on a page
 * that has that line's anchor: chapter pages (rows, inherited rates,
 * chapter 99 footnotes, contents) and the home page. (Pagefind holds no
 * line records since issue 22.) Read from dist/, no browser.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST_DIR } from '../../src/data/paths.ts';
import { lineHref } from '../../src/lib/site/line-href.ts';
import { chapterPages } from './chapter-pages.ts';

const anchorsOf = (html: string): Set<string> => new Set([...html.matchAll(/<tr id="([^"]+)"/g)].map((m) => m[1]!));
const hrefsOf = (html: string): string[] => [...html.matchAll(/href="([^"]*#[^"]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

describe('links to lines of the schedule', () => {
  const pages = chapterPages();
  const anchors = new Map(pages.map((p) => [p.path, anchorsOf(readFileSync(p.file, 'utf8'))]));

  const check = (from: string, href: string, problems: string[]) => {
    const [path, anchor] = href.split('#') as [string, string];
    const target = path === '' ? from : path;
    if (!target.startsWith('/chapters/') || anchor === 'main') return;
    if (!anchors.get(target)?.has(decodeURIComponent(anchor))) problems.push(`${from}: ${href}`);
  };

  it('every anchor link on a chapter page lands on a line that page or another shows', () => {
    const problems: string[] = [];
    let links = 0;
    for (const page of pages) {
      for (const href of hrefsOf(readFileSync(page.file, 'utf8'))) {
        links++;
        check(page.path, href, problems);
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
    // Chapter 99 footnotes alone are thousands of links: a check that saw few has read the wrong pages.
    expect(links).toBeGreaterThan(30_000);
  });

  it('shows every line of every chapter exactly once, on the page lineHref names', () => {
    const index = JSON.parse(readFileSync(join(DIST_DIR, 'api', 'v1', 'chapters', 'index.json'), 'utf8')) as { sections: { chapters: { number: string; reserved: boolean }[] }[] };
    let lines = 0;
    for (const { number } of index.sections.flatMap((s) => s.chapters).filter((c) => !c.reserved)) {
      const chapter = JSON.parse(readFileSync(join(DIST_DIR, 'api', 'v1', 'chapters', `${number}.json`), 'utf8')) as { lines: { htsno: string }[] };
      for (const { htsno } of chapter.lines) {
        const [path] = lineHref(htsno).split('#') as [string];
        expect(anchors.get(path)?.has(htsno), htsno).toBe(true);
      }
      const shown = [...anchors.entries()].filter(([path]) => path.startsWith(`/chapters/${number}/`)).flatMap(([, ids]) => [...ids]);
      expect(shown.sort(), number).toEqual(chapter.lines.map((l) => l.htsno).sort());
      lines += chapter.lines.length;
    }
    expect(lines).toBe(29_597);
  });

  it('keeps every chapter page within the budget a phone opens quickly (src/lib/site/line-href.ts)', () => {
    const over = pages.map((p) => ({ path: p.path, bytes: statSync(p.file).size })).filter((p) => p.bytes > 300_000);
    // Past 300 KB, add a start to PART_STARTS for the chapter (or subchapter) named here.
    expect(over).toEqual([]);
  });
});
