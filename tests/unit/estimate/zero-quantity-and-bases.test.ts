/**
 * Zero quantities and bases, on real lines: a compound is priced on a zero quantity
 * when its total is not 0; a rate of more than one term is never specific; a
 * percentage of a named value other than the customs value is ad valorem and
 * refused for that basis, naming it.
 */
import { describe, expect, it } from 'vitest';
import { REFUSAL_CODES } from '../../../src/lib/schema/duty-estimate.ts';
import { estimateFor, realLine } from './real-schedule.ts';

describe('a zero quantity prices a compound whose total is not 0', () => {
  it('1701.91.48.00, 33.9¢/kg + 5.1%, 0 kg at $10,000: $510.00, the terms in the working', () => {
    const estimate = estimateFor(realLine('1701.91.48.00'), { customsValueUsd: 10000, quantity: 0, quantityUnit: 'kg' });
    expect(estimate).toMatchObject({ rate: '33.9¢/kg + 5.1%', rateKind: 'compound', dutyUsd: 510, applicable: true, effectiveAdValoremRate: 0.051 });
    expect(estimate.refusal).toBeUndefined();
    expect(estimate.working).toEqual([
      { basis: '33.9¢/kg x 0 kg', amountUsd: 0 },
      { basis: '5.1% x 10,000.00 USD', amountUsd: 510 },
      { basis: 'sum of the terms', amountUsd: 510 },
    ]);
  });

  // [line, request, duty]: real compounds with a percentage, each per-unit quantity 0
  const PRICED: [string, Record<string, unknown>, number][] = [
    ['1701.91.48.00', { customsValueUsd: 10027, quantity: 0, quantityUnit: 'kg' }, 511.38], // 5.1% of 10,027 = 511.377
    ['1704.90.58.00', { customsValueUsd: 1000, quantity: 0, quantityUnit: 'kg' }, 104], // 40¢/kg +10.4%
    ['6505.00.08.00', { customsValueUsd: 200, quantities: { kg: 0, each: 0 } }, 12.6], // 13.5¢/kg + 6.3% + 1.9¢/article
    ['6505.00.08.00', { customsValueUsd: 200, quantities: { kg: 0, each: 10 } }, 12.79], // one unit 0, the other not
  ];
  it.each(PRICED)('%s %j is %d', (htsno, body, duty) => {
    const estimate = estimateFor(realLine(htsno), body as never);
    expect(estimate).toMatchObject({ rateKind: 'compound', dutyUsd: duty, applicable: true });
  });

  // [line, request, units]: totals that would read as Free stay refused, with the unit to send
  const REFUSED: [string, Record<string, unknown>, string[]][] = [
    ['1701.91.48.00', { customsValueUsd: 0, quantity: 0, quantityUnit: 'kg' }, ['kg']],
    ['2204.21.50.40', { customsValueUsd: 5000, litres: 0 }, ['liter']], // 6.3¢/liter: a specific on nothing
    ['6505.00.08.00', { customsValueUsd: 0, quantities: { kg: 0, each: 0 } }, ['kg', 'each']],
  ];
  it.each(REFUSED)('%s %j is refused as quantity-zero', (htsno, body, units) => {
    const estimate = estimateFor(realLine(htsno), body as never);
    expect(estimate).toMatchObject({ dutyUsd: null, applicable: false, refusal: { code: 'quantity-zero', units }, requiredUnit: units[0] });
    expect(estimate.notApplicableBecause).toContain('would read as Free');
  });
});

describe('more than one term is never specific', () => {
  it('2620.19.60.10, 0.7¢/kg on copper content + 0.7¢/kg on lead content: compound, refused for its component basis', () => {
    const estimate = estimateFor(realLine('2620.19.60.10'), { customsValueUsd: 1000, quantity: 100, quantityUnit: 'kg' });
    expect(estimate).toMatchObject({
      rate: '0.7¢/kg on copper content + 0.7¢/kg on lead content',
      rateKind: 'compound',
      dutyUsd: null,
      refusal: { code: 'component-basis', basis: 'on copper content' },
    });
  });

  it('2603.00.00.10 column 2, 8.8¢/kg on copper + 3.3¢/kg on lead + 3.7¢/kg on zinc content: compound', () => {
    const estimate = estimateFor(realLine('2603.00.00.10'), { customsValueUsd: 1000, quantity: 100, quantityUnit: 'kg', column2: true });
    expect(estimate).toMatchObject({ column: 'other', rateKind: 'compound', dutyUsd: null, refusal: { code: 'component-basis' } });
  });
});

describe('a percentage of a named value other than the customs value', () => {
  // [line, column2, rate, basis]
  const CASES: [string, boolean, string, string][] = [
    ['9818.00.07.00', false, '50 percent of the cost of such goods or repairs', 'the cost of such goods or repairs'],
    ['9818.00.03.00', true, '50 percent of the cost of such parts or materials', 'the cost of such parts or materials'],
    ['9816.00.20', false, '3 percent of the fair retail value', 'the fair retail value'],
    ['9816.00.40', true, '2 percent of the fair retail value', 'the fair retail value'],
  ];
  it.each(CASES)('%s (column2 %s) "%s" is ad-valorem, refused for its basis', (htsno, column2, rate, basis) => {
    const estimate = estimateFor(realLine(htsno), { customsValueUsd: 1000, quantity: 10, quantityUnit: 'kg', column2 });
    expect(estimate).toMatchObject({ rate, rateKind: 'ad-valorem', dutyUsd: null, applicable: false, refusal: { code: 'value-basis', basis } });
    expect(estimate.refusal?.kind).toBeUndefined();
    expect(estimate.notApplicableBecause).toContain(`a percentage of ${basis}, not of the customs value`);
    expect(REFUSAL_CODES).toContain('value-basis');
  });
});
