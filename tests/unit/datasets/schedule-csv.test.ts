import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../src/lib/csv/parse-csv.ts';
import { readScheduleCsv } from '../../../src/lib/datasets/read-schedule-csv.ts';
import { SCHEDULE_CSV_COLUMNS, scheduleCsv, scheduleCsvCells, scheduleCsvIssues, scheduleCsvRow } from '../../../src/lib/datasets/schedule-csv.ts';
import type { TariffLine } from '../../../src/lib/schema/tariff-line.ts';
import { fixtureLine, fixtureLines } from '../../support/schedule-fixture.ts';
import { expectedCsvLine } from './schedule-csv-expected.ts';

const REL = '2026HTSRev10';
const realLine = fixtureLine;

describe('the schedule as CSV: one line', () => {
  it('a heading: codes as spreadsheet text, no rates, false', () => {
    expect(scheduleCsvRow(realLine('0101'), REL)).toBe(
      '"=""0101""","=""0101""",4,0,"=""01""","=""0101""","Live horses, asses, mules and hinnies:","Live horses, asses, mules and hinnies:",,false,,,,,,,,,,,,,,2026HTSRev10\r\n',
    );
  });

  it('a statistical line inheriting its general and column 2 rates: the line each came from, the kinds, the chapter 99 heading', () => {
    expect(scheduleCsvCells(realLine('0101.21.00.10'), REL)).toEqual([
      '0101.21.00.10', '0101210010', '10', '3', '01', '0101', 'Males',
      'Live horses, asses, mules and hinnies: > Horses: > Purebred breeding animals > Males',
      'No.', 'true',
      'Free', 'free', '0101.21.00',
      '', '', '',
      'Free', 'free', '0101.21.00',
      '', '9903.88.15', '', '', REL,
    ]);
  });

  it('the special column: the rate text verbatim (quoted for its commas), each group kind once; two units; footnotes with their columns', () => {
    const cells = scheduleCsvCells(realLine('0402.29.50.00'), REL);
    const at = (name: string) => cells[SCHEDULE_CSV_COLUMNS.findIndex((c) => c.name === name)];
    expect(at('units')).toBe('kg | kg cmsc');
    expect(at('generalRate')).toBe('$1.104/kg + 14.9%');
    expect(at('generalInheritedFrom')).toBe('');
    expect(at('specialRate')).toBe('Free (BH,CL,JO,KR,MA,OM,P,PA,PE,SG) See 9822.04.25 (AU) See 9823.05.01-9823.05.06 (S+) See 9918.04.60, 9918.04.61 (CO)');
    expect(at('specialKind')).toBe('free | cross-reference');
    expect(at('otherKind')).toBe('compound');
    expect(at('footnotes')).toBe('[desc] See subheadings 9904.04.50-9904.05.01. | [general] See 9903.88.15.');
    expect(at('chapter99')).toBe('9903.88.15 | 9904.04.50 | 9904.05.01');
    const row = scheduleCsvRow(realLine('0402.29.50.00'), REL);
    expect(row).toContain(',"Free (BH,CL,JO,KR,MA,OM,P,PA,PE,SG) See 9822.04.25 (AU) See 9823.05.01-9823.05.06 (S+) See 9918.04.60, 9918.04.61 (CO)",free | cross-reference,,');
    expect(row).toContain(',"=""9903.88.15 | 9904.04.50 | 9904.05.01""",');
  });

  it('¢ and 33 1/3% as published; additional duties; a line with no rate of its own', () => {
    const wine = scheduleCsvCells(realLine('2204.21.50.05'), REL);
    expect(wine.slice(10, 19)).toEqual([
      '6.3¢/liter', 'specific', '2204.21.50',
      'Free (A+,AU,BH,CL,CO,D,E,IL,KR,MA,OM,P,PA,PE,S,SG) 2.8¢/liter (JO)', 'free | specific', '2204.21.50',
      '33¢/liter', 'specific', '2204.21.50',
    ]);
    expect(scheduleCsvCells(realLine('4202.29.20.00'), REL)[16]).toBe('33 1/3%');
    const sugar = scheduleCsvCells(realLine('9904.17.48'), REL);
    expect(sugar.slice(-5)).toEqual(['[stat,units] See chapter 99 statistical note 1.', '', '', '9.6¢/kg + 2.8%', REL]);
  });
});

describe('the schedule as CSV: a file', () => {
  const lines = fixtureLines();
  const text = scheduleCsv(lines, REL);

  it('starts with a UTF-8 byte-order mark and the header, ends every row with CRLF, one row per line in order', () => {
    const bytes = new TextEncoder().encode(text);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.slice(1, text.indexOf('\r\n'))).toBe(SCHEDULE_CSV_COLUMNS.map((c) => c.name).join(','));
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const read = parseCsv(text);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value).toHaveLength(lines.length + 1);
    for (const record of read.value) expect(record).toHaveLength(SCHEDULE_CSV_COLUMNS.length);
    expect(read.value.slice(1).map((r) => r[0])).toEqual(lines.map((l) => `="${l.htsno}"`));
  });

  it('reads back to the same lines: numbers, path, units, every column rate with kinds and source, footnotes, chapter 99', () => {
    const read = readScheduleCsv(text);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value).toEqual(lines.map((l) => expectedCsvLine(l, REL)));
  });

  it('refuses a file whose header is not the schedule columns, and a cell it cannot read', () => {
    expect(readScheduleCsv('htsno,rate\r\n"=""0101""",Free\r\n')).toMatchObject({ ok: false, error: { code: 'columns' } });
    const broken = text.replace(',[desc] See subheadings', ',desc See subheadings');
    expect(broken).not.toBe(text);
    expect(readScheduleCsv(broken)).toMatchObject({ ok: false, error: { code: 'cell', column: 'footnotes' } });
  });
});

describe('what the CSV could not say', () => {
  const line = realLine('0402.29.50.00');
  it('finds none in the real lines', () => {
    expect(scheduleCsvIssues(fixtureLines())).toEqual([]);
  });

  it.each([
    ['a description holding the path separator', { descriptionPath: ['Milk > cream'] }, 'descriptionPath'],
    ['a unit holding the list separator', { units: ['kg | t'] }, 'unit'],
    ['a footnote holding the list separator', { footnotes: [{ columns: ['general'], text: 'a | b', type: 'endnote' }] }, 'footnote'],
    ['a footnote column holding a bracket', { footnotes: [{ columns: ['gen]eral'], text: 'x', type: 'endnote' }] }, 'footnote column'],
    ['a tariff number that is not digits and dots', { htsno: '0402.29.50.00A' }, 'htsno'],
    ['a description a spreadsheet would run', { description: '=HYPERLINK("x")' }, 'description'],
  ] as const)('names %s', (_, change, word) => {
    const issues = scheduleCsvIssues([{ ...line, ...change } as TariffLine]);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toContain('0402.29.50.00');
    expect(issues[0]).toContain(word === 'descriptionPath' ? 'a description holds' : word);
  });
});
