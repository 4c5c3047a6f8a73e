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

/** Every word of the alternative matched, and the schedule's words that did (in the texts' order); undefined when one did not. */
const matchAll = (alternative: readonly QueryWord[], words: readonly string[], keys: readonly string[]): string[] | undefined => {
  const found = new Uint8Array(words.length);
  for (const w of alternative) {
    let any = false;
    // A word matches where it starts one of the texts' words or shares its key.
    for (let i = 0; i < words.length; i++) {
      if (words[i]!.startsWith(w.word) || keys[i] === w.key) {
        found[i] = 1;
        any = true;
      }
    }
    if (!any) return undefined;
  }
  return words.filter((_, i) => found[i] === 1);
};

/** A text's words and their keys, in order. */
interface TextWords {
  words: readonly string[];
  keys: readonly string[];
}
const read = (text: string): TextWords => {
  const words = tokens(text);
  return { words, keys: words.map(termKey) };
};

/** Texts already read: a page of answers explains lines whose ancestors' descriptions recur on every line. */
const TEXTS = new Map<string, TextWords>();
/** Most texts remembered (a few tens of thousands of distinct descriptions in the schedule); past it, they are read again. */
const MAX_TEXTS = 50_000;

const textWords = (text: string): TextWords => {
  // A line's number (dotted or not) is its own: read each time, never kept.
  const first = text.charCodeAt(0);
  if (first >= 48 && first <= 57) return read(text);
  let found = TEXTS.get(text);
  if (found === undefined) {
    found = read(text);
    if (TEXTS.size >= MAX_TEXTS) TEXTS.clear();
    TEXTS.set(text, found);
  }
  return found;
};

export const explainMatch = (groups: readonly QueryGroup[], texts: readonly string[]): Matched[] => {
  // Each word once, in the order the texts first hold it (a line's ancestors repeat on every line of a heading).
  const seen = new Set<string>();
  const words: string[] = [];
  const keys: string[] = [];
  for (const text of texts) {
    const t = textWords(text);
    for (let k = 0; k < t.words.length; k++) {
      const w = t.words[k]!;
      if (seen.has(w)) continue;
      seen.add(w);
      words.push(w);
      keys.push(t.keys[k]!);
    }
  }
  return groups.map((g) => {
    const query = g.words.map((w) => w.word).join(' ');
    const literal = matchAll(g.words, words, keys);
    if (literal) return { query, words: literal };
    for (const alt of g.synonyms) {
      const found = matchAll(alt, words, keys);
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
