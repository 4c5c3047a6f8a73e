import type { RateKind, RateTerm } from '../schema/rate.ts';
import { parseTerm } from './parse-term.ts';

/**
 * Terms joined by "+", spaced or not ("40¢/kg +10.4%", "27.6¢/liter+ 17.5%").
 * Null when any term is not understood: a rate is read whole or not at all.
 */
export const parseTerms = (text: string): RateTerm[] | null => {
  const parts = text.split(/\s*\+\s*/);
  const terms: RateTerm[] = [];
  for (const part of parts) {
    const term = parseTerm(part);
    if (term === null) return null;
    terms.push(term);
  }
  return terms;
};

/**
 * The kind of a rate read entirely as terms (docs/CONTRACT.md 2.2). The rule, applied to
 * every column of every revision:
 * - ad-valorem: one percentage, nothing else (a basis such as "on the value of
 *   the lead content" stays on the term);
 * - specific: exactly one per-unit term and no bound. A rate of more than one
 *   term is never specific: the contract's compound is "more than one term";
 * - apportioned: two or more percentages, each on a named component ("4.2% on
 *   the case + 9.8% on the strap, band or bracelet"): each component needs a
 *   value of its own, i.e. the duty is split across separately priced
 *   components (docs/CONTRACT.md 2.2, "two or more percentages on components");
 * - compound: every other rate of more than one term, or any rate with a cap
 *   or floor (the bound is a term too). That includes per-unit terms on one
 *   unit or several ("4.4¢/liter + 31.4¢/pf. liter"), one percentage on a
 *   component ("+ 45% on the case"), and per-unit terms on component contents
 *   ("0.7¢/kg on copper content + 0.7¢/kg on lead content", 2620.19.60): a
 *   content is weighed, not priced, so that is a compound, not apportioned
 *   (the estimator still refuses it for its component basis).
 * Two percentages where one names no component are not understood (null).
 */
export const classifyTerms = (terms: readonly RateTerm[], bounded: boolean): RateKind | null => {
  const percents = terms.filter((t) => t.type === 'ad-valorem');
  if (percents.length >= 2) return percents.every((t) => t.basis !== undefined) ? 'apportioned' : null;
  if (terms.length === 0) return null;
  if (bounded || terms.length > 1) return 'compound';
  return percents.length === 1 ? 'ad-valorem' : 'specific';
};
