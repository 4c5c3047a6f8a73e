import { tokens } from './search-text.ts';

/**
 * An inverted index for `q`: every word of every line's description path and
 * number, with the lines it occurs in. A query token matches every word it
 * starts, so the vocabulary is kept sorted and each token is a range of it.
 */
export interface TextIndex {
  /** Lines (by index) where every token starts a word, as a mask over all lines. */
  match(needles: readonly string[]): Uint8Array;
}

export const createTextIndex = (count: number, textsOf: (i: number) => readonly string[]): TextIndex => {
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
  const vocabulary = [...postings.keys()].sort();

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
          for (const i of postings.get(vocabulary[v]!)!) if (hits[i] === k) hits[i] = k + 1;
        }
      });
      const want = needles.length;
      for (let i = 0; i < count; i++) hits[i] = hits[i] === want ? 1 : 0;
      return hits;
    },
  };
};
