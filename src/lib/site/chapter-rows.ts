import type { TariffLine } from '../schema/tariff-line.ts';

/**
 * A chapter as a readable hierarchy: the numbered lines in schedule order,
 * with the unnumbered headers ("Other:") their description paths pass
 * through emitted once, where they first appear. `depth` is the position in
 * the description path, which (unlike the export's indent) never skips.
 */
export type ChapterRow =
  | { kind: 'header'; depth: number; description: string }
  | { kind: 'line'; depth: number; line: TariffLine };

export const chapterRows = (lines: readonly TariffLine[]): ChapterRow[] => {
  const rows: ChapterRow[] = [];
  let context: readonly string[] = [];
  let heading = '';
  for (const line of lines) {
    // A heading is a new tree: never continue the previous heading's headers.
    if (line.heading !== heading) {
      heading = line.heading;
      context = [];
    }
    const path = line.descriptionPath;
    const ancestors = path.length - 1;
    let shared = 0;
    while (shared < ancestors && shared < context.length && path[shared] === context[shared]) shared++;
    for (let depth = shared; depth < ancestors; depth++) rows.push({ kind: 'header', depth, description: path[depth]! });
    rows.push({ kind: 'line', depth: ancestors, line });
    context = path;
  }
  return rows;
};
