import { merchandiseProcessingFee } from '../fees/merchandise-processing-fee.ts';
import { add, fromNumber, toFixedString, toJsonNumber, ZERO, type ExactDecimal } from '../money/index.ts';
import type { BatchLine } from '../schema/duty-batch.ts';
import type { EntryFee, EntryFees } from '../schema/duty-fees.ts';
import type { DutyEstimate } from '../schema/duty-estimate.ts';
import type { FeeTable } from '../schema/fee-table.ts';

/** A JSON number of an estimate as an exact decimal; a non-finite one is a broken invariant, never summed as 0. */
export const exact = (n: number): ExactDecimal => {
  const read = fromNumber(n);
  if (!read.ok) throw new Error(`not a finite amount: ${n}`);
  return read.value;
};

/** The harbor maintenance fee of the entry: the sum of the lines' (each already rounded to the cent), with each line's in the working. */
const sumHmf = (estimated: { line: number; estimate: DutyEstimate & { fees: EntryFees } }[]): EntryFee => {
  const first = estimated[0]!.estimate.fees.hmf;
  const computed = estimated.filter((l) => l.estimate.fees.hmf.amountUsd !== null);
  const base = { rate: first.rate, source: first.source, notes: first.notes };
  if (computed.length === 0) {
    return { ...base, amountUsd: null, working: [], notApplicableBecause: `no line has a harbor maintenance fee: ${first.notApplicableBecause ?? 'not computed'}` };
  }
  let sum = ZERO;
  const working: EntryFee['working'] = [];
  for (const l of computed) {
    const amount = exact(l.estimate.fees.hmf.amountUsd!);
    sum = add(sum, amount);
    working.push({ basis: `line ${l.line}: ${l.estimate.fees.hmf.working[0]?.basis ?? ''}`.trim(), amountUsd: toJsonNumber(amount) });
  }
  working.push({ basis: `sum over ${computed.length} line${computed.length === 1 ? '' : 's'}${computed.length < estimated.length ? ` (${estimated.length - computed.length} not by vessel or not computed)` : ''}`, amountUsd: toJsonNumber(sum) });
  return { ...base, amountUsd: toJsonNumber(sum), working };
};

/**
 * The fees of a batch as one entry: the MPF on the entry's total customs value
 * (the lines that have an estimate), its minimum and maximum applied once; the
 * HMF summed over the lines. Undefined when no line carries fees. Lines
 * estimated for different entry dates (asOf) have no one fiscal year: the MPF
 * is then not computed, and says so.
 */
export const batchFees = (lines: readonly BatchLine[], table: FeeTable): EntryFees | undefined => {
  const estimated = lines.flatMap((l) => ('estimate' in l && l.estimate.fees !== undefined ? [{ line: l.line, estimate: l.estimate as DutyEstimate & { fees: EntryFees } }] : []));
  if (estimated.length === 0) return undefined;
  const dates = [...new Set(estimated.map((l) => l.estimate.fees.entryDate))].sort();
  const modes = [...new Set(estimated.map((l) => l.estimate.fees.modeOfTransport))];
  let value = ZERO;
  for (const l of estimated) value = add(value, exact(l.estimate.customsValueUsd));
  const total = { basis: `customs value of the entry: the sum over ${estimated.length} line${estimated.length === 1 ? '' : 's'}`, amountUsd: toJsonNumber(value) };

  let mpf: EntryFee;
  if (dates.length === 1) {
    const fee = merchandiseProcessingFee({ customsValue: value, entryDate: dates[0]!, table });
    mpf = { ...fee, working: [total, ...fee.working] };
  } else {
    const first = estimated[0]!.estimate.fees.mpf;
    mpf = {
      rate: first.rate,
      amountUsd: null,
      working: [total],
      source: first.source,
      notes: first.notes,
      notApplicableBecause: `the lines were estimated for different entry dates (${dates.join(', ')}); one entry has one date, whose fiscal year bounds the fee once (total value ${toFixedString(value)} USD)`,
    };
  }
  return { entryDate: dates[0]!, modeOfTransport: modes.length === 1 ? modes[0]! : null, mpf, hmf: sumHmf(estimated) };
};
