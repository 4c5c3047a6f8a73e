import type { ParsedRate } from '../schema/rate.ts';
import { canonicalDecimal } from './decimal-text.ts';

/** A parsed rate without its text: what each grammar rule returns. */
export type RateBody = Omit<ParsedRate, 'text'>;

const NOTE_IN = /U\.S\. note [^\s,]+(?: (?:to|of) this subchapter)?/i;

/** "Free" and "No change", and free entry under a condition. */
export const parseFreeOrNoChange = (key: string): RateBody | null => {
  if (/^free$/i.test(key)) return { kind: 'free', terms: [] };
  if (/^no change$/i.test(key)) return { kind: 'no-change', terms: [] };
  // "Free, under bond, as prescribed in U.S. note 1 to this subchapter", "Free, for such temporary periods ..."
  const condition = /^free,\s*(\S.*)$/i.exec(key)?.[1] ?? /^free \((see \S.*)\)$/i.exec(key)?.[1];
  if (condition === undefined) return null;
  const reference = NOTE_IN.exec(condition)?.[0];
  return { kind: 'conditional-free', terms: [], condition, ...(reference === undefined ? {} : { reference }) };
};

/**
 * Rates stated in, or measured on a value defined by, a schedule note. None can
 * be priced from a shipment's customs value:
 * - "See additional U.S. note 3", "See U.S. note 3(e)";
 * - "A duty upon the value of the repairs or alterations (see U.S. note 3 of
 *   this subchapter)" and the other "A duty upon ... (see U.S. note N ...)"
 *   forms of chapter 98: the rate is the article's own, applied to a value
 *   (repairs, processing abroad, full value less U.S. content) that the note
 *   defines and the request does not carry.
 */
export const parseNoteReference = (key: string): RateBody | null => {
  const see = /^see ((?:additional )?U\.S\. note \S.*)$/i.exec(key);
  if (see !== null) return { kind: 'note-reference', terms: [], reference: see[1] ?? '' };
  const upon = /^a duty upon \S.* \(see (U\.S\. note [^()]*(?:\([a-z0-9]+\))?[^()]*)\)$/i.exec(key);
  if (upon !== null) return { kind: 'note-reference', terms: [], reference: upon[1] ?? '' };
  return null;
};

/**
 * A stated percentage of a named value other than the customs value: "50
 * percent of the cost of such goods or repairs" (9818.00.07, vessel repairs),
 * "3 percent of the fair retail value" (9816.00.20, travellers' flat rate).
 * The rate itself is in the string, not in a note, so it is an ad valorem
 * rate whose one term carries that value as its `basis`; the estimator refuses
 * it for the basis (the request carries only the customs value), naming it.
 * formatRate writes it "50% on the cost of such goods or repairs", which reads
 * back to the same term.
 */
export const parsePercentOfValue = (key: string): RateBody | null => {
  const m = /^(\d+(?:\.\d+)?) percent of (the (?:cost|fair retail value)\b.*)$/i.exec(key);
  if (m === null) return null;
  const [, percent = '', basis = ''] = m;
  return { kind: 'ad-valorem', terms: [{ type: 'ad-valorem', percent: canonicalDecimal(percent), basis }] };
};
