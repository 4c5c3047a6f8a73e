import { add, toJsonNumber, ZERO, type ExactDecimal } from '../money/index.ts';
import type { BatchLine, BatchTotals, Chapter99Total, ProgrammeTotal, StackedTotals } from '../schema/duty-batch.ts';
import type { FeeTable } from '../schema/fee-table.ts';
import { batchFees, exact } from './batch-fees.ts';

const byKey = <T>(map: Map<string, T>): T[] => [...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v);

/**
 * Totals of a batch, summed as exact decimals: each line's duty is already rounded to the cent, so the sum is exact
 * in cents and never drifts the way adding the doubles would. Beside the duty, never stacked into it: per chapter
 * 99 heading what it would add, per programme the duty under it, and (with the fee table) the entry's fees, the MPF
 * bounded once on the whole entry.
 */
export const batchTotals = (lines: readonly BatchLine[], feeTable?: FeeTable): BatchTotals => {
  let duty = ZERO;
  let value = ZERO;
  let priced = 0;
  let free = 0;
  let refused = 0;
  let invalid = 0;
  const chapter99 = new Map<string, Chapter99Total & { sum: ExactDecimal }>();
  const programmes = new Map<string, ProgrammeTotal & { sum: ExactDecimal }>();
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
    for (const c of l.estimate.chapter99Candidates) {
      let t = chapter99.get(c.heading);
      if (t === undefined) {
        t = { heading: c.heading, additionalDutyUsd: 0, linesComputed: 0, linesRefused: 0, linesOutOfScope: 0, linesNotInForce: 0, sum: ZERO };
        chapter99.set(c.heading, t);
      }
      if (c.originInScope === false) t.linesOutOfScope++;
      else if (c.inForce === false) t.linesNotInForce++;
      else if (c.ifApplied.additionalDutyUsd === null) t.linesRefused++;
      else {
        t.linesComputed++;
        t.sum = add(t.sum, exact(c.ifApplied.additionalDutyUsd));
      }
    }
    for (const offer of l.estimate.specialRatesAvailable) {
      for (const p of offer.programmes) {
        let t = programmes.get(p.code);
        if (t === undefined) programmes.set(p.code, (t = { code: p.code, name: p.name, dutyUsd: 0, lines: 0, linesPriced: 0, sum: ZERO }));
        t.lines++;
        if (offer.dutyUsd !== null) {
          t.linesPriced++;
          t.sum = add(t.sum, exact(offer.dutyUsd));
        }
      }
    }
  }
  const totals: BatchTotals = {
    dutyUsd: toJsonNumber(duty),
    customsValueUsd: toJsonNumber(value),
    priced,
    free,
    refused,
    invalid,
    complete: refused === 0 && invalid === 0,
    chapter99: byKey(chapter99).map(({ sum, ...t }) => ({ ...t, additionalDutyUsd: toJsonNumber(sum) })),
    programmes: byKey(programmes).map(({ sum, ...t }) => ({ ...t, dutyUsd: toJsonNumber(sum) })),
  };
  const fees = feeTable === undefined ? undefined : batchFees(lines, feeTable);
  if (fees !== undefined) totals.fees = fees;
  const stacked = stackedTotals(lines);
  if (stacked !== undefined) totals.stacked = stacked;
  return totals;
};

/** The lines' stacked totals summed exactly, and each applied chapter 99 heading's amounts; none without a stacked line. */
const stackedTotals = (lines: readonly BatchLine[]): StackedTotals | undefined => {
  let total: ExactDecimal | null = ZERO;
  let count = 0;
  let notComputed = 0;
  let complete = true;
  const byHeading = new Map<string, { heading: string; amountUsd: number; lines: number; sum: ExactDecimal }>();
  for (const l of lines) {
    if (!('estimate' in l) || l.estimate.stacked === undefined) continue;
    const s = l.estimate.stacked;
    count++;
    if (!s.complete) complete = false;
    if (s.totalDutyUsd === null) {
      notComputed++;
      total = null;
      complete = false;
    } else if (total !== null) total = add(total, exact(s.totalDutyUsd));
    // The chapter 1-97 line comes last; the chapter 99 lines before it.
    for (const a of s.applied.slice(0, s.totalDutyUsd === null ? undefined : -1)) {
      if (!a.heading.startsWith('99')) continue;
      let t = byHeading.get(a.heading);
      if (t === undefined) byHeading.set(a.heading, (t = { heading: a.heading, amountUsd: 0, lines: 0, sum: ZERO }));
      t.lines++;
      t.sum = add(t.sum, exact(a.amountUsd));
    }
  }
  if (count === 0) return undefined;
  return {
    totalDutyUsd: total === null ? null : toJsonNumber(total),
    lines: count,
    notComputed,
    complete,
    byHeading: byKey(byHeading).map(({ sum, ...t }) => ({ ...t, amountUsd: toJsonNumber(sum) })),
  };
};
