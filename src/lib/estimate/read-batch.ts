/**
 * A batch body read into lines, before any line is estimated: the JSON
 * envelope (`lines`, `defaults`) or a CSV with a header row of duty-request
 * fields. The envelope is all or nothing (a 400 or 413); each line is its own:
 * a bad row or field becomes that line's problem and never stops the others.
 */
import { dotted } from '../codes/dotted.ts';
import { parseCsvLenient } from '../csv/parse-csv.ts';
import { err, ok, type Result } from '../result.ts';
import { BATCH_CSV_COLUMNS, DutyBatchEnvelope, MAX_BATCH_LINES } from '../schema/duty-batch.ts';

export interface FieldError {
  field: string;
  message: string;
}

/** A line to estimate (`body` goes to the single estimate as it is), or a problem found while reading it. */
export type BatchInput =
  | { line: number; body: Record<string, unknown> | unknown }
  /** `htsno` is the tariff number as sent, when the row named one: the CSV answer and the page show it. */
  | { line: number; invalid: { detail: string; errors: FieldError[]; likelyHtsno?: string }; htsno?: string };

export interface BatchRefusal {
  status: 400 | 413;
  detail: string;
  errors?: FieldError[];
}

const tooMany = (n: number): BatchRefusal => ({ status: 413, detail: `A batch may carry at most ${MAX_BATCH_LINES} lines; this one has ${n}` });
const NO_LINES: BatchRefusal = { status: 400, detail: 'lines: send 1 to 1,000 lines', errors: [{ field: 'lines', message: 'at least one line' }] };

/**
 * A tariff number of odd length that is all digits (101210010) is what a spreadsheet leaves of a number whose
 * leading zero it dropped (0101210010): the number it likely was, dotted, for the line's problem. Never estimated.
 */
export const likelyDroppedZero = (htsno: string): string | undefined => {
  if (!/^\d{3}$|^\d{5}$|^\d{7}$|^\d{9}$/.test(htsno)) return undefined;
  return dotted(`0${htsno}`);
};

/** The problem of a line whose number lost its leading zero, or undefined. */
const droppedZero = (line: number, body: unknown): BatchInput | undefined => {
  const raw = body !== null && typeof body === 'object' ? (body as Record<string, unknown>).htsno : undefined;
  // A JSON number is what a spreadsheet export turns the text into: the same loss, the same answer.
  const htsno = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' && Number.isSafeInteger(raw) && raw > 0 ? String(raw) : undefined;
  const likely = htsno === undefined ? undefined : likelyDroppedZero(htsno);
  if (likely === undefined || htsno === undefined) return undefined;
  const message = `${htsno} has ${htsno.length} digits: it looks like a number that lost its leading zero (a spreadsheet drops it), likely ${likely}; send the number as text`;
  return { line, invalid: { detail: `htsno: ${message}`, errors: [{ field: 'htsno', message }], likelyHtsno: likely }, htsno };
};

/** Defaults under each line: a line's own field wins. A line that is not an object is left as it is (its own 400). */
const withDefaults = (line: unknown, defaults: Record<string, unknown> | undefined): unknown =>
  defaults && line !== null && typeof line === 'object' && !Array.isArray(line) ? { ...defaults, ...line } : line;

/** The JSON envelope: not an object, no `lines` or no line is a 400; more than 1,000 lines a 413. */
export const readBatchJson = (value: unknown): Result<BatchInput[], BatchRefusal> => {
  const lines = value !== null && typeof value === 'object' ? (value as { lines?: unknown }).lines : undefined;
  if (Array.isArray(lines) && lines.length > MAX_BATCH_LINES) return err(tooMany(lines.length));
  if (Array.isArray(lines) && lines.length === 0) return err(NO_LINES);
  const parsed = DutyBatchEnvelope.safeParse(value);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ field: i.path.join('.') || '(body)', message: i.message }));
    return err({ status: 400, detail: errors.map((e) => `${e.field}: ${e.message}`).join('; '), errors });
  }
  // The batch is one entry: its modeOfTransport goes under every line that gives none, as the defaults do.
  const { modeOfTransport } = parsed.data;
  const defaults = (parsed.data.defaults || modeOfTransport ? { ...(modeOfTransport ? { modeOfTransport } : {}), ...parsed.data.defaults } : undefined) as
    | Record<string, unknown>
    | undefined;
  return ok(parsed.data.lines.map((raw, i) => droppedZero(i + 1, raw) ?? { line: i + 1, body: withDefaults(raw, defaults) }));
};

