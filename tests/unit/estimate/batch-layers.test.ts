/**
 * A batch is one entry: its mode of transport under every line, content values by CSV column, per-heading and
 * per-programme totals beside the duty (never stacked into it), and the CSV answer's layer columns. On real lines.
 */
import { describe, expect, it } from 'vitest';
import { batchCsv, BATCH_CSV_HEADER } from '../../../src/lib/estimate/batch-csv.ts';
import { batchTotals } from '../../../src/lib/estimate/batch-totals.ts';
import { readBatchCsv, readBatchJson } from '../../../src/lib/estimate/read-batch.ts';
import { parseCsvLenient } from '../../../src/lib/csv/parse-csv.ts';
import { BatchTotals, type BatchLine } from '../../../src/lib/schema/duty-batch.ts';
import { DutyRequest } from '../../../src/lib/schema/duty-request.ts';
import { FEE_TABLE } from '../fees/fee-table.ts';
import { testCountryCode } from '../hts/test-countries.ts';
import { estimateFor, fixtureLookups, ORIGINS, realLine } from './real-schedule.ts';

const valueOf = <T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};
const LOOKUPS = fixtureLookups(testCountryCode);
const at = { entryDate: '2026-07-01', feeTable: FEE_TABLE };

describe('reading a batch with the new fields', () => {
  it('JSON: the top-level modeOfTransport goes under every line that gives none', () => {
    const lines = valueOf(readBatchJson({ lines: [{ htsno: '2204', customsValueUsd: 1 }, { htsno: '2204', customsValueUsd: 1, modeOfTransport: 'air' }], modeOfTransport: 'vessel' }));
    expect(lines).toEqual([
      { line: 1, body: { modeOfTransport: 'vessel', htsno: '2204', customsValueUsd: 1 } },
      { line: 2, body: { modeOfTransport: 'air', htsno: '2204', customsValueUsd: 1 } },
    ]);
    expect(readBatchJson({ lines: [{}], modeOfTransport: 'boat' })).toMatchObject({ ok: false, error: { status: 400 } });
  });

  it('CSV: modeOfTransport and content values by column, each a valid duty request', () => {
    const [line] = valueOf(readBatchCsv('htsno,customsValueUsd,modeOfTransport,contentValuesUsd.steel,contentValuesUsd.nonUs\n7208.10.15.00,10000,vessel,3000.5,\n'));
    expect(line).toEqual({ line: 1, body: { htsno: '7208.10.15.00', customsValueUsd: 10000, modeOfTransport: 'vessel', contentValuesUsd: { steel: 3000.5 } } });
    expect(DutyRequest.safeParse((line as { body: unknown }).body).success).toBe(true);
    expect(valueOf(readBatchCsv('htsno,contentValuesUsd.steel\n7208.10.15.00,lots\n'))[0]).toMatchObject({ invalid: { errors: [{ field: 'contentValuesUsd.steel' }] } });
  });

  it('the request schema: contentValuesUsd is strict, modeOfTransport one of six', () => {
    expect(DutyRequest.safeParse({ htsno: '2204', customsValueUsd: 1, contentValuesUsd: { steel: 1, iron: 1 } }).success).toBe(false);
    expect(DutyRequest.safeParse({ htsno: '2204', customsValueUsd: 1, contentValuesUsd: { steel: -1 } }).success).toBe(false);
    expect(DutyRequest.safeParse({ htsno: '2204', customsValueUsd: 1, modeOfTransport: 'boat' }).success).toBe(false);
    for (const mode of ['vessel', 'air', 'truck', 'rail', 'mail', 'other']) expect(DutyRequest.safeParse({ htsno: '2204', customsValueUsd: 1, modeOfTransport: mode }).success).toBe(true);
  });
});

