import { describe, expect, it } from 'vitest';
import { batchTotals } from '../../../src/lib/estimate/batch-totals.ts';
import { likelyDroppedZero, readBatchCsv, readBatchJson } from '../../../src/lib/estimate/read-batch.ts';
import type { BatchLine } from '../../../src/lib/schema/duty-batch.ts';
import type { DutyEstimate } from '../../../src/lib/schema/duty-estimate.ts';

const valueOf = <T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

describe('reading a batch', () => {
  it('names the number a spreadsheet dropped a leading zero from, never for a valid length', () => {
    expect(likelyDroppedZero('101210010')).toBe('0101.21.00.10');
    expect(likelyDroppedZero('1012100')).toBe('0101.21.00');
    expect(likelyDroppedZero('2204215005')).toBeUndefined();
    expect(likelyDroppedZero('0101.21.00.10')).toBeUndefined();
  });

  it('JSON: defaults under each line, the line winning; envelope errors are 400 or 413', () => {
    const lines = valueOf(readBatchJson({ lines: [{ htsno: '2204', customsValueUsd: 1 }, { htsno: '2204', customsValueUsd: 1, column2: false }, 7], defaults: { column2: true } }));
    expect(lines).toEqual([
      { line: 1, body: { column2: true, htsno: '2204', customsValueUsd: 1 } },
      { line: 2, body: { column2: false, htsno: '2204', customsValueUsd: 1 } },
      { line: 3, body: 7 },
    ]);
    // The number a spreadsheet export wrote as a JSON number: named all the same, never priced.
    expect(valueOf(readBatchJson({ lines: [{ htsno: 101210010, customsValueUsd: 1 }] }))[0]).toMatchObject({ invalid: { likelyHtsno: '0101.21.00.10' }, htsno: '101210010' });
    expect(readBatchJson({ lines: [] })).toMatchObject({ ok: false, error: { status: 400 } });
    expect(readBatchJson({})).toMatchObject({ ok: false, error: { status: 400 } });
    expect(readBatchJson({ lines: [], other: 1 })).toMatchObject({ ok: false, error: { status: 400 } });
    expect(readBatchJson({ lines: Array.from({ length: 1001 }, () => ({})) })).toMatchObject({ ok: false, error: { status: 413 } });
  });

  it('CSV: text numbers keep their zeros, numbers and booleans are read, bad rows are their own problems', () => {
    const lines = valueOf(readBatchCsv('HTSNO,customsValueUsd,column2,quantityUnit\n0101.21.00.10,12.50,TRUE,kg\n\n101210010,1,,\n0101.21.00.10,1e3,maybe,\n0101.21.00.10,1\n'));
    expect(lines[0]).toEqual({ line: 1, body: { htsno: '0101.21.00.10', customsValueUsd: 12.5, column2: true, quantityUnit: 'kg' } });
    expect(lines[1]).toMatchObject({ line: 2, invalid: { likelyHtsno: '0101.21.00.10' }, htsno: '101210010' });
    expect(lines[2]).toMatchObject({ line: 3, invalid: { errors: [{ field: 'column2' }] }, htsno: '0101.21.00.10' });
    expect(lines[3]).toMatchObject({ line: 4, invalid: { errors: [{ field: '(row)' }] } });
    expect(readBatchCsv('2204.21.50.05,1\n')).toMatchObject({ ok: false, error: { status: 400 } });
  });
});

describe('batch totals', () => {
  const est = (dutyUsd: number | null, customsValueUsd: number) =>
    ({ line: 1, estimate: { dutyUsd, customsValueUsd, chapter99Candidates: [], specialRatesAvailable: [] } as unknown as DutyEstimate }) as BatchLine;
  it('sums exactly where adding doubles drifts', () => {
    const lines = [est(0.1, 0.1), est(0.2, 0.2), est(0, 5), est(null, 1), { line: 5, problem: { type: '', title: '', status: 404, detail: '' } } as BatchLine];
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(batchTotals(lines)).toEqual({ dutyUsd: 0.3, customsValueUsd: 6.3, priced: 2, free: 1, refused: 1, invalid: 1, complete: false, chapter99: [], programmes: [] });
  });
});
