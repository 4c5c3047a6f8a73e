import type { SpecificTerm } from '../schema/rate.ts';
import { parseTerm } from './parse-term.ts';
import type { RateBody } from './parse-worded-rate.ts';

const SCALE = /^(.+?) less (.+?) for (each \S.*?),? but not less(?: than)? (.+)$/;

/**
 * Sugar sliding scales (chapter 17): "3.6606¢/kg less 0.020668¢/kg for each
 * degree under 100 degrees (and fractions of a degree in proportion) but not
 * less than 3.143854¢/kg". `terms` holds the starting amount, `scale` the step
 * and what one step is, `floor` the minimum. The publisher's "but not less
 * 2.831562¢ /kg" (no "than") is the same floor. All three are per-unit amounts.
 */
export const parseSlidingScale = (key: string): RateBody | null => {
  const m = SCALE.exec(key);
  if (m === null) return null;
  const [, start = '', step = '', per = '', min = ''] = m;
  const base = specificTerm(start);
  const less = specificTerm(step);
  const floor = specificTerm(min);
  if (base === null || less === null || floor === null) return null;
  return { kind: 'sliding-scale', terms: [base], floor: [floor], scale: { step: less, per } };
};

const specificTerm = (text: string): SpecificTerm | null => {
  const term = parseTerm(text);
  return term?.type === 'specific' ? term : null;
};