describe('totals per layer', () => {
  // Chinese steel sheet twice (9903.91.01 +25%), a French wine (9903.88.03 out of scope) and a problem line.
  const lines: BatchLine[] = [
    { line: 1, estimate: estimateFor(realLine('7208.10.15.00'), { customsValueUsd: 10000, modeOfTransport: 'vessel' }, ORIGINS.china, LOOKUPS, at) },
    { line: 2, estimate: estimateFor(realLine('7208.10.15.00'), { customsValueUsd: 2000.02, modeOfTransport: 'vessel' }, ORIGINS.china, LOOKUPS, at) },
    { line: 3, estimate: estimateFor(realLine('2204.21.50.05'), { customsValueUsd: 5000, litres: 750, modeOfTransport: 'vessel' }, ORIGINS.france, LOOKUPS, at) },
    { line: 4, problem: { type: 'about:blank', title: 'Not Found', status: 404, detail: 'no line 9999' } },
  ];
  const totals = batchTotals(lines, FEE_TABLE);

  it('chapter 99: per heading, summed where computed in scope; out of scope counted apart, never summed', () => {
    // 25% of 10,000.00 = 2,500.00; of 2,000.02 = 500.005 -> 500.01 (rounded per line, then summed exactly)
    expect(totals.chapter99).toEqual([
      { heading: '9903.88.03', additionalDutyUsd: 0, linesComputed: 0, linesRefused: 0, linesOutOfScope: 1, linesNotInForce: 0 },
      { heading: '9903.91.01', additionalDutyUsd: 3000.01, linesComputed: 2, linesRefused: 0, linesOutOfScope: 0, linesNotInForce: 0 },
    ]);
    // never stacked into the duty: Free steel + 47.25 of wine
    expect(totals.dutyUsd).toBe(47.25);
  });

  it('programmes: the options summed over the lines where offered', () => {
    const chile = batchTotals([
      { line: 1, estimate: estimateFor(realLine('2204.21.50.05'), { customsValueUsd: 5000, litres: 750 }, ORIGINS.chile) },
      { line: 2, estimate: estimateFor(realLine('2204.21.50.05'), { customsValueUsd: 5000 }, ORIGINS.chile) },
    ]);
    expect(chile.programmes).toEqual([{ code: 'CL', name: ORIGINS.chile.programmes[0]!.name, dutyUsd: 0, lines: 2, linesPriced: 2 }]);
    const jordan = batchTotals([
      { line: 1, estimate: estimateFor(realLine('2204.21.50.05'), { customsValueUsd: 5000, litres: 750 }, ORIGINS.jordan) },
      { line: 2, estimate: estimateFor(realLine('2204.21.50.05'), { customsValueUsd: 5000 }, ORIGINS.jordan) },
    ]);
    // 2.8¢/liter x 750 = 21.00 on line 1; line 2 gives no litres
    expect(jordan.programmes).toEqual([{ code: 'JO', name: ORIGINS.jordan.programmes[0]!.name, dutyUsd: 21, lines: 2, linesPriced: 1 }]);
  });

  it('fees: the MPF once on 17,000.02 (58.89), the HMF summed over the lines (12.50 + 2.50 + 6.25)', () => {
    // 0.3464% x 17,000.02 = 58.8880692 -> 58.89; HMF 0.125% x 10,000 = 12.50, x 2,000.02 = 2.500025 -> 2.50, x 5,000 = 6.25
    expect(totals.fees).toMatchObject({ entryDate: '2026-07-01', modeOfTransport: 'vessel', mpf: { amountUsd: 58.89, fiscalYear: 2026 }, hmf: { amountUsd: 21.25 } });
    expect(BatchTotals.parse(totals)).toEqual(totals);
  });

  it('lines estimated for different entry dates have no one fiscal year: no MPF, and the reason says so', () => {
    const mixed = batchTotals(
      [
        { line: 1, estimate: estimateFor(realLine('2204.21.50.05'), { customsValueUsd: 5000, litres: 750 }, ORIGINS.france, {}, at) },
        { line: 2, estimate: estimateFor(realLine('2204.21.50.05'), { customsValueUsd: 5000, litres: 750 }, ORIGINS.france, {}, { ...at, entryDate: '2025-06-01' }) },
      ],
      FEE_TABLE,
    );
    expect(mixed.fees?.mpf).toMatchObject({ amountUsd: null });
    expect(mixed.fees?.mpf.notApplicableBecause).toMatch(/different entry dates \(2025-06-01, 2026-07-01\)/);
    expect(mixed.fees?.hmf.notApplicableBecause).toMatch(/send modeOfTransport/);
  });

  it('the CSV answer gains the layer columns after the first eleven; the total row carries the entry\'s fees and layer sums', () => {
    expect(BATCH_CSV_HEADER.slice(11)).toEqual(['mpfUsd', 'hmfUsd', 'chapter99', 'programmes', 'stackedTotalDutyUsd']);
    const rows = parseCsvLenient(batchCsv(lines, totals, () => '9999')).map((r) => (r.ok ? r.fields : []));
    const col = (name: string) => BATCH_CSV_HEADER.indexOf(name as (typeof BATCH_CSV_HEADER)[number]);
    expect(rows[0]).toEqual([...BATCH_CSV_HEADER]);
    expect(rows[1]![col('chapter99')]).toBe('9903.91.01=2500.00');
    expect(rows[1]![col('hmfUsd')]).toBe('12.5');
    expect(rows[3]![col('chapter99')]).toBe('');
    expect(rows[4]![col('problemStatus')]).toBe('404');
    const total = rows[5]!;
    expect(total[0]).toBe('total');
    expect([total[col('mpfUsd')], total[col('hmfUsd')], total[col('chapter99')], total[col('dutyUsd')]]).toEqual(['58.89', '21.25', '9903.91.01=3000.01', '47.25']);
  });
});
