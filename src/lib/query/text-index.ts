import { decodeNumbers, encodeNumbers } from '../datasets/number-text.ts';
import { termKey, tokens } from '../search/analyser.ts';
import { compileSynonyms, queryPlan, type QueryGroup, type QueryWord, type Synonym } from '../search/query-plan.ts';

/**
 * An inverted index for `q` (issue 14). Every folded word of every line's
 * description path and number is in the vocabulary with the lines it occurs
 * in; so is every word's key (src/lib/search/analyser.ts) where it differs
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

  const raise = (into: Uint8Array, v: number, tier: number) => {
    for (let j = starts[v]!; j < starts[v + 1]!; j++) {
      const x = lines[j]!;
      const value = tier + (x & 1) * OWN;
      const line = x >> 1;
      if (into[line]! < value) into[line] = value;
    }
  };
  // Scratch masks over all lines, reused across queries: a query needs a few, and fresh ones per word would be garbage every request.
  const pool: Uint8Array[] = [];
  const take = (): Uint8Array => pool.pop()?.fill(0) ?? new Uint8Array(count);
  const give = (mask: Uint8Array) => void pool.push(mask);

  /** Per line, the best value of one word (0: no match); synonyms' words count as SYNONYM whatever the way. */
  const wordValues = (word: QueryWord, synonym: boolean): Uint8Array => {
    const values = take();
    const v0 = firstAtLeast(word.word);
    for (let v = v0; v < vocabulary.length && vocabulary[v]!.startsWith(word.word); v++) raise(values, v, synonym ? SYNONYM : vocabulary[v] === word.word ? WHOLE : PREFIX);
    for (const entry of [word.key, `~${word.key}`]) {
      const v = indexOf(entry);
      if (v >= 0) raise(values, v, synonym ? SYNONYM : KEY);
    }
    return values;
  };
  /** Per line, the worst of the words' values: all must match. */
  const allOf = (words: readonly QueryWord[], synonym: boolean): Uint8Array => {
    let out: Uint8Array | undefined;
    for (const w of words) {
      const values = wordValues(w, synonym);
      if (!out) out = values;
      else {
        for (let i = 0; i < count; i++) if (values[i]! < out[i]!) out[i] = values[i]!;
        give(values);
      }
    }
    return out ?? take();
  };

  const synonyms = compileSynonyms(p.synonyms);

  return {
    plan: (q) => queryPlan(q, synonyms),
    match(groups) {
      const total = new Uint16Array(count).fill(1);
      for (const group of groups) {
        const best = allOf(group.words, false);
        for (const alternative of group.synonyms) {
          const values = allOf(alternative, true);
          for (let i = 0; i < count; i++) if (values[i]! > best[i]!) best[i] = values[i]!;
          give(values);
        }
        for (let i = 0; i < count; i++) total[i] = best[i] === 0 || total[i] === 0 ? 0 : Math.min(65_535, total[i]! + best[i]! * group.words.length);
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
