import type { QueryGroup, QueryWord } from '../../../src/lib/search/query-plan.ts';
import { MENTIONED, NAMED } from '../../../src/lib/search/roles.ts';
import type { Found, Matches, WordPlaces } from '../../../src/lib/search/score.ts';
import type { Headings } from '../../../src/lib/search/text-index.ts';

/**
 * The reference for relevance: src/lib/search/score.ts's scoreMatches as it was before it was made faster
 * (2026-11-24), kept verbatim so the properties can check that the fast path scores and matches exactly the same
 * lines (tests/unit/search/score.property.test.ts, tests/golden/score-reference.test.ts). Never optimise this copy.
 * It gives every line's and heading's relevance (0 where not matched), as scoreMatches did before it kept the matched
 * lines' and reached headings' alone: denseOf reads a Matches that way, compactOf the other way.
 */
export interface DenseMatches {
  lines: Int32Array;
  /** Per line of the schedule, its relevance as a line; 0 for a line not matched. */
  lineScore: Uint16Array;
  /** Per heading, its relevance; 0 when none of its lines matched. */
  headingScore: Uint16Array;
  numbered: boolean;
  partial: boolean;
}

/** A match's relevance for every line and heading. */
export const denseOf = (m: Matches, count: number, headingCount: number): DenseMatches => {
  const lineScore = new Uint16Array(count);
  m.lines.forEach((i, k) => (lineScore[i] = m.lineScores[k]!));
  const headingScore = new Uint16Array(headingCount);
  m.headings.forEach((h, k) => (headingScore[h] = m.headingScores[k]!));
  return { lines: m.lines, lineScore, headingScore, numbered: m.numbered, partial: m.partial };
};

/** The reference's answer as scoreMatches gives it: the matched lines' and the reached headings' relevance alone. */
export const compactOf = (d: DenseMatches): Matches => {
  const headings = Int32Array.from(Array.from(d.headingScore.keys()).filter((h) => d.headingScore[h] !== 0));
  return {
    lines: d.lines,
    lineScores: Uint16Array.from(d.lines, (i) => d.lineScore[i]!),
    headings,
    headingScores: Uint16Array.from(headings, (h) => d.headingScore[h]!),
    numbered: d.numbered,
    partial: d.partial,
  };
};
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

export const scoreMatchesReference = (groups: readonly QueryGroup[], places: WordPlaces, headings: Headings, count: number, partial = false): DenseMatches => {
  const lineScore = new Uint16Array(count);
  const headingScore = new Uint16Array(headings.count);
  const numbered = groups.some((g) => g.words.some((w) => /\d/.test(w.word)));
  if (groups.length === 0) return { lines: new Int32Array(0), lineScore, headingScore, numbered, partial };
  // The same word in several places of a query (a literal word and a synonym's) is looked up once.
  const found = new Map<string, Found>();
  const word = (w: QueryWord): Word => {
    const id = `${w.word} ${w.key}`;
    let f = found.get(id);
    if (!f) found.set(id, (f = places.of(w)));
    return { found: f, line: w.mention ? LINE_M : LINE, heading: w.mention ? HEADING_M : HEADING, text: w.mention ? HEADING_TEXT_M : HEADING_TEXT, asked: !w.mention };
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
      const bytes = w.found.bytes;
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
        total += p.weight * combine(lit, syn, p.synonyms.length > 0);
        heading += p.weight * combine(litH, synH, p.synonyms.length > 0);
      }
      if (!ok || !any) {
        failed[line] = 1;
        continue;
      }
      lineScore[line] = Math.min(65_535, total);
      const h = of[line]!;
      if (heading > headingScore[h]!) headingScore[h] = Math.min(65_535, heading);
    }
  }
  for (const f of found.values()) f.release();
  let n = 0;
  for (let i = 0; i < count; i++) if (lineScore[i] !== 0) n++;
  const lines = new Int32Array(n);
  for (let i = 0, k = 0; i < count; i++) if (lineScore[i] !== 0) lines[k++] = i;
  return { lines, lineScore, headingScore, numbered, partial };
};
