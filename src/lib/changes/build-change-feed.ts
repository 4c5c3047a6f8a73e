import type { ChangeFeed, ChangeSummary, LineChange } from '../schema/change.ts';
import type { HtsRow } from '../schema/hts-row.ts';
import type { Revision } from '../schema/revision.ts';
import { diffKeyedRows, keyRows } from './diff-revisions.ts';
import { compareRevisionKeys } from './revision-id.ts';

export interface HeldRevision {
  revision: Revision;
  rows: readonly HtsRow[];
}

/**
 * The change feed over every consecutive pair of held revisions, oldest
 * first (revision order, then each pair's htsno order). The oldest revision
 * is the start of retention: it has no predecessor and yields no changes, so
 * the current schedule is never presented as history. One summary entry per
 * pair, including pairs with no changes.
 */
export const buildChangeFeed = (revisions: readonly HeldRevision[]): ChangeFeed => {
  const feed = changeFeedBuilder();
  for (const held of [...revisions].sort((a, b) => compareRevisionKeys(a.revision, b.revision))) feed.add(held);
  return feed.feed();
};

/** buildChangeFeed one revision at a time, oldest first, so a caller holds one export at most. */
export const changeFeedBuilder = () => {
  const changes: LineChange[] = [];
  const summary: ChangeSummary[] = [];
  let prior: { revision: Revision; rows: Map<string, HtsRow> } | null = null;
  return {
    add(current: HeldRevision): void {
      if (prior && compareRevisionKeys(prior.revision, current.revision) >= 0) {
        throw new Error(`revision ${current.revision.id} added after ${prior.revision.id}: add oldest first`);
      }
      const rows = keyRows(current.rows, current.revision.id);
      const before = prior && { id: prior.revision.id, rows: prior.rows };
      prior = { revision: current.revision, rows };
      if (!before) return;
      const meta = { revision: current.revision.id, previous: before.id, date: current.revision.publishedOn };
      const pair = diffKeyedRows(before.rows, rows, meta);
      for (const c of pair) changes.push(c);
      summary.push({ ...meta, ...countChanges(pair) });
    },
    feed: (): ChangeFeed => ({ changes, summary }),
  };
};

export const countChanges = (changes: readonly LineChange[]): Pick<ChangeSummary, 'added' | 'removed' | 'modified'> => {
  const counts = { added: 0, removed: 0, modified: 0 };
  for (const c of changes) counts[c.change] += 1;
  return counts;
};
