import {
  addRatio,
  compareRatio,
  ratioNeedsRounding,
  ratioToDecimal,
  roundRatioHalfUp,
  scaleRatio,
  toFixedString,
  toJsonNumber,
  toPlainString,
  type ExactDecimal,
  type Ratio,
} from '../money/index.ts';
import type { Refusal, WorkingStep } from '../schema/duty-estimate.ts';
import { PRICED_KINDS, type CanonicalUnit, type ParsedRate, type RateTerm } from '../schema/rate.ts';
import { formatQuantity, formatUsd } from '../money/format-amounts.ts';
import { findBlocker, zeroQuantityBlocker, type Blocker } from './find-blocker.ts';
import type { Shipment } from './read-shipment.ts';
import { refusedKindReason } from './refusal-reason.ts';
import { termFactor } from './term-factor.ts';

export type Priced =
  | { ok: true; duty: ExactDecimal; working: WorkingStep[] }
  | { ok: false; refusal: Refusal; reason: string; requiredUnit?: CanonicalUnit; working: WorkingStep[] };

const FREE: ExactDecimal = { units: 0n, scale: 2 };

const refuse = (refusal: Refusal, reason: string, working: WorkingStep[] = [], requiredUnit?: CanonicalUnit): Priced =>
  requiredUnit === undefined ? { ok: false, refusal, reason, working } : { ok: false, refusal, reason, working, requiredUnit };

/**
 * Prices one published rate for one shipment: Free is 0; specific, compound
 * and ad valorem terms are summed exactly, bounded by the ceiling and floor,
 * and rounded once, half-up, to the cent. Every other kind is refused.
 */
export const priceRate = (
  rate: ParsedRate | null,
  text: string,
  shipment: Shipment,
  customsValue: ExactDecimal,
  // Special-rate offers in a batch need only the duty: skipping the working's strings keeps them cheap.
  showWorking = true,
): Priced => {
  if (text === '') return refuse({ code: 'no-rate' }, 'the line carries no rate in this column');
  if (rate === null) return refuse({ code: 'rate-unparsed' }, `the rate "${text}" could not be read into terms`);
  if (!PRICED_KINDS.includes(rate.kind)) {
    return refuse(
      { code: 'refused-kind', kind: rate.kind, ...(rate.reference ? { reference: rate.reference } : {}) },
      refusedKindReason(rate),
    );
  }
  if (rate.kind === 'free') return { ok: true, duty: FREE, working: [{ basis: 'Free', amountUsd: 0 }] };
  if (rate.terms.length === 0) return refuse({ code: 'rate-unparsed' }, `the rate "${text}" has no computable terms`);

  const summed = sumRate(rate, shipment, { value: customsValue }, showWorking);
  if (!summed.ok) return refuse(summed.blocker.refusal, summed.blocker.reason, [], summed.blocker.requiredUnit);
  const { duty, working } = summed;
  if (duty.units <= 0n) {
    // 0 means Free only: a total that is not positive is refused, with the working that produced it.
    const zero = zeroQuantityBlocker(rate, shipment);
    if (zero) return refuse(zero.refusal, zero.reason, working, zero.requiredUnit);
    const onValue = rate.terms.some((t) => t.type === 'ad-valorem') && customsValue.units === 0n;
    return refuse(
      { code: 'duty-not-positive', ...(onValue ? { missing: ['customsValueUsd'] } : {}) },
      `the rate "${text}" is not Free but computes to ${toFixedString(duty)} USD${onValue ? ' on a customs value of 0' : ''}; 0 means Free only`,
      working,
    );
  }
  return { ok: true, duty, working };
};

/** What an ad valorem term is a percentage of: the customs value, or another declared value named in the working. */
export interface ValueBase {
  value: ExactDecimal;
  /** Written after the amount in the working, e.g. "(contentValuesUsd.steel)"; nothing for the customs value. */
  label?: string;
}

export type Summed = { ok: true; duty: ExactDecimal; working: WorkingStep[] } | { ok: false; blocker: Blocker };

/**
 * The terms of a priced rate summed exactly, bounded by its ceiling and floor,
 * and rounded once, half-up, to the cent, with the working. A total of 0 is
 * returned as it is: priceRate refuses it for a line's duty (0 means Free),
 * while an amount beside the duty (a chapter 99 addition) may be 0. Blocked
 * when a term needs a quantity or a component the shipment lacks.
 */
export const sumRate = (rate: ParsedRate, shipment: Shipment, base: ValueBase, showWorking = true): Summed => {
  const blocker = findBlocker(rate, shipment);
  if (blocker) return { ok: false, blocker };
  const working: WorkingStep[] = [];
  const steps = showWorking ? working : null;
  let total = sumTerms(rate.terms, shipment, base, steps, '');
  if (steps && rate.terms.length > 1) steps.push({ basis: 'sum of the terms', amountUsd: jsonAmount(total) });
  if (rate.cap !== undefined && rate.cap.length > 0) {
    const cap = sumTerms(rate.cap, shipment, base, steps, 'ceiling (not more than): ');
    if (compareRatio(total, cap) > 0) {
      steps?.push({ basis: 'duty limited to the ceiling', amountUsd: jsonAmount(cap) });
      total = cap;
    }
  }
  if (rate.floor !== undefined && rate.floor.length > 0) {
    const floor = sumTerms(rate.floor, shipment, base, steps, 'floor (not less than): ');
    if (compareRatio(total, floor) < 0) {
      steps?.push({ basis: 'duty raised to the floor', amountUsd: jsonAmount(floor) });
      total = floor;
    }
  }
  const duty = roundRatioHalfUp(total, 2);
  steps?.push(...roundingStep(total));
  return { ok: true, duty, working };
};

/** The rounding step of the working, when the exact amount has more than two places; none otherwise. */
export const roundingStep = (total: Ratio): WorkingStep[] => {
  if (!ratioNeedsRounding(total, 2)) return [];
  const rounded = roundRatioHalfUp(total, 2);
  return [{ basis: `rounded half-up to the cent: ${exactText(total)} -> ${toFixedString(rounded)}`, amountUsd: toJsonNumber(rounded) }];
};

// A step amount no finite decimal holds (33 1/3% of a value) is shown to 6 places; the duty still rounds from the exact value.
const SHOWN_PLACES = 6;
export const jsonAmount = (amount: Ratio): number => toJsonNumber(ratioToDecimal(amount) ?? roundRatioHalfUp(amount, SHOWN_PLACES));
export const exactText = (amount: Ratio): string => {
  const exact = ratioToDecimal(amount);
  return exact === null ? `${toFixedString(roundRatioHalfUp(amount, SHOWN_PLACES))}...` : toPlainString(exact);
};

const sumTerms = (
  terms: readonly RateTerm[],
  shipment: Shipment,
  value: ValueBase,
  working: WorkingStep[] | null,
  label: string,
): Ratio => {
  let total: Ratio = ZERO_RATIO;
  for (const term of terms) {
    const { factor, label: rateText } = termFactor(term);
    // findBlocker has checked every unit is present.
    const base = term.type === 'ad-valorem' ? value.value : shipment.amounts[term.unit]!;
    const amount = scaleRatio(factor, base);
    if (working) {
      const of = term.type === 'ad-valorem' ? `${formatUsd(value.value)}${value.label ? ` ${value.label}` : ''}` : formatQuantity(base, term.unit);
      working.push({ basis: `${label}${rateText} x ${of}`, amountUsd: jsonAmount(amount) });
    }
    total = addRatio(total, amount);
  }
  return total;
};

const ZERO_RATIO: Ratio = { numerator: 0n, denominator: 1n };
