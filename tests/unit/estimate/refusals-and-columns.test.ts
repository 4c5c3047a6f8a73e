import { describe, expect, it } from 'vitest';
import { estimateDuty } from '../../../src/lib/estimate/estimate-duty.ts';
import { readShipment } from '../../../src/lib/pricing/read-shipment.ts';
import { parseDecimal } from '../../../src/lib/money/index.ts';
import type { ParsedRate, RateKind } from '../../../src/lib/schema/rate.ts';
import type { TariffLine } from '../../../src/lib/schema/tariff-line.ts';
import { ORIGINS, estimateFor, realLine, sampleLines } from './real-schedule.ts';

const REFUSED: RateKind[] = [
  'cross-reference',
  'sliding-scale',
  'note-reference',
  'conditional-free',
  'apportioned',
  'additive-reference',
  'no-change',
];

// Every quantity a rate could ask for, so only the kind can be the reason.
const EVERYTHING = {
  customsValueUsd: 10000,
  litres: 100,
  alcoholByVolume: 40,
  quantities: { kg: 100, each: 100, pair: 100, dozen: 100, 'clean kg': 100, gross: 100, jewel: 100, 'metric ton': 100, 'linear meter': 100 },
};

describe('refused kinds are reported, never priced', () => {
  it.each(REFUSED)('%s refuses with code refused-kind and says why', (kind) => {
    const line = sampleLines().find((l) => l.rateKind === kind);
    expect(line, `a real line of kind ${kind}`).toBeDefined();
    const estimate = estimateFor(line!, EVERYTHING);
    expect(estimate).toMatchObject({
      rateKind: kind,
      dutyUsd: null,
      applicable: false,
      refusal: { code: 'refused-kind', kind },
      working: [],
      effectiveAdValoremRate: null,
    });
    expect(estimate.rate).toBe(line!.general.text);
    expect(estimate.notApplicableBecause).toContain(kind);
    expect(estimate.requiredUnit).toBeUndefined();
  });

  it('refuses a term on a component value: 7801.10.00.00, 2.5% on the value of the lead content', () => {
    const estimate = estimateFor(realLine('7801.10.00.00'), EVERYTHING);
    expect(estimate).toMatchObject({ dutyUsd: null, refusal: { code: 'component-basis', basis: 'the value of the lead content' } });
  });

  it('refuses a per-unit term on a component quantity: 2616.10.00.20, 0.8¢/kg on lead content', () => {
    const estimate = estimateFor(realLine('2616.10.00.20'), EVERYTHING);
    expect(estimate).toMatchObject({ dutyUsd: null, refusal: { code: 'component-basis', basis: 'on lead content' } });
  });
});

describe('column 2', () => {
  it('column2: true uses the other column: 2204.21.50.05, 33¢/liter x 750 = 24,750¢', () => {
    const estimate = estimateFor(realLine('2204.21.50.05'), { customsValueUsd: 5000, litres: 750, column2: true });
    expect(estimate).toMatchObject({ rate: '33¢/liter', column: 'other', dutyUsd: 247.5 });
    expect(estimate.notes).toContain('column2 was requested: the column 2 rate applies');
  });

  it('an origin that is a column 2 country applies column 2 and says so; no programme is offered', () => {
    const estimate = estimateFor(realLine('2204.21.50.05'), { customsValueUsd: 5000, litres: 750 }, ORIGINS.cuba);
    expect(estimate).toMatchObject({ column: 'other', dutyUsd: 247.5, origin: { name: 'Cuba', iso2: 'CU' }, specialRatesAvailable: [] });
    expect(estimate.notes.some((n) => n.includes('Cuba') && n.includes('column 2'))).toBe(true);
  });

  it('33 1/3% is held exactly and rounded once: 1,000.01 / 3 = 333.336666... -> 333.34', () => {
    const line = realLine('4202.29.20.00');
    const exact = estimateFor(line, { customsValueUsd: 1000.01, column2: true });
    expect(exact.rate).toBe('33 1/3%');
    expect(exact.dutyUsd).toBe(333.34);
    expect(exact.working).toEqual([
      { basis: '33 1/3% x 1,000.01 USD', amountUsd: 333.336667 },
      { basis: 'rounded half-up to the cent: 333.336667... -> 333.34', amountUsd: 333.34 },
    ]);
    // 300 / 3 = 100 exactly: no rounding step
    expect(estimateFor(line, { customsValueUsd: 300, column2: true }).working).toEqual([{ basis: '33 1/3% x 300.00 USD', amountUsd: 100 }]);
  });
});

