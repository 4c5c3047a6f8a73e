import { writeCsv } from '../csv/write-csv.ts';
import { fromNumber, rescale, toFixedString, toPlainString } from '../money/index.ts';
import type { BatchLine, BatchTotals } from '../schema/duty-batch.ts';
import type { DutyEstimate } from '../schema/duty-estimate.ts';

/** The columns of the CSV answer; the last five are the layers beside the duty (added after the first eleven), the stacked total last. */
export const BATCH_CSV_HEADER = [
  'line',
  'htsno',
  'customsValueUsd',
  'rate',
  'rateKind',
  'dutyUsd',
  'effectiveAdValoremRate',
  'applicable',
  'reason',
  'problemStatus',
  'problem',
  'mpfUsd',
  'hmfUsd',
  'chapter99',
  'programmes',
  'stackedTotalDutyUsd',
] as const;

/** A JSON number as its shortest exact text (what the JSON answer says), never a float's noise. */
const num = (n: number | null | undefined): string => (n === null || n === undefined ? '' : String(n));
/** A total in dollars and cents (2 places), or every place when a customs value carried more. */
const cents = (n: number): string => {
  const read = fromNumber(n);
  if (!read.ok) return String(n);
  return read.value.scale <= 2 ? toFixedString(rescale(read.value, 2)) : toPlainString(read.value);
};

/**
 * A line's chapter 99 layers, "heading=amount" separated by "; ": the headings not out of the origin's scope nor
 * out of force, each with what it would add, or "refused" (the JSON answer says why).
 */
const chapter99Cell = (e: DutyEstimate): string =>
  e.chapter99Candidates
    .filter((c) => c.originInScope !== false && c.inForce !== false)
    .map((c) => `${c.heading}=${c.ifApplied.additionalDutyUsd === null ? 'refused' : cents(c.ifApplied.additionalDutyUsd)}`)
    .join('; ');

/** A line's programme options, "code=duty" separated by "; " ("refused" when not priced). */
const programmesCell = (e: DutyEstimate): string =>
  e.specialRatesAvailable.flatMap((o) => o.programmes.map((p) => `${p.code}=${o.dutyUsd === null ? 'refused' : cents(o.dutyUsd)}`)).join('; ');

/**
 * The batch answer as CSV: a row per line in order (the estimate's numbers as the JSON gives them; a problem's
 * status and detail) and a last row, `total`, with the exact sums, whether the batch is complete and the counts.
 * `sent` is each line's tariff number as sent, for the rows that have no estimate. The layers beside the duty:
 * each line's HMF, chapter 99 amounts and programme options; the entry's MPF (bounded once, on the whole entry)
 * and HMF on the total row, with the per-heading and per-programme sums.
 */
export const batchCsv = (lines: readonly BatchLine[], totals: BatchTotals, sent: (line: number) => string): string =>
  writeCsv([
    BATCH_CSV_HEADER,
    ...lines.map((l) =>
      'estimate' in l
        ? [
            String(l.line),
            l.estimate.htsno,
            num(l.estimate.customsValueUsd),
            l.estimate.rate,
            l.estimate.rateKind ?? '',
            num(l.estimate.dutyUsd),
            num(l.estimate.effectiveAdValoremRate),
            String(l.estimate.applicable),
            l.estimate.notApplicableBecause ?? '',
            '',
            '',
            '',
            num(l.estimate.fees?.hmf.amountUsd),
            chapter99Cell(l.estimate),
            programmesCell(l.estimate),
            num(l.estimate.stacked?.totalDutyUsd),
          ]
        : [String(l.line), sent(l.line), '', '', '', '', '', 'false', '', String(l.problem.status), l.problem.detail, '', '', '', '', ''],
    ),
    [
      'total',
      '',
      cents(totals.customsValueUsd),
      '',
      '',
      cents(totals.dutyUsd),
      '',
      String(totals.complete),
      `${totals.priced} priced, ${totals.free} free, ${totals.refused} refused, ${totals.invalid} invalid`,
      '',
      '',
      totals.fees?.mpf.amountUsd == null ? '' : cents(totals.fees.mpf.amountUsd),
      totals.fees?.hmf.amountUsd == null ? '' : cents(totals.fees.hmf.amountUsd),
      totals.chapter99.filter((t) => t.linesComputed > 0).map((t) => `${t.heading}=${cents(t.additionalDutyUsd)}`).join('; '),
      totals.programmes.filter((t) => t.linesPriced > 0).map((t) => `${t.code}=${cents(t.dutyUsd)}`).join('; '),
      totals.stacked?.totalDutyUsd == null ? '' : cents(totals.stacked.totalDutyUsd),
    ],
  ]);
