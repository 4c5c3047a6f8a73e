import { headingScoreOf, indexIn, lowerBound, type Matches } from './score.ts';
import type { Headings } from './text-index.ts';

/**
 * Orders of what a query matched (docs/SEARCH.md). Chapters 1 to 97 come
 * before chapters 98 and 99 (special provisions, temporary and additional
 * duties, which refer to goods classified elsewhere) unless the query gives a
 * number; then the higher relevance; then, for lines, their heading's
 * relevance, and for headings, the more specific heading text; then schedule
 * order. The order is a pure function of the query, so cursors page through
 * it stably.
 */

/**
 * Items by key, highest first, ties in the order given: a counting sort,
 * linear in the items, where a comparison sort of a broad query's thousands
 * of lines would cost milliseconds. A few items are sorted by insertion: the
 * counting sort's table of every key up to the highest (relevance runs to the
 * thousands) cost more than them, once per heading whose lines are ranked.
 */
export const bestFirst = (items: Int32Array, keys: ArrayLike<number>, max?: number): Int32Array =>
  items.length <= FEW ? insertedBestFirst(items, keys) : countedBestFirst(items, keys, max ?? highest(items, keys));

/** At most this many items are sorted by insertion. */
const FEW = 32;

const insertedBestFirst = (items: Int32Array, keys: ArrayLike<number>): Int32Array => {
  const out = items.slice();
  for (let k = 1; k < out.length; k++) {
    const item = out[k]!;
    const key = keys[item]!;
    let j = k - 1;
    // Strictly lower keys move past it, equal ones stay before it: ties keep the order given.
    for (; j >= 0 && keys[out[j]!]! < key; j--) out[j + 1] = out[j]!;
    out[j + 1] = item;
  }
  return out;
};

const countedBestFirst = (items: Int32Array, keys: ArrayLike<number>, max: number): Int32Array => {
  const starts = new Int32Array(max + 2);
  for (let k = 0; k < items.length; k++) starts[max - keys[items[k]!]! + 1]!++;
  for (let s = 1; s < starts.length; s++) starts[s]! += starts[s - 1]!;
  const out = new Int32Array(items.length);
  for (let k = 0; k < items.length; k++) out[starts[max - keys[items[k]!]!]!++] = items[k]!;
  return out;
};

const highest = (items: Int32Array, keys: ArrayLike<number>): number => {
  let max = 0;
  for (let k = 0; k < items.length; k++) if (keys[items[k]!]! > max) max = keys[items[k]!]!;
  return max;
};

/** Whether a heading ranks with the goods of chapters 1 to 97. */
const ranksFirst = (digits: string, numbered: boolean): boolean => numbered || digits < '98';

/**
 * The relevance of each of `lines` (matched lines), read off the match's: in one walk beside it when they are in
 * schedule order (a subset of its lines, as the filters leave them), else each looked up.
 */
const scoresOf = (m: Matches, lines: Int32Array): Uint16Array => {
  if (lines === m.lines) return m.lineScores;
  const out = new Uint16Array(lines.length);
  const all = m.lines;
  for (let k = 0, j = 0; k < lines.length; k++) {
    const i = lines[k]!;
    while (j < all.length && all[j]! < i) j++;
    if (j < all.length && all[j] === i) out[k] = m.lineScores[j]!;
    else {
      const at = indexIn(all, i);
      if (at >= 0) out[k] = m.lineScores[at]!;
    }
  }
  return out;
};

/**
 * Lines (a subset of the matches, in schedule order) best first: chapters 1-97 first, relevance, the heading's
 * relevance, schedule order. Three passes over the lines, since the first ranking of a broad word (20,000 lines) runs
 * before V8 has optimised this code: the lines come in runs of one heading each; the runs are put in order of their
 * heading's relevance (a few hundred, sorted); then one stable counting sort by the first two keys, fed run by run.
 */
