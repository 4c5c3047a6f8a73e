import { describe, expect, it } from 'vitest';
import { DutyEstimate } from '../../../src/lib/schema/duty-estimate.ts';
import type { DutyRequest } from '../../../src/lib/schema/duty-request.ts';
import { estimateFor, realLine } from './real-schedule.ts';

// Expected values are worked by hand in cents (integers), so a broken multiply,
// scale or rounding fails here.

describe('specific rates: 2204.21.50.05 red wine, 6.3¢/liter', () => {
  const wine = () => realLine('2204.21.50.05');

  it('is 6.3¢ x 750 = 4,725¢ at any customs value', () => {
    for (const customsValueUsd of [5000, 2000, 1, 0, 123456.78]) {
      const estimate = estimateFor(wine(), { customsValueUsd, litres: 750 });
      expect(estimate.dutyUsd).toBe(47.25);
      expect(estimate.applicable).toBe(true);
    }
  });

  it('reports the effective ad valorem rate: 47.25 / 5,000 and 47.25 / 2,000', () => {
    expect(estimateFor(wine(), { customsValueUsd: 5000, litres: 750 }).effectiveAdValoremRate).toBe(0.00945);
    expect(estimateFor(wine(), { customsValueUsd: 2000, litres: 750 }).effectiveAdValoremRate).toBe(0.023625);
    // 47.25 / 7 = 6.75 exactly; 47.25 / 3 = 15.75; 47.25 / 30000 = 0.001575
    expect(estimateFor(wine(), { customsValueUsd: 30000, litres: 750 }).effectiveAdValoremRate).toBe(0.001575);
    // 47.25 / 0 has no rate
    expect(estimateFor(wine(), { customsValueUsd: 0, litres: 750 }).effectiveAdValoremRate).toBeNull();
  });

  it('shows the rate used after inheritance, and the working', () => {
    const estimate = estimateFor(wine(), { customsValueUsd: 5000, litres: 750 });
    expect(estimate).toMatchObject({
      estimate: true,
      derived: true,
      htsno: '2204.21.50.05',
      rate: '6.3¢/liter',
      rateKind: 'specific',
      column: 'general',
      quantities: { liter: 750 },
      working: [{ basis: '6.3¢/liter x 750 liter', amountUsd: 47.25 }],
    });
    expect(estimate.notes).toContain('the rate is inherited from 2204.21.50');
    expect(estimate.notApplicableBecause).toBeUndefined();
    expect(estimate.refusal).toBeUndefined();
    expect(DutyEstimate.parse(estimate)).toEqual(estimate);
  });

  it('refuses without litres and names the unit to send', () => {
    const estimate = estimateFor(wine(), { customsValueUsd: 5000 });
    expect(estimate).toMatchObject({
      dutyUsd: null,
      applicable: false,
      requiredUnit: 'liter',
      refusal: { code: 'quantity-missing', units: ['liter'], missing: ['litres'] },
      working: [],
      effectiveAdValoremRate: null,
    });
    expect(estimate.notApplicableBecause).toMatch(/liter/);
  });

  it('refuses 0 litres rather than answer 0, which means Free', () => {
    const estimate = estimateFor(wine(), { customsValueUsd: 5000, litres: 0 });
    expect(estimate).toMatchObject({ dutyUsd: null, applicable: false, requiredUnit: 'liter', refusal: { code: 'quantity-zero' } });
  });
});

describe('compound rate with a proof-liter term: 2204.30.00.00, 4.4¢/liter + 31.4¢/pf. liter', () => {
  const must = () => realLine('2204.30.00.00');

  it('1,000 liters at 12% ABV: 1,000 x 12 x 2 / 100 = 240 pf. liters; 4,400¢ + 7,536¢ = 11,936¢', () => {
    const estimate = estimateFor(must(), { customsValueUsd: 5000, litres: 1000, alcoholByVolume: 12 });
    expect(estimate.dutyUsd).toBe(119.36);
    expect(estimate.quantities).toEqual({ liter: 1000, 'proof liter': 240 });
    expect(estimate.working).toEqual([
      { basis: '4.4¢/liter x 1,000 liter', amountUsd: 44 },
      { basis: '31.4¢/proof liter x 240 proof liter', amountUsd: 75.36 },
      { basis: 'sum of the terms', amountUsd: 119.36 },
    ]);
    // 119.36 / 5,000 = 0.023872
    expect(estimate.effectiveAdValoremRate).toBe(0.023872);
  });

  it('gives the same duty from proofLitres, from the quantities map, or from the schedule spellings', () => {
    const bodies: Omit<DutyRequest, 'htsno'>[] = [
      { customsValueUsd: 5000, litres: 1000, proofLitres: 240 },
      { customsValueUsd: 5000, quantities: { liter: 1000, 'pf. liter': 240 } },
      { customsValueUsd: 5000, quantities: { liters: 1000 }, proofLitres: 240 },
      { customsValueUsd: 5000, quantity: 1000, quantityUnit: 'litres', quantities: { 'proof liters': 240 } },
      { customsValueUsd: 5000, quantity: 240, quantityUnit: 'pf.liter', litres: 1000, alcoholByVolume: 12 },
    ];
    for (const body of bodies) expect(estimateFor(must(), body).dutyUsd).toBe(119.36);
  });

  it('refuses without ABV or proof liters: the missing input is alcoholByVolume (or proofLitres)', () => {
    const estimate = estimateFor(must(), { customsValueUsd: 5000, litres: 1000 });
    expect(estimate).toMatchObject({
      dutyUsd: null,
      applicable: false,
      requiredUnit: 'proof liter',
      refusal: { code: 'alcohol-missing', units: ['proof liter'], missing: ['alcoholByVolume'] },
    });
    expect(estimate.notApplicableBecause).toMatch(/alcoholByVolume/);
    expect(estimate.notApplicableBecause).toMatch(/proofLitres/);
  });

  it('refuses with nothing at all, naming liter first', () => {
    const estimate = estimateFor(must(), { customsValueUsd: 5000 });
    expect(estimate).toMatchObject({ requiredUnit: 'liter', refusal: { code: 'quantity-missing', units: ['liter', 'proof liter'] } });
  });
});

