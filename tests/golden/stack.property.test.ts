/**
 * The stacked total over generated entries: real lines of the current schedule (lines the law's lists, footnotes and
 * notes reach, and others), real origins, every entry date from 2025 to today, declared contents and facts, under the
 * law of content/chapter99 as the build reads it (its lists from the mirror's texts). Properties:
 * - at most one heading of an exclusive family applies;
 * - no reciprocal or Section 122 duty is charged on value a Section 232 duty covers;
 * - the total never falls as the declared metal content rises, and an undeclared content costs at least any declared;
 * - dutyUsd (and its working) is the same with `stack` and without.
 * Each property counts the entries that really exercised it, so it cannot pass vacuously.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Chapter99Index } from '../../src/lib/chapter99/chapter99-index.ts';
import { buildLaw } from '../../src/data/build-law.ts';
import { countryCodes } from '../../src/lib/estimate/country-codes.ts';
import { estimateDuty, type EstimateInput } from '../../src/lib/estimate/estimate-duty.ts';
import { currencyOn } from '../../src/lib/currency/schedule-currency.ts';
import { exactDecimal, type ExactDecimal } from '../../src/lib/money/index.ts';
import type { DutyEstimate, EstimateOrigin } from '../../src/lib/schema/duty-estimate.ts';
import type { Stacked, StackRequest } from '../../src/lib/schema/duty-stack.ts';
import type { TariffLine } from '../../src/lib/schema/tariff-line.ts';
import { compiledLaw } from '../../src/lib/stack/compiled-law.ts';
import type { CompiledLaw } from '../../src/lib/stack/compile-law.ts';
import { listEntryFor } from '../../src/lib/stack/line-lists.ts';
import { fixtureCurrency } from '../support/law-fixture.ts';
import { loadCountries } from '../unit/reference/load-reference.ts';
import { chapter99IndexOf, realLines } from '../unit/estimate/real-schedule.ts';
import { buildSchedule } from '../../src/lib/hts/build-schedule.ts';
import { createRateCache } from '../../src/lib/hts/rate-cache.ts';
import { htsRows } from '../support/data.ts';

const ORIGINS = ['CN', 'CA', 'MX', 'FR', 'DE', 'JP', 'KR', 'GB', 'BR', 'IN', 'VN', 'RU', 'CH', 'TW', 'HK', 'AU'];
let law: CompiledLaw;

/** A schedule the entries are read from: the current one, and 2025 Rev 20 (its lines name U.S. note 16 and 19 in footnotes). */
interface Schedule {
  lines: TariffLine[];
  reached: TariffLine[];
  index: Chapter99Index;
  byDigits: Map<string, TariffLine>;
}
let current: Schedule;
let of2025: Schedule;
/** The schedule an entry of the date reads: 2025 Rev 20's before the annex structure of 2026-04-06, else the current. */
const scheduleOn = (date: string): Schedule => (date < '2026-04-06' ? of2025 : current);
const countries = loadCountries().countries;
const countryCode = countryCodes(countries);
const origins = new Map<string, EstimateOrigin>(
  ORIGINS.map((iso2) => {
    const c = countries.find((x) => x.iso2 === iso2)!;
    return [iso2, { name: c.name, iso2, column2: c.column2, programmes: c.programmes.filter((p) => p.claimable).map((p) => ({ code: p.code, name: p.name })) }];
  }),
);
const currency = fixtureCurrency();

const scheduleOf = (all: TariffLine[]): Schedule => {
  const lines = all.filter((l) => l.classifiable && l.chapter !== '99');
  // Lines a list of the law names, or whose footnotes name chapter 99 or a U.S. note: where the stack has most to say.
  const reached = lines.filter(
    (l) => [...law.lists.values()].some((list) => listEntryFor(list, l.digits, null) !== null) || l.chapter99.length > 0 || l.footnotes.some((f) => /note (16|19) to subchapter III/.test(f.text)),
  );
  return { lines, reached, index: chapter99IndexOf(all, countryCode), byDigits: new Map(all.map((l) => [l.digits, l])) };
};

