import { describe, expect, it } from 'vitest';
import type { TariffLine } from '../../../src/lib/schema/tariff-line.ts';
import { chapterRows } from '../../../src/lib/site/chapter-rows.ts';
import { rowHeight, scheduleBlocks } from '../../../src/lib/site/schedule-blocks.ts';

const rate = { text: '5%', source: null, inherited: false };
const line = (htsno: string, descriptionPath: string[], extra: Partial<TariffLine> = {}): TariffLine =>
  ({
    htsno,
    heading: htsno.slice(0, 4),
    description: descriptionPath.at(-1)!,
    descriptionPath,
    footnotes: [],
    general: rate,
    special: { ...rate, text: '' },
    other: rate,
    parsedSpecial: null,
    ...extra,
  }) as TariffLine;

/** Heading h with n lines under an unnumbered "Other:" header: 1 + 1 + n rows, only the first at depth 0. */
const heading = (h: string, n: number) => [
  line(h, ['Heading']),
  ...Array.from({ length: n }, (_, i) => line(`${h}.${String(i + 10).padStart(2, '0')}`, ['Heading', 'Other:', `Line ${i}`])),
];

describe('scheduleBlocks', () => {
  it('keeps every row, in order, and cuts before a top-level row once a block is long enough', () => {
    const rows = chapterRows([...heading('8401', 3), ...heading('8402', 6), ...heading('8403', 2), ...heading('8404', 1)]);
    const blocks = scheduleBlocks(rows, 6, 100);
    expect(blocks.flatMap((b) => b.rows)).toEqual(rows);
    expect(blocks.map((b) => [b.first, b.last, b.rows.length])).toEqual([
      // 8401 has 5 rows (< 6), so 8402 joins it; 8403 and 8404 make the last block.
      ['8401', '8402.15', 13],
      ['8403', '8404.10', 7],
    ]);
    for (const block of blocks) expect(block.rows[0]!.depth).toBe(0);
  });

  it('cuts a long heading at the most rows a block may have, so a phone lays out one short block first', () => {
    const rows = chapterRows([...heading('2204', 40), ...heading('2205', 1)]);
    const blocks = scheduleBlocks(rows, 5, 16);
    expect(blocks.map((b) => b.rows.length)).toEqual([16, 16, 10, 3]);
    expect(blocks.flatMap((b) => b.rows)).toEqual(rows);
    expect(blocks[1]!.first).toBe('2204.24');
  });

  it('gives each block its estimated height as size classes, more for rows with more text', () => {
    const short = scheduleBlocks(chapterRows(heading('0101', 20)), 16, 24);
    const long = scheduleBlocks(
      chapterRows(
        heading('0101', 20).map((l) =>
          l.htsno.length > 4 ? { ...l, description: 'x'.repeat(300), footnotes: [{ text: 'See 9903.88.03.', columns: ['general'], type: 'endnote' }] } : l,
        ) as TariffLine[],
      ),
      16,
      24,
    );
    expect(short[0]!.size).toMatch(/^m\d+ w\d+$/);
    const steps = (size: string) => size.split(' ').map((c) => Number(c.slice(1)));
    const [shortM, shortW] = steps(short[0]!.size);
    const [longM, longW] = steps(long[0]!.size);
    expect(longM).toBeGreaterThan(shortM!);
    expect(longW).toBeGreaterThan(shortW!);
  });

  it('estimates a phone card taller than a wide row', () => {
    const row = chapterRows([line('2204.21.50.05', ['Wine', 'Red'])])[1]!;
    const h = rowHeight(row);
    expect(h.narrowPx).toBeGreaterThan(h.widePx);
  });

  it('gives an empty schedule no block', () => {
    expect(scheduleBlocks([])).toEqual([]);
  });
});
