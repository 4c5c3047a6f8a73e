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
 * The kind of a rate read entirely as terms (spec 2.2):
 * - ad-valorem: one percentage, nothing else (a basis such as "on the value of
 *   the lead content" stays on the term);
 * - specific: per-unit terms only, all on one unit ("0.7¢/kg on copper content
 *   + 0.7¢/kg on lead content");
 * - compound: any other mix of more than one term, per-unit terms on different
 *   units included ("4.4¢/liter + 31.4¢/pf. liter"), or a rate with a cap or
 *   floor (the bound is a term too);
 * - apportioned: two or more percentages, each on a named component ("4.2% on
 *   the case + 9.8% on the strap, band or bracelet"). One percentage on a
 *   component ("+ 45% on the case") is a compound. Two percentages where one
 *   names no component are not understood (null).
 */
export const classifyTerms = (terms: readonly RateTerm[], bounded: boolean): RateKind | null => {
  const percents = terms.filter((t) => t.type === 'ad-valorem');
  const specifics = terms.filter((t) => t.type === 'specific');
  if (percents.length >= 2) return percents.every((t) => t.basis !== undefined) ? 'apportioned' : null;
  if (terms.length === 0) return null;
  if (bounded) return 'compound';
  if (percents.length === 1) return specifics.length === 0 ? 'ad-valorem' : 'compound';
  const first = specifics[0];
  return specifics.every((t) => t.unit === first?.unit) ? 'specific' : 'compound';
};
