import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../src/lib/changes/parse-csv.ts';

describe('parseCsv', () => {
  it('splits records and fields, with quoted commas, doubled quotes and line breaks', () => {
    const csv = 'a,b,c\n1,"two, too","say ""hi"""\r\n3,"multi\nline",\n\n';
    expect(parseCsv(csv)).toEqual({ ok: true, value: [['a', 'b', 'c'], ['1', 'two, too', 'say "hi"'], ['3', 'multi\nline', '']] });
  });

  it('keeps a last record without a final newline', () => {
    expect(parseCsv('a,b\n1,2')).toEqual({ ok: true, value: [['a', 'b'], ['1', '2']] });
  });

  it('refuses an unterminated quote, naming the line it opened on', () => {
    expect(parseCsv('a,b\n1,2\n3,"open\n')).toEqual({ ok: false, error: { code: 'csv-unterminated-quote', line: 3 } });
  });
});
