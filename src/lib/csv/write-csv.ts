/**
 * The writer beside parse-csv.ts: RFC 4180, CRLF endings, a field quoted when
 * it holds a comma, quote or line break. A field a spreadsheet would run as a
 * formula (=, +, -, @ first, or a tab or CR first) is prefixed with a single
 * quote, since some fields echo what a caller sent.
 */
const FORMULA = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** A plain number written by us (-0.5, 1e-7) is never a formula; anything else starting with -, = ... is defused. */
const NUMBER = /^-?\d+(?:\.\d+)?(?:e[+-]?\d+)?$/i;

export const csvField = (value: string): string => {
  const safe = FORMULA.test(value) && !NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** Rows of fields as CSV text, each row ended by CRLF. */
export const writeCsv = (rows: readonly (readonly string[])[]): string => rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
