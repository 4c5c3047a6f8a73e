/**
 * The layers of an entry's cost beside the duty, on real lines of the 2026 schedule: programme options with their
 * working, the general rate beside a column 2 duty, chapter 99 amounts, and the entry fees. None changes dutyUsd
 * (the properties below), none is ever added to it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { batchTotals } from '../../../src/lib/estimate/batch-totals.ts';
import { estimateDuty } from '../../../src/lib/estimate/estimate-duty.ts';
import { readShipment } from '../../../src/lib/pricing/read-shipment.ts';
import { exactDecimal } from '../../../src/lib/money/index.ts';
import type { BatchLine } from '../../../src/lib/schema/duty-batch.ts';
import { DutyEstimate, type EstimateOrigin } from '../../../src/lib/schema/duty-estimate.ts';
import type { TariffLine } from '../../../src/lib/schema/tariff-line.ts';
import { FEE_TABLE } from '../fees/fee-table.ts';
import { testCountryCode } from '../hts/test-countries.ts';
import { estimateFor, fixtureLookups, ORIGINS, realLine, sampleLines } from './real-schedule.ts';

const LOOKUPS = fixtureLookups(testCountryCode);
const WINE = '2204.21.50.05';
const at = (entryDate: string) => ({ entryDate, feeTable: FEE_TABLE });

describe('Chinese steel sheet 7208.10.15.00, $10,000: the duty is Free, 9903.91.01 would add 2,500.00', () => {
  const estimate = estimateFor(realLine('7208.10.15.00'), { customsValueUsd: 10000 }, ORIGINS.china, LOOKUPS, at('2026-07-01'));

  it('keeps dutyUsd at the line\'s published rate', () => {
    expect(estimate).toMatchObject({ rate: 'Free', dutyUsd: 0, applicable: true });
  });

  it('prices the candidate beside it, in force on the entry date, for China', () => {
    const candidate = estimate.chapter99Candidates.find((c) => c.heading === '9903.91.01');
    expect(candidate).toMatchObject({
      applied: false,
      linkedBy: { by: 'footnote' },
      originScope: ['CN'],
      originInScope: true,
      inForce: true,
      ifApplied: { effect: 'adds', additionalDutyUsd: 2500, applicable: true, working: [{ basis: '25% x 10,000.00 USD', amountUsd: 2500 }] },
    });
    expect(candidate?.inForceBecause).toBe('"Effective with respect to entries on or after September 27, 2024": an entry on 2026-07-01 is within');
    expect(DutyEstimate.parse(estimate)).toEqual(estimate);
  });

  it('the same heading before its date is not in force, and still priced', () => {
    const early = estimateFor(realLine('7208.10.15.00'), { customsValueUsd: 10000 }, ORIGINS.china, LOOKUPS, at('2024-09-26'));
    expect(early.chapter99Candidates.find((c) => c.heading === '9903.91.01')).toMatchObject({ inForce: false, ifApplied: { additionalDutyUsd: 2500 } });
  });
});

describe('programme options priced with their working', () => {
  it('Chilean wine: the CL option is Free, 0 with its working; the duty stays 47.25', () => {
    const chile = estimateFor(realLine(WINE), { customsValueUsd: 5000, litres: 750 }, ORIGINS.chile);
    expect(chile.dutyUsd).toBe(47.25);
    expect(chile.specialRatesAvailable).toEqual([
      { programmes: ORIGINS.chile.programmes, rate: 'Free', rateKind: 'free', dutyUsd: 0, applicable: true, working: [{ basis: 'Free', amountUsd: 0 }] },
    ]);
  });
});

describe('Russian wine: the column 2 duty, with the general rate\'s amount beside it', () => {
  const russia = estimateFor(realLine(WINE), { customsValueUsd: 5000, litres: 750 }, ORIGINS.russia);

  it('column 2 applies, and no programme is offered', () => {
    expect(russia).toMatchObject({ column: 'other', specialRatesAvailable: [] });
    expect(russia.dutyUsd).not.toBe(47.25);
  });

  it('generalIfNormalTradeRelations: 6.3¢/liter x 750 = 47.25, with its working, never applied', () => {
    expect(russia.generalIfNormalTradeRelations).toEqual({
      rate: '6.3¢/liter',
      rateKind: 'specific',
      dutyUsd: 47.25,
      applicable: true,
      working: [{ basis: '6.3¢/liter x 750 liter', amountUsd: 47.25 }],
    });
    expect(estimateFor(realLine(WINE), { customsValueUsd: 5000, litres: 750 }, ORIGINS.france)).not.toHaveProperty('generalIfNormalTradeRelations');
    expect(estimateFor(realLine(WINE), { customsValueUsd: 5000, litres: 750, column2: true })).toHaveProperty('generalIfNormalTradeRelations.dutyUsd', 47.25);
  });

  it('a refused general rate is refused beside it too, with the unit to send', () => {
    expect(estimateFor(realLine(WINE), { customsValueUsd: 5000 }, ORIGINS.russia).generalIfNormalTradeRelations).toMatchObject({
      dutyUsd: null,
      applicable: false,
      requiredUnit: 'liter',
      refusal: { code: 'quantity-missing' },
    });
  });
});

describe('French wine, 750 l: the entry fees beside the duty', () => {
  const fr = (customsValueUsd: number, date: string, modeOfTransport?: 'vessel' | 'air') =>
    estimateFor(realLine(WINE), { customsValueUsd, litres: 750, ...(modeOfTransport ? { modeOfTransport } : {}) }, ORIGINS.france, {}, at(date));

  it('entered 2026-07-01: $5,000 pays the MPF minimum 33.58; $500,000 the maximum 651.50, and 625.00 of HMF by vessel', () => {
    expect(fr(5000, '2026-07-01').fees?.mpf).toMatchObject({ amountUsd: 33.58, fiscalYear: 2026 });
    const big = fr(500000, '2026-07-01', 'vessel');
    expect(big.fees).toMatchObject({ entryDate: '2026-07-01', modeOfTransport: 'vessel', mpf: { amountUsd: 651.5 }, hmf: { amountUsd: 625 } });
    expect(big.dutyUsd).toBe(47.25);
    expect(DutyEstimate.parse(big)).toEqual(big);
  });

  it('as of 2025-06-01 the FY2025 figures apply', () => {
    expect(fr(5000, '2025-06-01').fees?.mpf.amountUsd).toBe(32.71);
    expect(fr(500000, '2025-06-01').fees?.mpf.amountUsd).toBe(634.62);
  });

  it('by air no HMF; the excludes no longer list the fees', () => {
    const air = fr(500000, '2026-07-01', 'air');
    expect(air.fees?.hmf).toMatchObject({ amountUsd: null });
    expect(air.excludes).not.toContain('merchandise processing fee');
    expect(air.excludes).not.toContain('harbor maintenance fee');
  });
});

describe('a two-line batch is one entry', () => {
  it('applies the MPF minimum once, to the total value: 0.3464% of 8,000 = 27.712, raised to 33.58 (not 2 x 33.58)', () => {
    const lines: BatchLine[] = [5000, 3000].map((customsValueUsd, i) => ({
      line: i + 1,
      estimate: estimateFor(realLine(WINE), { customsValueUsd, litres: 750, modeOfTransport: 'vessel' }, ORIGINS.france, {}, at('2026-07-01')),
    }));
    for (const l of lines) expect('estimate' in l && l.estimate.fees?.mpf.amountUsd).toBe(33.58);
    const totals = batchTotals(lines, FEE_TABLE);
    expect(totals.fees?.mpf).toMatchObject({
      amountUsd: 33.58,
      working: [
        { basis: 'customs value of the entry: the sum over 2 lines', amountUsd: 8000 },
        { basis: '0.3464% x 8,000.00 USD', amountUsd: 27.712 },
        { basis: 'raised to the FY2026 minimum of 33.58 USD', amountUsd: 33.58 },
      ],
    });
    // HMF: 6.25 + 3.75, summed over the lines
    expect(totals.fees?.hmf).toMatchObject({ amountUsd: 10 });
    expect(totals.dutyUsd).toBe(94.5);
  });
});

/** Every fixture line with special rate groups, and generated shipments. */
const OFFERING = sampleLines().filter((l) => l.classifiable && (l.parsedSpecial?.groups.length ?? 0) > 0);
const shipments = fc.record(
  {
    customsValueUsd: fc.oneof(fc.constantFrom(0, 1, 750, 10027, 2500, 500000), fc.integer({ min: 0, max: 10_000_000 })),
    litres: fc.integer({ min: 0, max: 100_000 }),
    quantities: fc.dictionary(fc.constantFrom('kg', 'each', 'dozen', 'pair', 'thousand', 'm2', 'gross'), fc.integer({ min: 0, max: 100_000 }), { maxKeys: 3 }),
    alcoholByVolume: fc.double({ min: 0, max: 100, noNaN: true }),
  },
  { requiredKeys: ['customsValueUsd'] },
);
const read = (body: { customsValueUsd: number; litres?: number; quantities?: Record<string, number>; alcoholByVolume?: number }) => {
  const shipment = readShipment(body);
  if (!shipment.ok) throw new Error(shipment.error.message);
  return { shipment: shipment.value, customsValue: exactDecimal(BigInt(body.customsValueUsd)) };
};

