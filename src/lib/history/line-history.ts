import { comparableLine } from '../changes/comparable-line.ts';
import { diffKeyedRows } from '../changes/diff-revisions.ts';
import type { HtsRow } from '../schema/hts-row.ts';
import type { NoSuccessor, Successor } from '../schema/code-check.ts';
import type { LineHistoryEntry } from '../schema/line-history.ts';
import type { Revision } from '../schema/revision.ts';
import type { ChapterHistory } from './chapter-history.ts';

const digitsOf = (htsno: string): string => htsno.replace(/\D/g, '');

/**
 * The row numbered `digits` in each revision (undefined where it had none). The rows ever numbered so are found
 * once; a revision's row order is then searched by its runs of row ids, never expanded into rows.
 */
const rowPerRevision = (history: ChapterHistory, revisionCount: number, digits: string): (HtsRow | undefined)[] => {
  const ids: number[] = [];
  history.rows.forEach((r, id) => {
    if (r.htsno !== '' && digitsOf(r.htsno) === digits) ids.push(id);
  });
  const bySequence = new Map<number, HtsRow | undefined>();
  const inSequence = (sequence: number): HtsRow | undefined => {
    const runs = history.sequences[sequence] ?? [];
    for (let i = 0; i < runs.length; i += 2) {
      const first = runs[i]!;
      const id = ids.find((x) => x >= first && x < first + runs[i + 1]!);
      if (id !== undefined) return history.rows[id];
    }
    return undefined;
  };
  const out: (HtsRow | undefined)[] = [];
  for (let at = 0; at < revisionCount; at += 1) {
    const sequence = history.timeline[at] ?? -1;
    if (!bySequence.has(sequence)) bySequence.set(sequence, sequence < 0 || ids.length === 0 ? undefined : inSequence(sequence));
    out.push(bySequence.get(sequence));
  }
  return out;
};

/** What a removal's entry says of what replaced the line (src/lib/codes: the code index's successors). */
export interface RemovalSuccessors {
  successors: Successor[];
  successorCount: number;
  noSuccessor: NoSuccessor | null;
}

/**
 * Every archived revision in which the line numbered `digits` changed, oldest
 * first: the first revision that holds it ('held' for the start of
 * retention, 'added' later), then each addition, removal and modification as
 * the change feed reports them (the same diff), with the line's state after.
 * A removal names its successors when `successorsOf` (by the index of the
 * removing revision) knows them. [] when no revision ever had the line.
 */
export const lineHistory = (
  history: ChapterHistory,
  revisions: readonly Revision[],
  digits: string,
  successorsOf?: (removedAt: number) => RemovalSuccessors | undefined,
): { htsno: string | null; entries: LineHistoryEntry[] } => {
  const rows = rowPerRevision(history, revisions.length, digits);
  const entries: LineHistoryEntry[] = [];
  // The number as the latest revision that had the line printed it.
  const latest = [...rows].reverse().find((r) => r !== undefined);
  const htsno = latest ? latest.htsno.trim() : null;
  rows.forEach((row, at) => {
    const revision = revisions[at]!;
    const before = at === 0 ? undefined : rows[at - 1];
    const head = { revision: revision.id, release: revision.release, date: revision.publishedOn, policyEffectiveOn: revision.policyEffectiveOn };
    if (!row && !before) return;
    if (row && at === 0) {
      entries.push({ ...head, change: 'held', state: comparableLine(row) });
      return;
    }
    const previous = revisions[at - 1]!;
    const key = (row ?? before)!.htsno.trim();
    const [change] = diffKeyedRows(
      new Map(before ? [[key, before]] : []),
      new Map(row ? [[key, row]] : []),
      { revision: revision.id, previous: previous.id, date: revision.publishedOn },
    );
    if (!change) return;
    const replaced = change.change === 'removed' ? successorsOf?.(at) : undefined;
    entries.push({
      ...head,
      change: change.change,
      ...(change.fields ? { fields: change.fields } : {}),
      state: row ? comparableLine(row) : null,
      ...(replaced ?? {}),
    });
  });
  return { htsno, entries };
};
