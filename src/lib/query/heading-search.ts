import type { SectionSummary } from '../schema/chapters.ts';
import type { HeadingHit, HeadingLine, Matched } from '../schema/heading-search.ts';
import type { TariffLine } from '../schema/tariff-line.ts';
import { explainMatch, matchTexts } from '../search/explain.ts';
import type { QueryGroup } from '../search/query-plan.ts';
import type { HtsStore } from './hts-store.ts';
import { answeredPages } from './answered-pages.ts';

/** Best lines shown under each heading. */
export const LINES_PER_HEADING = 5;
/** Lines unpacked to choose them from: the best by relevance, those with a rate first. */
const CANDIDATES_PER_HEADING = 15;

/**
 * The best lines of a heading (indexes) from its best candidates (relevance order): those that carry a general rate
 * (8- and 10-digit lines) before those that only group others (a 6-digit "Of a kind used on motor cars"), each in
 * order. Chosen before any line is unpacked: only those shown are.
 */
export const bestLines = (candidates: Int32Array, rated: (line: number) => boolean): number[] => {
  const all = Array.from(candidates);
  return [...all.filter(rated), ...all.filter((i) => !rated(i))].slice(0, LINES_PER_HEADING);
};

/** Headings matching a query, best first, for GET /v1/headings and the site's search page. */
export interface HeadingAnswer {
  total: number;
  /** Words read as their near misses because nothing matched as typed (as /v1/tariffs says them). */
  corrections: { from: string; to: string }[] | null;
  /** No line holds every word: headings whose lines hold some of them. */
  partial: boolean;
  /** The query the headings answer: the corrected one when there are corrections. */
  q: string;
  groups: QueryGroup[];
  /** The headings at [start, end) of the order, each with its best lines unpacked. */
  items(start: number, end: number): Promise<HeadingHit[]>;
  /** One heading as items() gives it, wherever it ranks; undefined when none of its lines matched. */
  item(heading: string): Promise<HeadingHit | undefined>;
  /** Every matching line of a heading, best first, as line indexes (the site pages through them). */
  linesOf(heading: string): Int32Array;
}

/** Why a line matched, with the parts that matched nothing left out (a partial answer's). */
export const matchedIn = (groups: readonly QueryGroup[], line: Pick<TariffLine, 'descriptionPath' | 'htsno' | 'digits'>) =>
  explainMatch(groups, matchTexts(line)).filter((m) => m.words.length > 0);

/** A line as a heading hit lists it, with why it matched. */
export const headingLine = (l: TariffLine, matched: Matched[]): HeadingLine => ({
  htsno: l.htsno,
  description: l.description,
  descriptionPath: l.descriptionPath,
  classifiable: l.classifiable,
  general: l.general.text,
  rateKind: l.rateKind,
  matched,
});

/**
 * Reads `q` as /v1/tariffs does (near misses only when nothing matches as typed) and, when still no line holds
 * every word, answers the headings whose lines hold some of them, said as `partial`.
 */
export const findHeadings = async (store: HtsStore, sections: readonly SectionSummary[], q: string): Promise<HeadingAnswer> => {
  let hits = await store.headings(q);
  let read = q;
  let corrections: { from: string; to: string }[] | null = null;
  if (hits.total === 0) {
    const corrected = await store.correct(q);
    const again = corrected ? await store.headings(corrected.q) : undefined;
    if (corrected && again && again.total > 0) [hits, read, corrections] = [again, corrected.q, corrected.corrections];
  }
  let partial = false;
  if (hits.total === 0) {
    hits = await store.headings(q, true);
    partial = hits.total > 0;
  }
  const { groups } = hits;
  const build = async (page: readonly { heading: string; lines: Int32Array }[]): Promise<HeadingHit[]> => {
    const chapters = new Map(sections.flatMap((s) => s.chapters.map((c) => [c.number, { chapter: c, section: s }] as const)));
    const best = page.map((h) => bestLines(h.lines.subarray(0, CANDIDATES_PER_HEADING), hits.rated));
    const unpacked = await store.lines(Int32Array.from(best.flat()));
    let at = 0;
    return page.map((h, k) => {
      const lines = unpacked.slice(at, (at += best[k]!.length));
      const where = chapters.get(h.heading.slice(0, 2));
      return {
        heading: h.heading,
        description: lines[0]?.descriptionPath[0] ?? '',
        chapter: { number: h.heading.slice(0, 2), title: where?.chapter.title ?? '' },
        section: { number: where?.section.number ?? 0, roman: where?.section.roman ?? '', title: where?.section.title ?? '' },
        lineCount: h.lines.length,
        lines: lines.map((l) => headingLine(l, matchedIn(groups, l))),
        matched: explainMatch(groups, lines.flatMap(matchTexts)).filter((m) => m.words.length > 0),
        linesQuery: partial ? null : `/v1/tariffs?q=${encodeURIComponent(read)}&heading=${h.heading}&sort=relevance`,
      };
    });
  };
  return {
    total: hits.total,
    corrections,
    partial,
    q: read,
    groups,
    linesOf: (heading) => hits.linesOf(heading),
    // A page is the same for the same query read and range: the lines a page unpacks and why each matched are kept.
    items: (start, end) => answeredPages<HeadingHit[]>(store, 'headings')(`${partial ? 'p' : 'a'} ${start} ${end} ${read}`, () => build(hits.slice(start, end))),
    item: async (heading) => {
      const hit = hits.hit(heading);
      return hit ? (await build([hit]))[0] : undefined;
    },
  };
};