describe('ad valorem: 2404.12.90.00, 6.5%', () => {
  it('6.5% of 10,027 is 651.755, rounded half-up once to 651.76 (binary floats give 651.75)', () => {
    expect((10027 * 0.065).toFixed(2)).toBe('651.75'); // the trap this module exists for
    const estimate = estimateFor(realLine('2404.12.90.00'), { customsValueUsd: 10027 });
    expect(estimate.dutyUsd).toBe(651.76);
    expect(estimate.working).toEqual([
      { basis: '6.5% x 10,027.00 USD', amountUsd: 651.755 },
      { basis: 'rounded half-up to the cent: 651.755 -> 651.76', amountUsd: 651.76 },
    ]);
    // 651.76 / 10,027 = 0.0650004986...: 6 places, half-up
    expect(estimate.effectiveAdValoremRate).toBe(0.065);
  });

  it('reads the customs value exactly as written: 6.5% of 10,027.13 = 651.76345 -> 651.76', () => {
    expect(estimateFor(realLine('2404.12.90.00'), { customsValueUsd: 10027.13 }).dutyUsd).toBe(651.76);
    // 6.5% of 0.07 = 0.00455 -> 0.00: not Free, so refused rather than 0
    const tiny = estimateFor(realLine('2404.12.90.00'), { customsValueUsd: 0.07 });
    expect(tiny).toMatchObject({ dutyUsd: null, applicable: false, refusal: { code: 'duty-not-positive' } });
    const zero = estimateFor(realLine('2404.12.90.00'), { customsValueUsd: 0 });
    expect(zero).toMatchObject({ dutyUsd: null, refusal: { code: 'duty-not-positive', missing: ['customsValueUsd'] } });
  });

  it('"6.5% on the entire set" is on the whole value: 6.5% of 200 = 13', () => {
    expect(estimateFor(realLine('3213.10.00.00'), { customsValueUsd: 200 }).dutyUsd).toBe(13);
  });
});

describe('compound kg + %: 0709.51.01.10, 8.8¢/kg + 20%', () => {
  it('100 kg at 1,000 USD: 880¢ + 20,000¢ = 20,880¢', () => {
    const estimate = estimateFor(realLine('0709.51.01.10'), { customsValueUsd: 1000, quantity: 100, quantityUnit: 'kg' });
    expect(estimate.rate).toBe('8.8¢/kg + 20%');
    expect(estimate.dutyUsd).toBe(208.8);
    expect(estimate.working).toEqual([
      { basis: '8.8¢/kg x 100 kg', amountUsd: 8.8 },
      { basis: '20% x 1,000.00 USD', amountUsd: 200 },
      { basis: 'sum of the terms', amountUsd: 208.8 },
    ]);
  });

  it('asks for kg when only the value is given', () => {
    expect(estimateFor(realLine('0709.51.01.10'), { customsValueUsd: 1000 })).toMatchObject({
      requiredUnit: 'kg',
      refusal: { code: 'quantity-missing', missing: ['quantity', 'quantityUnit'] },
    });
  });
});

describe('the schedule\'s own unit spellings', () => {
  it('doz.: 0407.11.00.00, 2.8¢/doz. x 1,000 dozen = 2,800¢', () => {
    expect(estimateFor(realLine('0407.11.00.00'), { customsValueUsd: 900, quantity: 1000, quantityUnit: 'doz.' }).dutyUsd).toBe(28);
  });

  it('pr.: 6402.19.50.31, 76¢/pr. + 32% on 100 pairs at 2,000 USD = 7,600¢ + 64,000¢', () => {
    const estimate = estimateFor(realLine('6402.19.50.31'), { customsValueUsd: 2000, quantity: 100, quantityUnit: 'pr.' });
    expect(estimate.dutyUsd).toBe(716);
    expect(estimate.quantities).toEqual({ pair: 100 });
  });

  it('bbl: 2709.00.10.00, 5.25¢/bbl x 10,001 barrels = 52,505.25¢ -> 525.05', () => {
    const estimate = estimateFor(realLine('2709.00.10.00'), { customsValueUsd: 700000, quantities: { bbl: 10001 } });
    expect(estimate.dutyUsd).toBe(525.05);
    expect(estimate.working.at(-1)).toEqual({ basis: 'rounded half-up to the cent: 525.0525 -> 525.05', amountUsd: 525.05 });
  });
});

describe('Free', () => {
  it('is 0, the only rate that is', () => {
    const estimate = estimateFor(realLine('0101.21.00.10'), { customsValueUsd: 25000, quantity: 2, quantityUnit: 'No.' });
    expect(estimate).toMatchObject({ rate: 'Free', rateKind: 'free', dutyUsd: 0, applicable: true, working: [{ basis: 'Free', amountUsd: 0 }] });
    expect(estimate.effectiveAdValoremRate).toBe(0);
  });
});
