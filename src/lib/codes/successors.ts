/**
 * What replaced a removed line: the lines the same revision added in its place. A successor is an added line
 * under the nearest parent of the removed line that received any (its 8-digit subheading, else its 6-digit one,
 * else its heading), or an added line anywhere whose description path carries most of the words of the removed
 * line's own description (line-words.ts says which words count, and why a line's headers do not). Only added lines
 * with no line beneath them count: those are the numbers a broker can use. When there is none, the reason is
 * one of three, each checked on the whole archive.
 */
import type { NoSuccessor, SuccessorRule } from '../schema/code-check.ts';
import type { StoredSuccessor } from '../schema/code-index.ts';
import { dotted } from './dotted.ts';
import { removedLineWords, sharedWords } from './line-words.ts';

export interface RemovedLine {
  digits: string;
  description: string;
}

export interface AddedLine {
  digits: string;
  /** pathWordKeys of its description path. */
  words: ReadonlySet<string>;
}

export interface SuccessorInput {
  removed: RemovedLine;
  /** The lines the removing revision added that have no line beneath them, in number order. */
  added: readonly AddedLine[];
  /** How many numbers the removing revision holds that start with a prefix. */
  heldUnder: (prefix: string) => number;
}

export interface Successors {
  successors: StoredSuccessor[];
  noSuccessor: NoSuccessor | null;
}

/** The parents a successor may share with the removed line, nearest first, by their number of digits. */
export const PARENT_RULES: readonly [number, SuccessorRule][] = [
  [8, 'same-8-digit-parent'],
  [6, 'same-6-digit-parent'],
  [4, 'same-heading'],
];

/** More shared words first, then number order (the order given). */
const byWords = <T extends { shared: string[] }>(list: T[]): T[] =>
  list.map((item, i) => ({ item, i })).sort((a, b) => b.item.shared.length - a.item.shared.length || a.i - b.i).map((x) => x.item);

export const successorsOf = ({ removed, added, heldUnder }: SuccessorInput): Successors => {
  const words = removedLineWords(removed.description);
  const withWords = added.filter((a) => a.digits !== removed.digits).map((a) => ({ line: a, shared: sharedWords(words, a.words) }));
  const successors: StoredSuccessor[] = [];
  const taken = new Set<string>();
  for (const [length, rule] of PARENT_RULES) {
    if (length >= removed.digits.length) continue;
    const parent = removed.digits.slice(0, length);
    const under = withWords.filter((a) => a.line.digits.startsWith(parent));
    if (under.length === 0) continue;
    for (const a of byWords(under)) {
      taken.add(a.line.digits);
      successors.push({ digits: a.line.digits, rule, ...(a.shared.length > 0 ? { sharedWords: a.shared } : {}) });
    }
    break;
  }
  for (const a of byWords(withWords.filter((x) => x.shared.length > 0 && !taken.has(x.line.digits)))) {
    successors.push({ digits: a.line.digits, rule: 'shared-words', sharedWords: a.shared });
  }
  return { successors, noSuccessor: successors.length > 0 ? null : reasonForNone(removed.digits, heldUnder) };
};

const reasonForNone = (digits: string, heldUnder: (prefix: string) => number): NoSuccessor => {
  const htsno = dotted(digits);
  const heading = digits.slice(0, 4);
  const remaining = heldUnder(digits);
  if (remaining > 0) {
    return {
      reason: 'lines-remain',
      detail: `The row of ${htsno} itself was dropped while ${remaining} line${remaining === 1 ? '' : 's'} under its number remain${remaining === 1 ? 's' : ''}: check a code under it`,
    };
  }
  if (heldUnder(heading) === 0) {
    return { reason: 'heading-ended', detail: `The revision removed every line of heading ${heading}: its provisions ended and nothing took their place` };
  }
  return { reason: 'none-added', detail: `The revision added no line under heading ${heading} and none carrying the words of ${htsno}` };
};
