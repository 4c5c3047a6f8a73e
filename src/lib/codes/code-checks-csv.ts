import { writeCsv } from '../csv/write-csv.ts';
import type { CheckedLine, CodeCheck, CodeChecks } from '../schema/code-check.ts';

export const CODE_CHECKS_CSV_HEADER = [
  'row',
  'code',
  'status',
  'htsno',
  'description',
  'general',
  'removedIn',
  'removedOn',
  'successors',
  'suggestions',
  'lines',
  'note',
] as const;

/** A line's description path in one cell: a statistical line's own words ("Other") say little alone. */
const described = (line: Pick<CheckedLine, 'descriptionPath'>): string => line.descriptionPath.join(' > ');

type Cells = Partial<Record<(typeof CODE_CHECKS_CSV_HEADER)[number], string>>;

const cellsOf = (c: CodeCheck): Cells => {
  switch (c.status) {
    case 'current':
      return { htsno: c.line.htsno, description: described(c.line), general: c.line.general };
    case 'not-classifiable':
      return {
        htsno: c.line?.htsno ?? '',
        description: c.line ? described(c.line) : '',
        lines: String(c.lines.count),
        note: `${c.lines.count} line${c.lines.count === 1 ? '' : 's'} under it, from ${c.lines.first[0]!.htsno}`,
      };
    case 'removed':
      return {
        htsno: c.htsno,
        description: described(c.last),
        general: c.last.general,
        removedIn: c.removedIn.release,
        removedOn: c.removedIn.publishedOn,
        successors: c.successors.map((s) => s.htsno).join(' '),
        note: c.noSuccessor?.detail ?? (c.successorCount > c.successors.length ? `${c.successorCount} successors; the first ${c.successors.length} listed` : ''),
      };
    case 'never-existed':
      return {
        suggestions: c.suggestions.map((s) => s.htsno).join(' '),
        note: c.addedLater ? `Added later, in ${c.addedLater.release} (published ${c.addedLater.publishedOn})` : '',
      };
    case 'invalid':
      return { note: c.problem.detail };
  }
};

/**
 * A code check as CSV: one row per code in the order sent, the code as sent, its status and what goes with it
 * (successors and suggestions as numbers separated by spaces). Codes stay text; a cell a spreadsheet would run
 * as a formula is defused by writeCsv.
 */
export const codeChecksCsv = (answer: CodeChecks): string =>
  writeCsv([
    CODE_CHECKS_CSV_HEADER,
    ...answer.results.map((c) => {
      const cells: Cells = { row: String(c.row), code: c.code ?? '', status: c.status, ...cellsOf(c) };
      return CODE_CHECKS_CSV_HEADER.map((k) => cells[k] ?? '');
    }),
  ]);
