import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../src/lib/csv/parse-csv.ts';
import { isSpreadsheetCode, readSpreadsheetText, spreadsheetTextField } from '../../../src/lib/csv/spreadsheet-text.ts';

describe('spreadsheet text', () => {
  it('writes a code as an RFC 4180 quoted string formula, and an empty code as an empty field', () => {
    expect(spreadsheetTextField('0101.21.00.10')).toBe('"=""0101.21.00.10"""');
    expect(spreadsheetTextField('0101')).toBe('"=""0101"""');
    expect(spreadsheetTextField('01')).toBe('"=""01"""');
    expect(spreadsheetTextField('9903.88.15 | 9903.88.03')).toBe('"=""9903.88.15 | 9903.88.03"""');
    expect(spreadsheetTextField('')).toBe('');
  });

  it('reads back through the CSV reader to the code, and leaves other text alone', () => {
    const read = parseCsv(`${spreadsheetTextField('0101210010')},${spreadsheetTextField('')},="x",=1+1\r\n`);
    expect(read.ok && read.value).toEqual([['="0101210010"', '', '="x"', '=1+1']]);
    const [code, empty, x, formula] = read.ok ? read.value[0]! : [];
    expect([code, empty, x, formula].map((f) => readSpreadsheetText(f!))).toEqual(['0101210010', '', 'x', '=1+1']);
    expect(readSpreadsheetText('Free')).toBe('Free');
    expect(readSpreadsheetText('="a"b"')).toBe('="a"b"');
  });

  it('refuses anything a formula could act on, and strings Excel would refuse (over 255 characters)', () => {
    for (const bad of ['A1', '=1', '1+1', '"0101"', '0101"&"x', '0101 |', ' 0101', '.01', `1${'.1'.repeat(128)}`]) {
      expect(isSpreadsheetCode(bad), bad).toBe(false);
      expect(() => spreadsheetTextField(bad), bad).toThrow(RangeError);
    }
    expect(isSpreadsheetCode(`1${'.1'.repeat(128)}`.slice(0, 255))).toBe(true);
  });
});
