import type { ExactDecimal } from './exact-decimal.ts';
import { toPlainString } from './format-decimal.ts';

/**
 * The JSON number for a response: the double nearest the exact decimal. For
 * cents and the six-place effective rate that double prints back as the same
 * digits, so clients read 651.76, never 651.7599999.
 */
export const toJsonNumber = (value: ExactDecimal): number => Number(toPlainString(value));
