import { parseRate } from '../rate/parse-rate.ts';
import { PRICED_KINDS, type ParsedRate, type RateTerm } from '../schema/rate.ts';
import { digitsOf } from './chapter99-text.ts';

/** Parts of the goods a chapter 99 rate may be assessed on, as the request names them (contentValuesUsd). */
export const CONTENTS = ['steel', 'aluminum', 'copper', 'nonUs'] as const;
export type Content = (typeof CONTENTS)[number];

/** The words a content is written with in the schedule ("the value of the non-U.S. content"). */
const CONTENT_WORDS: Record<string, Content> = { steel: 'steel', aluminum: 'aluminum', copper: 'copper', 'non-u.s.': 'nonUs' };
const CONTENT_BASIS = /^(?:upon |on )?the value of the (steel|aluminum|copper|non-U\.S\.) content\.?$/i;

/**
 * What a chapter 99 heading's general-column rate does, read with the rate
 * grammar (parseRate) and nothing guessed:
 * - adds: "The duty provided in the applicable subheading + 25%" (or "plus",
 *   "+ a duty of 25%", "+ 5¢/kg"): terms added to the line's duty, on the
 *   customs value or per unit; `onSubheadings` when the text adds to the duty
 *   of named subheadings instead of "the applicable subheading";
 * - adds-on-content: "+ a duty of 50% upon the value of the steel content";
 * - adds-nothing: "The duty provided in the applicable subheading" alone, or
 *   "No change";
 * - replaces: a priced rate with no "applicable subheading" ("15%", "Free",
 *   "13.3¢/kg"), which applies instead of the line's rate;
 * - no-rate: the heading carries none;
 * - unknown: anything else, with why.
 */
export type Chapter99RateEffect =
  | { effect: 'adds'; terms: RateTerm[]; onSubheadings: string[] | null }
  | { effect: 'adds-on-content'; content: Content; percent: string; onSubheadings: string[] | null }
  | { effect: 'adds-nothing'; because: 'applicable-subheading' | 'no-change' }
  | { effect: 'replaces'; rate: ParsedRate }
  | { effect: 'no-rate' }
  | { effect: 'unknown'; why: string };

const APPLICABLE = /^(?:the applicable subheading|such subheading)$/i;

/** "subheadings 8716.39.00, 8716.90.30 or 8716.90.50" -> their digits; null for "the applicable subheading". */
const namedBase = (reference: string): string[] | null =>
  APPLICABLE.test(reference) ? null : [...reference.matchAll(/\d{4}(?:\.\d{2}){0,3}/g)].map((m) => digitsOf(m[0]));

export const readChapter99Rate = (text: string): Chapter99RateEffect => {
  const parsed = parseRate(text);
  if (!parsed.ok) {
    return parsed.error.code === 'empty-rate' ? { effect: 'no-rate' } : { effect: 'unknown', why: 'the rate grammar does not read this text' };
  }
  const rate = parsed.value;
  if (rate.kind === 'no-change') return { effect: 'adds-nothing', because: 'no-change' };
  if (PRICED_KINDS.includes(rate.kind)) return { effect: 'replaces', rate };
  if (rate.kind !== 'additive-reference' || rate.reference === undefined) {
    return { effect: 'unknown', why: `a ${rate.kind} rate, which states no amount` };
  }
  const onSubheadings = namedBase(rate.reference);
  if (rate.terms.length === 0) {
    return onSubheadings === null ? { effect: 'adds-nothing', because: 'applicable-subheading' } : { effect: 'unknown', why: 'the duty of named subheadings with nothing added' };
  }
  const based = rate.terms.filter((t) => t.basis !== undefined);
  if (based.length === 0) return { effect: 'adds', terms: rate.terms, onSubheadings };
  const [term] = rate.terms;
  const content = term?.basis === undefined ? null : CONTENT_BASIS.exec(term.basis.trim());
  if (rate.terms.length === 1 && term?.type === 'ad-valorem' && content !== null) {
    return { effect: 'adds-on-content', content: CONTENT_WORDS[content[1]!.toLowerCase()]!, percent: term.percent, onSubheadings };
  }
  return { effect: 'unknown', why: `an addition assessed on ${based.map((t) => t.basis).join(' and ')}, which the request does not carry` };
};
