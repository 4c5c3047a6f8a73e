import { formatUsd } from '../money/format-amounts.ts';
import { jsonAmount, roundingStep } from '../pricing/price-rate.ts';
import { toJsonNumber, type ExactDecimal } from '../money/index.ts';
import type { EntryFee } from '../schema/duty-fees.ts';
import type { ModeOfTransport } from '../schema/duty-request.ts';
import type { FeeTable } from '../schema/fee-table.ts';
import { cents, percentOf } from './fee-arithmetic.ts';

/**
 * The harbor maintenance fee: 0.125% of the customs value of cargo unloaded
 * from a commercial vessel, rounded once, half-up, to the cent. Any other mode
 * gives no amount and says why; without a mode the reason names the field.
 * Exempt ports and cargo (19 CFR 24.24(c)) are named, never applied.
 */
export const harborMaintenanceFee = (customsValue: ExactDecimal, modeOfTransport: ModeOfTransport | undefined, table: FeeTable): EntryFee => {
  const percent = table.hmf.adValoremPercent;
  const base = { rate: `${percent}%`, source: table.hmf.sources, notes: [table.hmf.note] };
  if (modeOfTransport === undefined) {
    return {
      ...base,
      amountUsd: null,
      working: [],
      notApplicableBecause:
        'send modeOfTransport (vessel, air, truck, rail, mail or other): the harbor maintenance fee is due only on cargo loaded on or unloaded from a commercial vessel (19 CFR 24.24(a))',
    };
  }
  if (modeOfTransport !== 'vessel') {
    return {
      ...base,
      amountUsd: null,
      working: [],
      notApplicableBecause: `not due by ${modeOfTransport}: the harbor maintenance fee is due only on cargo loaded on or unloaded from a commercial vessel (19 CFR 24.24(a))`,
    };
  }
  const raw = percentOf(percent, customsValue);
  return {
    ...base,
    amountUsd: toJsonNumber(cents(raw)),
    working: [{ basis: `${percent}% x ${formatUsd(customsValue)}`, amountUsd: jsonAmount(raw) }, ...roundingStep(raw)],
  };
};
