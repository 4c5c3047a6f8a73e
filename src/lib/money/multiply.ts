import { normalise, type ExactDecimal } from './exact-decimal.ts';

/** a × b, exact; trailing zeros are dropped so scales stay small. */
export const multiply = (a: ExactDecimal, b: ExactDecimal): ExactDecimal =>
  normalise({ units: a.units * b.units, scale: a.scale + b.scale });
