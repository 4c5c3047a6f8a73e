import { add } from './add.ts';
import type { ExactDecimal } from './exact-decimal.ts';

/** a - b, exact. */
export const subtract = (a: ExactDecimal, b: ExactDecimal): ExactDecimal => add(a, negate(b));

export const negate = (value: ExactDecimal): ExactDecimal => ({ units: -value.units, scale: value.scale });

export const abs = (value: ExactDecimal): ExactDecimal => (value.units < 0n ? negate(value) : value);
