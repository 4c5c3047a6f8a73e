/**
 * A batch estimates its lines grouped by entry date (each archived revision's chapter 99 and index built once for its
 * lines, however the invoice interleaves its dates) and answers them in the order sent.
 */
import { describe, expect, it } from 'vitest';
import { byEntryDate, estimateBatch } from '../../../src/app/estimate-batch.ts';
import type { BatchInput } from '../../../src/lib/estimate/read-batch.ts';
import { createFixtureDeps } from '../../support/fixture-deps.ts';

const line = (n: number, asOf?: unknown): BatchInput => ({ line: n, body: { htsno: '2204.21.50.05', customsValueUsd: 1000 + n, litres: 750, ...(asOf === undefined ? {} : { asOf }) } });

describe('byEntryDate', () => {
  it('puts lines without a date first, then each date in turn, in the order sent within a date', () => {
    const inputs = [line(1, '2026-01-10'), line(2, '2025-03-01'), line(3), line(4, '2026-01-10'), { line: 5, invalid: { detail: 'x', errors: [] } }, line(6, '2025-03-01'), line(7, 20250301)];
    expect(byEntryDate(inputs)).toEqual([2, 4, 6, 1, 5, 0, 3]);
  });
});

describe('estimateBatch with interleaved entry dates', () => {
  it('answers every line in the order sent, each as of its own date', async () => {
    const deps = createFixtureDeps();
    const dates = ['2025-01-02', '2026-01-02', '2026-07-01'];
    const inputs = Array.from({ length: 12 }, (_, i) => line(i + 1, dates[i % 3]));
    const { lines } = await estimateBatch(deps, inputs, { plan: 'partner', historyDays: 3650 } as never, () => new Date('2026-11-22T12:00:00Z'));
    expect(lines.map((l) => l.line)).toEqual(inputs.map((i) => i.line));
    for (const [i, l] of lines.entries()) {
      expect('estimate' in l, JSON.stringify(l).slice(0, 300)).toBe(true);
      const e = (l as { estimate: { customsValueUsd: unknown; asOf?: { date: string } } }).estimate;
      expect(e.customsValueUsd).toBe(1000 + i + 1);
      expect(e.asOf?.date).toBe(dates[i % 3]);
    }
  });
});
