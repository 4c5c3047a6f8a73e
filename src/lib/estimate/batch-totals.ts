import { add, fromNumber, toJsonNumber, ZERO, type ExactDecimal } from '../money/index.ts';
import type { BatchLine, BatchTotals } from '../schema/duty-batch.ts';

const exact = (n: number): ExactDecimal => {
  const read = fromNumber(n);
  // Every amount in an estimate is a finite JSON number; a non-finite one is a broken invariant, never summed as 0.
  if (!read.ok) throw new Error(`not a finite amount: ${n}`);
  return read.value;
};

/**
 * Totals of a batch, summed as exact decimals: each line's duty is already rounded to the cent, so the sum is exact
 * in cents and never drifts the way adding the doubles would.
 */
export const batchTotals = (lines: readonly BatchLine[]): BatchTotals => {
  let duty = ZERO;
  let value = ZERO;
  let priced = 0;
  let free = 0;
  let refused = 0;
  let invalid = 0;
  for (const l of lines) {
    if (!('estimate' in l)) {
      invalid++;
      continue;
    }
    const { dutyUsd, customsValueUsd } = l.estimate;
    value = add(value, exact(customsValueUsd));
    if (dutyUsd === null) refused++;
    else if (dutyUsd === 0) free++;
    else {
      priced++;
      duty = add(duty, exact(dutyUsd));
    }
  }
  return { dutyUsd: toJsonNumber(duty), customsValueUsd: toJsonNumber(value), priced, free, refused, invalid, complete: refused === 0 && invalid === 0 };
};
