/**
 * Real tariff lines without the data mirror: the rows in schedule-fixture-rows.ts (generated from the real
 * export by make-schedule-fixture.ts) built by the same buildSchedule the build uses. Each line equals its line
 * in the full schedule (tests/golden/schedule-fixture.test.ts checks it).
 */
import { buildSchedule } from '../../src/lib/hts/build-schedule.ts';
import { createRateCache } from '../../src/lib/hts/rate-cache.ts';
import type { TariffLine } from '../../src/lib/schema/tariff-line.ts';
import { SCHEDULE_FIXTURE_ROWS } from './schedule-fixture-rows.ts';

let lines: TariffLine[] | undefined;
let byHtsno: Map<string, TariffLine> | undefined;

/** The fixture's lines in schedule order: the unit tests' named lines, their ancestors, one line of each rate kind. */
export const fixtureLines = (): TariffLine[] => {
  lines ??= buildSchedule(SCHEDULE_FIXTURE_ROWS, createRateCache()).lines;
  return lines;
};

/** One real line by its dotted number; a line the fixture lacks is an error naming the command that adds it. */
export const fixtureLine = (htsno: string): TariffLine => {
  byHtsno ??= new Map(fixtureLines().map((line) => [line.htsno, line]));
  const line = byHtsno.get(htsno);
  if (line === undefined) {
    throw new Error(
      `${htsno} is not in the unit-test fixture: name it in a test as realLine('${htsno}') and run ` +
        'TARIFF_DATA_DIR=../shared/data node --experimental-strip-types tests/support/make-schedule-fixture.ts',
    );
  }
  return line;
};
