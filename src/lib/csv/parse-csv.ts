/**
 * A small RFC 4180 CSV reader: quoted fields, doubled quotes, commas and line
 * breaks inside quotes, CRLF or LF endings, an optional UTF-8 byte-order mark.
 * Malformed input is a typed error, never a guess.
 */
import { ok, err, type Result } from '../result.ts';

export type CsvError =
  | { code: 'unterminated-quote'; record: number }
  | { code: 'text-after-quote'; record: number }
  | { code: 'field-count'; record: number; expected: number; found: number }
  | { code: 'duplicate-column'; column: string }
  | { code: 'empty'; detail: string };

/** One record as read leniently: its fields, or why it could not be read. */
export type CsvRecord = { ok: true; fields: string[] } | { ok: false; error: Extract<CsvError, { code: 'unterminated-quote' | 'text-after-quote' }> };

/**
 * The reader itself. Strict: the first malformed record is the error. Lenient: a record with text after a closing
 * quote is skipped to its line break and reported in its place, an unterminated quote is reported as the last
 * record, and reading goes on, so one bad row never hides the others.
 */
const scan = (text: string, lenient: boolean): Result<CsvRecord[], CsvError> => {
  const src = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  // Only a record that has begun (any character read) is pushed at end of input.
  let begun = false;
  while (i < src.length) {
    const ch = src[i];
    if (ch === '"' && field === '' ) {
      // Quoted field: read to the closing quote; "" is one quote.
      begun = true;
      i++;
      let closed = false;
      while (i < src.length) {
        if (src[i] === '"') {
          if (src[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          closed = true;
          i++;
          break;
        }
        field += src[i];
        i++;
      }
      if (!closed) {
        const error = { code: 'unterminated-quote', record: records.length + 1 } as const;
        if (!lenient) return err(error);
        records.push({ ok: false, error });
        return ok(records);
      }
      const next = src[i];
      if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
        const error = { code: 'text-after-quote', record: records.length + 1 } as const;
        if (!lenient) return err(error);
        while (i < src.length && src[i] !== '\n' && src[i] !== '\r') i++;
        if (src[i] === '\r' && src[i + 1] === '\n') i++;
        i++;
        records.push({ ok: false, error });
        record = [];
        field = '';
        begun = false;
      }
      continue;
    }
    if (ch === ',') {
      record.push(field);
      field = '';
      begun = true;
      i++;
      continue;
    }
    if (ch === '\n' || ch === '\r') {
      record.push(field);
      records.push({ ok: true, fields: record });
      record = [];
      field = '';
      begun = false;
      i += ch === '\r' && src[i + 1] === '\n' ? 2 : 1;
      continue;
    }
    field += ch;
    begun = true;
    i++;
  }
  if (begun) {
    record.push(field);
    records.push({ ok: true, fields: record });
  }
  return ok(records);
};

/** Records as arrays of fields. A final line break does not start a record; blank lines are kept as [''] (RFC 4180 has no blank lines). */
export const parseCsv = (text: string): Result<string[][], CsvError> => {
  const scanned = scan(text, false);
  return scanned.ok ? ok(scanned.value.map((r) => (r.ok ? r.fields : []))) : scanned;
};

/** Every record, each read or reported on its own (see scan): for input whose rows are answered one by one. */
export const parseCsvLenient = (text: string): CsvRecord[] => {
  const scanned = scan(text, true);
  return scanned.ok ? scanned.value : [];
};

/**
 * Records keyed by the header row. Every record must have as many fields as
 * the header; wholly blank lines are skipped. `row` is the 1-based data row.
 */
export const parseCsvObjects = (text: string): Result<{ columns: string[]; rows: { row: number; values: Record<string, string> }[] }, CsvError> => {
  const parsed = parseCsv(text);
  if (!parsed.ok) return parsed;
  const [header, ...body] = parsed.value;
  if (!header) return err({ code: 'empty', detail: 'no header row' });
  const columns = header.map((c) => c.trim());
  const seen = new Set<string>();
  for (const c of columns) {
    if (seen.has(c)) return err({ code: 'duplicate-column', column: c });
    seen.add(c);
  }
  const rows: { row: number; values: Record<string, string> }[] = [];
  let n = 0;
  for (const fields of body) {
    if (fields.length === 1 && fields[0] === '') continue;
    n++;
    if (fields.length !== columns.length) {
      return err({ code: 'field-count', record: n + 1, expected: columns.length, found: fields.length });
    }
    const values: Record<string, string> = {};
    columns.forEach((c, k) => (values[c] = fields[k] ?? ''));
    rows.push({ row: n, values });
  }
  return ok({ columns, rows });
};
