/** A catalogue as sent (JSON, CSV, pasted) read into codes, and the answer written back as CSV. */
import { describe, expect, it } from 'vitest';
import { answerCodeChecks, planCodeChecks, type CodeInput } from '../../../src/lib/codes/check-codes.ts';
import { codeChecksCsv, CODE_CHECKS_CSV_HEADER } from '../../../src/lib/codes/code-checks-csv.ts';
import { readCodeRequestJson, readCodesCsv, readPastedCodes } from '../../../src/lib/codes/read-code-request.ts';
import { parseCsv } from '../../../src/lib/csv/parse-csv.ts';
import { archive } from './archive.ts';

const ok = <T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

describe('readCodeRequestJson', () => {
  it('reads codes in order and asOf as sent; a code that is not text is still a code to answer', () => {
    expect(ok(readCodeRequestJson({ codes: ['0201.30.50.85', 2204], asOf: '2025-06-01' }))).toEqual({
      inputs: [
        { row: 1, value: '0201.30.50.85' },
        { row: 2, value: 2204 },
      ],
      asOf: '2025-06-01',
    });
    expect(ok(readCodeRequestJson({ codes: ['22'] }))).toEqual({ inputs: [{ row: 1, value: '22' }] });
  });

  it('refuses a body that is not a catalogue, naming the field', () => {
    expect(readCodeRequestJson([])).toMatchObject({ ok: false, error: { status: 400 } });
    expect(readCodeRequestJson({})).toMatchObject({ ok: false, error: { status: 400, errors: [{ field: 'codes' }] } });
    expect(readCodeRequestJson({ codes: '2204' })).toMatchObject({ ok: false, error: { status: 400, errors: [{ field: 'codes' }] } });
    expect(readCodeRequestJson({ codes: [] })).toMatchObject({ ok: false, error: { status: 400, errors: [{ field: 'codes', message: 'at least one code' }] } });
    expect(readCodeRequestJson({ codes: ['22'], asof: '2025-01-01' })).toMatchObject({ ok: false, error: { status: 400 } });
    expect(readCodeRequestJson({ codes: ['22'], asOf: 20250101 })).toMatchObject({ ok: false, error: { status: 400, errors: [{ field: 'asOf' }] } });
  });

  it('refuses more than 5,000 codes with a 413, and takes 5,000', () => {
    expect(ok(readCodeRequestJson({ codes: Array.from({ length: 5000 }, () => '22') })).inputs).toHaveLength(5000);
    expect(readCodeRequestJson({ codes: Array.from({ length: 5001 }, () => '22') })).toMatchObject({ ok: false, error: { status: 413, detail: expect.stringMatching(/at most 5,000 codes; this one has 5,001/) } });
  });
});

describe('readCodesCsv', () => {
  it('reads the code column of a catalogue with other columns, as text, skipping blank rows', () => {
    const text = '\uFEFFSKU,Code,Description\r\nA1,0101.21.00.10,Stallions\r\n\r\nA2,"0201305085",Beef\r\nA3,,Nothing\r\n';
    expect(ok(readCodesCsv(text))).toEqual([
      { row: 1, value: '0101.21.00.10' },
      { row: 2, value: '0201305085' },
      { row: 3, value: '' },
    ]);
    expect(ok(readCodesCsv('htsno\n0101210010\n'))).toEqual([{ row: 1, value: '0101210010' }]);
  });

  it('reads one column of codes with no header as a list', () => {
    expect(ok(readCodesCsv('0101.21.00.10\n101210010\n'))).toEqual([
      { row: 1, value: '0101.21.00.10' },
      { row: 2, value: '101210010' },
    ]);
  });

  it('makes an unreadable row that code\'s problem, and a short row an empty code', () => {
    expect(ok(readCodesCsv('sku,code\nA,"22"x\nB\n'))).toEqual([
      { row: 1, value: undefined, problem: 'row 1 cannot be read: text follows a closing quote' },
      { row: 2, value: '' },
    ]);
  });

  it('refuses a file with no code column, no header or no codes, and more than 5,000 codes', () => {
    expect(readCodesCsv('sku,description\nA,Wine\n')).toMatchObject({ ok: false, error: { status: 400, errors: [{ field: 'code', message: 'no code column' }] } });
    expect(readCodesCsv('')).toMatchObject({ ok: false, error: { status: 400 } });
    expect(readCodesCsv('code\n\n')).toMatchObject({ ok: false, error: { status: 400, errors: [{ field: 'codes' }] } });
    expect(readCodesCsv(`code\n${'22\n'.repeat(5001)}`)).toMatchObject({ ok: false, error: { status: 413 } });
  });
});

describe('readPastedCodes', () => {
  it('splits on line breaks, commas, semicolons, tabs and spaces', () => {
    expect(ok(readPastedCodes(' 0101.21.00.10,2204;\n\t22  0201305085\r\n'))).toEqual(
      ['0101.21.00.10', '2204', '22', '0201305085'].map((value, i) => ({ row: i + 1, value })),
    );
    expect(readPastedCodes(' \n ')).toMatchObject({ ok: false, error: { status: 400 } });
  });
});

describe('codeChecksCsv', () => {
  const { index, chaptersAt } = archive();
  const inputs: CodeInput[] = ['0101.21.00.10', '0101', '0201.30.50.85', '9912.02.05', '101210010', '=1+1', '0201.30.50.91'].map((value, i) => ({ row: i + 1, value }));
  const plan = planCodeChecks(inputs, index, 3);
  const csv = codeChecksCsv(answerCodeChecks(plan, index, chaptersAt(3, plan.chapters)));
  const rows = ok(parseCsv(csv));

  it('writes a header and one row per code, in order, with the code as sent', () => {
    expect(rows[0]).toEqual([...CODE_CHECKS_CSV_HEADER]);
    expect(rows.slice(1).map((r) => r.slice(0, 4))).toEqual([
      ['1', '0101.21.00.10', 'current', '0101.21.00.10'],
      ['2', '0101', 'not-classifiable', '0101'],
      ['3', '0201.30.50.85', 'removed', '0201.30.50.85'],
      ['4', '9912.02.05', 'removed', '9912.02.05'],
      ['5', '101210010', 'never-existed', ''],
      ['6', "'=1+1", 'invalid', ''],
      ['7', '0201.30.50.91', 'current', '0201.30.50.91'],
    ]);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('says what goes with each status in its columns', () => {
    const cell = (row: number, column: (typeof CODE_CHECKS_CSV_HEADER)[number]) => rows[row]![CODE_CHECKS_CSV_HEADER.indexOf(column)];
    expect(cell(1, 'description')).toBe('Live horses, asses, mules and hinnies: > Horses: > Purebred breeding animals > Males');
    expect(cell(1, 'general')).toBe('Free');
    expect([cell(2, 'lines'), cell(2, 'note')]).toEqual(['3', '3 lines under it, from 0101.21.00.10']);
    expect([cell(3, 'removedIn'), cell(3, 'removedOn'), cell(3, 'successors'), cell(3, 'general')]).toEqual(['R2025_rev_2', '2025-03-01', '0201.30.50.91 0201.30.50.97', '4.4¢/kg']);
    expect(cell(4, 'note')).toMatch(/removed every line of heading 9912/);
    expect(cell(5, 'suggestions')).toBe('0101.21.00.10');
    expect(cell(6, 'note')).toMatch(/not a tariff number/);
  });
});
