import type { ChangeFeed, LineChange, RevisionChanges } from '../schema/change.ts';

/**
 * Storage form of a feed: one group per revision pair (empty pairs too), so
 * the function layer can load only the revisions a page needs (pageSlices)
 * and each line record drops the three fields its group already states.
 */
export const groupChanges = (feed: ChangeFeed): RevisionChanges[] => {
  const groups = new Map<string, RevisionChanges>(
    feed.summary.map((s) => [s.revision, { revision: s.revision, previous: s.previous, date: s.date, lines: [] }]),
  );
  for (const { revision, previous: _p, date: _d, ...line } of feed.changes) {
    const group = groups.get(revision);
    if (!group) throw new Error(`change for ${revision} has no summary entry`);
    group.lines.push(line);
  }
  return [...groups.values()];
};

/** A stored group back to feed records. */
export const expandChanges = (group: RevisionChanges): LineChange[] =>
  group.lines.map((line) => ({ revision: group.revision, previous: group.previous, date: group.date, ...line }));