export const rankLines = (headings: Headings, m: Matches, lines: Int32Array): Int32Array => {
  const n = lines.length;
  const scores = scoresOf(m, lines);
  // Pass 1: the runs (where each heading's lines start in `lines`) and the highest line and heading relevance.
  const size = Math.min(n, headings.count) + 1;
  const runStart = new Int32Array(size);
  const runKeys = new Int32Array(size);
  const runHeading = new Int32Array(size);
  let runs = 0;
  let max = 0;
  let maxHeading = 0;
  let previous = -1;
  for (let k = 0; k < n; k++) {
    const h = headings.of[lines[k]!]!;
    if (h !== previous) {
      // Lines not in schedule order may make more runs than there are headings: they are put in order first.
      if (runs === runStart.length - 1) return rankLines(headings, m, lines.slice().sort());
      const score = headingScoreOf(m, h);
      runStart[runs] = k;
      runKeys[runs] = score;
      runHeading[runs++] = h;
      previous = h;
      if (score > maxHeading) maxHeading = score;
    }
    if (scores[k]! > max) max = scores[k]!;
  }
  runStart[runs] = n;
  // The runs by their heading's relevance, highest first, ties in the order given; each run's offset on the first key.
  const order = bestFirst(identity(runs), runKeys, maxHeading);
  const offset = new Int32Array(runs);
  for (let r = 0; r < runs; r++) offset[r] = ranksFirst(headings.digits[runHeading[r]!]!, m.numbered) ? 0 : max + 1;
  // Pass 2: how many lines have each key (0 is the best: the first group's highest relevance).
  const starts = new Int32Array(2 * max + 3);
  for (let r = 0; r < runs; r++) {
    const base = offset[r]! + max + 1;
    for (let k = runStart[r]!; k < runStart[r + 1]!; k++) starts[base - scores[k]!]!++;
  }
  for (let s = 1; s < starts.length; s++) starts[s]! += starts[s - 1]!;
  // Pass 3: each line to its place, the runs in heading order, so equal keys keep that order.
  const out = new Int32Array(n);
  for (let o = 0; o < runs; o++) {
    const r = order[o]!;
    const base = offset[r]! + max;
    for (let k = runStart[r]!; k < runStart[r + 1]!; k++) out[starts[base - scores[k]!]!++] = lines[k]!;
  }
  return out;
};

const identity = (n: number): Int32Array => {
  const out = new Int32Array(n);
  for (let k = 0; k < n; k++) out[k] = k;
  return out;
};

/** The headings any line of which matched, best first. */
export const rankHeadings = (headings: Headings, m: Matches): Int32Array => {
  // Sorted by their place in m.headings (ascending, so ties by place are ties by heading).
  const at = Array.from(m.headings, (_, k) => k);
  const first = (k: number) => (ranksFirst(headings.digits[m.headings[k]!]!, m.numbered) ? 1 : 0);
  const score = m.headingScores;
  const specificity = (k: number) => headings.specificity[m.headings[k]!]!;
  at.sort((a, b) => first(b) - first(a) || score[b]! - score[a]! || specificity(b) - specificity(a) || a - b);
  return Int32Array.from(at, (k) => m.headings[k]!);
};

/**
 * A heading's matching lines, best first (relevance, then schedule order), and
 * how many there are. The heading's own four-digit line, which only repeats its
 * text, is left out when other lines matched.
 */
export const headingLines = (headings: Headings, m: Matches, h: number, isHeadingRow: (line: number) => boolean): Int32Array => {
  // The heading's lines are one run of the match's (schedule order); ranked by their places in it.
  const from = lowerBound(m.lines, headings.start[h]!);
  const to = lowerBound(m.lines, headings.start[h + 1]!);
  const places: number[] = [];
  for (let k = from; k < to; k++) places.push(k);
  const kept = places.length > 1 ? places.filter((k) => !isHeadingRow(m.lines[k]!)) : places;
  return bestFirst(Int32Array.from(kept), m.lineScores).map((k) => m.lines[k]!);
};