describe('properties on real special rates and generated shipments', () => {
  it('an option\'s dutyUsd and working equal the estimate of a line whose general rate is that programme\'s rate', () => {
    expect(OFFERING.length).toBeGreaterThan(10);
    let judged = 0;
    fc.assert(
      fc.property(fc.constantFrom(...OFFERING), shipments, (line, body) => {
        const { shipment, customsValue } = read(body);
        // a group that names no programme cannot be claimed, so it is never offered
        const groups = line.parsedSpecial!.groups.filter((g) => g.programmes.length > 0);
        const origin: EstimateOrigin = { name: 'Anywhere', iso2: null, column2: false, programmes: groups.flatMap((g) => g.programmes).map((code) => ({ code, name: code })) };
        const offers = estimateDuty({ line, shipment, customsValue, origin }).specialRatesAvailable;
        expect(offers).toHaveLength(groups.length);
        groups.forEach((group, i) => {
          const asGeneral: TariffLine = { ...line, general: { ...line.general, text: group.rate.text }, parsed: group.rate, rateKind: group.rate.kind };
          const alone = estimateDuty({ line: asGeneral, shipment, customsValue });
          const offer = offers[i]!;
          expect(offer.dutyUsd).toBe(alone.dutyUsd);
          expect(offer.working).toEqual(alone.working);
          expect(offer.applicable).toBe(alone.applicable);
          expect(offer.refusal).toEqual(alone.refusal);
          expect(offer.requiredUnit).toEqual(alone.requiredUnit);
          judged++;
        });
      }),
      { numRuns: 300 },
    );
    expect(judged).toBeGreaterThan(300);
  });

  it('no layer changes dutyUsd: an estimate with and without the entry date, fees, mode and content values has the same duty and working', () => {
    const lines = sampleLines().filter((l) => l.classifiable);
    let judged = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...lines),
        shipments,
        fc.constantFrom<EstimateOrigin | undefined>(undefined, ORIGINS.china, ORIGINS.russia, ORIGINS.chile, ORIGINS.australia),
        fc.constantFrom('2025-06-01', '2026-07-01', '2026-10-01'),
        fc.constantFrom('vessel' as const, 'air' as const, undefined),
        fc.integer({ min: 0, max: 100 }),
        (line, body, origin, entryDate, modeOfTransport, steelPercent) => {
          const { shipment, customsValue } = read(body);
          const plain = estimateDuty({ line, shipment, customsValue, ...(origin ? { origin } : {}) });
          const steel = exactDecimal((BigInt(body.customsValueUsd) * BigInt(steelPercent)) / 100n);
          const layered = estimateDuty({
            line,
            shipment,
            customsValue,
            ...(origin ? { origin } : {}),
            ...LOOKUPS,
            entryDate,
            feeTable: FEE_TABLE,
            ...(modeOfTransport ? { modeOfTransport } : {}),
            contentValues: { steel, aluminum: steel },
          });
          for (const field of ['rate', 'rateKind', 'column', 'dutyUsd', 'applicable', 'working', 'refusal', 'notApplicableBecause', 'effectiveAdValoremRate'] as const) {
            expect(layered[field], field).toEqual(plain[field]);
          }
          expect(layered.fees).toBeDefined();
          expect(DutyEstimate.safeParse(layered).success).toBe(true);
          judged++;
        },
      ),
      { numRuns: 300 },
    );
    expect(judged).toBe(300);
  });
});
