/**
 * The unit tests' literal fixture (tests/support/schedule-fixture-rows.ts) against the full 2026 rev 10 export:
 * each fixture line must be exactly the line the full schedule builds, and the fixture must hold a line of every
 * rate kind the schedule has. When this fails, regenerate the fixture (see tests/support/make-schedule-fixture.ts).
 */
import { describe, expect, it } from 'vitest';
import { buildSchedule } from '../../src/lib/hts/build-schedule.ts';
import { createRateCache } from '../../src/lib/hts/rate-cache.ts';
import { HtsExport } from '../../src/lib/schema/hts-row.ts';
import { fixtureLines } from '../support/schedule-fixture.ts';
import { htsRows } from '../support/data.ts';

describe('the unit-test schedule fixture', () => {
  const full = buildSchedule(HtsExport.parse(htsRows('2026_rev_10')), createRateCache());
  const byHtsno = new Map(full.lines.map((line) => [line.htsno, line]));

  it('builds without issues, and each of its lines equals the full schedule line', () => {
    const fixture = fixtureLines();
    expect(fixture.length).toBeGreaterThan(40);
    for (const line of fixture) expect(line, line.htsno).toEqual(byHtsno.get(line.htsno));
  });

  it('holds a line of every rate kind the schedule has, the first of each in schedule order', () => {
    const first = (lines: typeof full.lines) => {
      const out = new Map<string, string>();
      for (const l of lines) if (l.rateKind !== null && !out.has(l.rateKind)) out.set(l.rateKind, l.htsno);
      return Object.fromEntries([...out].sort());
    };
    expect(first(fixtureLines())).toEqual(first(full.lines));
  });
});
