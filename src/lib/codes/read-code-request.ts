/**
 * A code check's body read into codes, before any code is checked: the JSON envelope (`codes`, `asOf`), a CSV
 * with a `code` column, or a pasted list. The envelope is all or nothing (a 400 or 413 naming the field); each
 * code is its own: one that cannot be read becomes that code's `invalid` answer and never stops the others.
 */
import { parseCsvLenient } from '../csv/parse-csv.ts';
import { err, ok, type Result } from '../result.ts';
import { CodeCheckEnvelope, MAX_CODE_CHECKS } from '../schema/code-check.ts';
import type { CodeInput } from './check-codes.ts';
import { readCode } from './read-code.ts';
import { formatCount } from '../site/format.ts';

export interface FieldError {
  field: string;
  message: string;
}

export interface CodesRefusal {
  status: 400 | 413;
  detail: string;
  errors: FieldError[];
}

export interface CodeRequest {
  inputs: CodeInput[];
  /** As sent; the caller resolves it (a malformed date is its 400, as for every asOf). */
  asOf?: string;
}

/** The column names a CSV may give its codes under, compared case-insensitively: ours first, then the API's. */
export const CODE_COLUMNS = ['code', 'htsno'] as const;

const tooMany = (n: number): CodesRefusal => ({
  status: 413,
  detail: `A check may carry at most ${formatCount(MAX_CODE_CHECKS)} codes; this one has ${formatCount(n)}`,
  errors: [{ field: 'codes', message: `at most ${MAX_CODE_CHECKS}` }],
});
const NO_CODES: CodesRefusal = { status: 400, detail: 'codes: send 1 to 5,000 codes', errors: [{ field: 'codes', message: 'at least one code' }] };

const counted = (inputs: CodeInput[]): Result<CodeInput[], CodesRefusal> =>
  inputs.length === 0 ? err(NO_CODES) : inputs.length > MAX_CODE_CHECKS ? err(tooMany(inputs.length)) : ok(inputs);

/** The JSON body: an object with `codes` (1 to 5,000 entries) and an optional `asOf`; nothing else. */
export const readCodeRequestJson = (value: unknown): Result<CodeRequest, CodesRefusal> => {
  const codes = value !== null && typeof value === 'object' ? (value as { codes?: unknown }).codes : undefined;
  if (Array.isArray(codes) && codes.length > MAX_CODE_CHECKS) return err(tooMany(codes.length));
  const parsed = CodeCheckEnvelope.safeParse(value);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ field: i.path.join('.') || '(body)', message: i.message }));
    return err({ status: 400, detail: errors.map((e) => `${e.field}: ${e.message}`).join('; '), errors });
  }
  const inputs = counted(parsed.data.codes.map((code, i) => ({ row: i + 1, value: code })));
  if (!inputs.ok) return inputs;
  return ok({ inputs: inputs.value, ...(parsed.data.asOf === undefined ? {} : { asOf: parsed.data.asOf }) });
};

const isBlank = (fields: readonly string[]): boolean => fields.every((f) => f.trim() === '');

/**
 * A CSV: a header row naming a `code` column (or `htsno`; case ignored; other columns are allowed and ignored, so
 * a catalogue exported whole can be sent), then a row per code, numbered from 1 as data rows; wholly blank rows
 * are skipped and not numbered. Without such a header, a file of one column whose first cell is a tariff number is
 * read as a list of codes with no header. An unreadable row is that code's `invalid`. Codes stay text: 0101.21.00.10
 * keeps its zero.
 */
export const readCodesCsv = (text: string): Result<CodeInput[], CodesRefusal> => {
  const records = parseCsvLenient(text).filter((r) => !(r.ok && isBlank(r.fields)));
  const [header, ...rest] = records;
  if (!header || !header.ok) {
    return err({ status: 400, detail: 'The CSV has no readable header row: name the column of codes `code`', errors: [{ field: 'code', message: 'no header row' }] });
  }
  const names = header.fields.map((c) => c.trim().toLowerCase());
  const column = CODE_COLUMNS.map((c) => names.indexOf(c)).find((i) => i >= 0);
  let rows = rest;
  let at = column ?? -1;
  if (at < 0) {
    if (header.fields.length !== 1 || !readCode(header.fields[0]).ok) {
      return err({ status: 400, detail: 'The CSV header row must name the column of codes `code` (or `htsno`)', errors: [{ field: 'code', message: 'no code column' }] });
    }
    // One column of codes and no header: the first row is a code.
    rows = records;
    at = 0;
  }
  return counted(
    rows.map((record, i): CodeInput => {
      const row = i + 1;
      if (!record.ok) {
        const why = record.error.code === 'unterminated-quote' ? 'a quote is never closed' : 'text follows a closing quote';
        return { row, value: undefined, problem: `row ${row} cannot be read: ${why}` };
      }
      return { row, value: record.fields[at] ?? '' };
    }),
  );
};

/**
 * Codes pasted as text (the site's form): separated by line breaks, commas, semicolons, tabs or spaces, which a
 * tariff number never holds. Numbered in the order given.
 */
export const readPastedCodes = (text: string): Result<CodeInput[], CodesRefusal> =>
  counted(
    text
      .split(/[\s,;]+/)
      .filter((c) => c !== '')
      .map((value, i) => ({ row: i + 1, value })),
  );
