import type { Revision } from '../schema/revision.ts';

/**
 * The revision in force on `day` (YYYY-MM-DD): the latest archived revision
 * published on or before it, from revisions oldest first. -1 when the day is
 * before the archive starts. When two revisions share a publication date the
 * later one is in force from that day. Publication is not legal effect: a
 * revision can publish an action that took effect earlier or later
 * (Revision.policyEffectiveOn), which every answer says.
 */
export const revisionOn = (revisions: readonly Revision[], day: string): number => {
  let found = -1;
  for (let i = 0; i < revisions.length; i += 1) {
    if (revisions[i]!.publishedOn <= day) found = i;
    else break;
  }
  return found;
};
