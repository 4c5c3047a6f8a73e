import type { RemovalSuccessors } from '../history/line-history.ts';
import type { CodeIndex } from './code-index.ts';

/**
 * The successors of the line numbered `digits` as the removal by revision `removedAt` names them, for a line's
 * history (lineHistory's `successorsOf`), each marked in force or not in revision `at` (the current one).
 * undefined when that revision did not remove the line.
 */
export const removalSuccessors =
  (index: CodeIndex, digits: string, at: number) =>
  (removedAt: number): RemovalSuccessors | undefined => {
    const removal = index.removalBy(digits, removedAt);
    if (!removal || removal.at !== removedAt) return undefined;
    return { successors: index.successors(removal, at), successorCount: removal.successors.length, noSuccessor: removal.noSuccessor };
  };
