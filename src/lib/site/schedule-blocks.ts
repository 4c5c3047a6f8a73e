import type { ChapterRow } from './chapter-rows.ts';
import { intrinsicSizeClasses, textLines, type EstimatedHeight } from './intrinsic-size.ts';

/**
 * A chapter's rows cut into blocks, each shown as its own table that the browser may leave unrendered while it is
 * off screen (content-visibility: auto). That is what keeps a page of a few thousand lines fast: style, layout and
 * paint cost what is on screen, not the whole schedule. So blocks are short (a phone's first screen lays out one
 * block, not a hundred rows): a block ends before a top-level row (depth 0) once it has `minRows` rows, so a line
 * usually stays in one block with the headers ("Other:") above it, and ends anywhere once it has `maxRows`, so a
 * long heading is cut too (the next table goes on with the same columns). Each block carries its estimated height
 * (intrinsic-size.ts) as the placeholder the browser lays it out at while skipped.
 */
export interface ScheduleBlock {
  rows: ChapterRow[];
  /** Number of the first and last numbered line in the block, for its caption. */
  first: string;
  last: string;
  /** Classes giving the block's estimated height (`m12 w6`). */
  size: string;
}

const PX_LINE = 24;

/**
 * A row's height, estimated a little over what Chromium lays out (measured on chapters 07, 22, 61, 84 and 99 at
 * 390, 412 and 1280 px: the real height is 0.8 of this in the median, 0.92 at the 90th percentile): on a phone a
 * line is a card (its number, its description with footnotes, then units and each rate on lines of their own); wide,
 * a table row as tall as its tallest cell.
 */
export const rowHeight = (row: ChapterRow): EstimatedHeight => {
  if (row.kind === 'header') {
    return { narrowPx: textLines(row.description.length, 38) * PX_LINE, widePx: textLines(row.description.length, 60) * PX_LINE + 8 };
  }
  const { line } = row;
  const footnotes = line.footnotes.filter((f) => f.text !== '');
  const description = line.description.length + footnotes.reduce((n, f) => n + f.text.length, 0);
  const special = line.special.text.length;
  const groups = line.parsedSpecial?.groups.length ?? 0;
  const inherited = [line.general, line.special, line.other].filter((r) => r.inherited && r.source).length;
  const narrow = 4 + textLines(description, 38) + 2 * footnotes.length + (special ? textLines(special, 45) : 0) + inherited;
  const wide = Math.max(2, textLines(description, 60) + 2 * footnotes.length, (special ? textLines(special, 22) : 0) + groups);
  return { narrowPx: narrow * PX_LINE, widePx: wide * PX_LINE + 8 };
};

/** The table's caption and header row above the rows (the header row is hidden on a phone). */
const TABLE_CHROME: EstimatedHeight = { narrowPx: 8, widePx: 48 };

const sizeOf = (rows: readonly ChapterRow[]): string => {
  const total = { ...TABLE_CHROME };
  for (const row of rows) {
    const h = rowHeight(row);
    total.narrowPx += h.narrowPx;
    total.widePx += h.widePx;
  }
  return intrinsicSizeClasses(total);
};

export const scheduleBlocks = (rows: readonly ChapterRow[], minRows = 16, maxRows = 24): ScheduleBlock[] => {
  const groups: ChapterRow[][] = [];
  let current: ChapterRow[] = [];
  for (const row of rows) {
    if (current.length >= maxRows || (row.depth === 0 && current.length >= minRows)) {
      groups.push(current);
      current = [];
    }
    current.push(row);
  }
  if (current.length > 0) groups.push(current);
  return groups.map((group) => {
    const numbers = group.flatMap((r) => (r.kind === 'line' ? [r.line.htsno] : []));
    return { rows: group, first: numbers[0] ?? '', last: numbers.at(-1) ?? '', size: sizeOf(group) };
  });
};
