/**
 * Every classifiable line of the current schedule, stacked once through the estimate's request path: the entry dates
 * cycle over the law's windows (2025 to today), the origins over sixteen countries, and every third line declares
 * metal contents (with a USMCA or KORUS claim where the origin has one). Not a sample: each line is read once, so a
 * line whose footnotes, lists or rates the engine cannot read shows here. What must hold for every answer with a total:
 * - the applied lines add up to the total, the chapter 1-97 line comes last, and no heading is applied twice;
 * - the total is never below the line's own duty, and the first reading of each question is the total given;
 * - a heading applied is a candidate whose status is `applies`, and every such candidate is applied;
 * - no IEEPA heading on or after 2026-02-24, no Section 122 heading outside 2026-02-24 to 2026-07-23, no heading of
 *   Section 301 Brazil (note 50) before 2026-07-22 nor of note 52 before 2026-07-24, and none of those beside a
 *   Section 232 duty (notes 50(a)(vi) and 52(f) take the article out whole);
 * - no basis over the customs value, no negative amount; an entry after the build's schedule is never `complete`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { estimate } from '../../src/app/estimate.ts';
import type { Caller } from '../../src/app/caller.ts';
import { canonicalUnit } from '../../src/lib/units/canonical-unit.ts';
import type { TariffLine } from '../../src/lib/schema/tariff-line.ts';
import { testDeps } from '../support/app.ts';
import { allLinesOf } from '../support/target.ts';

const TODAY = '2026-11-26';
const CLOCK = () => new Date(`${TODAY}T12:00:00Z`);
const BROKER: Caller = { plan: 'business', historyDays: 3650 };
// The first and last days of the windows the law's data names, and days inside them.
const DATES = ['2025-02-04', '2025-03-04', '2025-03-12', '2025-04-05', '2025-04-09', '2025-06-04', '2025-08-07', '2025-08-18', '2025-10-14', '2025-11-01', '2026-01-15', '2026-02-23', '2026-02-24', '2026-04-06', '2026-06-08', '2026-07-21', '2026-07-22', '2026-07-23', '2026-07-24', TODAY];
const ORIGINS = ['CN', 'CA', 'MX', 'FR', 'DE', 'JP', 'KR', 'GB', 'BR', 'IN', 'VN', 'RU', 'CH', 'TW', 'HK', 'AU'];
const CLAIM: Record<string, string> = { CA: 'S', MX: 'S', KR: 'KR' };
const VALUE = 10000;
const BUILD_SCHEDULE_ENDS = '2026-06-08';

const cents = (x: number): number => Math.round(x * 100);

interface Tally {
  lines: number;
  asked: number;
  totals: number;
  applied: number;
  violations: string[];
}

const bodyOf = (line: TariffLine, i: number, date: string): Record<string, unknown> => {
  const origin = ORIGINS[Math.floor(i / DATES.length) % ORIGINS.length]!;
  const body: Record<string, unknown> = { htsno: line.htsno, customsValueUsd: VALUE, countryOfOrigin: origin, asOf: date, stack: {} };
  const unit = line.units.find((u) => canonicalUnit(u) !== null);
  if (unit !== undefined) Object.assign(body, { quantity: 100, quantityUnit: unit });
  if (line.units.some((u) => canonicalUnit(u) === 'liter' || canonicalUnit(u) === 'proof liter')) body.litres = 100;
  if (i % 3 === 0) {
    body.contentValuesUsd = { steel: 4000, aluminum: 2000, copper: 1000 };
    if (CLAIM[origin]) body.stack = { claimedProgramme: CLAIM[origin] };
  }
  return body;
};

const check = (id: string, date: string, answer: Record<string, any>, tally: Tally): void => {
  const bad = (what: string) => tally.violations.length < 50 && tally.violations.push(`${id}: ${what}`);
  const s = answer.stacked;
  if (!s) return void bad('no stacked answer');
  if (date > BUILD_SCHEDULE_ENDS && s.complete) bad('complete after the build\'s schedule');
  if (s.totalDutyUsd === null) return;
  tally.totals++;
  const applied = s.applied as { heading: string; amountUsd: number; basisUsd: number }[];
  const sum = applied.reduce((a, x) => a + cents(x.amountUsd), 0);
  if (sum !== cents(s.totalDutyUsd)) bad(`applied add up to ${sum / 100}, total ${s.totalDutyUsd}`);
  if (s.base.dutyUsd !== null && cents(s.totalDutyUsd) < cents(s.base.dutyUsd)) bad(`total ${s.totalDutyUsd} below the line's duty ${s.base.dutyUsd}`);
  if (applied.at(-1)?.heading !== answer.htsno) bad('the chapter 1-97 line is not last');
  const heads = applied.slice(0, -1);
  tally.applied += heads.length;
  if (new Set(heads.map((x) => x.heading)).size !== heads.length) bad(`a heading applied twice: ${heads.map((x) => x.heading).join(' ')}`);
  const statusOf = new Map<string, string>((answer.chapter99Candidates as { heading: string; status: string }[]).map((c) => [c.heading, c.status]));
  for (const x of heads) {
    if (date >= '2026-02-24' && /^9903\.0[12]\./.test(x.heading)) bad(`IEEPA heading ${x.heading} after its end`);
    if ((date < '2026-02-24' || date > '2026-07-23') && /^9903\.03\.0\d$/.test(x.heading)) bad(`Section 122 heading ${x.heading} outside its window`);
    if (date < '2026-07-22' && /^9903\.05\.0\d$/.test(x.heading)) bad(`note 50 heading ${x.heading} before its start`);
    if (date < '2026-07-24' && /^9903\.0(5\.[2-9]\d|6\.\d\d)$/.test(x.heading)) bad(`note 52 heading ${x.heading} before its start`);
    if (/^9903\.05\.(01|[2-7]\d|8[0-4])$/.test(x.heading) && heads.some((y) => /^9903\.(82|94|76|74|79)\./.test(y.heading) && cents(y.amountUsd) > 0)) bad(`Section 301 heading ${x.heading} beside a Section 232 duty`);
    if (statusOf.has(x.heading) && statusOf.get(x.heading) !== 'applies') bad(`${x.heading} applied with status ${statusOf.get(x.heading)}`);
    if (cents(x.basisUsd) > cents(VALUE) || x.amountUsd < 0) bad(`${x.heading} basis ${x.basisUsd}, amount ${x.amountUsd}`);
  }
  for (const [heading, status] of statusOf) if (status === 'applies' && !heads.some((x) => x.heading === heading)) bad(`${heading} applies but is not applied`);
  for (const q of s.questions as { fact: string; readings: { totalDutyUsd: number | null }[] }[]) {
    const first = q.readings[0]!.totalDutyUsd;
    if (first !== null && cents(first) !== cents(s.totalDutyUsd)) bad(`question ${q.fact}: first reading ${first}, total ${s.totalDutyUsd}`);
  }
};

describe('every classifiable line, stacked once', () => {
  const tally: Tally = { lines: 0, asked: 0, totals: 0, applied: 0, violations: [] };

  beforeAll(async () => {
    const lines = (await allLinesOf(testDeps)).filter((l) => l.classifiable && l.chapter !== '99');
    tally.lines = lines.length;
    // Date by date, so each archived schedule is read once.
    for (const [d, date] of DATES.entries()) {
      for (let i = d; i < lines.length; i += DATES.length) {
        const line = lines[i]!;
        const result = await estimate(testDeps, bodyOf(line, i, date), BROKER, CLOCK);
        // A line new since the date is not in that date's schedule; every other answer must be given.
        if (!result.ok) {
          if (result.error.kind !== 'not-found' && tally.violations.length < 50) tally.violations.push(`${line.htsno} on ${date}: refused (${result.error.kind})`);
          continue;
        }
        tally.asked++;
        check(`${line.htsno} ${date}`, date, result.value as unknown as Record<string, any>, tally);
      }
    }
    console.log(`stack sweep: ${tally.lines} lines, ${tally.asked} estimates, ${tally.totals} with a total, ${tally.applied} chapter 99 lines applied`);
  }, 900_000);

  it('answers every line and holds every rule of the total', () => {
    // Lines new since an early date are not in its schedule; lines needing a unit no rate names have no total.
    expect(tally.lines).toBeGreaterThan(19_000);
    expect(tally.asked).toBeGreaterThan(0.97 * tally.lines);
    expect(tally.totals).toBeGreaterThan(0.93 * tally.lines);
    expect(tally.applied).toBeGreaterThan(0.8 * tally.lines);
    expect(tally.violations).toEqual([]);
  });
});
