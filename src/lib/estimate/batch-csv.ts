import { writeCsv } from '../csv/write-csv.ts';
import { fromNumber, rescale, toFixedString, toPlainString } from '../money/index.ts';
import type { BatchLine, BatchTotals } from '../schema/duty-batch.ts';

export const BATCH_CSV_HEADER = ['line', 'htsno', 'customsValueUsd', 'rate', 'rateKind', 'dutyUsd', 'effectiveAdValoremRate', 'applicable', 'reason', 'problemStatus', 'problem'] as const;

/** A JSON number as its shortest exact text (what the JSON answer says), never a float's noise. */
const num = (n: number | null): string => (n === null ? '' : String(n));
/** A total in dollars and cents (2 places), or every place when a customs value carried more. */
const cents = (n: number): string => {
  const read = fromNumber(n);
  if (!read.ok) return String(n);
  return read.value.scale <= 2 ? toFixedString(rescale(read.value, 2)) : toPlainString(read.value);
};

/**
 * The batch answer as CSV: a row per line in order (the estimate's numbers as the JSON gives them; a problem's
 * status and detail) and a last row, `total`, with the exact sums, whether the batch is complete and the counts.
 * `sent` is each line's tariff number as sent, for the rows that have no estimate.
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
          ]
        : [String(l.line), sent(l.line), '', '', '', '', '', 'false', '', String(l.problem.status), l.problem.detail],
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
    ],
  ]);
