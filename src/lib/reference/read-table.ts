/** A CSV input checked for the columns a build relies on. */
import { ok, err, type Result } from '../result.ts';
import { parseCsvObjects } from '../csv/parse-csv.ts';
import type { ReferenceError } from './reference-error.ts';

export type TableRow<C extends string> = { row: number; values: Record<C, string> };

export const readTable = <C extends string>(
  file: string,
  text: string,
  columns: readonly C[],
): Result<TableRow<C>[], ReferenceError> => {
  const parsed = parseCsvObjects(text);
  if (!parsed.ok) return err({ code: 'csv-invalid', file, csv: parsed.error });
  for (const column of columns) {
    if (!parsed.value.columns.includes(column)) return err({ code: 'missing-column', file, column });
  }
  return ok(parsed.value.rows as TableRow<C>[]);
};

/** Whitespace runs collapsed and ends trimmed: the only change made to names as published. */
export const tidy = (s: string): string => s.replace(/\s+/g, ' ').trim();
