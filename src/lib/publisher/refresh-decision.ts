/**
 * Whether the daily check should ask for a new build: the publisher names a current release newer than the one
 * the deployed site serves. A release the site already serves, or an older one (a list read mid-update), asks
 * for nothing.
 */
import { compareRevisionKeys, parseRevisionId } from '../changes/revision-id.ts';
import type { PublishedRevision } from './release-list.ts';

export type RefreshDecision =
  | { build: true; current: string; deployed: string; why: string }
  | { build: false; current: string; deployed: string; why: string };

const NAME = /^(\d{4})HTS(?:Basic|Rev([1-9]\d*))$/;

const keyOfRelease = (release: string) => {
  const m = NAME.exec(release);
  return m ? parseRevisionId(m[2] ? `${m[1]}_rev_${m[2]}` : `${m[1]}_basic`) : null;
};

export const refreshDecision = (current: PublishedRevision, deployedRelease: string): RefreshDecision => {
  const deployed = keyOfRelease(deployedRelease);
  if (deployed === null) {
    return { build: true, current: current.release, deployed: deployedRelease, why: `the deployed release "${deployedRelease}" is not a release name; a build settles it` };
  }
  const newer = compareRevisionKeys(current, deployed) > 0;
  return newer
    ? { build: true, current: current.release, deployed: deployedRelease, why: `the publisher names ${current.release} current; the site serves ${deployedRelease}` }
    : { build: false, current: current.release, deployed: deployedRelease, why: `the site serves ${deployedRelease}; the publisher names ${current.release} current` };
};
