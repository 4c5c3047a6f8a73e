import type { Matches } from './score.ts';
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
 * of lines would cost milliseconds.
 */
export const bestFirst = (items: Int32Array, keys: ArrayLike<number>): Int32Array => {
  let max = 0;
  for (const i of items) if (keys[i]! > max) max = keys[i]!;
  const starts = new Int32Array(max + 2);
  for (const i of items) starts[max - keys[i]! + 1]!++;
  for (let s = 1; s < starts.length; s++) starts[s]! += starts[s - 1]!;
  const out = new Int32Array(items.length);
  for (const i of items) out[starts[max - keys[i]!]!++] = i;
  return out;
};

/** Whether a heading ranks with the goods of chapters 1 to 97. */
const ranksFirst = (digits: string, numbered: boolean): boolean => numbered || digits < '98';

/** Positions 0..n-1 by key, highest first, ties in the order given (a stable counting sort). */
const byKey = (order: Int32Array, keys: Int32Array): Int32Array => {
  let max = 0;
  for (let k = 0; k < order.length; k++) if (keys[order[k]!]! > max) max = keys[order[k]!]!;
  const starts = new Int32Array(max + 2);
  for (let k = 0; k < order.length; k++) starts[max - keys[order[k]!]! + 1]!++;
  for (let s = 1; s < starts.length; s++) starts[s]! += starts[s - 1]!;
  const out = new Int32Array(order.length);
  for (let k = 0; k < order.length; k++) out[starts[max - keys[order[k]!]!]!++] = order[k]!;
  return out;
};

/** Lines (a subset of the matches, in schedule order) best first: chapters 1-97 first, relevance, the heading's relevance. */
export const rankLines = (headings: Headings, m: Matches, lines: Int32Array): Int32Array => {
  const n = lines.length;
  let max = 0;
  for (let k = 0; k < n; k++) if (m.lineScore[lines[k]!]! > max) max = m.lineScore[lines[k]!]!;
  const primary = new Int32Array(n);
  const secondary = new Int32Array(n);
  for (let k = 0; k < n; k++) {
    const i = lines[k]!;
    const h = headings.of[i]!;
    secondary[k] = m.headingScore[h]!;
    primary[k] = m.lineScore[i]! + (ranksFirst(headings.digits[h]!, m.numbered) ? max + 1 : 0);
  }
  // Stable passes over positions: the last key sorted is the first key of the order.
  const identity = new Int32Array(n);
  for (let k = 0; k < n; k++) identity[k] = k;
  const positions = byKey(byKey(identity, secondary), primary);
  const out = new Int32Array(n);
  for (let k = 0; k < n; k++) out[k] = lines[positions[k]!]!;
  return out;
};

/** The headings any line of which matched, best first. */
export const rankHeadings = (headings: Headings, m: Matches): Int32Array => {
  const hit: number[] = [];
  for (let h = 0; h < headings.count; h++) if (m.headingScore[h] !== 0) hit.push(h);
  const first = (h: number) => (ranksFirst(headings.digits[h]!, m.numbered) ? 1 : 0);
  hit.sort((a, b) => first(b) - first(a) || m.headingScore[b]! - m.headingScore[a]! || headings.specificity[b]! - headings.specificity[a]! || a - b);
  return Int32Array.from(hit);
};

/**
 * A heading's matching lines, best first (relevance, then schedule order), and
 * how many there are. The heading's own four-digit line, which only repeats its
 * text, is left out when other lines matched.
 */
export const headingLines = (headings: Headings, m: Matches, h: number, isHeadingRow: (line: number) => boolean): Int32Array => {
  const lines: number[] = [];
  for (let i = headings.start[h]!; i < headings.start[h + 1]!; i++) if (m.lineScore[i] !== 0) lines.push(i);
  const kept = lines.length > 1 ? lines.filter((i) => !isHeadingRow(i)) : lines;
  return bestFirst(Int32Array.from(kept), m.lineScore);
};
