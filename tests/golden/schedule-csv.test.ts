/**
 * The schedule as CSV, as the build wrote it, against the JSON it sits beside: read with the project's CSV
 * reader, /api/v1/hts-schedule.csv gives every line of hts-schedule.json (all 29,597) with the same numbers,
 * rates, kinds, sources, units, footnotes and chapter 99 headings, in the same order; every chapter's CSV gives
 * its chapter file's lines. Tariff numbers are in the spreadsheet text form on every row.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/lib/csv/parse-csv.ts';
import { readScheduleCsv, type ScheduleCsvLine } from '../../src/lib/datasets/read-schedule-csv.ts';
import { SCHEDULE_CSV_COLUMNS } from '../../src/lib/datasets/schedule-csv.ts';
import type { BuildReport } from '../../src/data/build-datasets.ts';
import { API_DIR, BUILD_DIR } from '../../src/data/paths.ts';
import type { TariffLine } from '../../src/lib/schema/tariff-line.ts';
import { expectedCsvLine } from '../unit/datasets/schedule-csv-expected.ts';

const json = (path: string) => JSON.parse(readFileSync(join(API_DIR, path), 'utf8'));
const bytes = (path: string) => readFileSync(join(API_DIR, path));
const readCsv = (path: string): ScheduleCsvLine[] => {
  const read = readScheduleCsv(bytes(path).toString('utf8'));
  if (!read.ok) throw new Error(`${path}: ${JSON.stringify(read.error)}`);
  return read.value;
};

const schedule = json('hts-schedule.json') as { htsRelease: string; lineCount: number; lines: TariffLine[] };
const chapters: string[] = json('chapters/index.json').sections.flatMap((s: { chapters: { number: string }[] }) => s.chapters.map((c) => c.number));

describe('/api/v1/hts-schedule.csv', () => {
  const file = bytes('hts-schedule.csv');

  it('is UTF-8 with a byte-order mark, and holds ¢ as UTF-8', () => {
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.includes(Buffer.from('6.3¢/liter', 'utf8'))).toBe(true);
    expect(file.toString('utf8')).not.toContain('\uFFFD');
  });

  it('reads back as every line of hts-schedule.json, in order, with the same rates', () => {
    expect(schedule.lineCount).toBe(29_597);
    const read = readCsv('hts-schedule.csv');
    expect(read).toHaveLength(schedule.lines.length);
    // Line by line, so a failure names the line rather than diffing 29,597 objects.
    let checked = 0;
    schedule.lines.forEach((line, i) => {
      const got = read[i]!;
      if (JSON.stringify(got) !== JSON.stringify(expectedCsvLine(line, schedule.htsRelease))) expect(got, line.htsno).toEqual(expectedCsvLine(line, schedule.htsRelease));
      checked++;
    });
    expect(checked).toBe(29_597);
    // Not vacuous: the rows carry what the comparison says they do.
    expect(read.filter((l) => l.general.inheritedFrom !== null).length).toBeGreaterThan(10_000);
    expect(read.filter((l) => l.special.kinds.length > 1).length).toBeGreaterThan(500);
    expect(read.filter((l) => l.footnotes.length > 0).length).toBeGreaterThan(10_000);
  });

  it('writes every tariff-number column as spreadsheet text on every row that has one', () => {
    const parsed = parseCsv(file.toString('utf8'));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const [header, ...rows] = parsed.value;
    const codes = SCHEDULE_CSV_COLUMNS.flatMap((c, i) => (c.code ? [i] : []));
    expect(codes.map((i) => header![i])).toEqual(['htsno', 'digits', 'chapter', 'heading', 'generalInheritedFrom', 'specialInheritedFrom', 'otherInheritedFrom', 'chapter99']);
    let cells = 0;
    const plain: string[] = [];
    for (const row of rows) {
      for (const i of codes) {
        if (row[i] === '') continue;
        if (!/^="\d[\d.]*(?: \| \d[\d.]*)*"$/.test(row[i]!)) plain.push(`${row[0]} ${header![i]}: ${row[i]}`);
        cells++;
      }
    }
    expect(plain).toEqual([]);
    expect(cells).toBeGreaterThan(4 * 29_597);
  });
});

describe('/api/v1/chapters/NN.csv', () => {
  it('reads back, for every chapter, as the lines of its JSON file', () => {
    expect(chapters).toHaveLength(99);
    let lines = 0;
    for (const chapter of chapters) {
      const file = json(`chapters/${chapter}.json`) as { htsRelease: string; lines: TariffLine[] };
      const read = readCsv(`chapters/${chapter}.csv`);
      const expected = file.lines.map((l) => expectedCsvLine(l, file.htsRelease));
      if (JSON.stringify(read) !== JSON.stringify(expected)) expect(read, chapter).toEqual(expected);
      lines += file.lines.length;
    }
    expect(lines).toBe(29_597);
  });

  it('are listed in the build report with their sizes and checksums, beside the whole schedule', () => {
    const report = JSON.parse(readFileSync(join(BUILD_DIR, 'build-report.json'), 'utf8')) as BuildReport;
    expect(report.csvFiles.map((f) => f.path)).toEqual(['/api/v1/hts-schedule.csv', ...chapters.map((c) => `/api/v1/chapters/${c}.csv`)]);
    for (const f of report.csvFiles) expect(f.bytes, f.path).toBe(bytes(f.path.replace('/api/v1/', '')).length);
  });
});
