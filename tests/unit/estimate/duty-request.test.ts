import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { DutyRequest } from '../../../src/lib/schema/duty-request.ts';

const parse = (body: unknown) => DutyRequest.safeParse(body);
const issues = (body: unknown) => {
  const result = parse(body);
  if (result.success) throw new Error('expected a validation error');
  return result.error.issues;
};
const base = { htsno: '2204.21.50.05', customsValueUsd: 5000 };

describe('DutyRequest', () => {
  it('accepts the minimal and the full request', () => {
    expect(parse(base).success).toBe(true);
    const full = {
      htsno: '2204215005',
      customsValueUsd: 0,
      quantity: 12,
      quantityUnit: 'doz.',
      quantities: { 'pr.': 3, bbl: 1, 'pf. liter': 240, liter: 1000 },
      litres: 1000,
      countryOfOrigin: 'AU',
      alcoholByVolume: 12.5,
      proofLitres: 250,
      column2: false,
    };
    expect(parse(full)).toEqual({ success: true, data: full });
  });

  it('takes tariff numbers with or without dots, and prefixes', () => {
    for (const htsno of ['2204', '2204.21', '2204.21.50', '220421', '2204.2150.05']) expect(parse({ ...base, htsno }).success, htsno).toBe(true);
    for (const htsno of ['', '22', '2204.2', 'wine', '2204.21.50.05.01']) expect(parse({ ...base, htsno }).success, htsno).toBe(false);
  });

  it('is strict: an unknown top-level key is an error', () => {
    expect(issues({ ...base, litre: 750 })).toMatchObject([{ code: 'unrecognized_keys', keys: ['litre'] }]);
  });

  it('requires htsno and customsValueUsd', () => {
    expect(issues({ htsno: '2204' }).map((i) => i.path)).toEqual([['customsValueUsd']]);
    expect(issues({ customsValueUsd: 1 }).map((i) => i.path)).toEqual([['htsno']]);
  });

  it('refuses strings for numbers, negatives, and ABV over 100', () => {
    expect(issues({ ...base, customsValueUsd: '5000' })[0]!.path).toEqual(['customsValueUsd']);
    expect(issues({ ...base, litres: '750' })[0]!.path).toEqual(['litres']);
    expect(issues({ ...base, quantity: -1, quantityUnit: 'kg' })[0]!.path).toEqual(['quantity']);
    expect(issues({ ...base, quantities: { kg: -1 } })[0]!.path).toEqual(['quantities', 'kg']);
    expect(issues({ ...base, alcoholByVolume: 100.5 })[0]!.path).toEqual(['alcoholByVolume']);
    expect(issues({ ...base, column2: 'true' })[0]!.path).toEqual(['column2']);
    expect(issues({ ...base, customsValueUsd: Infinity })[0]!.path).toEqual(['customsValueUsd']);
  });

  it('accepts -0 (read as 0 downstream)', () => {
    expect(parse({ ...base, customsValueUsd: -0, litres: -0 }).success).toBe(true);
  });

  it('refuses __proto__, constructor and unknown unit keys in quantities, listing the accepted units', () => {
    for (const key of ['__proto__', 'constructor', 'furlong', 'toString']) {
      const found = issues({ ...base, quantities: JSON.parse(`{"${key}": 1, "kg": 2}`) });
      expect(found.length, key).toBeGreaterThan(0);
      // the top-level message itself names the key and lists the units (the HTTP edge shows only it)
      expect(found[0]!.path, key).toEqual(['quantities', key]);
      expect(found[0]!.message, key).toContain(JSON.stringify(key));
      expect(found[0]!.message, key).toContain('accepted units: kg, liter, pair, dozen');
    }
    // and never pollutes a prototype on the way
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('turns into a JSON Schema with descriptions, closed to unknown keys', () => {
    const schema = z.toJSONSchema(DutyRequest) as { additionalProperties: boolean; required: string[]; properties: Record<string, { description?: string }> };
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required).toEqual(['htsno', 'customsValueUsd']);
    for (const [name, property] of Object.entries(schema.properties)) expect(property.description, name).toBeTruthy();
  });
});
