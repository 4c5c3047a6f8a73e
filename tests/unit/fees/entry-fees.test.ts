/**
 * The merchandise processing fee and the harbor maintenance fee from the curated table: worked by hand in cents,
 * bounds of each fiscal year, the fiscal year of an entry date, the informal-entry note, and refusals that say why.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryFees } from '../../../src/lib/fees/entry-fees.ts';
import { fiscalYearOf } from '../../../src/lib/fees/fiscal-year.ts';
import { harborMaintenanceFee } from '../../../src/lib/fees/harbor-maintenance-fee.ts';
import { merchandiseProcessingFee } from '../../../src/lib/fees/merchandise-processing-fee.ts';
import { exactDecimal, parseDecimal, type ExactDecimal } from '../../../src/lib/money/index.ts';
import { EntryFees } from '../../../src/lib/schema/duty-fees.ts';
import { FEE_TABLE } from './fee-table.ts';

const usd = (text: string): ExactDecimal => {
  const d = parseDecimal(text);
  if (!d.ok) throw new Error(text);
  return d.value;
};
const mpf = (value: string, entryDate: string) => merchandiseProcessingFee({ customsValue: usd(value), entryDate, table: FEE_TABLE });

describe('the fiscal year of an entry date starts on 1 October', () => {
  it.each([
    ['2025-09-30', 2025],
    ['2025-10-01', 2026],
    ['2026-07-01', 2026],
    ['2026-09-30', 2026],
    ['2026-10-01', 2027],
    ['2024-12-31', 2025],
  ])('%s is in FY%i', (date, year) => {
    expect(fiscalYearOf(date)).toBe(year);
  });
});

describe('the table', () => {
  it('records FY2024 to FY2027 with sources and the pages they were read on', () => {
    const years = FEE_TABLE.mpf.fiscalYears;
    expect(years.map((y) => [y.fiscalYear, y.minUsd, y.maxUsd])).toEqual([
      [2024, '31.67', '614.35'],
      [2025, '32.71', '634.62'],
      [2026, '33.58', '651.50'],
      [2027, '34.58', '670.86'],
    ]);
    for (const y of years.filter((y) => y.minUsd !== null)) {
      expect(y.sources.length, `FY${y.fiscalYear}`).toBeGreaterThan(0);
      expect(y.read.length, `FY${y.fiscalYear}`).toBeGreaterThan(0);
      expect(fiscalYearOf(y.from)).toBe(y.fiscalYear);
      expect(fiscalYearOf(y.to)).toBe(y.fiscalYear);
    }
    expect(years.find((y) => y.fiscalYear === 2026)?.sources[0]?.citation).toContain('CBP Dec. 25-10, 90 FR 34665');
    const fy2027 = years.find((y) => y.fiscalYear === 2027);
    expect(fy2027?.sources.map((s) => s.citation).join(' ')).toMatch(/FR Doc\. 2026-15530.*91 FR 48398|91 FR 48398.*FR Doc\. 2026-15530/);
    expect(fy2027?.sources.map((s) => s.citation).join(' ')).toMatch(/CBP Dec\. 26-14/);
    expect(fy2027?.sources.map((s) => s.citation).join(' ')).toMatch(/CATAIR.*revision 110/);
    expect(fy2027?.informalAutomatedUsd).toBe('2.77');
    expect(FEE_TABLE.mpf.adValoremPercent).toBe('0.3464');
    expect(FEE_TABLE.hmf.adValoremPercent).toBe('0.125');
  });
});

describe('merchandise processing fee', () => {
  it('FY2026, $5,000: 0.3464% is 17.32, raised to the minimum 33.58', () => {
    expect(mpf('5000', '2026-07-01')).toMatchObject({
      amountUsd: 33.58,
      rate: '0.3464%',
      minUsd: 33.58,
      maxUsd: 651.5,
      fiscalYear: 2026,
      working: [
        { basis: '0.3464% x 5,000.00 USD', amountUsd: 17.32 },
        { basis: 'raised to the FY2026 minimum of 33.58 USD', amountUsd: 33.58 },
      ],
    });
  });

  it('FY2026, $500,000: 1,732.00, limited to the maximum 651.50', () => {
    expect(mpf('500000', '2026-07-01')).toMatchObject({ amountUsd: 651.5, working: [{ amountUsd: 1732 }, { basis: 'limited to the FY2026 maximum of 651.50 USD', amountUsd: 651.5 }] });
  });

  it('between the bounds: 0.3464% of 10,027.00 = 34.733528 -> 34.73, rounded once', () => {
    expect(mpf('10027', '2026-07-01')).toMatchObject({
      amountUsd: 34.73,
      working: [
        { basis: '0.3464% x 10,027.00 USD', amountUsd: 34.733528 },
        { basis: 'rounded half-up to the cent: 34.733528 -> 34.73', amountUsd: 34.73 },
      ],
    });
    // 0.3464% of 100,000 = 346.40 exactly: no rounding step
    expect(mpf('100000', '2026-07-01').working).toEqual([{ basis: '0.3464% x 100,000.00 USD', amountUsd: 346.4 }]);
  });

  it('as of 2025-06-01 the FY2025 figures apply: 32.71 and 634.62', () => {
    expect(mpf('5000', '2025-06-01')).toMatchObject({ amountUsd: 32.71, fiscalYear: 2025, minUsd: 32.71, maxUsd: 634.62 });
    expect(mpf('500000', '2025-06-01').amountUsd).toBe(634.62);
    expect(mpf('5000', '2024-06-01')).toMatchObject({ amountUsd: 31.67, fiscalYear: 2024 });
  });

  it('FY2027 (entries from 2026-10-01): $5,000 -> 34.58, $500,000 -> 670.86, $20,000 -> 69.28', () => {
    expect(mpf('5000', '2026-11-26')).toMatchObject({
      amountUsd: 34.58,
      fiscalYear: 2027,
      minUsd: 34.58,
      maxUsd: 670.86,
      working: [{ amountUsd: 17.32 }, { basis: 'raised to the FY2027 minimum of 34.58 USD', amountUsd: 34.58 }],
    });
    expect(mpf('500000', '2026-11-26')).toMatchObject({ amountUsd: 670.86, working: [{ amountUsd: 1732 }, { basis: 'limited to the FY2027 maximum of 670.86 USD' }] });
    expect(mpf('20000', '2026-11-26')).toMatchObject({ amountUsd: 69.28, working: [{ basis: '0.3464% x 20,000.00 USD', amountUsd: 69.28 }] });
    // The first day of the fiscal year takes its figures; the day before keeps FY2026's.
    expect(mpf('5000', '2026-10-01').amountUsd).toBe(34.58);
    expect(mpf('5000', '2026-09-30').amountUsd).toBe(33.58);
    expect(mpf('800', '2026-11-26').informalEntry?.feeUsd).toBe(2.77);
  });

  it('a fiscal year whose bounds are not recorded gives no amount; the uncapped product is shown as not the fee', () => {
    const table = { ...FEE_TABLE, mpf: { ...FEE_TABLE.mpf, fiscalYears: FEE_TABLE.mpf.fiscalYears.map((y) => (y.fiscalYear === 2027 ? { ...y, minUsd: null, maxUsd: null } : y)) } };
    const fee = merchandiseProcessingFee({ customsValue: usd('5000'), entryDate: '2026-10-01', table });
    expect(fee).toMatchObject({ amountUsd: null, fiscalYear: 2027, working: [{ amountUsd: 17.32 }] });
    expect(fee).not.toHaveProperty('minUsd');
    expect(fee.notApplicableBecause).toMatch(/FY2027 minimum and maximum .* are not recorded/);
    expect(fee.working[0]?.basis).toMatch(/uncapped: not the fee/);
  });

  it('before the table: no amount, and says so', () => {
    expect(mpf('5000', '2023-01-01')).toMatchObject({ amountUsd: null, fiscalYear: 2023 });
  });

  it('names the exemptions (19 CFR 24.23(c)), never applies them', () => {
    expect(mpf('5000', '2026-07-01').notes.join(' ')).toMatch(/24\.23\(c\).*never applied/);
  });

  it('at or below $2,500 the entry may be informal, and says which fee applies then', () => {
    expect(mpf('2500', '2026-07-01').informalEntry).toMatchObject({ maxValueUsd: 2500, feeUsd: 2.69 });
    expect(mpf('800', '2025-06-01').informalEntry?.feeUsd).toBe(2.62);
    expect(mpf('800', '2025-06-01').informalEntry?.note).toMatch(/may be informal \(19 CFR 143\.21\(a\)\)/);
    expect(mpf('2500.01', '2026-07-01')).not.toHaveProperty('informalEntry');
  });

  it('never below its minimum nor above its maximum, on any value and any recorded entry date (property)', () => {
    const years = FEE_TABLE.mpf.fiscalYears.filter((y) => y.minUsd !== null);
    let judged = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 3 }), fc.constantFrom(...years), (cents, scale, year) => {
        const fee = merchandiseProcessingFee({ customsValue: exactDecimal(BigInt(cents), scale), entryDate: year.to, table: FEE_TABLE });
        expect(fee.amountUsd).not.toBeNull();
        expect(fee.amountUsd!).toBeGreaterThanOrEqual(Number(year.minUsd));
        expect(fee.amountUsd!).toBeLessThanOrEqual(Number(year.maxUsd));
        judged++;
      }),
      { numRuns: 500 },
    );
    expect(judged).toBe(500);
  });
});

describe('harbor maintenance fee', () => {
  it('by vessel, $500,000: 0.125% = 625.00', () => {
    expect(harborMaintenanceFee(usd('500000'), 'vessel', FEE_TABLE)).toMatchObject({
      amountUsd: 625,
      rate: '0.125%',
      working: [{ basis: '0.125% x 500,000.00 USD', amountUsd: 625 }],
    });
    // 0.125% of 5,001.00 = 6.25125 -> 6.25
    expect(harborMaintenanceFee(usd('5001'), 'vessel', FEE_TABLE)).toMatchObject({ amountUsd: 6.25, working: [{ amountUsd: 6.25125 }, { amountUsd: 6.25 }] });
  });

  it.each(['air', 'truck', 'rail', 'mail', 'other'] as const)('by %s: not due, and says so', (mode) => {
    const fee = harborMaintenanceFee(usd('500000'), mode, FEE_TABLE);
    expect(fee).toMatchObject({ amountUsd: null, working: [] });
    expect(fee.notApplicableBecause).toMatch(new RegExp(`not due by ${mode}`));
  });

  it('without a mode: no amount, and the reason names the field', () => {
    expect(harborMaintenanceFee(usd('500000'), undefined, FEE_TABLE).notApplicableBecause).toMatch(/^send modeOfTransport/);
  });
});

describe('both fees of one entry', () => {
  it('carry the entry date and the mode, and fit the schema', () => {
    const fees = entryFees({ customsValue: usd('500000'), entryDate: '2026-07-01', modeOfTransport: 'vessel', table: FEE_TABLE });
    expect(fees).toMatchObject({ entryDate: '2026-07-01', modeOfTransport: 'vessel', mpf: { amountUsd: 651.5 }, hmf: { amountUsd: 625 } });
    expect(EntryFees.parse(fees)).toEqual(fees);
    expect(entryFees({ customsValue: usd('5000'), entryDate: '2026-07-01', table: FEE_TABLE }).modeOfTransport).toBeNull();
  });
});
