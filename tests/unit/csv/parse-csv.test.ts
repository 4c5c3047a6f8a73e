import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseCsv, parseCsvObjects } from '../../../src/lib/csv/parse-csv.ts';

const rows = (text: string) => {
  const r = parseCsv(text);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

describe('parseCsv', () => {
  it.each([
    ['plain fields', 'a,b,c\n1,2,3\n', [['a', 'b', 'c'], ['1', '2', '3']]],
    ['no final line break', 'a,b\n1,2', [['a', 'b'], ['1', '2']]],
    ['CRLF endings', 'a,b\r\n1,2\r\n', [['a', 'b'], ['1', '2']]],
    ['quoted comma', '3001,"SEATTLE, WA",30\n', [['3001', 'SEATTLE, WA', '30']]],
    ['doubled quote', '"say ""hi""",x\n', [['say "hi"', 'x']]],
    ['line break inside quotes', '"line one\nline two",b\n', [['line one\nline two', 'b']]],
    ['CRLF inside quotes kept', '"a\r\nb",c\r\n', [['a\r\nb', 'c']]],
    ['empty fields', ',,\n', [['', '', '']]],
    ['empty quoted field', '"",x\n', [['', 'x']]],
    ['byte-order mark dropped', '\uFEFFCode,Name\n', [['Code', 'Name']]],
    ['curly apostrophe untouched', 'Republic of Côte d’Ivoire,7480\n', [['Republic of Côte d’Ivoire', '7480']]],
    ['quote inside an unquoted field is literal', 'ab"c,d\n', [['ab"c', 'd']]],
  ])('%s', (_name, text, expected) => {
    expect(rows(text)).toEqual(expected);
  });

  it('refuses an unterminated quote, naming the record', () => {
    expect(parseCsv('a,b\n"open,c\n')).toEqual({ ok: false, error: { code: 'unterminated-quote', record: 2 } });
  });

  it('refuses text after a closing quote', () => {
    expect(parseCsv('"a"b,c\n')).toEqual({ ok: false, error: { code: 'text-after-quote', record: 1 } });
  });

  it('reads back any table written the RFC 4180 way', () => {
    const field = fc.string({ unit: fc.constantFrom('a', 'Z', ' ', ',', '"', '\n', '\r\n', 'é', '1') });
    fc.assert(
      fc.property(fc.array(fc.array(field, { minLength: 2, maxLength: 5 }), { minLength: 1, maxLength: 6 }), (table) => {
        const text = table.map((r) => r.map((f) => `"${f.replace(/"/g, '""')}"`).join(',')).join('\r\n');
        expect(rows(text)).toEqual(table);
      }),
    );
  });

  it('never throws, whatever the input', () => {
    fc.assert(fc.property(fc.string(), (s) => void parseCsv(s)));
  });
});

describe('parseCsvObjects', () => {
  it('keys records by the header and numbers data rows from 1, skipping blank lines', () => {
    const r = parseCsvObjects('code,name\n01,"PORTLAND, ME"\n\n02,"ST. ALBANS, VT"\n');
    expect(r).toEqual({
      ok: true,
      value: {
        columns: ['code', 'name'],
        rows: [
          { row: 1, values: { code: '01', name: 'PORTLAND, ME' } },
          { row: 2, values: { code: '02', name: 'ST. ALBANS, VT' } },
        ],
      },
    });
  });

  it('refuses a record with the wrong number of fields', () => {
    const r = parseCsvObjects('a,b\n1,2\n3\n');
    expect(r).toEqual({ ok: false, error: { code: 'field-count', record: 3, expected: 2, found: 1 } });
  });

  it('refuses an empty input and a repeated column', () => {
    expect(parseCsvObjects('')).toMatchObject({ ok: false, error: { code: 'empty' } });
    expect(parseCsvObjects('a,a\n1,2\n')).toEqual({ ok: false, error: { code: 'duplicate-column', column: 'a' } });
  });
});
