import { parseTerms } from './parse-terms.ts';
import type { RateBody } from './parse-worded-rate.ts';

const TARIFF_NUMBERS = /^\d[\d.]*\d(?:\s?-\s?\d[\d.]*\d)?(?:(?:,| and| or) \d[\d.]*\d(?:\s?-\s?\d[\d.]*\d)?)*$/;

/**
 * Rates defined by reference to another article's rate (docs/CONTRACT.md 2.2
 * cross-reference). `reference` names what the rate refers to.
 * - "The rate applicable to the article of which it is a part or accessory",
 *   "... to the natural juice in heading 2009", "... in the absence of this
 *   heading", "The rate of duty applicable to that article in the set subject
 *   to the highest rate of duty";
 * - "The duty rate provided for originating goods of Korea in such
 *   subheading", "The rate provided for beneficiary countries in heading
 *   9901.00.50";
 * - "A duty equal to the duty upon the importation of like articles ...";
 * - special column "See 9822.05.20", "See 9823.10.01-9823.10.45",
 *   "See 9919.04.10, 9919.04.12, 99.19.04.14";
 * - watch movements: "4.3% + 1.7¢/jewel + 0.2¢ for each other piece or part,
 *   but if consisting in part of a plate or a set of plates the total duty shall
 *   not exceed the duty for the complete movement": the terms are read, but the
 *   cap is another article's duty, so the rate cannot be priced alone.
 */
export const parseCrossReference = (key: string): RateBody | null => {
  const applicable = /^the rate (?:of duty )?applicable,? (\S.*)$/i.exec(key);
  if (applicable !== null) return reference((applicable[1] ?? '').replace(/^to /i, ''));
  const providedFor = /^the (?:duty )?rate provided for (\S.*)$/i.exec(key);
  if (providedFor !== null) return reference(providedFor[1] ?? '');
  const equalTo = /^a duty (?:\(in lieu of any other duty or tax\) )?equal to (\S.*)$/i.exec(key);
  if (equalTo !== null) return reference(equalTo[1] ?? '');
  const see = /^see (\S.*)$/i.exec(key);
  if (see !== null && TARIFF_NUMBERS.test(see[1] ?? '')) return reference(see[1] ?? '');
  const capped = /^(.+), but if (.+?),? the total duty shall not exceed (the duty for \S.*)$/.exec(key);
  if (capped === null) return null;
  const terms = parseTerms(capped[1] ?? '');
  return terms === null ? null : { kind: 'cross-reference', terms, reference: capped[3] ?? '' };
};

const reference = (text: string): RateBody => ({ kind: 'cross-reference', terms: [], reference: text });
