/**
 * The banner every page shows about the schedule's currency: which release the build holds, when it was published,
 * and how many the publisher has issued since (content/currency/later-releases.json), so no page passes the build's
 * schedule off as current. Nothing when none is known.
 */
import type { ScheduleCurrency } from '../schema/schedule-currency.ts';

const releaseWords = (release: string): string => release.replace(/^(\d{4})HTS(Basic|Rev(\d+))$/, (_, year: string, kind: string, n?: string) => (n ? `${year} Rev ${n}` : `${year} Basic`));

export interface Banner {
  text: string;
  /** The newest later release, for the title of the link. */
  latest: { release: string; publishedOn: string } | null;
}

export const currencyBanner = (c: ScheduleCurrency): Banner => {
  const later = c.laterReleases;
  const held = `This schedule is ${releaseWords(c.release)} of ${c.publishedOn}`;
  if (later.length === 0) return { text: `${held}, the publisher's latest known release.`, latest: null };
  const last = later[later.length - 1]!;
  return {
    text: `${held}; the publisher has issued ${later.length} revision${later.length === 1 ? '' : 's'} since (the latest ${releaseWords(last.release)} of ${last.publishedOn}), not yet in this build: answers for later dates say what they may miss.`,
    latest: last,
  };
};
