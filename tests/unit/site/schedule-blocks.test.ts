import { describe, expect, it } from 'vitest';
import type { TariffLine } from '../../../src/lib/schema/tariff-line.ts';
import { chapterRows } from '../../../src/lib/site/chapter-rows.ts';
import { scheduleBlocks } from '../../../src/lib/site/schedule-blocks.ts';

const line = (htsno: string, descriptionPath: string[]): TariffLine =>
  ({ htsno, heading: htsno.slice(0, 4), description: descriptionPath.at(-1)!, descriptionPath }) as TariffLine;

/** Heading h with n lines under an unnumbered "Other:" header: 1 + 1 + n rows, only the first at depth 0. */
const heading = (h: string, n: number) => [
  line(h, ['Heading']),
  ...Array.from({ length: n }, (_, i) => line(`${h}.${String(i + 10).padStart(2, '0')}`, ['Heading', 'Other:', `Line ${i}`])),
];

describe('scheduleBlocks', () => {
  it('keeps every row, in order, and cuts only before a top-level row once a block is long enough', () => {
    const rows = chapterRows([...heading('8401', 3), ...heading('8402', 6), ...heading('8403', 2), ...heading('8404', 1)]);
    const blocks = scheduleBlocks(rows, 6);
    expect(blocks.flatMap((b) => b.rows)).toEqual(rows);
    expect(blocks.map((b) => [b.first, b.last, b.rows.length])).toEqual([
      // 8401 has 5 rows (< 6), so 8402 joins it; 8403 and 8404 make the last block.
      ['8401', '8402.15', 13],
      ['8403', '8404.10', 7],
    ]);
    for (const block of blocks) expect(block.rows[0]!.depth).toBe(0);
  });

  it('never splits a heading, however long', () => {
    const rows = chapterRows([...heading('2204', 40), ...heading('2205', 1)]);
    expect(scheduleBlocks(rows, 5).map((b) => b.rows.length)).toEqual([42, 3]);
  });

  it('gives an empty schedule no block', () => {
    expect(scheduleBlocks([])).toEqual([]);
  });
});
