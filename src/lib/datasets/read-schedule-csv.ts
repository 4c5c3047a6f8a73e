/**
 * The schedule CSV (schedule-csv.ts) read back into values with the project's CSV reader: codes out of their
 * spreadsheet text form, lists and the description path split, footnotes out of their "[columns] text" form.
 * What a program reading the CSV has to do; the round-trip tests use it.
 */
import { parseCsvObjects, type CsvError } from '../csv/parse-csv.ts';
import { readSpreadsheetText } from '../csv/spreadsheet-text.ts';
import { err, ok, type Result } from '../result.ts';
import { RATE_COLUMNS, type RateColumn } from '../schema/rate.ts';
import type { Footnote } from '../schema/tariff-line.ts';
import { LIST_SEPARATOR, PATH_SEPARATOR, SCHEDULE_CSV_COLUMNS } from './schedule-csv.ts';

export interface CsvRate {
  text: string;
  /** Kinds of the rate (the special column's groups each once); empty when the column has no rate. */
  kinds: string[];
  inheritedFrom: string | null;
}

export interface ScheduleCsvLine {
  htsno: string;
  digits: string;
  level: number;
  indent: number;
  chapter: string;
  heading: string;
  description: string;
  descriptionPath: string[];
  units: string[];
  classifiable: boolean;
  general: CsvRate;
  special: CsvRate;
  other: CsvRate;
  /** Columns and text; the export's footnote/endnote type is not in the CSV. */
  footnotes: Omit<Footnote, 'type'>[];
  chapter99: string[];
  quotaQuantity: string | null;
  additionalDuties: string | null;
  htsRelease: string;
}

export type ScheduleCsvError = CsvError | { code: 'columns'; expected: string[]; found: string[] } | { code: 'cell'; row: number; column: string; value: string };

const CODES = new Set(SCHEDULE_CSV_COLUMNS.filter((c) => c.code).map((c) => c.name));
const list = (cell: string, separator: string): string[] => (cell === '' ? [] : cell.split(separator));
const orNull = (cell: string): string | null => (cell === '' ? null : cell);

export const readScheduleCsv = (text: string): Result<ScheduleCsvLine[], ScheduleCsvError> => {
  const parsed = parseCsvObjects(text);
  if (!parsed.ok) return parsed;
  const expected = SCHEDULE_CSV_COLUMNS.map((c) => c.name);
  if (parsed.value.columns.join() !== expected.join()) return err({ code: 'columns', expected, found: parsed.value.columns });
  const lines: ScheduleCsvLine[] = [];
  for (const { row, values } of parsed.value.rows) {
    const cell = (name: string) => (CODES.has(name) ? readSpreadsheetText(values[name]!) : values[name]!);
    const bad = (column: string) => err({ code: 'cell', row, column, value: values[column]! } as const);
    const footnotes: Omit<Footnote, 'type'>[] = [];
    for (const item of list(cell('footnotes'), LIST_SEPARATOR)) {
      const m = /^\[([^\]]*)\] (.*)$/s.exec(item);
      if (!m) return bad('footnotes');
      footnotes.push({ columns: list(m[1]!, ','), text: m[2]! });
    }
    const integer = (name: string) => (/^\d+$/.test(values[name]!) ? Number(values[name]) : null);
    const level = integer('level');
    const indent = integer('indent');
    if (level === null) return bad('level');
    if (indent === null) return bad('indent');
    if (values.classifiable !== 'true' && values.classifiable !== 'false') return bad('classifiable');
    const rate = (c: RateColumn): CsvRate => ({ text: cell(`${c}Rate`), kinds: list(cell(`${c}Kind`), LIST_SEPARATOR), inheritedFrom: orNull(cell(`${c}InheritedFrom`)) });
    const rates = Object.fromEntries(RATE_COLUMNS.map((c) => [c, rate(c)])) as Record<RateColumn, CsvRate>;
    lines.push({
      htsno: cell('htsno'),
      digits: cell('digits'),
      level,
      indent,
      chapter: cell('chapter'),
      heading: cell('heading'),
      description: cell('description'),
      descriptionPath: list(cell('descriptionPath'), PATH_SEPARATOR),
      units: list(cell('units'), LIST_SEPARATOR),
      classifiable: values.classifiable === 'true',
      ...rates,
      footnotes,
      chapter99: list(cell('chapter99'), LIST_SEPARATOR),
      quotaQuantity: orNull(cell('quotaQuantity')),
      additionalDuties: orNull(cell('additionalDuties')),
      htsRelease: cell('htsRelease'),
    });
  }
  return ok(lines);
};