const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const NUMBER_COLUMNS = new Set([
  'customsValueUsd',
  'quantity',
  'litres',
  'alcoholByVolume',
  'proofLitres',
  'contentValuesUsd.steel',
  'contentValuesUsd.aluminum',
  'contentValuesUsd.copper',
  'contentValuesUsd.nonUs',
  'stack.usContentPercent',
]);

/** Puts a value at a column's path: "contentValuesUsd.steel" is the member steel of contentValuesUsd. */
const put = (body: Record<string, unknown>, column: string, value: unknown): void => {
  const dot = column.indexOf('.');
  if (dot === -1) {
    body[column] = value;
    return;
  }
  const parent = column.slice(0, dot);
  const inner = (body[parent] ??= {}) as Record<string, unknown>;
  inner[column.slice(dot + 1)] = value;
};
const KNOWN = new Map(BATCH_CSV_COLUMNS.map((c) => [c.toLowerCase(), c]));

/** One CSV row as a duty request: numbers read as numbers (a dotted column as a member), column2 as a boolean, everything else (htsno, countryOfOrigin, asOf) as text. */
const rowBody = (columns: readonly string[], fields: readonly string[]): { body: Record<string, unknown>; errors: FieldError[] } => {
  const body: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  columns.forEach((column, k) => {
    const text = (fields[k] ?? '').trim();
    if (text === '') return;
    if (NUMBER_COLUMNS.has(column)) {
      if (DECIMAL.test(text)) put(body, column, Number(text));
      else errors.push({ field: column, message: `${JSON.stringify(text)} is not a number (plain digits, a dot for decimals, no thousands separators)` });
    } else if (column === 'column2') {
      if (/^(?:true|false)$/i.test(text)) body[column] = text.toLowerCase() === 'true';
      else errors.push({ field: column, message: `${JSON.stringify(text)} is not true or false` });
    } else put(body, column, text);
  });
  return { body, errors };
};

/**
 * A CSV batch: a header row naming duty-request fields (any order, case ignored), then a row per line. A header
 * that names no htsno column is a 400 (it is likely a data row); a column it does not know makes every row a
 * problem naming it, as an unknown key does in JSON; an unreadable row or one with the wrong number of fields is
 * that line's problem. Wholly blank rows are skipped and not numbered.
 */
export const readBatchCsv = (text: string): Result<BatchInput[], BatchRefusal> => {
  const records = parseCsvLenient(text);
  const [header, ...rest] = records;
  if (!header || !header.ok) return err({ status: 400, detail: 'The CSV has no readable header row: name the columns first (htsno,customsValueUsd,...)' });
  const names = header.fields.map((c) => c.trim());
  const columns = names.map((c) => KNOWN.get(c.toLowerCase()) ?? c);
  if (!columns.includes('htsno')) {
    return err({ status: 400, detail: `The CSV header row must name its columns, htsno among them: ${BATCH_CSV_COLUMNS.join(',')}`, errors: [{ field: 'htsno', message: 'no htsno column' }] });
  }
  const unknown = columns.filter((c) => !BATCH_CSV_COLUMNS.includes(c as (typeof BATCH_CSV_COLUMNS)[number]));
  const repeated = columns.filter((c, i) => columns.indexOf(c) !== i);
  const rows = rest.filter((r) => !(r.ok && r.fields.length === 1 && r.fields[0]!.trim() === ''));
  if (rows.length === 0) return err(NO_LINES);
  if (rows.length > MAX_BATCH_LINES) return err(tooMany(rows.length));
  return ok(
    rows.map((record, i): BatchInput => {
      const line = i + 1;
      const htsno = record.ok ? record.fields[columns.indexOf('htsno')]?.trim() : undefined;
      const bad = (errors: FieldError[]): BatchInput => ({ line, invalid: { detail: errors.map((e) => `${e.field}: ${e.message}`).join('; '), errors }, ...(htsno ? { htsno } : {}) });
      if (!record.ok) {
        const why = record.error.code === 'unterminated-quote' ? 'a quote is never closed' : 'text follows a closing quote';
        return bad([{ field: '(row)', message: `row ${line} cannot be read: ${why}` }]);
      }
      if (unknown.length > 0 || repeated.length > 0) {
        return bad([
          ...unknown.map((c) => ({ field: c, message: `unknown column; the columns are ${BATCH_CSV_COLUMNS.join(', ')}` })),
          ...[...new Set(repeated)].map((c) => ({ field: c, message: 'the header names this column twice' })),
        ]);
      }
      if (record.fields.length !== columns.length) {
        return bad([{ field: '(row)', message: `row ${line} has ${record.fields.length} fields; the header names ${columns.length}` }]);
      }
      const { body, errors } = rowBody(columns, record.fields);
      if (errors.length > 0) return bad(errors);
      return droppedZero(line, body) ?? { line, body };
    }),
  );
};
