/**
 * Server-side search for /search/ (with and without JavaScript: the live box
 * shows this page's results): the same store, analyser, synonyms and ranking
 * as GET /v1/headings, headings best first with their best lines, and every
 * matching line of a heading on a page of its own. A query that looks like a
 * tariff number is read as a number prefix, in schedule order.
 */
import { findHeadings, headingLine, matchedIn } from '../lib/query/heading-search.ts';
import { normaliseHtsno } from '../lib/query/hts-store.ts';
import type { SectionSummary } from '../lib/schema/chapters.ts';
import type { HeadingHit, HeadingLine } from '../lib/schema/heading-search.ts';
import type { TariffLine } from '../lib/schema/tariff-line.ts';
import { tokens } from '../lib/search/analyser.ts';
import { functionDeps } from './function-deps.ts';

/** Headings on a page of results; lines on a page of one heading's lines. */
export const HEADINGS_PER_PAGE = 20;
export const LINES_PER_PAGE = 100;

export interface SiteSearch {
  query: string;
  /** What the results answer: the query, corrected when near misses were read. */
  read: string;
  corrections: { from: string; to: string }[];
  /** No line holds every word: headings matching some. */
  partial: boolean;
  /** The query is a tariff number, read as a prefix: `total` and `start` count lines, in schedule order. */
  number: boolean;
  /** Headings that match (lines, for a number). */
  total: number;
  start: number;
  /** The page's headings; for a number, the page's lines under their headings (more than a hit's best five). */
  headings: HeadingHit[];
  /** Fewer headings (or lines of a number) than a page, for a live box (`show`): the results link to the full page. */
  shown?: number;
  /** With `heading`: that heading's matching lines, a page of them. */
  heading?: { heading: HeadingHit; lines: HeadingLine[]; total: number; start: number };
}

/** Lines in schedule order under their headings, for a number prefix: each heading with its lines on the page. */
const byNumber = (lines: readonly TariffLine[], sections: readonly SectionSummary[]): HeadingHit[] => {
  const chapters = new Map(sections.flatMap((s) => s.chapters.map((c) => [c.number, { chapter: c, section: s }] as const)));
  const out = new Map<string, HeadingHit>();
  for (const l of lines) {
    let hit = out.get(l.heading);
    if (!hit) {
      const where = chapters.get(l.chapter);
      out.set(
        l.heading,
        (hit = {
          heading: l.heading,
          description: l.descriptionPath[0] ?? '',
          chapter: { number: l.chapter, title: where?.chapter.title ?? '' },
          section: { number: where?.section.number ?? 0, roman: where?.section.roman ?? '', title: where?.section.title ?? '' },
          lineCount: 0,
          lines: [],
          matched: [],
          linesQuery: null,
        }),
      );
    }
    hit.lineCount++;
    hit.lines.push(headingLine(l, []));
  }
  return [...out.values()];
};

export const searchSite = async (params: URLSearchParams): Promise<SiteSearch> => {
  const query = (params.get('q') ?? '').trim().slice(0, 200);
  const start = Math.max(0, Math.min(1_000_000, Number.parseInt(params.get('start') ?? '0', 10) || 0));
  const show = Number.parseInt(params.get('show') ?? '', 10);
  const shown = Number.isInteger(show) && show >= 1 && show < HEADINGS_PER_PAGE ? show : undefined;
  const empty: SiteSearch = { query, read: query, corrections: [], partial: false, number: false, total: 0, start: 0, headings: [], ...(shown ? { shown } : {}) };
  if (tokens(query).length === 0) return empty;
  const { store, sections } = await functionDeps.hts();
  const digits = normaliseHtsno(query);
  if (digits !== null) {
    const matches = await store.filter({ htsno: digits });
    const lines = await store.lines(matches.subarray(start, start + (shown ?? LINES_PER_PAGE)));
    return { ...empty, number: true, total: matches.length, start, headings: byNumber(lines, sections) };
  }
  const found = await findHeadings(store, sections, query);
  const base = { ...empty, read: found.q, corrections: found.corrections ?? [], partial: found.partial, total: found.total };
  const wanted = params.get('heading');
  if (wanted !== null && /^\d{4}$/.test(wanted)) {
    const all = found.linesOf(wanted);
    const lines = await store.lines(all.subarray(start, start + LINES_PER_PAGE));
    const heading = await found.item(wanted);
    if (heading) {
      return { ...base, headings: [], heading: { heading, lines: lines.map((l) => headingLine(l, matchedIn(found.groups, l))), total: all.length, start } };
    }
  }
  return { ...base, start, headings: await found.items(start, start + (shown ?? HEADINGS_PER_PAGE)) };
};
