import { err, ok, type Result } from '../result.ts';
import type { ParsedRate, RateParseError } from '../schema/rate.ts';
import { matchingKey, normaliseRateText } from './normalise-rate-text.ts';
import { parseAdditiveReference } from './parse-additive-reference.ts';
import { parseBounded } from './parse-bounded.ts';
import { parseCrossReference } from './parse-cross-reference.ts';
import { parseSlidingScale } from './parse-sliding-scale.ts';
import { classifyTerms } from './parse-terms.ts';
import { parseFreeOrNoChange, parseNoteReference, parsePercentOfValue, type RateBody } from './parse-worded-rate.ts';

/** Longer than any real rate (the longest is ~450 characters): not a rate, and it bounds regex work. */
const MAX_RATE_LENGTH = 2000;

/** Rates read as terms: free-standing per-unit and percentage terms, with an optional floor or cap. */
const parsePriced = (key: string): RateBody | null => {
  const bounded = parseBounded(key);
  if (bounded === null) return null;
  const kind = classifyTerms(bounded.terms, bounded.cap !== undefined || bounded.floor !== undefined);
  return kind === null ? null : { kind, ...bounded };
};

/** Tried in order; each rule is anchored on the whole string, so at most one can read it. */
const RULES: readonly ((key: string) => RateBody | null)[] = [
  parseFreeOrNoChange,
  parseNoteReference,
  parseCrossReference,
  parseAdditiveReference,
  parseSlidingScale,
  parsePercentOfValue,
  parsePriced,
];

/**
 * A rate string of the general or other column (or one group of the special
 * column) as terms and exactly one rate kind of docs/CONTRACT.md 2.2. Never throws.
 * - `empty-rate`: nothing but whitespace or stray punctuation, i.e. no rate;
 * - `unrecognised-rate`: the grammar does not know the string. It is never
 *   priced and never given a kind by guesswork.
 * `text` is the published string with HTML debris removed and whitespace collapsed.
 */
export const parseRate = (raw: string): Result<ParsedRate, RateParseError> => {
  const text = normaliseRateText(typeof raw === 'string' ? raw : '');
  if (text === '') return err({ code: 'empty-rate' });
  if (text.length > MAX_RATE_LENGTH) return err({ code: 'unrecognised-rate', text });
  const key = matchingKey(text);
  for (const rule of RULES) {
    const body = rule(key);
    if (body !== null) return ok({ text, ...body });
  }
  return err({ code: 'unrecognised-rate', text });
};
