import { createByteLru } from '../memory/byte-lru.ts';
import type { QueryGroup } from './query-plan.ts';
import { headingLines, rankHeadings, rankLines } from './rank.ts';
import type { Matches } from './score.ts';
import type { Headings } from './text-index.ts';

/**
 * A query's answer kept for the next request that asks it: what it matched (score.ts) and, each computed the first
 * time it is asked, its lines best first, its headings best first and each heading's lines best first (rank.ts).
 * Scoring a broad word ("other", "of": thousands of lines) costs milliseconds; paging through its answer, or asking
 * it again, then costs a lookup. The orders are those rank.ts gives on the whole match, so a cursor (an offset into
 * them) pages the same order whether the answer was kept or scored again.
 */
export interface Search {
  readonly groups: QueryGroup[];
  readonly matches: Matches;
  /** Every matched line, best first (rankLines on the whole match). Kept: read it, never write it. */
  ranked(): Int32Array;
  /** Some of the matched lines (in schedule order) best first: ranked() when they are all of them, else rankLines on them. */
  rank(lines: Int32Array): Int32Array;
  /** Headings any line of which matched, best first (rankHeadings). */
  headingOrder(): Int32Array;
  /** A heading's matching lines, best first (headingLines, the heading's own four-digit line left out when others matched). */
  linesOf(h: number): Int32Array;
}

/**
 * Bytes of answers kept: an answer holds its matched lines' and reached headings' relevance alone, so a narrow one's is
 * a few KB (the readings of classify's development set: about 5 KB each, some 1,700 kept), a broad word's up to
 * 250 KB ("other": 22,568 lines, in schedule order and best first).
 */
export const SEARCH_BYTES = 8 * 1024 * 1024;
/** How many queries are remembered as asked once (keys only); past it they are forgotten all at once. */
export const ASKED_ONCE = 4096;

export interface Searches {
  /** The answer to q (with partial, to some of its words), from the kept answers or scored now (and kept from its second ask). */
  get(q: string, partial: boolean): Search;
  /** How many answers are kept and their bytes (for tests and the bench). */
  readonly size: number;
  readonly bytes: number;
}

/** The answer, its closures and map. */
const FIXED_BYTES = 512;
/** What a typed array costs beside its elements (its object, buffer and backing store): measured about 300 bytes. */
const ARRAY_BYTES = 300;
const arrayBytes = (a: ArrayBufferView) => ARRAY_BYTES + a.byteLength;
/**
 * A match at most this heavy (about 2,000 lines) is kept from its first ask: it costs a few KB of heap, and most
 * answers are (classify's readings: 97% of the 912 its development set asks). Kept from the first ask, a description
 * asked again costs lookups (in process, p50 2.3 -> 1.4 ms); a broad word's answer still waits for its second ask.
 */
export const FIRST_ASK_BYTES = 16 * 1024;

export const createSearches = (
  headings: Headings,
  score: (q: string, partial: boolean) => { groups: QueryGroup[]; matches: Matches },
  isHeadingRow: (line: number) => boolean,
  maxBytes = SEARCH_BYTES,
): Searches => {
  const kept = createByteLru<Search>(maxBytes);
  // Answers heavier than FIRST_ASK_BYTES are kept from their second ask (answered-pages.ts says why): one asked once
  // is scored and let go.
  const once = new Set<string>();
  const create = (key: string, q: string, partial: boolean, asked: boolean): Search => {
    const { groups, matches } = score(q, partial);
    const matched = arrayBytes(matches.lines) + arrayBytes(matches.lineScores) + arrayBytes(matches.headings) + arrayBytes(matches.headingScores);
    const keep = asked || matched <= FIRST_ASK_BYTES;
    if (!keep) {
      if (once.size >= ASKED_ONCE) once.clear();
      once.add(key);
    }
    // Weighed only when kept.
    let bytes = keep ? FIXED_BYTES + q.length * 2 + JSON.stringify(groups).length * 2 + matched : 0;
    let ranked: Int32Array | undefined;
    let order: Int32Array | undefined;
    const perHeading = new Map<number, Int32Array>();
    const grow = (n: number) => {
      bytes += n;
      if (keep) kept.weigh(key, search, bytes);
    };
    const search: Search = {
      groups,
      matches,
      ranked() {
        if (!ranked) grow(arrayBytes((ranked = rankLines(headings, matches, matches.lines))));
        return ranked;
      },
      rank(lines) {
        return lines === matches.lines ? search.ranked() : rankLines(headings, matches, lines);
      },
      headingOrder() {
        if (!order) grow(arrayBytes((order = rankHeadings(headings, matches))));
        return order;
      },
      linesOf(h) {
        let lines = perHeading.get(h);
        if (!lines) {
          lines = headingLines(headings, matches, h, isHeadingRow);
          perHeading.set(h, lines);
          grow(arrayBytes(lines) + 64);
        }
        return lines;
      },
    };
    if (keep) kept.set(key, search, bytes);
    return search;
  };
  return {
    get(q, partial) {
      const key = `${partial ? 'p' : 'a'}${q}`;
      const found = kept.get(key);
      if (found) return found;
      return create(key, q, partial, once.delete(key));
    },
    get size() {
      return kept.size;
    },
    get bytes() {
      return kept.bytes;
    },
  };
};
