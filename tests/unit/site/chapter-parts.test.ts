import { describe, expect, it } from 'vitest';
import type { TariffLine } from '../../../src/lib/schema/tariff-line.ts';
import { chapterParts, lineGroups, schedulePages } from '../../../src/lib/site/chapter-parts.ts';

const line = (htsno: string, path = [`Line ${htsno}`]): TariffLine =>
  ({ htsno, heading: htsno.slice(0, 4), description: path.at(-1)!, descriptionPath: path }) as TariffLine;

describe('chapterParts', () => {
  it('puts each chapter 99 line on the page of its subchapter, in schedule order', () => {
    const lines = ['9901.00.50', '9901.00.52', '9903.01.01', '9903.88.03', '9922.01.01'].map((n) => line(n));
    const parts = chapterParts(lines);
    expect(parts.map((p) => [p.roman, p.slug, p.heading, p.lines.map((l) => l.htsno)])).toEqual([
      ['I', 'i', '9901', ['9901.00.50', '9901.00.52']],
      ['III', 'iii', '9903', ['9903.01.01', '9903.88.03']],
      ['XXII', 'xxii', '9922', ['9922.01.01']],
    ]);
  });

  it('refuses lines out of schedule order or outside a chapter shown by subchapter', () => {
    expect(() => chapterParts([line('9903.01.01'), line('9904.02.01'), line('9903.88.03')])).toThrow(/out of schedule order/);
    expect(() => chapterParts([line('2204.21.50')])).toThrow(/not in a chapter shown by subchapter/);
  });
});

describe('lineGroups', () => {
  it('groups lines by their first six digits, with the first line to link to', () => {
    const groups = lineGroups([
      line('9903.01.01', ['Articles the product of Mexico']),
      line('9903.01.10', ['Articles the product of Canada']),
      line('9903.88.01', ['Articles the product of China', 'Other']),
    ]);
    expect(groups).toEqual([
      { group: '9903.01', first: '9903.01.01', count: 2, description: 'Articles the product of Mexico' },
      { group: '9903.88', first: '9903.88.01', count: 1, description: 'Articles the product of China' },
    ]);
  });
});

describe('schedulePages', () => {
  it('puts each line on the page linePage names, named by what it holds', () => {
    const lines = ['8401', '8401.10.00.00', '8418.99', '8419', '8419.11.00', '8428.50', '8429.11.00'].map((n) => line(n));
    expect(schedulePages(lines).map((p) => [p.path, p.slug, p.name, p.lines.map((l) => l.htsno)])).toEqual([
      ['/chapters/84/8401/', '8401', 'headings 8401 to 8418', ['8401', '8401.10.00.00', '8418.99']],
      ['/chapters/84/8419/', '8419', 'headings 8419 to 8428', ['8419', '8419.11.00', '8428.50']],
      ['/chapters/84/8429/', '8429', 'heading 8429', ['8429.11.00']],
    ]);
  });

  it('names a part of one heading by its six-digit groups and a chapter 99 subchapter by its numeral', () => {
    const lines = ['9901.00.50', '9903', '9903.01.01', '9903.45.01', '9903.52.01', '9903.88.03', '9904.02.01'].map((n) => line(n));
    expect(schedulePages(lines).map((p) => [p.path, p.name])).toEqual([
      ['/chapters/99/i/', 'subchapter I'],
      ['/chapters/99/9903.01/', '9903.01 to 9903.45'],
      ['/chapters/99/9903.52/', '9903.52 to 9903.88'],
      ['/chapters/99/iv/', 'subchapter IV'],
    ]);
  });

  it('is one page for a chapter not shown in parts, and refuses lines out of order', () => {
    expect(schedulePages([line('2204'), line('2204.10.00')]).map((p) => p.path)).toEqual(['/chapters/22/']);
    expect(() => schedulePages([line('8401'), line('8419'), line('8402')])).toThrow(/out of schedule order/);
  });
});
