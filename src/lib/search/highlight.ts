import { tokens } from './analyser.ts';

/** A piece of a text, marked when it is a word that matched. */
export interface Piece {
  text: string;
  mark: boolean;
}

/**
 * A text cut into pieces, each word of it marked when its folded form is one
 * of the matched words (src/lib/search/explain.ts gives them folded). The
 * pieces joined are the text, character for character.
 */
export const highlight = (text: string, words: Iterable<string>): Piece[] => {
  const wanted = new Set(words);
  const pieces: Piece[] = [];
  let at = 0;
  const push = (piece: string, mark: boolean) => {
    if (piece === '') return;
    const last = pieces.at(-1);
    if (last && last.mark === mark) last.text += piece;
    else pieces.push({ text: piece, mark });
  };
  if (wanted.size > 0) {
    for (const m of text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
      const folded = tokens(m[0]);
      if (folded.length === 0 || !folded.every((w) => wanted.has(w))) continue;
      push(text.slice(at, m.index), false);
      push(m[0], true);
      at = m.index + m[0].length;
    }
  }
  push(text.slice(at), false);
  return pieces;
};
