import type { ChapterRow } from './chapter-rows.ts';

/**
 * A chapter's rows cut into blocks of at least `minRows` rows, each shown as
 * its own table that the browser may leave unrendered while it is off screen
 * (content-visibility: auto). That is what keeps a page of a few thousand
 * lines fast: layout and paint cost what is on screen, not the whole
 * schedule. A block only ends before a top-level row (depth 0), so a line
 * never sits in a block apart from the headers ("Other:") above it.
 */
export interface ScheduleBlock {
  rows: ChapterRow[];
  /** Number of the first and last numbered line in the block, for its caption. */
  first: string;
  last: string;
}

export const scheduleBlocks = (rows: readonly ChapterRow[], minRows = 50): ScheduleBlock[] => {
  const groups: ChapterRow[][] = [];
  let current: ChapterRow[] = [];
  for (const row of rows) {
    if (row.depth === 0 && current.length >= minRows) {
      groups.push(current);
      current = [];
    }
    current.push(row);
  }
  if (current.length > 0) groups.push(current);
  return groups.map((group) => {
    const numbers = group.flatMap((r) => (r.kind === 'line' ? [r.line.htsno] : []));
    return { rows: group, first: numbers[0] ?? '', last: numbers.at(-1) ?? '' };
  });
};
