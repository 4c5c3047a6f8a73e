/**
 * The schedule as CSV for spreadsheets (/api/v1/hts-schedule.csv, /api/v1/chapters/NN.csv): one row per line of
 * the JSON datasets, in their order, with every rate column's text, kind and the line it was inherited from, the
 * units, footnotes and the description path. UTF-8 with a byte-order mark (Excel reads the file as UTF-8 only with
 * it, or ¢ comes out as Â¢), RFC 4180 quoting, CRLF line ends. Columns holding tariff numbers are written as
 * spreadsheet text (src/lib/csv/spreadsheet-text.ts) so no spreadsheet drops a leading zero.
 * read-schedule-csv.ts is the inverse.
 */
import { csvField } from '../csv/write-csv.ts';
import { isSpreadsheetCode, spreadsheetTextField } from '../csv/spreadsheet-text.ts';
import { RATE_COLUMNS, type RateColumn } from '../schema/rate.ts';
import type { TariffLine } from '../schema/tariff-line.ts';

export const CSV_BOM = '\uFEFF';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
/** Between the descriptions of descriptionPath, heading first. */
export const PATH_SEPARATOR = ' > ';
/** Between the items of a list cell (units, kinds, footnotes, chapter 99 headings). */
export const LIST_SEPARATOR = ' | ';

export const SCHEDULE_CSV_PATH = '/api/v1/hts-schedule.csv';
export const chapterCsvPath = (chapter: string): string => `/api/v1/chapters/${chapter}.csv`;
/**
 * dist/_headers rules: the CSV media type, one rule per file, since the chapter folder holds JSON too and a
 * _headers path cannot match on an extension. Chapters are two digits, 01 to 99.
 */
export const CSV_HEADER_RULES: Record<string, Record<string, string>> = Object.fromEntries(
  [SCHEDULE_CSV_PATH, ...Array.from({ length: 99 }, (_, i) => chapterCsvPath(String(i + 1).padStart(2, '0')))].map((path) => [path, { 'Content-Type': CSV_CONTENT_TYPE }]),
);

export interface CsvColumn {
  name: string;
  /** Written as spreadsheet text ("=""0101"""): the column holds tariff numbers. */
  code: boolean;
  description: string;
}

const col = (name: string, description: string, code = false): CsvColumn => ({ name, code, description });
const rateColumns = (column: RateColumn, label: string): CsvColumn[] => [
  col(`${column}Rate`, `The ${label} rate that applies to the line as published, after inheritance; empty when none`),
  col(
    `${column}Kind`,
    column === 'special'
      ? 'Kinds of the special rate groups, each once, in the order of the groups (e.g. free | specific); empty when none'
      : `Kind of the ${label} rate (free, specific, compound, ad-valorem, or a kind never priced: cross-reference, sliding-scale, note-reference, conditional-free, apportioned, additive-reference, no-change); empty when none`,
  ),
  col(`${column}InheritedFrom`, `The line the ${label} rate was inherited from; empty when the line publishes its own or has none`, true),
];

/** The columns, in the order of the JSON line's fields. */
export const SCHEDULE_CSV_COLUMNS: readonly CsvColumn[] = [
  col('htsno', 'Tariff number as published, with dots (0101.21.00.10)', true),
  col('digits', 'Tariff number without dots (0101210010)', true),
  col('level', 'Number of digits: 4 heading, 6 or 8 subheading, 10 statistical suffix'),
  col('indent', 'Indent in the published schedule'),
  col('chapter', 'Chapter, two digits', true),
  col('heading', 'Heading, four digits', true),
  col('description', "The line's own description"),
  col('descriptionPath', `Descriptions from the heading down to this line, unnumbered headers included, joined by "${PATH_SEPARATOR.trim()}"`),
  col('units', `Units of quantity as the schedule states them, joined by "${LIST_SEPARATOR.trim()}"`),
  col('classifiable', 'true for a 10-digit line that can be entered on a customs entry, else false'),
  ...rateColumns('general', 'general (column 1)'),
  ...rateColumns('special', 'special (column 1, trade programmes; offered, never applied)'),
  ...rateColumns('other', 'column 2'),
  col('footnotes', `Each footnote as "[columns] text", the columns it is attached to (general, special, other, desc, units, stat) in brackets, joined by "${LIST_SEPARATOR.trim()}"`),
  col('chapter99', `Chapter 99 headings the line's footnotes name, joined by "${LIST_SEPARATOR.trim()}"; candidates, never applied`, true),
  col('quotaQuantity', 'Quota quantity as published; empty when none'),
  col('additionalDuties', 'Additional duties as published; empty when none'),
  col('htsRelease', "The publisher's name of the HTS revision the row comes from (2026HTSRev10)"),
];

