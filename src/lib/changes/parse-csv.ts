import { err, ok, type Result } from '../result.ts';

export type CsvError = { code: 'csv-unterminated-quote'; line: number };

/**
 * RFC 4180 CSV -> records of fields. Quoted fields may hold commas, doubled
 * quotes and line breaks; CRLF and LF both end a record; blank lines are skipped.
 */
export const parseCsv = (text: string): Result<string[][], CsvError> => {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let quoteLine = 1;

  const endRecord = (): void => {
    record.push(field);
    if (record.length > 1 || record[0] !== '') records.push(record);
    record = [];
    field = '';
  };

  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line += 1;
        field += c;
      }
    } else if (c === '"') {
      quoted = true;
      quoteLine = line;
    } else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n') {
      endRecord();
      line += 1;
    } else if (c !== '\r' || text[i + 1] !== '\n') field += c;
  }
  if (quoted) return err({ code: 'csv-unterminated-quote', line: quoteLine });
  if (field !== '' || record.length > 0) endRecord();
  return ok(records);
};
