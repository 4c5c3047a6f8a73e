import type { QueryGroup, QueryWord } from './query-plan.ts';
import { MENTIONED, NAMED } from './roles.ts';
import type { Headings } from './text-index.ts';

/**
 * Relevance of the lines and headings a query matches (docs/SEARCH.md). Each
 * query word has, per line, a place: how it matched (bits 8-9: 2 the word or
 * its key, 1 a prefix) and where: its level (roles.ts) in the line's own text
 * (bits 4-7) and in the descriptions above it (bits 0-3). A word's value is
 * how (3 or 1) times where:
 *
 *   level            excluded mentioned named qualifier  later noun  lead noun  opening
 *                                                       qual. alone qual. alone
 *   own text            1        2        4      5       5     6     6     7      8
 *   above               1        1        3      3       3     4     4     4      5
 *   heading's text      1        2        5      6       7     8     8     9     10
 *
 * (for a heading, its text is its first line's own). A query word not asked
 * for ("car" of "car tires") values a mention as a naming. A group (a word, or
 * a synonym name of several) is worth its literal words or its best synonym
 * phrase: half the least value of its asked words plus half the least of all
 * its words. Where the synonym table gives the schedule's words for a name,
 * its literal words count half (the curated meaning first), and when both
 * match the better counts plus half the other. A group weighs its number of
 * words, doubled when it holds a word the query asks for (a material only when
 * the query names no article: materials.ts). A line's relevance is the sum
 * over the groups of weight times value as a line; a heading's, the best such
 * sum of its lines with each word valued in the heading (the better of its
 * level anywhere below the heading's text, as own text, and in the heading's text).
 */
export interface Matches {
  /** The lines every group matches, in schedule order. */
  lines: Int32Array;
  /** The relevance of each of `lines` as a line (never 0). Only the matched lines': a kept answer holds no per-line array of the schedule. */
  lineScores: Uint16Array;
  /** The headings (Headings slots) whose relevance is not 0, ascending. */
  headings: Int32Array;
  /** The relevance of each of `headings`. */
  headingScores: Uint16Array;
  /** The query gives a number: chapters 98 and 99 rank with the others. */
  numbered: boolean;
  /** Lines matching some of the groups were kept (scoreMatches' `partial`). */
  partial: boolean;
}

