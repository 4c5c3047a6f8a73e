import { termKey, tokens } from './analyser.ts';
import type { Matched } from './explain.ts';

/** A piece of a text, marked when it is a word that matched (or the part of a word that matched). */
export interface Piece {
  text: string;
  mark: boolean;
}

/** What to mark: words matched whole (folded), and words matched by a prefix only, with that prefix's length. */
export interface Marks {
  words: ReadonlySet<string>;
  prefixes: ReadonlyMap<string, number>;
}

/**
 * What to mark from why a hit matched (explain.ts): a schedule word that is a query word, or shares its key
 * (tires for tyres, wines for wine), is marked whole; one the query word only begins ("carts" for "car") is marked
 * on that prefix alone, at the word's start.
 */
export const marksOf = (matched: readonly Matched[]): Marks => {
  const words = new Set<string>();
  const prefixes = new Map<string, number>();
  for (const m of matched) {
    const asked = tokens(m.synonym ?? m.query);
    for (const w of m.words) {
      if (asked.some((q) => q === w || termKey(q) === termKey(w))) {
        words.add(w);
        continue;
      }
      const longest = Math.max(0, ...asked.filter((q) => w.startsWith(q)).map((q) => q.length));
      if (longest > 0 && longest > (prefixes.get(w) ?? 0)) prefixes.set(w, longest);
    }
  }
  for (const w of words) prefixes.delete(w);
  return { words, prefixes };
};

/** How many characters of `word` (as written) fold to its first `n` folded letters. */
const writtenLength = (word: string, n: number): number => {
  let folded = 0;
  let at = 0;
  for (const c of word) {
    if (folded >= n) break;
    folded += tokens(c).join('').length;
    at += c.length;
  }
  return at;
};

/**
 * A text cut into pieces, each word of it marked when its folded form is one of the matched words (src/lib/search/
 * explain.ts gives them folded), or, for a word matched by a prefix only, that prefix marked at the word's start.
 * The pieces joined are the text, character for character.
 */
export const highlight = (text: string, marks: Iterable<string> | Marks): Piece[] => {
  const { words: wanted, prefixes } = Symbol.iterator in marks ? { words: new Set(marks), prefixes: new Map<string, number>() } : marks;
  const pieces: Piece[] = [];
  let at = 0;
  const push = (piece: string, mark: boolean) => {
    if (piece === '') return;
    const last = pieces.at(-1);
    if (last && last.mark === mark) last.text += piece;
    else pieces.push({ text: piece, mark });
  };
  if (wanted.size > 0 || prefixes.size > 0) {
    for (const m of text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
      const folded = tokens(m[0]);
      if (folded.length === 0) continue;
      if (folded.every((w) => wanted.has(w))) {
        push(text.slice(at, m.index), false);
        push(m[0], true);
        at = m.index + m[0].length;
      } else if (folded.length === 1 && prefixes.has(folded[0]!)) {
        const n = writtenLength(m[0], prefixes.get(folded[0]!)!);
        push(text.slice(at, m.index), false);
        push(m[0].slice(0, n), true);
        at = m.index + n;
      }
    }
  }
  push(text.slice(at), false);
  return pieces;
};
