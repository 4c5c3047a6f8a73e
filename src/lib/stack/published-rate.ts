/**
 * A law heading's rate as the schedule publishes it (`publishedRate`), checked against the rate the law data states:
 * the text is what an estimate prices a heading of a later release from, so it must say what `rate` and `basis` say.
 */
import { readChapter99Rate, type Chapter99RateEffect } from '../chapter99/read-chapter99-rate.ts';
import type { HeadingLaw } from '../schema/chapter99-law.ts';

type Published = Pick<HeadingLaw, 'kind' | 'rate' | 'basis' | 'publishedRate' | 'source'>;

/** The published text read once (the estimate prices a candidate from its effect), or why it disagrees with the heading. */
export const readPublishedRate = (h: Published): { rate: { text: string; effect: Chapter99RateEffect } | null; problem: string | null } => {
  const text = h.publishedRate;
  if (text === undefined) return { rate: null, problem: null };
  const effect = readChapter99Rate(text);
  return { rate: { text, effect }, problem: problemOf(h, text, effect) };
};

/** Why the published text disagrees with the heading's rate and basis, or null when it agrees. */
export const publishedRateProblem = (h: Published): string | null => readPublishedRate(h).problem;

const problemOf = (h: Published, text: string, read: Chapter99RateEffect): string | null => {
  if (!h.source.includes(text)) return 'its published rate is not quoted in its source';
  const basis = h.basis ?? 'value';
  const rate = h.rate;
  if (rate === undefined || 'none' in rate) return read.effect === 'adds-nothing' ? null : `its published rate "${text}" adds a duty, and the law states none`;
  if ('upTo' in rate) return `its published rate "${text}" cannot be checked against a rate including the column 1 rate`;
  if (basis === 'value') {
    const ok = read.effect === 'adds' && read.onSubheadings === null && read.terms.length === 1 && read.terms[0]!.type === 'ad-valorem' && read.terms[0]!.basis === undefined && read.terms[0]!.percent === rate.add;
    return ok ? null : `its published rate "${text}" does not read as +${rate.add}% of the customs value`;
  }
  const ok = read.effect === 'adds-on-content' && read.onSubheadings === null && read.content === basis && read.percent === rate.add;
  return ok ? null : `its published rate "${text}" does not read as +${rate.add}% of the ${basis} content`;
};