/** Where the first of `sorted` (ascending) at least `key` is. */
export const lowerBound = (sorted: Int32Array, key: number): number => {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/** Where `key` is in `sorted` (ascending), or -1. */
export const indexIn = (sorted: Int32Array, key: number): number => {
  const at = lowerBound(sorted, key);
  return at < sorted.length && sorted[at] === key ? at : -1;
};

/** A line's relevance as a line; 0 when it did not match. */
export const lineScoreOf = (m: Matches, line: number): number => {
  const k = indexIn(m.lines, line);
  return k < 0 ? 0 : m.lineScores[k]!;
};

/** A heading's relevance; 0 when none of its lines matched. */
export const headingScoreOf = (m: Matches, h: number): number => {
  const k = indexIn(m.headings, h);
  return k < 0 ? 0 : m.headingScores[k]!;
};

/** Where the index finds a word. */
export interface WordPlaces {
  of(word: QueryWord): Found;
}
export interface Found {
  /** The word's place per line, once its lines are listed (lines()); before, at() looks one line up. */
  readonly bytes: Uint16Array | undefined;
  /** How many postings the word's entries hold: what listing its lines costs. */
  size: number;
  /** How many entries it spans (a prefix reaches several): what looking it up at one line costs. */
  spread: number;
  /** The lines holding the word (unordered); lists them the first time. */
  lines(): ArrayLike<number>;
  /** The word's place at a line, 0 where absent. */
  at(line: number): number;
  /** Gives back what lines() took. */
  release(): void;
}

const HOW = [0, 1, 3, 3];
const OWN = [0, 1, 2, 4, 5, 6, 6, 6, 6, 7, 7, 7, 7, 7, 7, 7];
const ABOVE = [0, 1, 1, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4];
const TEXT = [0, 1, 2, 5, 6, 8, 8, 8, 8, 9, 9, 9, 9, 9, 9, 9];
/** A level as a word not asked for reads it: a mention (not an exclusion) is as good as a naming. */
const tolerant = (level: number) => (level === MENTIONED ? NAMED : level);
/** Values of a place, indexed by the place: as a line, in a heading, and from a heading's own text (the own level at its first line). */
const table = (value: (how: number, own: number, above: number) => number): Uint8Array =>
  Uint8Array.from({ length: 1024 }, (_, b) => (b >> 8 === 0 ? 0 : value(HOW[b >> 8]!, (b >> 4) & 15, b & 15)));
const LINE = table((how, own, above) => how * Math.max(OWN[own]!, ABOVE[above]!));
const LINE_M = table((how, own, above) => how * Math.max(OWN[tolerant(own)]!, ABOVE[tolerant(above)]!));
/** In a heading, a word anywhere below its text counts as if the line's own (an unnumbered header names goods as well). */
const HEADING = table((how, own, above) => how * OWN[Math.max(own, above)]!);
const HEADING_M = table((how, own, above) => how * OWN[tolerant(Math.max(own, above))]!);
const HEADING_TEXT = table((how, own) => how * TEXT[own]!);
const HEADING_TEXT_M = table((how, own) => how * TEXT[tolerant(own)]!);

/**
 * A group's value from its literal words' and its synonyms' (0 when absent): where the synonym table names the
 * schedule's words for a name, the literal words count half (the curated meaning first); when both match, the
 * better plus half the other.
 */
const combine = (literal: number, synonym: number, hasSynonyms: boolean): number => {
  // Never below 1: a literal match stays a match.
  const lit = hasSynonyms && literal > 0 ? Math.max(1, (literal * 3) >> 2) : literal;
  return Math.max(lit, synonym) + (lit > 0 && synonym > 0 ? Math.min(lit, synonym) >> 1 : 0);
};

interface Word {
  found: Found;
  /** found.bytes, read once its lines are listed (before the lines are judged): a field, not a getter, on the hot path. */
  bytes: Uint16Array | undefined;
  /** Values as a line, in a heading, from the heading's text. */
  line: Uint8Array;
  heading: Uint8Array;
  text: Uint8Array;
  /** The word is asked for (not only qualifying): the value of an alternative is its asked words'. */
  asked: boolean;
}

/**
 * The lines every group matches (with `partial`, some group: a line's relevance then sums the groups it matches,
 * so lines matching more come first), with their relevance and their headings'.
 */
let scratch = new Uint8Array(0);
/** The lines matched as they are judged, reused across queries: what is returned is a copy (a broad query's held 100 KB). */
let hitScratch = new Int32Array(0);
/**
 * Relevance per line and per heading while judging, and the headings reached, reused across queries: what is returned
 * holds the matched lines' and reached headings' alone (a fresh per-line array was 59 KB of garbage per query, and
 * 59 KB of every kept answer). All zero between calls: each call clears what it wrote (`dirty` if it did not finish).
 */
let lineScratch = new Uint16Array(0);
let headingScratch = new Uint16Array(0);
let reachedScratch = new Int32Array(0);
let dirty = false;

export const scoreMatches = (groups: readonly QueryGroup[], places: WordPlaces, headings: Headings, count: number, partial = false): Matches => {
  const numbered = groups.some((g) => g.words.some((w) => /\d/.test(w.word)));
  if (groups.length === 0) return { lines: new Int32Array(0), lineScores: new Uint16Array(0), headings: new Int32Array(0), headingScores: new Uint16Array(0), numbered, partial };
  if (lineScratch.length < count) lineScratch = new Uint16Array(count);
  else if (dirty) lineScratch.fill(0);
  if (headingScratch.length < headings.count) [headingScratch, reachedScratch] = [new Uint16Array(headings.count), new Int32Array(headings.count)];
  else if (dirty) headingScratch.fill(0);
  dirty = true;
  const lineScore = lineScratch;
  const headingScore = headingScratch;
  const heads = reachedScratch;
  let nHeads = 0;
  // The same word in several places of a query (a literal word and a synonym's) is looked up once.
  const found = new Map<string, Found>();
  const word = (w: QueryWord): Word => {
    const id = `${w.word} ${w.key}`;
    let f = found.get(id);
    if (!f) found.set(id, (f = places.of(w)));
    return { found: f, bytes: undefined, line: w.mention ? LINE_M : LINE, heading: w.mention ? HEADING_M : HEADING, text: w.mention ? HEADING_TEXT_M : HEADING_TEXT, asked: !w.mention };
  };
  // Asked groups weigh double: those holding a noun the query asks for, or, when those are all materials and another
  // group names an article ("sweater wool"), the last group naming an article.
  let asked = groups.map((g) => g.words.some((w) => !w.mention));
  if (asked.every((a, k) => !a || groups[k]!.material) && groups.some((g) => !g.material)) {
    let last = groups.length - 1;
    while (groups[last]!.material) last--;
    asked = groups.map((_, k) => k === last);
  }
  const alternative = (words: readonly QueryWord[]) => {
    const taken = words.map(word);
    return { words: taken, anyAsked: taken.some((w) => w.asked) };
  };
  const plans = groups.map((g, k) => ({
    weight: Math.min(255, g.words.length * (asked[k] ? 2 : 1)),
    literal: alternative(g.words),
    synonyms: g.synonyms.map(alternative),
  }));
  const { of, start } = headings;
  let lineSum = 0;
  let headSum = 0;
  /**
   * The value of an alternative at a line (0 if one of its words is absent): the least of its asked words' values
   * (of all its words when none is asked), as a line (lineSum) and in its heading (headSum).
   */
  const all = ({ words, anyAsked }: { words: readonly Word[]; anyAsked: boolean }, line: number, first: number): void => {
    let l = 255;
    let h = 255;
    let la = 255;
    let ha = 255;
    for (let k = 0; k < words.length; k++) {
      const w = words[k]!;
      const bytes = w.bytes;
      const b = bytes ? bytes[line]! : w.found.at(line);
      if (b === 0) {
        lineSum = 0;
        headSum = 0;
        return;
      }
      const lv = w.line[b]!;
      const hb = w.heading[b]!;
      const tv = w.text[first === line ? b : bytes ? bytes[first]! : w.found.at(first)]!;
      const hv = hb > tv ? hb : tv;
      if (lv < l) l = lv;
      if (hv < h) h = hv;
      if (w.asked || !anyAsked) {
        if (lv < la) la = lv;
        if (hv < ha) ha = hv;
      }
    }
    // The asked words and the least of all (the words qualifying them) count half each.
    lineSum = (la + l) >> 1;
    headSum = (ha + h) >> 1;
  };
  // Candidates: an alternative's lines are among its rarest word's; a group's, among its alternatives'; the query's,
  // among the group's that costs least to list (among every group's, with partial).
  const rarest = (alt: { words: readonly Word[] }): Found | undefined => alt.words.reduce<Found | undefined>((r, w) => (r && r.size <= w.found.size ? r : w.found), undefined);
  const cost = (p: (typeof plans)[number]) => [p.literal, ...p.synonyms].reduce((n, alt) => n + (rarest(alt)?.size ?? 0), 0);
  let smallest = plans[0]!;
  for (const p of plans) if (cost(p) < cost(smallest)) smallest = p;
  const candidates = (partial ? plans : [smallest]).flatMap((p) => [p.literal, ...p.synonyms].map((alt) => rarest(alt)?.lines() ?? []));
  // Every other word is looked up line by line, unless listing its lines costs less (a short prefix spans many entries).
  const reached = candidates.reduce((sum, c) => sum + c.length, 0);
  for (const f of found.values()) if (reached * f.spread * 16 > f.size) f.lines();
  for (const p of plans) for (const alt of [p.literal, ...p.synonyms]) for (const w of alt.words) w.bytes = w.found.bytes;
  // The lines matched, as they are judged; put in schedule order at the end.
  const hit = hitScratch.length >= Math.min(count, reached) ? hitScratch : (hitScratch = new Int32Array(count));
  let n = 0;
  // Lines judged and not matched, so a line reached through several alternatives is judged once.
  const failed = scratch.length >= count ? scratch.fill(0) : (scratch = new Uint8Array(count));
  for (const touched of candidates) {
    for (let t = 0; t < touched.length; t++) {
      const line = touched[t]!;
      if (lineScore[line] !== 0 || failed[line] !== 0) continue;
      const first = start[of[line]!]!;
      let total = 0;
      let heading = 0;
      let ok = true;
      let any = false;
      for (let k = 0; k < plans.length; k++) {
        const p = plans[k]!;
        all(p.literal, line, first);
        const lit = lineSum;
        const litH = headSum;
        let syn = 0;
        let synH = 0;
        for (let a = 0; a < p.synonyms.length; a++) {
          all(p.synonyms[a]!, line, first);
          if (lineSum > syn) syn = lineSum;
          if (headSum > synH) synH = headSum;
        }
        if (lit === 0 && syn === 0) {
          if (partial) continue;
          ok = false;
          break;
        }
        any = true;
        if (p.synonyms.length === 0) {
          total += p.weight * lit;
          heading += p.weight * litH;
        } else {
          total += p.weight * combine(lit, syn, true);
          heading += p.weight * combine(litH, synH, true);
        }
      }
      if (!ok || !any) {
        failed[line] = 1;
        continue;
      }
      lineScore[line] = Math.min(65_535, total);
      if (total !== 0) hit[n++] = line;
      const h = of[line]!;
      if (heading > headingScore[h]!) {
        if (headingScore[h] === 0) heads[nHeads++] = h;
        headingScore[h] = Math.min(65_535, heading);
      }
    }
  }
  for (const f of found.values()) f.release();
  // In schedule order: a sort of the few, or a pass over the schedule when they are many.
  let lines: Int32Array;
  if (n * 32 < count) lines = hit.slice(0, n).sort();
  else {
    lines = new Int32Array(n);
    for (let i = 0, k = 0; i < count; i++) if (lineScore[i] !== 0) lines[k++] = i;
  }
  // What is kept is read off the scratch, which is cleared where it was written.
  const lineScores = new Uint16Array(n);
  for (let k = 0; k < n; k++) {
    lineScores[k] = lineScore[lines[k]!]!;
    lineScore[lines[k]!] = 0;
  }
  const reachedHeadings = heads.slice(0, nHeads).sort();
  const headingScores = new Uint16Array(nHeads);
  for (let k = 0; k < nHeads; k++) {
    headingScores[k] = headingScore[reachedHeadings[k]!]!;
    headingScore[reachedHeadings[k]!] = 0;
  }
  dirty = false;
  return { lines, lineScores, headings: reachedHeadings, headingScores, numbered, partial };
};
