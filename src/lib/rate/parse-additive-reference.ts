import type { RateTerm } from '../schema/rate.ts';
import { parseTerms } from './parse-terms.ts';
import type { RateBody } from './parse-worded-rate.ts';

/** What the duty is "provided in": the applicable subheading, such subheading, or named (sub)headings. */
const NUMBER = String.raw`\d{4}(?:\.\d{2}){0,3}`;
const REFERENCE = new RegExp(
  String.raw`^(?:the applicable subheading|such subheading|(?:sub)?headings? ${NUMBER}(?:(?:,| or| and) (?:(?:sub)?headings? )?${NUMBER})*)$`,
  'i',
);

/**
 * Chapter 99 rates that add to the duty of another subheading (docs/CONTRACT.md 2.2
 * additive-reference): "The duty provided in the applicable subheading + 25%"
 * (spaced or not, "plus", "+ a duty of 25% upon the value of the non-U.S.
 * content"), the bare "The duty provided in the applicable subheading" (adds
 * nothing), and "The duty rate provided in such subheading minus 0.5%" (a
 * negative term). `terms` hold the addition; `reference` what it is added to.
 */
export const parseAdditiveReference = (key: string): RateBody | null => {
  const head = /^the duty (?:rate )?provided (?:for )?in ?/i.exec(key);
  if (head === null) return null;
  const rest = key.slice(head[0].length);
  const op = /\s*(\+|\bplus\b|\bminus\b)\s*/i.exec(rest);
  const ref = op === null ? rest : rest.slice(0, op.index);
  if (!REFERENCE.test(ref)) return null;
  if (op === null) return { kind: 'additive-reference', terms: [], reference: ref };
  const terms = parseTerms(rest.slice(op.index + op[0].length).replace(/^a duty of /i, ''));
  if (terms === null) return null;
  if ((op[1] ?? '').toLowerCase() !== 'minus') return { kind: 'additive-reference', terms, reference: ref };
  const [only] = terms;
  if (terms.length !== 1 || only?.type !== 'ad-valorem' || only.percent.startsWith('-')) return null;
  const negative: RateTerm = { ...only, percent: `-${only.percent}` };
  return { kind: 'additive-reference', terms: [negative], reference: ref };
};
