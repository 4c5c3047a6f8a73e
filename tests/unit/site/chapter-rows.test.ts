import { describe, expect, it } from 'vitest';
import type { TariffLine } from '../../../src/lib/schema/tariff-line.ts';
import { chapterRows } from '../../../src/lib/site/chapter-rows.ts';

const line = (htsno: string, descriptionPath: string[]): TariffLine =>
  ({ htsno, heading: htsno.slice(0, 4), description: descriptionPath.at(-1)!, descriptionPath }) as TariffLine;

const shape = (lines: TariffLine[]) =>
  chapterRows(lines).map((r) => (r.kind === 'header' ? `${r.depth} ~ ${r.description}` : `${r.depth} ${r.line.htsno}`));

describe('chapterRows', () => {
  it('emits each unnumbered header once, where its first line needs it', () => {
    expect(
      shape([
        line('2204', ['Wine']),
        line('2204.10.00', ['Wine', 'Sparkling wine']),
        line('2204.21', ['Wine', 'Other wine:', 'In containers holding 2 liters or less']),
        line('2204.21.20', ['Wine', 'Other wine:', 'In containers holding 2 liters or less', 'Tokay']),
        line('2204.21.50', ['Wine', 'Other wine:', 'In containers holding 2 liters or less', 'Other:', 'Other']),
        line('2204.21.50.05', ['Wine', 'Other wine:', 'In containers holding 2 liters or less', 'Other:', 'Other', 'Valued not over $1.05/liter:', 'Red']),
        line('2204.21.50.15', ['Wine', 'Other wine:', 'In containers holding 2 liters or less', 'Other:', 'Other', 'Valued not over $1.05/liter:', 'White']),
        line('2204.21.50.28', ['Wine', 'Other wine:', 'In containers holding 2 liters or less', 'Other:', 'Other', 'Valued over $1.05/liter:', 'Icewine']),
      ]),
    ).toEqual([
      '0 2204',
      '1 2204.10.00',
      '1 ~ Other wine:',
      '2 2204.21',
      '3 2204.21.20',
      '3 ~ Other:',
      '4 2204.21.50',
      '5 ~ Valued not over $1.05/liter:',
      '6 2204.21.50.05',
      '6 2204.21.50.15',
      '5 ~ Valued over $1.05/liter:',
      '6 2204.21.50.28',
    ]);
  });

  it('starts every heading afresh, even when its text repeats the previous one', () => {
    expect(shape([line('0101', ['Animals']), line('0101.21', ['Animals', 'Other:', 'Horses']), line('0102', ['Animals']), line('0102.21', ['Animals', 'Other:', 'Cattle'])])).toEqual([
      '0 0101',
      '1 ~ Other:',
      '2 0101.21',
      '0 0102',
      '1 ~ Other:',
      '2 0102.21',
    ]);
  });
});
