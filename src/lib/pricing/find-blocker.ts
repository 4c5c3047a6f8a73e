import type { Refusal } from '../schema/duty-estimate.ts';
import type { CanonicalUnit, ParsedRate, RateTerm } from '../schema/rate.ts';
import type { Shipment } from './read-shipment.ts';

/** A priced rate the shipment cannot be priced under, with the reason and the unit to send. */
export interface Blocker {
  refusal: Refusal;
  reason: string;
  requiredUnit?: CanonicalUnit;
}

// Bases that name the whole goods, not a component. A proof litre is by
// definition a measure of ethyl alcohol; "the entire set" is the article itself.
const WHOLE_QUANTITY_BASIS = /^(?:on |of )?(?:the )?ethyl alcohol content$/i;
const WHOLE_VALUE_BASIS = /^(?:on |upon )?the (?:entire set|full value of the imported article)\.?$/i;
// A named value other than the customs value ("50 percent of the cost of such
// goods or repairs", "3 percent of the fair retail value"): not a component of
// the goods, a different value, which the request does not carry.
const OTHER_VALUE_BASIS = /^(?:on |upon )?the (?:cost|fair retail value)\b/i;

/** Every term the duty depends on: the terms and any ceiling or floor. */
export const allTerms = (rate: ParsedRate): RateTerm[] =>
  rate.cap === undefined && rate.floor === undefined ? rate.terms : [...rate.terms, ...(rate.cap ?? []), ...(rate.floor ?? [])];

/**
 * Why the shipment cannot be priced under a priced rate, or null. A term on a
 * component ("on the value of the lead content", "on drained weight") or on a
 * value other than the customs value ("the cost of such goods or repairs")
 * needs an amount the request cannot carry: refused, never guessed. A per-unit
 * term needs that unit's quantity. A quantity of 0 is not a blocker: the rate
 * is priced (a compound's percentage still stands) and priceRate refuses only
 * a total that would read as Free (see `zeroUnits`).
 */
export const findBlocker = (rate: ParsedRate, shipment: Shipment): Blocker | null => {
  const terms = allTerms(rate);
  for (const term of terms) {
    if (term.basis === undefined) continue;
    const basis = term.basis.trim();
    if (term.type === 'specific' && term.unit === 'proof liter' && WHOLE_QUANTITY_BASIS.test(basis)) continue;
    if (term.type === 'ad-valorem' && WHOLE_VALUE_BASIS.test(basis)) continue;
    if (term.type === 'ad-valorem' && OTHER_VALUE_BASIS.test(basis)) {
      return {
        refusal: { code: 'value-basis', basis: term.basis },
        reason: `the rate "${rate.text}" is a percentage of ${basis}, not of the customs value; the request carries no such value, so the estimator does not guess`,
      };
    }
    const what = term.type === 'ad-valorem' ? 'a value' : `a quantity in ${term.unit}`;
    return {
      refusal: { code: 'component-basis', basis: term.basis },
      reason: `the rate "${rate.text}" is assessed ${term.type === 'ad-valorem' ? 'on ' : ''}${basis}, which needs ${what} of that component; the request carries none, so the estimator does not guess`,
    };
  }

  const missing: CanonicalUnit[] = [];
  for (const term of terms) {
    if (term.type === 'specific' && shipment.amounts[term.unit] === undefined && !missing.includes(term.unit)) missing.push(term.unit);
  }

  if (missing.length > 0) {
    const requiredUnit = missing[0]!;
    if (missing.length === 1 && requiredUnit === 'proof liter') {
      return {
        refusal: { code: 'alcohol-missing', units: missing, missing: proofLiterFields(shipment) },
        reason: `the rate "${rate.text}" has a proof-liter term: send alcoholByVolume with litres, or proofLitres`,
        requiredUnit,
      };
    }
    const fields = missing.length === 1 && requiredUnit !== 'liter' ? ['quantity', 'quantityUnit'] : missing.flatMap((unit) => unitFields(unit, shipment));
    return {
      refusal: { code: 'quantity-missing', units: missing, missing: fields },
      reason: `the rate "${rate.text}" is per ${missing.join(' and ')}; the request gives no quantity in ${missing.join(' or ')} (send quantity with quantityUnit "${requiredUnit}")`,
      requiredUnit,
    };
  }
  return null;
};

/**
 * Why a priced total of 0 is refused when the shipment gives 0 of a unit the
 * rate is per: a per-unit duty on nothing is 0, and 0 means Free only. Null
 * when no per-unit term has a quantity of 0 (then the 0 has another cause).
 * Asked only after pricing, so "33.9¢/kg + 5.1%" on 0 kg at $10,000 is priced
 * ($510.00): the ad valorem part stands.
 */
export const zeroQuantityBlocker = (rate: ParsedRate, shipment: Shipment): Blocker | null => {
  const zero: CanonicalUnit[] = [];
  for (const term of allTerms(rate)) {
    if (term.type !== 'specific' || zero.includes(term.unit)) continue;
    if (shipment.amounts[term.unit]?.units === 0n) zero.push(term.unit);
  }
  if (zero.length === 0) return null;
  return {
    refusal: { code: 'quantity-zero', units: zero, missing: zero.flatMap((unit) => unitFields(unit, shipment)) },
    reason: `the rate "${rate.text}" is per ${zero.join(' and ')} and the shipment gives 0 ${zero[0]}, so the duty computes to 0.00; a duty of 0 would read as Free, so a quantity above 0 is needed`,
    requiredUnit: zero[0]!,
  };
};

const proofLiterFields = (shipment: Shipment): string[] => {
  if (shipment.amounts.liter !== undefined) return ['alcoholByVolume'];
  if (shipment.alcoholByVolume !== undefined) return ['litres'];
  return ['proofLitres'];
};

const unitFields = (unit: CanonicalUnit, shipment: Shipment): string[] => {
  if (unit === 'liter') return ['litres'];
  if (unit === 'proof liter') return proofLiterFields(shipment);
  return [`quantities.${unit}`];
};
