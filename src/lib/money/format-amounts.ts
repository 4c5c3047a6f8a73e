import { compare, exactDecimal, multiply, rescale, toGroupedString, toPlainString, type ExactDecimal } from './index.ts';
import type { CanonicalUnit } from '../schema/rate.ts';

const HUNDRED = exactDecimal(100n);
const ONE = exactDecimal(1n);

/** "6.3¢" below a dollar, "$4.50" from a dollar up, as the schedule writes amounts; every published digit kept. */
export const formatUnitAmount = (amountUsd: ExactDecimal): string => {
  if (compare(amountUsd, ONE) < 0) return `${toPlainString(multiply(amountUsd, HUNDRED))}¢`;
  return `$${toGroupedString(amountUsd.scale < 2 ? rescale(amountUsd, 2) : amountUsd)}`;
};

/** "750 liter", "1,000 kg". */
export const formatQuantity = (amount: ExactDecimal, unit: CanonicalUnit): string => `${toGroupedString(amount)} ${unit}`;

/** "10,027.00 USD": at least cents, more places when the value has them. */
export const formatUsd = (value: ExactDecimal): string => `${toGroupedString(value.scale < 2 ? rescale(value, 2) : value)} USD`;