beforeAll(async () => {
  law = compiledLaw(await buildLaw());
  current = scheduleOf(realLines());
  of2025 = scheduleOf(buildSchedule(htsRows('2025_rev_20'), createRateCache()).lines);
}, 300_000);

const DAY = 24 * 3600 * 1000;
const date = fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2026, 10, 26) }).map((t) => new Date(Math.floor(t / DAY) * DAY).toISOString().slice(0, 10));
const money = (max: number): fc.Arbitrary<number> => fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100);
const lawFacts = (): fc.Arbitrary<StackRequest> =>
  fc.record(
    {
      claimedProgramme: fc.constantFrom('S', 'KR', 'JP', 'AU'),
      usContentPercent: fc.integer({ min: 0, max: 100 }),
      loadedOn: date,
      answers: fc.dictionary(fc.constantFrom(...law.headings.filter((h) => h.reach.fact !== undefined).map((h) => h.heading)), fc.boolean(), { maxKeys: 4 }),
    },
    { requiredKeys: [] },
  );

interface Entry {
  /** A line of the schedule of the entry's date (scheduleOn), by position among its reached or other lines. */
  line: TariffLine;
  origin: string;
  date: string;
  value: number;
  steel?: number;
  stack: StackRequest;
}
const entry: () => fc.Arbitrary<Entry> = () =>
  fc
    .record({
      pick: fc.tuple(fc.boolean(), fc.nat()),
      origin: fc.constantFrom(...ORIGINS),
      date,
      value: money(100_000),
      share: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
      stack: lawFacts(),
    })
    .map(({ share, pick: [fromReached, n], ...e }) => {
      const s = scheduleOn(e.date);
      const pool = fromReached ? s.reached : s.lines;
      return { ...e, line: pool[n % pool.length]!, ...(share === undefined ? {} : { steel: Math.floor(e.value * share) / 100 }) };
    });

/**
 * Where a content decides an amount: the steel derivatives of other chapters (note 16(n), charged on the steel
 * content) while those headings were in force (2025-03-12 to 2026-04-05), with a declared content.
 */
const onContent = (): fc.Arbitrary<Entry> => {
  const derivatives = of2025.reached.filter((l) => !/^7[23]/.test(l.digits) && l.footnotes.some((f) => /note 16 to subchapter III/.test(f.text)));
  return fc
    .record({ n: fc.nat(), origin: fc.constantFrom(...ORIGINS), day: fc.integer({ min: 0, max: 389 }), value: money(100_000), share: fc.integer({ min: 0, max: 100 }), stack: lawFacts() })
    .map(({ n, day, share, ...e }): Entry => ({ ...e, line: derivatives[n % derivatives.length]!, steel: Math.floor(e.value * share) / 100, date: new Date(Date.UTC(2025, 2, 12) + day * DAY).toISOString().slice(0, 10) }));
};

const dec = (n: number): ExactDecimal => exactDecimal(BigInt(Math.round(n * 100)), 2);

const estimateOf = (e: Entry, withStack: boolean): DutyEstimate => {
  const origin = origins.get(e.origin)!;
  const { index, byDigits } = scheduleOn(e.date);
  const input: EstimateInput = {
    line: e.line,
    shipment: { amounts: {} },
    customsValue: dec(e.value),
    origin,
    entryDate: e.date,
    chapter99Index: index,
    lineByDigits: (d) => byDigits.get(d),
    countryCode,
    ...(e.steel !== undefined ? { contentValues: { steel: dec(e.steel) } } : {}),
    law: {
      law,
      ...(withStack ? { stack: e.stack } : {}),
      currency: currencyOn(currency.catalogue, { release: '2026HTSRev10', publishedOn: '2026-06-08' }, null, { date: e.date, digits: e.line.digits, origin: e.origin }),
      origin: { iso2: origin.iso2, column2: origin.column2, programmes: origin.programmes.map((p) => p.code) },
      heading: (h) => index.heading(h),
      lineByDigits: (d) => byDigits.get(d),
      index,
      entryDate: e.date,
      contents: e.steel !== undefined ? { steel: dec(e.steel) } : {},
    },
  };
  return estimateDuty(input);
};

const RUNS = 400;

