import { termKey, tokens } from './analyser.ts';
import type { QueryGroup, QueryWord } from './query-plan.ts';

/**
 * Why a hit matched: for each part of the query, the schedule's words that
 * matched it, and the synonym phrase when they matched through one (the words
 * as typed found nothing there). Read from the hit's own texts with the same
 * rules as the index (a word starts one of the text's words or shares its
 * key), so it is exact for every line the index returned.
 */
export interface Matched {
  /** The query's words, folded (one part: a word, or a synonym name of several). */
  query: string;
  /** The schedule's words that matched, folded, in the order the texts hold them. */
  words: string[];
  /** The schedule phrase of the synonym table the words matched, when they matched through it. */
  synonym?: string;
}

const wordsMatching = (word: QueryWord, words: readonly string[]): string[] =>
  words.filter((w) => w.startsWith(word.word) || termKey(w) === word.key);

/** Every word of the alternative matched, and the schedule's words that did; undefined when one did not. */
const matchAll = (alternative: readonly QueryWord[], words: readonly string[]): string[] | undefined => {
  const found = new Set<string>();
  for (const w of alternative) {
    const hits = wordsMatching(w, words);
    if (hits.length === 0) return undefined;
    for (const h of hits) found.add(h);
  }
  return words.filter((w) => found.has(w));
};

export const explainMatch = (groups: readonly QueryGroup[], texts: readonly string[]): Matched[] => {
  // Each word once, in the order the texts first hold it (a line's ancestors repeat on every line of a heading).
  const words = [...new Set(texts.flatMap(tokens))];
  return groups.map((g) => {
    const query = g.words.map((w) => w.word).join(' ');
    const literal = matchAll(g.words, words);
    if (literal) return { query, words: literal };
    for (const alt of g.synonyms) {
      const found = matchAll(alt, words);
      if (found) return { query, words: found, synonym: alt.map((w) => w.word).join(' ') };
    }
    return { query, words: [] };
  });
};

/** The texts a line is matched on: its description path and its number, dotted and not. */
export const matchTexts = (line: { descriptionPath: readonly string[]; htsno: string; digits: string }): string[] => [
  ...line.descriptionPath,
  line.htsno,
  line.digits,
];
