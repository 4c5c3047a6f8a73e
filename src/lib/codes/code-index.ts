/**
 * The code index file, read once per process into what a code check asks of it: whether a revision held a number,
 * the numbers a revision held in order (for prefixes and typos), the latest removal of a number, and the lines
 * named as successors.
 */
import { MAX_SUCCESSORS, type RevisionNamed, type Successor } from '../schema/code-check.ts';
import type { CodeIndexFile, Removal } from '../schema/code-index.ts';
import { dotted } from './dotted.ts';
import { sortedNumbers, type SortedNumbers } from './sorted-numbers.ts';
import { PARENT_RULES } from './successors.ts';

export interface CodeIndex {
  readonly revisions: readonly RevisionNamed[];
  /** Index of a revision id in `revisions`; -1 when the archive has no such revision. */
  indexOf(revision: string): number;
  /** Whether revision `at` held the number. */
  held(digits: string, at: number): boolean;
  /** Whether any archived revision held the number. */
  everHeld(digits: string): boolean;
  /** The numbers revision `at` held, sorted (built once per revision asked for). */
  numbersAt(at: number): SortedNumbers;
  /** The latest removal of the number by revision `at` or before; undefined when none. */
  removalBy(digits: string, at: number): Removal | undefined;
  /** The first revision after `at` that held the number; -1 when none did. */
  heldAfter(digits: string, at: number): number;
  /**
   * A removal's successors as an answer shows them (at most MAX_SUCCESSORS, nearest first): each line as the
   * revision that added it published it, the parent it shares, and whether revision `at` holds it.
   */
  successors(removal: Removal, at: number): Successor[];
}

const EVERY_REVISION: readonly number[] = [];

export const codeIndexOf = (file: CodeIndexFile): CodeIndex => {
  const numbers = file.numbers === '' ? [] : file.numbers.split(' ');
  const runs = new Map<string, readonly number[]>(numbers.map((d) => [d, Object.hasOwn(file.spans, d) ? file.spans[d]! : EVERY_REVISION]));
  const held = (digits: string, at: number): boolean => {
    const r = runs.get(digits);
    if (r === undefined) return false;
    if (r === EVERY_REVISION) return at >= 0 && at < file.revisions.length;
    for (let i = 0; i < r.length; i += 2) if (at >= r[i]! && at < r[i + 1]!) return true;
    return false;
  };
  const removals = new Map<string, Removal[]>();
  for (const removal of file.removals) {
    const list = removals.get(removal.digits);
    if (list) list.push(removal);
    else removals.set(removal.digits, [removal]);
  }
  const ids = new Map(file.revisions.map((r, i) => [r.revision, i]));
  const perRevision = new Map<number, SortedNumbers>();
  return {
    revisions: file.revisions,
    indexOf: (revision) => ids.get(revision) ?? -1,
    held,
    everHeld: (digits) => runs.has(digits),
    numbersAt: (at) => {
      let sorted = perRevision.get(at);
      if (!sorted) perRevision.set(at, (sorted = sortedNumbers(numbers.filter((d) => held(d, at)))));
      return sorted;
    },
    removalBy: (digits, at) => {
      if (held(digits, at)) return undefined;
      const list = removals.get(digits) ?? [];
      for (let i = list.length - 1; i >= 0; i -= 1) if (list[i]!.at <= at) return list[i];
      return undefined;
    },
    heldAfter: (digits, at) => {
      for (let k = at + 1; k < file.revisions.length; k += 1) if (held(digits, k)) return k;
      return -1;
    },
    successors: (removal, at) =>
      removal.successors.slice(0, MAX_SUCCESSORS).map(({ digits, ...how }) => {
        const line = file.added[file.revisions[removal.at]?.revision ?? '']?.[digits];
        if (!line) throw new Error(`the code index names ${digits} as a successor of ${removal.digits} but does not describe it`);
        const parent = PARENT_RULES.find(([, rule]) => rule === how.rule)?.[0];
        return { ...line, ...how, ...(parent === undefined ? {} : { parent: dotted(removal.digits.slice(0, parent)) }), inForce: held(digits, at) };
      }),
  };
};
