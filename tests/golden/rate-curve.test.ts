/** The chart's float curve against the exact estimator, on every per-unit rate of the real schedule. */
import { describe, expect, it } from 'vitest';
import { estimateDuty } from '../../src/lib/estimate/estimate-duty.ts';
import { readShipment } from '../../src/lib/pricing/read-shipment.ts';
import { fromNumber } from '../../src/lib/money/index.ts';
import { CANONICAL_UNITS } from '../../src/lib/schema/rate.ts';
import { dutyAt, isChartable } from '../../src/lib/site/rate-curve.ts';
import { realLines } from '../unit/estimate/real-schedule.ts';

const quantities = Object.fromEntries(CANONICAL_UNITS.filter((u) => u !== 'proof liter').map((u) => [u, 1000]));
const shipment = (() => {
  const read = readShipment({ quantities, alcoholByVolume: 40 });
  if (!read.ok) throw new Error(read.error.message);
  return read.value;
})();
const money = (n: number) => {
  const v = fromNumber(n);
  if (!v.ok) throw new Error('value');
  return v.value;
};

describe('effective rate curve on the whole schedule', () => {
  it('agrees with the estimator to the cent on every chartable general rate of the schedule', () => {
    let checked = 0;
    for (const line of realLines()) {
      for (const value of [250, 10_000, 2_000_000]) {
        const estimate = estimateDuty({ line, shipment, customsValue: money(value) });
        if (!isChartable(line.parsed, estimate.quantities, value)) continue;
        expect(estimate.applicable, line.htsno).toBe(true);
        expect(Math.abs(dutyAt(line.parsed, estimate.quantities, value)! - estimate.dutyUsd!), `${line.htsno} at ${value}`).toBeLessThanOrEqual(0.005 + 1e-9 * value);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(3000);
  });

});
