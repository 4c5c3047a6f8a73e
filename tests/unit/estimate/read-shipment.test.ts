import { describe, expect, it } from 'vitest';
import { readShipment, type Shipment, type ShipmentInput } from '../../../src/lib/pricing/read-shipment.ts';
import { toPlainString } from '../../../src/lib/money/index.ts';

const amounts = (input: ShipmentInput): Record<string, string> => {
  const result = readShipment(input);
  if (!result.ok) throw new Error(result.error.message);
  return Object.fromEntries(Object.entries((result.value as Shipment).amounts).map(([unit, a]) => [unit, toPlainString(a!)]));
};
const error = (input: ShipmentInput) => {
  const result = readShipment(input);
  if (result.ok) throw new Error('expected an error');
  return result.error;
};

describe('readShipment', () => {
  it('merges quantity, quantities, litres and proofLitres by canonical unit', () => {
    expect(amounts({ quantity: 12, quantityUnit: 'doz.', quantities: { 'pr.': 5, bbl: 2 }, litres: 750, proofLitres: 150 })).toEqual({
      dozen: '12',
      pair: '5',
      barrel: '2',
      liter: '750',
      'proof liter': '150',
    });
    expect(amounts({})).toEqual({});
  });

  it('accepts the same unit twice when the amounts agree, whatever the spelling', () => {
    expect(amounts({ litres: 750, quantities: { liters: 750.0, l: 750 }, quantity: 750, quantityUnit: 'Liter' })).toEqual({ liter: '750' });
  });

  it('refuses the same unit with two amounts, naming both fields', () => {
    expect(error({ litres: 750, quantities: { liter: 700 } })).toMatchObject({
      code: 'unit-conflict',
      field: 'litres',
      otherField: 'quantities.liter',
      unit: 'liter',
    });
    expect(error({ quantity: 1, quantityUnit: 'pr.', quantities: { pairs: 2 } })).toMatchObject({ code: 'unit-conflict', field: 'quantities.pairs' });
  });

  it('refuses quantity without quantityUnit and the reverse', () => {
    expect(error({ quantity: 5 })).toMatchObject({ code: 'quantity-without-unit', field: 'quantityUnit' });
    expect(error({ quantityUnit: 'kg' })).toMatchObject({ code: 'unit-without-quantity', field: 'quantity' });
  });

  it('refuses an unknown unit, listing the accepted spellings', () => {
    const e = error({ quantity: 5, quantityUnit: 'furlong' });
    expect(e).toMatchObject({ code: 'unknown-unit', field: 'quantityUnit', unit: 'furlong' });
    if (e.code !== 'unknown-unit') throw new Error('narrowing');
    expect(e.accepted).toEqual(expect.arrayContaining(['kg', 'liter', 'pr.', 'doz.', 'bbl']));
    expect(e.message).toContain('doz.');
    expect(error({ quantities: JSON.parse('{"__proto__": 1}') })).toMatchObject({ code: 'unknown-unit', field: 'quantities.__proto__' });
  });

  it('derives proof liters as litres x ABV x 2 / 100, exactly', () => {
    expect(amounts({ litres: 1000, alcoholByVolume: 12 })['proof liter']).toBe('240');
    expect(amounts({ litres: 750, alcoholByVolume: 13.5 })['proof liter']).toBe('202.5');
    expect(amounts({ litres: 0.7, alcoholByVolume: 40.1 })['proof liter']).toBe('0.5614'); // 0.7 x 40.1 x 0.02
    const result = readShipment({ litres: 750, alcoholByVolume: 13.5 });
    expect(result.ok && result.value.proofLiters).toBe('derived');
    // ABV without litres derives nothing
    expect(amounts({ alcoholByVolume: 12 })).toEqual({});
  });

  it('keeps given proof liters within half a proof liter of the derived figure, and refuses beyond', () => {
    // derived 202.5: 203 and 202 are within 0.5, 203.01 is not
    expect(amounts({ litres: 750, alcoholByVolume: 13.5, proofLitres: 203 })['proof liter']).toBe('203');
    expect(amounts({ litres: 750, alcoholByVolume: 13.5, proofLitres: 202 })['proof liter']).toBe('202');
    expect(error({ litres: 750, alcoholByVolume: 13.5, proofLitres: 203.01 })).toMatchObject({
      code: 'proof-liters-conflict',
      field: 'proofLitres',
      given: '203.01',
      derived: '202.5',
    });
    expect(error({ litres: 750, alcoholByVolume: 13.5, quantities: { 'pf. liter': 150 } })).toMatchObject({ code: 'proof-liters-conflict' });
  });

  it('reads -0 as 0', () => {
    expect(amounts({ litres: -0 })).toEqual({ liter: '0' });
  });

  it('records a unit the schedule only reports in apart from the priced amounts, and refuses it with two amounts', () => {
    const read = readShipment({ quantity: 250, quantityUnit: 'doses', quantities: { 'Cu kg': 12.5, kg: 40 } });
    if (!read.ok) throw new Error(read.error.message);
    expect(Object.fromEntries(Object.entries(read.value.amounts).map(([u, a]) => [u, toPlainString(a!)]))).toEqual({ kg: '40' });
    expect(Object.fromEntries(Object.entries(read.value.reported ?? {}).map(([u, a]) => [u, toPlainString(a!)]))).toEqual({ doses: '250', 'Cu kg': '12.5' });
    // A kilogram of copper content is not a kilogram of the goods: it never fills kg.
    const copperOnly = readShipment({ quantity: 12.5, quantityUnit: 'Cu kg' });
    if (!copperOnly.ok) throw new Error(copperOnly.error.message);
    expect(copperOnly.value.amounts).toEqual({});
    expect(error({ quantity: 1, quantityUnit: 'doses', quantities: { DOSES: 2 } })).toMatchObject({ code: 'unit-conflict', field: 'quantities.DOSES', otherField: 'quantity', unit: 'doses' });
    expect(readShipment({ quantity: 1, quantityUnit: 'Cu kg' }).ok && readShipment({}).ok).toBe(true);
    expect(amounts({})).toEqual({});
  });
});
