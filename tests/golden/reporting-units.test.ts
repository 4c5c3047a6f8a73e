/**
 * Units the schedule's lines report in but no rate is assessed in ("doses", "kg cmsc", "Cu kg"): a caller who copies a
 * line's unit into the estimate is read, the amount shown back in `quantities`, and never priced; a rate per kg
 * still asks for kg. Over the real schedule: every unit a line names is accepted.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { acceptedUnit } from '../../src/lib/units/canonical-unit.ts';
import type { TariffLine } from '../../src/lib/schema/tariff-line.ts';
import { allLines, callHandler } from '../support/app.ts';

let lines: TariffLine[];
beforeAll(async () => {
  lines = await allLines();
});

const estimate = async (body: Record<string, unknown>) => {
  const res = await callHandler('/v1/duty-estimate', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('units the schedule only reports in', () => {
  it('covers every unit a line of the schedule names (a line naming two units at once, "No. and kg", sends each)', () => {
    const units = new Set(lines.flatMap((l) => l.units).map((u) => u.trim()).filter((u) => u !== '' && !u.includes(' and ')));
    const refused = [...units].filter((u) => acceptedUnit(u) === null);
    expect(units.size).toBeGreaterThan(40);
    expect(refused).toEqual([]);
  });

  it('records doses for bovine semen (0511.10.00.10, reported in doses) and prices the line as it would without them', async () => {
    const withDoses = await estimate({ htsno: '0511.10.00.10', customsValueUsd: 2500, quantity: 400, quantityUnit: 'doses' });
    const without = await estimate({ htsno: '0511.10.00.10', customsValueUsd: 2500 });
    expect(withDoses.status).toBe(200);
    expect(withDoses.body.quantities).toEqual({ doses: 400 });
    expect(withDoses.body.dutyUsd).toBe(without.body.dutyUsd);
    expect(withDoses.body.notes).toContain('doses: a unit the schedule reports quantities in but assesses no duty in; recorded, not priced');
  });

  it('never reads kilograms of milk solids as kilograms of the goods: 86.5¢/kg still asks for kg, and prices the kg sent beside them', async () => {
    const solidsOnly = await estimate({ htsno: '0402.10.50.00', customsValueUsd: 1000, quantity: 300, quantityUnit: 'kg cmsc' });
    expect(solidsOnly.status).toBe(200);
    expect(solidsOnly.body).toMatchObject({ dutyUsd: null, requiredUnit: 'kg', quantities: { 'kg cmsc': 300 } });
    const both = await estimate({ htsno: '0402.10.50.00', customsValueUsd: 1000, quantities: { kg: 1000, 'kg cmsc': 300 } });
    expect(both.status).toBe(200);
    // 1,000 kg x $0.865 = $865.00
    expect(both.body).toMatchObject({ dutyUsd: 865, quantities: { kg: 1000, 'kg cmsc': 300 } });
  });

  it('still refuses a unit the schedule never uses, listing those accepted', async () => {
    const r = await estimate({ htsno: '0511.10.00.10', customsValueUsd: 2500, quantity: 4, quantityUnit: 'furlong' });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('doses');
  });
});
