import type { RateTerm } from '../schema/rate.ts';
import { parseTerms } from './parse-terms.ts';

export interface BoundedTerms {
  terms: RateTerm[];
  cap?: RateTerm[];
  floor?: RateTerm[];
}

/** "but not less than" is a floor (a MIN); "but not more than", "but not over", "not to exceed" a cap (a MAX). */
const BOUND = /,? (?:but )?(not less than|not more than|not over|not to exceed) /;

/**
 * Terms with at most one floor and one cap: "5% but not less than 2¢/kg",
 * "10¢/kg, but not more than 15%". Null when any part is not understood or a
 * bound is stated twice.
 */
export const parseBounded = (text: string): BoundedTerms | null => {
  const [head = '', ...bounds] = text.split(BOUND);
  const terms = parseTerms(head);
  if (terms === null) return null;
  const result: BoundedTerms = { terms };
  for (let i = 0; i < bounds.length; i += 2) {
    const side = bounds[i] === 'not less than' ? 'floor' : 'cap';
    const bound = parseTerms(bounds[i + 1] ?? '');
    if (bound === null || result[side] !== undefined) return null;
    result[side] = bound;
  }
  return result;
};
