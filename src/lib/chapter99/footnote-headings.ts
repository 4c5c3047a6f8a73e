import { digitsOf } from './chapter99-text.ts';

const HEADING = String.raw`99\d{2}\.\d{2}(?:\.\d{2}(?:\.\d{2})?)?`;
// "See 9903.88.03.", "See 9904.17.17-9904.17.48.", "See headings 9903.89.05-.63"
const REFERENCE = new RegExp(String.raw`(${HEADING})(?:\s*[-–]\s*(${HEADING}|\.\d{2}\b))?`, 'g');

const key = (dotted: string): string => digitsOf(dotted).padEnd(10, '0');

/**
 * The chapter 99 headings that footnotes of the schedule name, ranges expanded
 * over `headings` (the schedule's chapter 99 numbers): "See 9904.17.17-9904.17.48"
 * names every heading between the two. A heading whose product list is
 * expressed by footnotes reaches its lines that way, so it is never origin-wide.
 */
export const footnoteHeadings = (footnoteTexts: Iterable<string>, headings: readonly string[]): Set<string> => {
  const named = new Set<string>();
  // Each heading's key made once (sorting and every range compared keys made afresh: about a fifth of the index
  // of an archived revision, built when an estimate first asks for it).
  const sorted = headings.map((h) => ({ h, k: key(h) })).sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : 0));
  const firstAtLeast = (k: string): number => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sorted[mid]!.k < k) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  for (const text of footnoteTexts) {
    if (!text.includes('99')) continue;
    for (const m of text.matchAll(REFERENCE)) {
      const from = m[1]!;
      named.add(from);
      if (m[2] === undefined) continue;
      const to = m[2].startsWith('.') ? `${from.slice(0, from.lastIndexOf('.'))}${m[2]}` : m[2];
      named.add(to);
      const last = key(to);
      for (let i = firstAtLeast(key(from)); i < sorted.length && sorted[i]!.k <= last; i++) named.add(sorted[i]!.h);
    }
  }
  return named;
};
