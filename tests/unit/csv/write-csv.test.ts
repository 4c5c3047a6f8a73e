import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv, parseCsvLenient } from '../../../src/lib/csv/parse-csv.ts';
import { csvField, writeCsv } from '../../../src/lib/csv/write-csv.ts';

describe('writeCsv', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas but not numbers', () => {
    expect(csvField('SEATTLE, WA')).toBe('"SEATTLE, WA"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-0.5')).toBe('-0.5');
    expect(csvField('0101.21.00.10')).toBe('0101.21.00.10');
    expect(writeCsv([['a', 'b'], ['1', '2']])).toBe('a,b\r\n1,2\r\n');
  });

  it('reads back what it wrote (fields that are not formulas)', () => {
    let cases = 0;
    fc.assert(
      fc.property(fc.array(fc.array(fc.string().filter((s) => !/^[=+\-@\t\r]/.test(s)), { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const width = rows[0]!.length;
        const even = rows.map((r) => Array.from({ length: width }, (_, k) => r[k] ?? ''));
        const read = parseCsv(writeCsv(even));
        expect(read.ok && read.value).toEqual(even);
        cases++;
      }),
      { numRuns: 500 },
    );
    expect(cases).toBe(500);
  });
});

describe('parseCsvLenient', () => {
  it('reports a bad record in place and reads on', () => {
    const records = parseCsvLenient('a,b\n"x"y,1\n2,3\n"open,4\n5,6\n');
    expect(records.map((r) => (r.ok ? r.fields : r.error.code))).toEqual([['a', 'b'], 'text-after-quote', ['2', '3'], 'unterminated-quote']);
  });
});
