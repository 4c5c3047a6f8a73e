import { decodeNumbers, encodeNumbers } from '../datasets/number-text.ts';
import { tokens } from './search-text.ts';

/**
 * An inverted index for `q`: every word of every line's description path and
 * number, with the lines it occurs in. A query token matches every word it
 * starts, so the vocabulary is kept sorted and each token is a range of it.
 * The build writes the postings (buildTextPostings) beside the function, so a
 * search never tokenises the schedule at run time.
 */
export interface TextIndex {
  /** Lines (by index) where every token starts a word, as a mask over all lines. */
  match(needles: readonly string[]): Uint8Array;
}

/**
 * The index as data: the sorted vocabulary (space-separated: words are
 * [a-z0-9]+), how many lines each word occurs in, and those lines as gaps
 * (the first index, then differences), numbers written as number text
 * (src/lib/datasets/number-text.ts) so the file is small and quick to read.
 */
export interface TextPostings {
  count: number;
  words: string;
  sizes: string;
  gaps: string;
}

export const buildTextPostings = (count: number, textsOf: (i: number) => readonly string[]): TextPostings => {
  const tokenCache = new Map<string, string[]>();
  const postings = new Map<string, number[]>();
  for (let i = 0; i < count; i++) {
    const seen = new Set<string>();
    for (const text of textsOf(i)) {
      let words = tokenCache.get(text);
      if (!words) tokenCache.set(text, (words = tokens(text)));
      for (const w of words) seen.add(w);
    }
    for (const w of seen) {
      const list = postings.get(w);
      if (list) list.push(i);
      else postings.set(w, [i]);
    }
  }
  const words = [...postings.keys()].sort();
  const sizes: number[] = [];
  const gaps: number[] = [];
  for (const w of words) {
    const list = postings.get(w)!;
    sizes.push(list.length);
    list.forEach((line, k) => gaps.push(k === 0 ? line : line - list[k - 1]!));
  }
  return { count, words: words.join(' '), sizes: encodeNumbers(sizes), gaps: encodeNumbers(gaps) };
};

export const textIndexOf = (p: TextPostings): TextIndex => {
  const { count } = p;
  const vocabulary = p.words === '' ? [] : p.words.split(' ');
  const sizes = decodeNumbers(p.sizes);
  // All postings in one typed array, gaps summed in place: word v's lines are lines[starts[v]] .. lines[starts[v + 1] - 1].
  const lines = decodeNumbers(p.gaps);
  const starts = new Int32Array(vocabulary.length + 1);
  let at = 0;
  for (let v = 0; v < vocabulary.length; v++) {
    starts[v] = at;
    for (let k = 0; k < sizes[v]!; k++, at++) if (k > 0) lines[at] = lines[at]! + lines[at - 1]!;
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

  return {
    match(needles) {
      const hits = new Uint8Array(count);
      needles.forEach((token, k) => {
        // Lines reached by this token are raised to k + 1; only those at k (all previous tokens) count.
        for (let v = firstAtLeast(token); v < vocabulary.length && vocabulary[v]!.startsWith(token); v++) {
          for (let j = starts[v]!; j < starts[v + 1]!; j++) if (hits[lines[j]!] === k) hits[lines[j]!] = k + 1;
        }
      });
      const want = needles.length;
      for (let i = 0; i < count; i++) hits[i] = hits[i] === want ? 1 : 0;
      return hits;
    },
  };
};

export const createTextIndex = (count: number, textsOf: (i: number) => readonly string[]): TextIndex =>
  textIndexOf(buildTextPostings(count, textsOf));
