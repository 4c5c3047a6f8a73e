import { decodeNumbers, encodeNumbers } from '../datasets/number-text.ts';
import { termKey, tokens } from './analyser.ts';
import { compileSynonyms, queryPlan, type QueryGroup, type QueryWord, type Synonym } from './query-plan.ts';

/**
 * An inverted index for `q`. Every folded word of every line's
 * description path and number is in the vocabulary with the lines it occurs
 * in; so is every word's key (analyser.ts) where it differs
 * from the word, written "~key" so no query word can reach it as a prefix. A
 * query word matches a line when it starts one of the line's words (as
 * before), or when its key is one of the line's words' keys. The build writes
 * the postings (buildTextPostings) beside the function, so a search never
 * analyses the schedule at run time.
 */
export interface TextIndex {
  /** A query read into groups with the synonym table the build wrote beside the postings. */
  plan(q: string): QueryGroup[];
  /**
   * Per line, 0 when some group does not match, else 1 + the line's relevance:
   * for each group the best way it matched (own description over the path
   * above, whole word over prefix over key over synonym), summed.
   */
  match(groups: readonly QueryGroup[]): Uint16Array;
  /** Whether a word alone matches any line (through its prefix or key). */
  matchesAny(word: QueryWord): boolean;
  /** The schedule's most frequent word one edit away (words of five letters or more), if any. */
  nearMiss(word: string): string | undefined;
}

/**
 * The index as data: the sorted vocabulary (space-separated), how many lines
 * each entry occurs in, and those lines as gaps, each gap doubled plus 1 when
 * the word is in the line's own description or number (not only in a
 * heading above it). Numbers are number text (src/lib/datasets/number-text.ts).
 */
export interface TextPostings {
  count: number;
  words: string;
  sizes: string;
  gaps: string;
  /** The synonym table (content/search-synonyms.json without its sources): `q` reads nothing else. */
  synonyms: Synonym[];
}

/** A line's texts for `q`: the descriptions above it, and its own description and number. */
export interface LineTexts {
  above: readonly string[];
  own: readonly string[];
}

export const buildTextPostings = (count: number, textsOf: (i: number) => LineTexts, synonyms: readonly Synonym[]): TextPostings => {
  const tokenCache = new Map<string, string[]>();
  const entriesOf = (text: string): string[] => {
    let entries = tokenCache.get(text);
    if (!entries) {
      entries = [];
      for (const word of tokens(text)) {
        entries.push(word);
        const key = termKey(word);
        if (key !== word) entries.push(`~${key}`);
      }
      tokenCache.set(text, entries);
    }
    return entries;
  };
  const postings = new Map<string, number[]>();
  for (let i = 0; i < count; i++) {
    const texts = textsOf(i);
    // 1: only above; 2: own (own wins).
    const seen = new Map<string, number>();
    for (const text of texts.above) for (const e of entriesOf(text)) if (!seen.has(e)) seen.set(e, 1);
    for (const text of texts.own) for (const e of entriesOf(text)) seen.set(e, 2);
    for (const [e, where] of seen) {
      const value = i * 2 + (where === 2 ? 1 : 0);
      const list = postings.get(e);
      if (list) list.push(value);
      else postings.set(e, [value]);
    }
  }
  const words = [...postings.keys()].sort();
  const sizes: number[] = [];
  const gaps: number[] = [];
  for (const w of words) {
    const list = postings.get(w)!;
    sizes.push(list.length);
    // Gaps between line indexes, doubled, plus the own bit.
    list.forEach((v, k) => gaps.push(k === 0 ? v : (v >> 1) * 2 - (list[k - 1]! >> 1) * 2 + (v & 1)));
  }
  return { count, words: words.join(' '), sizes: encodeNumbers(sizes), gaps: encodeNumbers(gaps), synonyms: synonyms.map((e) => ({ names: e.names, schedule: e.schedule })) };
};

/** How a word matched, best last; a line's value for a word is tier + OWN when its own text holds it. */
const SYNONYM = 1;
const KEY = 2;
const PREFIX = 3;
const WHOLE = 4;
const OWN = 5;