describe('special rates: offered, never applied', () => {
  it('offers the rate group the origin can claim, priced for this shipment', () => {
    const wine = realLine('2204.21.50.05');
    const jordan = estimateFor(wine, { customsValueUsd: 5000, litres: 750 }, ORIGINS.jordan);
    expect(jordan.dutyUsd).toBe(47.25);
    // JO: 2.8¢/liter x 750 = 2,100¢
    expect(jordan.specialRatesAvailable).toEqual([
      {
        programmes: [ORIGINS.jordan.programmes[0]],
        rate: '2.8¢/liter',
        rateKind: 'specific',
        dutyUsd: 21,
        applicable: true,
        working: [{ basis: '2.8¢/liter x 750 liter', amountUsd: 21 }],
      },
    ]);
    const australia = estimateFor(wine, { customsValueUsd: 5000, litres: 750 }, ORIGINS.australia);
    expect(australia.dutyUsd).toBe(47.25);
    expect(australia.specialRatesAvailable).toMatchObject([{ rate: 'Free', rateKind: 'free', dutyUsd: 0 }]);
    expect(estimateFor(wine, { customsValueUsd: 5000, litres: 750 }, ORIGINS.france).specialRatesAvailable).toEqual([]);
    expect(estimateFor(wine, { customsValueUsd: 5000, litres: 750 }).specialRatesAvailable).toEqual([]);
  });

  it('says why a special rate cannot be priced', () => {
    const offers = estimateFor(realLine('2204.21.50.05'), { customsValueUsd: 5000 }, ORIGINS.jordan).specialRatesAvailable;
    expect(offers).toMatchObject([
      { rate: '2.8¢/liter', dutyUsd: null, applicable: false, working: [], requiredUnit: 'liter', refusal: { code: 'quantity-missing', units: ['liter'], missing: ['litres'] } },
    ]);
    expect(offers[0]!.notApplicableBecause).toMatch(/liter/);
  });
});

describe('chapter 99 candidates', () => {
  it('lists the headings the line names, always applied: false', () => {
    const lookup = (heading: string) =>
      heading === '9903.88.03' ? { heading, description: 'Articles of China (list 3)', rate: 'The duty provided in the applicable subheading + 25%' } : undefined;
    const estimate = estimateFor(realLine('2204.21.50.05'), { customsValueUsd: 5000, litres: 750 }, undefined, { chapter99: lookup });
    // with no line or country lookup: the link is an ancestor's it cannot name, and no origin scope is read
    expect(estimate.chapter99Candidates).toEqual([
      {
        heading: '9903.88.03',
        description: 'Articles of China (list 3)',
        rate: 'The duty provided in the applicable subheading + 25%',
        applied: false,
        linkedBy: { by: 'footnote', htsno: null, ancestor: true, footnote: null },
        // 25% of 5,000.00, beside the duty
        ifApplied: {
          effect: 'adds',
          rate: 'The duty provided in the applicable subheading + 25%',
          additionalDutyUsd: 1250,
          applicable: true,
          working: [{ basis: '25% x 5,000.00 USD', amountUsd: 1250 }],
        },
        inForce: null,
        inForceBecause: 'no entry date was given',
      },
    ]);
    expect(estimate.dutyUsd).toBe(47.25);
    // without the fee table the fees are not computed, so they stay excluded; chapter 99 and programmes are priced beside the duty
    expect(estimate.excludes).toEqual(['merchandise processing fee', 'harbor maintenance fee', 'federal excise tax', 'antidumping and countervailing duties', 'other customs user fees (e.g. the manual entry surcharge, the dutiable mail fee)']);
    expect(estimate.disclaimer).toMatch(/estimate/);
  });
});

describe('ceiling and floor terms', () => {
  // No priced rate of the current schedule carries one, so the line is a fixture.
  const withRate = (rate: ParsedRate): TariffLine => ({ ...realLine('2404.12.90.00'), parsed: rate, rateKind: rate.kind, general: { text: rate.text, source: '2404.12.90.00', inherited: false } });
  const run = (line: TariffLine, value: string, kg: number) => {
    const shipment = readShipment({ quantity: kg, quantityUnit: 'kg' });
    const customsValue = parseDecimal(value);
    if (!shipment.ok || !customsValue.ok) throw new Error('fixture');
    return estimateDuty({ line, shipment: shipment.value, customsValue: customsValue.value });
  };
  const capped = withRate({
    text: '20% but not more than 5¢/kg',
    kind: 'ad-valorem',
    terms: [{ type: 'ad-valorem', percent: '20' }],
    cap: [{ type: 'specific', amountUsd: '0.05', unit: 'kg' }],
  });
  const floored = withRate({
    text: '3% but not less than 1¢/kg',
    kind: 'ad-valorem',
    terms: [{ type: 'ad-valorem', percent: '3' }],
    floor: [{ type: 'specific', amountUsd: '0.01', unit: 'kg' }],
  });

  it('a cap is a ceiling: 20% of 1,000 = 200 > 5¢ x 1,000 kg = 50 -> 50', () => {
    const estimate = run(capped, '1000', 1000);
    expect(estimate.dutyUsd).toBe(50);
    expect(estimate.working.at(-1)).toEqual({ basis: 'duty limited to the ceiling', amountUsd: 50 });
    expect(run(capped, '100', 1000).dutyUsd).toBe(20); // 20 < 50: the cap does not bind
  });

  it('a floor is a floor: 3% of 100 = 3 < 1¢ x 1,000 kg = 10 -> 10', () => {
    expect(run(floored, '100', 1000).dutyUsd).toBe(10);
    expect(run(floored, '1000', 100).dutyUsd).toBe(30); // 30 > 1: the floor does not bind
  });

  it('a bound needs its own quantity', () => {
    const shipment = readShipment({});
    const value = parseDecimal('1000');
    if (!shipment.ok || !value.ok) throw new Error('fixture');
    expect(estimateDuty({ line: capped, shipment: shipment.value, customsValue: value.value })).toMatchObject({ dutyUsd: null, requiredUnit: 'kg' });
  });
});