const distinct = (values: readonly string[]): string[] => [...new Set(values)];

/** The cells of one line, as text, in column order (before CSV quoting). */
export const scheduleCsvCells = (line: TariffLine, htsRelease: string): string[] => {
  const kinds: Record<RateColumn, string[]> = {
    general: line.rateKind === null ? [] : [line.rateKind],
    special: distinct((line.parsedSpecial?.groups ?? []).map((g) => g.rate.kind)),
    other: line.parsedOther ? [line.parsedOther.kind] : [],
  };
  return [
    line.htsno,
    line.digits,
    String(line.level),
    String(line.indent),
    line.chapter,
    line.heading,
    line.description,
    line.descriptionPath.join(PATH_SEPARATOR),
    line.units.join(LIST_SEPARATOR),
    String(line.classifiable),
    ...RATE_COLUMNS.flatMap((c) => [line[c].text, kinds[c].join(LIST_SEPARATOR), line.inheritedColumns[c] ?? '']),
    line.footnotes.map((f) => `[${f.columns.join(',')}] ${f.text}`).join(LIST_SEPARATOR),
    line.chapter99.join(LIST_SEPARATOR),
    line.quotaQuantity ?? '',
    line.additionalDuties ?? '',
    htsRelease,
  ];
};

/** The byte-order mark and the header row. */
export const scheduleCsvHeader = (): string => `${CSV_BOM}${SCHEDULE_CSV_COLUMNS.map((c) => c.name).join(',')}\r\n`;

/** One line as a CSV row ending in CRLF. */
export const scheduleCsvRow = (line: TariffLine, htsRelease: string): string =>
  scheduleCsvCells(line, htsRelease)
    .map((cell, i) => (SCHEDULE_CSV_COLUMNS[i]!.code ? spreadsheetTextField(cell) : csvField(cell)))
    .join(',') + '\r\n';

/** A whole file: header and one row per line, in the order given. */
export const scheduleCsv = (lines: readonly TariffLine[], htsRelease: string): string =>
  scheduleCsvHeader() + lines.map((line) => scheduleCsvRow(line, htsRelease)).join('');

/**
 * What would make a row read back as something else: a separator inside an item it joins (or spaces at its ends),
 * a footnote column name holding the bracket's punctuation, a code column that is not digits and dots, a cell
 * csvField would defuse as a formula (prefixed with '). The build fails on any.
 */
export const scheduleCsvIssues = (lines: readonly TariffLine[]): string[] => {
  const issues: string[] = [];
  for (const line of lines) {
    const at = (what: string) => issues.push(`${line.htsno}: ${what}`);
    if (line.descriptionPath.some((d) => d.includes(PATH_SEPARATOR) || d !== d.trim())) at(`a description holds "${PATH_SEPARATOR}" or spaces at an end`);
    const items = [...line.units, ...line.footnotes.map((f) => f.text)];
    if (items.some((s) => s.includes(LIST_SEPARATOR) || s !== s.trim())) at(`a unit or footnote holds "${LIST_SEPARATOR}" or spaces at an end`);
    if (line.footnotes.some((f) => f.columns.some((c) => c.includes(',') || c.includes(']')))) at('a footnote column name holds "," or "]"');
    if (line.units.some((u) => u === '')) at('an empty unit');
    scheduleCsvCells(line, '').forEach((cell, i) => {
      const column = SCHEDULE_CSV_COLUMNS[i]!;
      if (column.code && !isSpreadsheetCode(cell)) at(`${column.name} is not digits and dots: ${JSON.stringify(cell)}`);
      if (!column.code && /^"?'/.test(csvField(cell)) && !cell.startsWith("'")) at(`${column.name} starts like a formula: ${JSON.stringify(cell)}`);
    });
  }
  return issues;
};
