/**
 * The layers beside the duty on the FULL current schedule: every real special rate, priced as an option, equals the
 * duty of a line whose general rate it is (working included); and no layer (chapter 99 with the schedule's index,
 * fees, mode, content values, entry date) ever changes dutyUsd or its working. fast-check over generated
 * shipments; each property counts the real cases it judged.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Chapter99Index } from '../../src/lib/chapter99/chapter99-index.ts';
import { countryCodes } from '../../src/lib/estimate/country-codes.ts';
import { estimateDuty } from '../../src/lib/estimate/estimate-duty.ts';
import { readShipment, type Shipment } from '../../src/lib/pricing/read-shipment.ts';
import { exactDecimal, type ExactDecimal } from '../../src/lib/money/index.ts';
import { DutyEstimate, type EstimateOrigin } from '../../src/lib/schema/duty-estimate.ts';
import { FeeTable } from '../../src/lib/schema/fee-table.ts';
import { CANONICAL_UNITS } from '../../src/lib/schema/rate.ts';
import type { TariffLine } from '../../src/lib/schema/tariff-line.ts';
import raw from '../../content/fees/entry-fees.json' with { type: 'json' };
import { loadCountries } from '../unit/reference/load-reference.ts';
import { chapter99IndexOf, realLines } from '../unit/estimate/real-schedule.ts';

const FEES = FeeTable.parse(raw);
let lines: TariffLine[];
let distinct: TariffLine[];
let offering: TariffLine[];
let index: Chapter99Index;
let byDigits: Map<string, TariffLine>;
const countryCode = countryCodes(loadCountries().countries);

beforeAll(() => {
  lines = realLines();
  byDigits = new Map(lines.map((l) => [l.digits, l]));
  const seen = new Map<string, TariffLine>();
  for (const line of lines) if (line.classifiable) seen.set(`${line.general.text}|${line.special.text}|${line.other.text}|${line.chapter99.join()}`, line);
  distinct = [...seen.values()];
  offering = distinct.filter((l) => (l.parsedSpecial?.groups.length ?? 0) > 0);
  index = chapter99IndexOf(lines, countryCode);
});

const everyUnit = (amount: number, abv: number): { shipment: Shipment } => {
  const read = readShipment({ quantities: Object.fromEntries(CANONICAL_UNITS.filter((u) => u !== 'proof liter').map((u) => [u, amount])), alcoholByVolume: abv });
  if (!read.ok) throw new Error(read.error.message);
  return { shipment: read.value };
};
const shipment = fc.oneof(
  fc.tuple(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100 })).map(([amount, abv]) => everyUnit(amount, abv).shipment),
  fc.constant<Shipment>({ amounts: {} }),
);
const value: fc.Arbitrary<ExactDecimal> = fc.tuple(fc.integer({ min: 0, max: 10 ** 9 }), fc.integer({ min: 0, max: 2 })).map(([units, scale]) => exactDecimal(BigInt(units), scale));
const allProgrammes = (line: TariffLine): EstimateOrigin => ({
  name: 'Anywhere',
  iso2: null,
  column2: false,
  programmes: [...new Set(line.parsedSpecial!.groups.flatMap((g) => g.programmes))].map((code) => ({ code, name: code })),
});

describe('programme options on every real special rate', () => {
  it('each option\'s dutyUsd, working and refusal equal the estimate of a line whose general rate is that programme\'s rate (every group, fixed shipment)', () => {
    const { shipment: full } = everyUnit(1000, 40);
    let groups = 0;
    for (const line of offering) {
      const offers = estimateDuty({ line, shipment: full, customsValue: exactDecimal(10027n), origin: allProgrammes(line) }).specialRatesAvailable;
      // a group that names no programme cannot be claimed, so it is not offered
      const claimable = line.parsedSpecial!.groups.filter((g) => g.programmes.length > 0);
      expect(offers).toHaveLength(claimable.length);
      claimable.forEach((group, i) => {
        const alone = estimateDuty({ line: { ...line, general: { ...line.general, text: group.rate.text }, parsed: group.rate }, shipment: full, customsValue: exactDecimal(10027n) });
        const offer = offers.find((o) => o.rate === group.rate.text && o.programmes.some((p) => group.programmes.includes(p.code)));
        expect(offers[i], `${line.htsno} ${group.rate.text}`).toBe(offer);
        expect([offer?.dutyUsd, offer?.working, offer?.refusal]).toEqual([alone.dutyUsd, alone.working, alone.refusal]);
        groups++;
      });
    }
    expect(offering.length).toBeGreaterThan(1000);
    expect(groups).toBeGreaterThan(2000);
  });

  it('the same on generated shipments (fast-check)', () => {
    let judged = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), shipment, value, (pick, ship, customsValue) => {
        const line = offering[pick % offering.length]!;
        const offers = estimateDuty({ line, shipment: ship, customsValue, origin: allProgrammes(line) }).specialRatesAvailable;
        line.parsedSpecial!.groups.filter((g) => g.programmes.length > 0).forEach((group, i) => {
          const alone = estimateDuty({ line: { ...line, general: { ...line.general, text: group.rate.text }, parsed: group.rate }, shipment: ship, customsValue });
          expect([offers[i]?.dutyUsd, offers[i]?.working, offers[i]?.requiredUnit]).toEqual([alone.dutyUsd, alone.working, alone.requiredUnit]);
          judged++;
        });
      }),
      { numRuns: 2000 },
    );
    expect(judged).toBeGreaterThan(2000);
  });
});

describe('no layer changes dutyUsd, on every distinct line of the schedule', () => {
  it('with and without the index, the fees, the mode, the content values and the entry date: the same duty and working', () => {
    let judged = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        shipment,
        value,
        fc.constantFrom('CN', 'JP', 'RU', 'FR', 'MX', null),
        fc.constantFrom('2025-02-01', '2025-06-01', '2026-07-01', '2026-10-01'),
        fc.constantFrom('vessel' as const, 'air' as const, undefined),
        (pick, ship, customsValue, iso2, entryDate, modeOfTransport) => {
          const line = distinct[pick % distinct.length]!;
          const origin: EstimateOrigin | undefined = iso2 === null ? undefined : { name: iso2, iso2, column2: iso2 === 'RU', programmes: [] };
          const plain = estimateDuty({ line, shipment: ship, customsValue, ...(origin ? { origin } : {}) });
          const layered = estimateDuty({
            line,
            shipment: ship,
            customsValue,
            ...(origin ? { origin } : {}),
            lineByDigits: (d) => byDigits.get(d),
            countryCode,
            chapter99Index: index,
            entryDate,
            feeTable: FEES,
            ...(modeOfTransport ? { modeOfTransport } : {}),
            contentValues: { steel: customsValue, aluminum: customsValue, copper: exactDecimal(0n), nonUs: customsValue },
          });
          for (const field of ['rate', 'rateKind', 'column', 'dutyUsd', 'applicable', 'working', 'refusal', 'requiredUnit', 'effectiveAdValoremRate'] as const) {
            expect(layered[field], `${line.htsno} ${field}`).toEqual(plain[field]);
          }
          // the footnote candidates are the same headings, in the same order, first
          expect(layered.chapter99Candidates.slice(0, line.chapter99.length).map((c) => c.heading)).toEqual(line.chapter99);
          expect(DutyEstimate.safeParse(layered).success).toBe(true);
          judged++;
        },
      ),
      { numRuns: 1500 },
    );
    expect(judged).toBe(1500);
  });
});