export const textIndexOf = (p: TextPostings): TextIndex => {
  const { count } = p;
  const vocabulary = p.words === '' ? [] : p.words.split(' ');
  const sizes = decodeNumbers(p.sizes);
  // All postings in one typed array, summed in place: entry v's lines are lines[starts[v]] .. lines[starts[v + 1] - 1], as line * 2 + own.
  const lines = decodeNumbers(p.gaps);
  const starts = new Int32Array(vocabulary.length + 1);
  let at = 0;
  for (let v = 0; v < vocabulary.length; v++) {
    starts[v] = at;
    for (let k = 0; k < sizes[v]!; k++, at++) if (k > 0) lines[at] = lines[at]! + (lines[at - 1]! & ~1);
  }
  starts[vocabulary.length] = at;

  const firstAtLeast = (token: string): number => {
    let lo = 0;
    let hi = vocabulary.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (vocabulary[mid]! < token) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const indexOf = (entry: string): number => {
    const v = firstAtLeast(entry);
    return vocabulary[v] === entry ? v : -1;
  };

  // Values are raised only on the lines a word's postings reach, and each pass below visits only those lines, so a
  // query costs what its words match, not a pass over every line of the schedule per word.
  const raise = (into: Uint8Array, v: number, tier: number, touched: number[]) => {
    for (let j = starts[v]!; j < starts[v + 1]!; j++) {
      const x = lines[j]!;
      const value = tier + (x & 1) * OWN;
      const line = x >> 1;
      if (into[line] === 0) touched.push(line);
      if (into[line]! < value) into[line] = value;
    }
  };
  // Scratch masks over all lines, reused across queries; each is zeroed on its touched lines when given back.
  const pool: Uint8Array[] = [];
  const take = (): Uint8Array => pool.pop() ?? new Uint8Array(count);
  const give = (mask: { values: Uint8Array; touched: readonly number[] }) => {
    for (const line of mask.touched) mask.values[line] = 0;
    pool.push(mask.values);
  };

  /** Per line, the best value of one word (0: no match); synonyms' words count as SYNONYM whatever the way. */
  const wordValues = (word: QueryWord, synonym: boolean): { values: Uint8Array; touched: number[] } => {
    const values = take();
    const touched: number[] = [];
    const v0 = firstAtLeast(word.word);
    for (let v = v0; v < vocabulary.length && vocabulary[v]!.startsWith(word.word); v++) raise(values, v, synonym ? SYNONYM : vocabulary[v] === word.word ? WHOLE : PREFIX, touched);
    for (const entry of [word.key, `~${word.key}`]) {
      const v = indexOf(entry);
      if (v >= 0) raise(values, v, synonym ? SYNONYM : KEY, touched);
    }
    return { values, touched };
  };
  /** Per line, the worst of the words' values: all must match. `touched` holds every line still above 0 (and maybe some at 0). */
  const allOf = (words: readonly QueryWord[], synonym: boolean): { values: Uint8Array; touched: number[] } => {
    let out: { values: Uint8Array; touched: number[] } | undefined;
    for (const w of words) {
      const next = wordValues(w, synonym);
      if (!out) out = next;
      else {
        for (const line of out.touched) if (next.values[line]! < out.values[line]!) out.values[line] = next.values[line]!;
        give(next);
      }
    }
    return out ?? { values: take(), touched: [] };
  };

  const synonyms = compileSynonyms(p.synonyms);

  return {
    plan: (q) => queryPlan(q, synonyms),
    match(groups) {
      const total = new Uint16Array(count);
      if (groups.length === 0) return total.fill(1);
      // The lines every group so far matched; only they can end above 0.
      let alive: number[] | undefined;
      for (const group of groups) {
        const best = allOf(group.words, false);
        for (const alternative of group.synonyms) {
          const alt = allOf(alternative, true);
          for (const line of alt.touched) {
            const value = alt.values[line]!;
            if (value > best.values[line]!) {
              if (best.values[line] === 0) best.touched.push(line);
              best.values[line] = value;
            }
          }
          give(alt);
        }
        const weight = group.words.length;
        if (!alive) {
          alive = [];
          for (const line of best.touched) {
            if (best.values[line] === 0 || total[line] !== 0) continue;
            total[line] = Math.min(65_535, 1 + best.values[line]! * weight);
            alive.push(line);
          }
        } else {
          const still: number[] = [];
          for (const line of alive) {
            if (best.values[line] === 0) total[line] = 0;
            else {
              total[line] = Math.min(65_535, total[line]! + best.values[line]! * weight);
              still.push(line);
            }
          }
          alive = still;
        }
        give(best);
      }
      return total;
    },
    matchesAny(word) {
      const v = firstAtLeast(word.word);
      if (v < vocabulary.length && vocabulary[v]!.startsWith(word.word)) return true;
      return indexOf(word.key) >= 0 || indexOf(`~${word.key}`) >= 0;
    },
    nearMiss(word) {
      if (word.length < 5 || /[^a-z]/.test(word)) return undefined;
      const letters = 'abcdefghijklmnopqrstuvwxyz';
      const edits = new Set<string>();
      for (let i = 0; i <= word.length; i++) {
        const head = word.slice(0, i);
        const tail = word.slice(i);
        if (tail.length > 0) edits.add(head + tail.slice(1));
        if (tail.length > 1) edits.add(head + tail[1]! + tail[0]! + tail.slice(2));
        for (const c of letters) {
          edits.add(head + c + tail);
          if (tail.length > 0) edits.add(head + c + tail.slice(1));
        }
      }
      edits.delete(word);
      let best: string | undefined;
      let bestSize = 0;
      for (const candidate of [...edits].sort()) {
        const v = indexOf(candidate);
        if (v >= 0 && sizes[v]! > bestSize) [best, bestSize] = [candidate, sizes[v]!];
      }
      return best;
    },
  };
};

export const createTextIndex = (count: number, textsOf: (i: number) => LineTexts, synonyms: readonly Synonym[] = []): TextIndex =>
  textIndexOf(buildTextPostings(count, textsOf, synonyms));
