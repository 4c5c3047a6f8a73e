/** A removed entry of a line's history names the successors the code index holds for that removal. */
import { describe, expect, it } from 'vitest';
import { removalSuccessors } from '../../../src/lib/codes/removal-successors.ts';
import { lineHistory } from '../../../src/lib/history/line-history.ts';
import { LineHistoryEntry } from '../../../src/lib/schema/line-history.ts';
import { archive, REVISIONS } from './archive.ts';

const { history, index } = archive();
const chapter = (n: string) => history.chapters.find((c) => c.chapter === n)!;

describe('lineHistory with successors', () => {
  it('names them on the removal, each in force or not in the revision given, and nothing else changes', () => {
    const plain = lineHistory(chapter('02'), REVISIONS, '0201305085');
    const told = lineHistory(chapter('02'), REVISIONS, '0201305085', removalSuccessors(index, '0201305085', 3));
    expect(told.entries.map((e) => e.change)).toEqual(['held', 'removed']);
    const removed = told.entries[1]!;
    expect(removed.successors!.map((s) => [s.htsno, s.rule, s.inForce])).toEqual([
      ['0201.30.50.91', 'same-8-digit-parent', true],
      ['0201.30.50.97', 'same-8-digit-parent', true],
    ]);
    expect(removed.successorCount).toBe(2);
    expect(removed.noSuccessor).toBeNull();
    expect(LineHistoryEntry.safeParse(removed).success).toBe(true);
    const { successors: _s, successorCount: _c, noSuccessor: _n, ...rest } = removed;
    expect(rest).toEqual(plain.entries[1]);
    expect(told.entries[0]).toEqual(plain.entries[0]);
  });

  it('gives each removal of a line removed twice its own, and the reason when there is none', () => {
    const { entries } = lineHistory(chapter('01'), REVISIONS, '0101210020', removalSuccessors(index, '0101210020', 3));
    expect(entries.map((e) => [e.revision, e.change, e.noSuccessor?.reason])).toEqual([
      ['2025_basic', 'held', undefined],
      ['2025_rev_1', 'removed', 'none-added'],
      ['2025_rev_2', 'added', undefined],
    ]);
    const heading = lineHistory(chapter('99'), REVISIONS, '99120205', removalSuccessors(index, '99120205', 3)).entries.at(-1)!;
    expect(heading).toMatchObject({ change: 'removed', successors: [], successorCount: 0, noSuccessor: { reason: 'heading-ended' } });
  });

  it('names none when the index knows no removal by that revision', () => {
    expect(removalSuccessors(index, '0201305085', 3)(1)).toBeUndefined();
    expect(removalSuccessors(index, '0201305085', 3)(2)?.successorCount).toBe(2);
  });
});
