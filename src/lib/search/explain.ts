import { approxBytes } from '../memory/approx-bytes.ts';
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

/**
 * Words by a number of their own, so a call marks the words it has taken in an array rather than a set; forgotten
 * with the texts (EXPLAIN_BYTES), all at once.
 */
const IDS = new Map<string, number>();
let seenBy = new Int32Array(1024);
let call = 0;
const idOf = (word: string): number => {
  let id = IDS.get(word);
  if (id === undefined) {
    IDS.set(word, (id = IDS.size));
    if (id >= seenBy.length) {
      const grown = new Int32Array(seenBy.length * 2);
      grown.set(seenBy);
      seenBy = grown;
    }
  }
  return id;
};

/** A text's words, their keys and their numbers, in order. */
interface TextWords {
  words: readonly string[];
  keys: readonly string[];
  ids: Int32Array;
}
const read = (text: string): TextWords => {
  const words = tokens(text);
  return { words, keys: words.map(termKey), ids: Int32Array.from(words, idOf) };
};
/** A number, dotted or not ("8701.20.00.10"): its words are its digit groups, each its own key (termKey leaves digits as they are). */
const NUMBER = /^[0-9.]+$/;
const readNumber = (text: string): TextWords => {
  const words = text.split('.').filter((w) => w !== '');
  return { words, keys: words, ids: Int32Array.from(words, idOf) };
};

/** Texts already read: a page of answers explains lines whose ancestors' descriptions recur on every line. */
const TEXTS = new Map<string, TextWords>();
/**
 * Bytes of heap the texts read and the words numbered may hold between calls; past it, all are forgotten at once and
 * read again. Measured: every text of the schedule read holds 18.6 MB of heap (approxBytes says 18.2 MB), which a
 * count of 50,000 texts allowed; a page of answers reads a few hundred texts.
 */
export const EXPLAIN_BYTES = 4 * 1024 * 1024;
let held = 0;
/** Bytes the texts read and the words numbered hold now (at most EXPLAIN_BYTES between calls). */
export const explainHeldBytes = (): number => held;

const forgetAll = () => {
  held = 0;
  TEXTS.clear();
  IDS.clear();
  seenBy.fill(0);
  call = 0;
};

const isNumber = (text: string): boolean => {
  const first = text.charCodeAt(0);
  return first >= 48 && first <= 57 && NUMBER.test(text);
};
const DIGITS = /^[0-9]+$/;
/** Whether a query word can match a number's digit group: only when it, or its key, is digits. */
const numeric = (w: QueryWord): boolean => DIGITS.test(w.word) || DIGITS.test(w.key);

const textWords = (text: string): TextWords => {
  // A line's number (dotted or not) is its own: read each time, never kept.
  if (isNumber(text)) return readNumber(text);
  let found = TEXTS.get(text);
  if (found === undefined) {
    const words = IDS.size;
    found = read(text);
    TEXTS.set(text, found);
    // The text as a key, its words, keys and numbers, and the words newly numbered (each about its text's length).
    held += approxBytes(text) + approxBytes(found) + (IDS.size - words) * 48;
  }
  return found;
};

export const explainMatch = (groups: readonly QueryGroup[], texts: readonly string[]): Matched[] => {
  if (call >= 2 ** 30) forgetAll();
  const stamp = ++call;
  // A number's words are digits: they match only a query word of digits, and are left unread for other queries.
  const digits = groups.some((g) => g.words.some(numeric) || g.synonyms.some((alt) => alt.some(numeric)));
  // Each word once, in the order the texts first hold it (a line's ancestors repeat on every line of a heading).
  const words: string[] = [];
  const keys: string[] = [];
  for (const text of texts) {
    if (!digits && isNumber(text)) continue;
    const t = textWords(text);
    for (let k = 0; k < t.words.length; k++) {
      const id = t.ids[k]!;
      if (seenBy[id] === stamp) continue;
      seenBy[id] = stamp;
      words.push(t.words[k]!);
      keys.push(t.keys[k]!);
    }
  }
  if (held > EXPLAIN_BYTES) forgetAll();
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