describe('the stacked total over generated entries on real lines', () => {
  it('applies at most one heading of an exclusive family', () => {
    let families = 0;
    fc.assert(
      fc.property(entry(), (e) => {
        const applied = new Set(estimateOf(e, true).stacked!.applied.map((a) => a.heading));
        for (const rule of law.rules) {
          if (rule.kind !== 'exclusive' || !rule.windows.some((w) => w.from <= e.date && (w.through === null || e.date <= w.through))) continue;
          const members = rule.headings.filter((h) => applied.has(h));
          if (members.length > 0) families++;
          expect(members.length, `${rule.id} on ${e.line.htsno} of ${e.origin}, ${e.date}`).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: RUNS },
    );
    expect(families).toBeGreaterThan(RUNS / 10);
  });

  it('charges no reciprocal or Section 122 duty on value a Section 232 duty covers', () => {
    const surcharges = new Set(law.headings.filter((h) => h.kind === 'charge' && (h.measure.id === 'ieepa-reciprocal' || h.measure.id === 'section-122-surcharge')).map((h) => h.heading));
    let both = 0;
    fc.assert(
      fc.property(fc.oneof(entry(), onContent()), (e) => {
        const s = estimateOf(e, true).stacked!;
        const lines232 = s.applied.filter((a) => law.byHeading.get(a.heading)?.measure.authority === '232' && law.byHeading.get(a.heading)?.kind === 'charge');
        const others = s.applied.filter((a) => surcharges.has(a.heading));
        if (lines232.length === 0 || others.length === 0) return;
        both++;
        const covered = Math.min(e.value, lines232.reduce((sum, a) => sum + a.basisUsd, 0));
        for (const o of others) expect(o.basisUsd + covered, `${o.heading} on ${e.line.htsno} of ${e.origin}, ${e.date}`).toBeLessThanOrEqual(e.value + 0.005);
      }),
      { numRuns: RUNS * 2 },
    );
    expect(both).toBeGreaterThan(0);
  });

  // Notes 50(a)(vi) and 52(f) take an article a listed Section 232 heading reaches out of the Section 301 duties of
  // Brazil and of the 60 economies, whole (content/chapter99/section-301-brazil.json, section-301-forced-labor.json).
  it('charges no Section 301 duty of note 50 or 52 on an article a Section 232 duty reaches, and reports the exemption in its place', () => {
    const notes5052 = new Set(law.headings.filter((h) => h.kind === 'charge' && (h.measure.id === 'section-301-forced-labor' || h.measure.id === 'section-301-brazil')).map((h) => h.heading));
    const exemptions52 = new Set(law.headings.filter((h) => h.kind === 'exemption' && h.measure.id === 'section-301-forced-labor').map((h) => h.heading));
    const metals = current.reached.filter((l) => /^7[236]/.test(l.digits));
    const afterNote52 = fc
      .record({ n: fc.nat(), origin: fc.constantFrom(...ORIGINS), day: fc.integer({ min: 0, max: 125 }), value: money(100_000), share: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }), stack: lawFacts() })
      .map(({ n, day, share, ...e }): Entry => ({
        ...e,
        line: metals[n % metals.length]!,
        date: new Date(Date.UTC(2026, 6, 24) + day * DAY).toISOString().slice(0, 10),
        ...(share === undefined ? {} : { steel: Math.floor(e.value * share) / 100 }),
      }));
    let taken = 0;
    fc.assert(
      fc.property(fc.oneof(entry(), afterNote52), (e) => {
        const applied = estimateOf(e, true).stacked!.applied.map((a) => a.heading);
        const has232 = applied.some((h) => law.byHeading.get(h)?.measure.authority === '232' && law.byHeading.get(h)?.kind === 'charge');
        if (!has232) return;
        const where = `${e.line.htsno} of ${e.origin}, ${e.date}`;
        expect(applied.filter((h) => notes5052.has(h)), where).toEqual([]);
        // Every origin generated is one of note 52's economies: from its first day the article reports an exemption of
        // note 52 in the duty's place (9903.05.90, or another the facts declare), when the line's own duty is priced (a
        // floor of note 52(k) compares with it).
        if (e.date >= '2026-07-24' && applied.includes(e.line.htsno)) {
          taken++;
          expect(applied.filter((h) => exemptions52.has(h)).length, where).toBeGreaterThan(0);
        }
      }),
      { numRuns: RUNS },
    );
    expect(taken).toBeGreaterThan(RUNS / 10);
  });

  // Each reported line is rounded to the cent on its own, as the entry reports it: two lines of $0.005 each round to
  // $0.02 where one of $0.01 stays $0.01. So the total is monotone up to half a cent per reported line of either side.
  it('never lowers the total as the declared steel content rises, nor below any declared when it is undeclared, beyond each line\'s rounding', () => {
    let moved = 0;
    const slack = (a: Stacked, b: Stacked) => 0.005 * (a.applied.length + b.applied.length) + 1e-9;
    fc.assert(
      fc.property(fc.oneof(entry(), onContent()), fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 2, maxLength: 4 }), (e, shares) => {
        const stacks = [...shares].sort((a, b) => a - b).map((share) => estimateOf({ ...e, steel: Math.floor(e.value * share) / 100 }, true).stacked!);
        const undeclared = estimateOf({ ...e, steel: undefined }, true).stacked!;
        if (stacks.some((t) => t.totalDutyUsd === null) || undeclared.totalDutyUsd === null) return;
        if (new Set(stacks.map((t) => t.totalDutyUsd)).size > 1) moved++;
        for (let i = 1; i < stacks.length; i++) {
          expect(stacks[i]!.totalDutyUsd!, `${e.line.htsno} of ${e.origin}, ${e.date}`).toBeGreaterThanOrEqual(stacks[i - 1]!.totalDutyUsd! - slack(stacks[i]!, stacks[i - 1]!));
        }
        const last = stacks[stacks.length - 1]!;
        expect(undeclared.totalDutyUsd).toBeGreaterThanOrEqual(last.totalDutyUsd! - slack(undeclared, last));
      }),
      { numRuns: RUNS },
    );
    expect(moved).toBeGreaterThan(0);
  });

  // A question's totals are priced apart from the answer's own (for the total alone): each must be the total the
  // estimate gives when asked again with that answer declared.
  it('prices each answer to a question as the estimate asked again with that answer gives it', () => {
    let asked = 0;
    fc.assert(
      fc.property(fc.oneof(entry(), onContent()), (e) => {
        const s = estimateOf(e, true).stacked!;
        for (const q of s.questions) {
          const answer = q.readings.find((r) => r.value !== null)!;
          const again = ((): Entry | null => {
            const fact = q.fact;
            if (fact.startsWith('stack.answers.')) return { ...e, stack: { ...e.stack, answers: { ...e.stack.answers, [fact.slice('stack.answers.'.length)]: answer.value as boolean } } };
            if (fact === 'stack.claimedProgramme') return { ...e, stack: { ...e.stack, claimedProgramme: answer.value as string } };
            if (fact === 'stack.usContentPercent') return { ...e, stack: { ...e.stack, usContentPercent: answer.value as number } };
            if (fact === 'stack.loadedOn') return { ...e, stack: { ...e.stack, loadedOn: answer.value as string } };
            if (fact === 'contentValuesUsd.steel') return { ...e, steel: answer.value as number };
            return null;
          })();
          if (again === null) continue;
          asked++;
          expect(estimateOf(again, true).stacked!.totalDutyUsd, `${q.fact} on ${e.line.htsno} of ${e.origin}, ${e.date}`).toBe(answer.totalDutyUsd);
        }
      }),
      { numRuns: RUNS },
    );
    expect(asked).toBeGreaterThan(RUNS / 10);
  });

  it('leaves dutyUsd and its working as they are without stack', () => {
    fc.assert(
      fc.property(entry(), (e) => {
        const plain = estimateOf(e, false);
        const stacked = estimateOf(e, true);
        expect(stacked.dutyUsd).toBe(plain.dutyUsd);
        expect(stacked.working).toEqual(plain.working);
        expect(stacked.stacked).toBeDefined();
        expect(plain.stacked).toBeUndefined();
      }),
      { numRuns: RUNS },
    );
  });
});
