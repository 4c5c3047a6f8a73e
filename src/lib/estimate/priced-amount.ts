import { toJsonNumber } from '../money/index.ts';
import type { Refusal, WorkingStep } from '../schema/duty-estimate.ts';
import type { CanonicalUnit } from '../schema/rate.ts';
import type { Priced } from '../pricing/price-rate.ts';

/** A priced rate as the answer carries it: the amount and its working, or null with the reason, the unit and the refusal. */
export interface PricedAmount {
  dutyUsd: number | null;
  applicable: boolean;
  working: WorkingStep[];
  notApplicableBecause?: string;
  requiredUnit?: CanonicalUnit;
  refusal?: Refusal;
}

/** The same fields, in the same way, as the duty itself: an option or the general rate can be checked as the duty is. */
export const pricedAmount = (priced: Priced): PricedAmount => {
  if (priced.ok) return { dutyUsd: toJsonNumber(priced.duty), applicable: true, working: priced.working };
  return {
    dutyUsd: null,
    applicable: false,
    working: priced.working,
    notApplicableBecause: priced.reason,
    ...(priced.requiredUnit === undefined ? {} : { requiredUnit: priced.requiredUnit }),
    refusal: priced.refusal,
  };
};
