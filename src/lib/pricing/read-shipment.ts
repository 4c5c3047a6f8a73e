import { abs, compare, exactDecimal, fromNumber, multiply, subtract, toPlainString, type ExactDecimal } from '../money/index.ts';
import { err, ok, type Result } from '../result.ts';
import type { DutyRequest } from '../schema/duty-request.ts';
import type { CanonicalUnit } from '../schema/rate.ts';
import { ACCEPTED_UNIT_SPELLINGS, acceptedUnit } from '../units/canonical-unit.ts';
import type { ReportingUnit } from '../units/reporting-units.ts';

/** The quantities of one shipment, keyed by canonical unit. */
export interface Shipment {
  readonly amounts: Partial<Record<CanonicalUnit, ExactDecimal>>;
  /** Amounts in units the schedule only reports in ("doses", "Cu kg"): shown back, never priced. */
  readonly reported?: Partial<Record<ReportingUnit, ExactDecimal>>;
  readonly alcoholByVolume?: ExactDecimal;
  /** How the proof liters were obtained, when present. */
  readonly proofLiters?: 'given' | 'derived';
}

/** A request the shipment cannot be read from: a 400 at the edge, naming `field`. */
export type ShipmentError =
  | { code: 'unknown-unit'; field: string; unit: string; accepted: readonly string[]; message: string }
  | { code: 'unit-conflict'; field: string; unit: CanonicalUnit | ReportingUnit; otherField: string; message: string }
  | { code: 'quantity-without-unit'; field: 'quantityUnit'; message: string }
  | { code: 'unit-without-quantity'; field: 'quantity'; message: string }
  | { code: 'proof-liters-conflict'; field: 'proofLitres'; given: string; derived: string; message: string }
  | { code: 'invalid-number'; field: string; message: string };

export type ShipmentInput = Pick<
  DutyRequest,
  'quantity' | 'quantityUnit' | 'quantities' | 'litres' | 'alcoholByVolume' | 'proofLitres'
>;

/**
 * Given proof litres and proof litres derived from litres x ABV x 2 / 100
 * agree when they differ by at most half a proof litre: a caller may round
 * the figure to a whole proof litre. Beyond that the request contradicts
 * itself and is refused; within it the given figure is used.
 */
export const PROOF_LITER_TOLERANCE: ExactDecimal = exactDecimal(5n, 1);
// ABV is a percent by volume and a proof litre is two litres at 50%: x 2 / 100.
const PROOF_PER_LITER_PERCENT = exactDecimal(2n, 2);

/** Merges quantity/quantityUnit, quantities, litres and proofLitres into one shipment. */
export const readShipment = (input: ShipmentInput): Result<Shipment, ShipmentError> => {
  const amounts: Partial<Record<CanonicalUnit, ExactDecimal>> = {};
  const reported: Partial<Record<ReportingUnit, ExactDecimal>> = {};
  const fields: Partial<Record<CanonicalUnit | ReportingUnit, string>> = {};

  // Into the amounts a rate reads, or aside for a unit the schedule only reports in: the same unit twice must agree.
  const putIn = <U extends CanonicalUnit | ReportingUnit>(into: Partial<Record<U, ExactDecimal>>, unit: U, value: number, field: string): ShipmentError | null => {
    const amount = fromNumber(value);
    if (!amount.ok) return { code: 'invalid-number', field, message: `${field} must be a finite number` };
    const previous = into[unit];
    if (previous !== undefined && compare(previous, amount.value) !== 0) {
      const otherField = fields[unit]!;
      return {
        code: 'unit-conflict',
        field,
        unit,
        otherField,
        message: `${field} gives ${toPlainString(amount.value)} ${unit} but ${otherField} gives ${toPlainString(previous)} ${unit}`,
      };
    }
    into[unit] = amount.value;
    fields[unit] ??= field;
    return null;
  };
  const put = (unit: CanonicalUnit, value: number, field: string) => putIn(amounts, unit, value, field);
  const putAny = (spelling: string, value: number, field: string, unitField = field): ShipmentError | null => {
    const unit = acceptedUnit(spelling);
    if (unit === null) return unknownUnit(unitField, spelling);
    return unit.priced ? put(unit.unit, value, field) : putIn(reported, unit.unit, value, field);
  };

  if (input.quantity !== undefined && input.quantityUnit === undefined) {
    return err({ code: 'quantity-without-unit', field: 'quantityUnit', message: 'quantity needs quantityUnit' });
  }
  if (input.quantityUnit !== undefined && input.quantity === undefined) {
    return err({ code: 'unit-without-quantity', field: 'quantity', message: 'quantityUnit needs quantity' });
  }
  if (input.quantity !== undefined && input.quantityUnit !== undefined) {
    const problem = putAny(input.quantityUnit, input.quantity, 'quantity', 'quantityUnit');
    if (problem) return err(problem);
  }
  if (input.quantities !== undefined) {
    for (const key of Object.keys(input.quantities)) {
      const problem = putAny(key, input.quantities[key]!, `quantities.${key}`);
      if (problem) return err(problem);
    }
  }
  if (input.litres !== undefined) {
    const problem = put('liter', input.litres, 'litres');
    if (problem) return err(problem);
  }
  if (input.proofLitres !== undefined) {
    const problem = put('proof liter', input.proofLitres, 'proofLitres');
    if (problem) return err(problem);
  }

  let alcoholByVolume: ExactDecimal | undefined;
  if (input.alcoholByVolume !== undefined) {
    const abv = fromNumber(input.alcoholByVolume);
    if (!abv.ok) return err({ code: 'invalid-number', field: 'alcoholByVolume', message: 'alcoholByVolume must be a finite number' });
    alcoholByVolume = abv.value;
  }

  let proofLiters: Shipment['proofLiters'] = amounts['proof liter'] === undefined ? undefined : 'given';
  const liters = amounts.liter;
  if (alcoholByVolume !== undefined && liters !== undefined) {
    const derived = multiply(multiply(liters, alcoholByVolume), PROOF_PER_LITER_PERCENT);
    const given = amounts['proof liter'];
    if (given === undefined) {
      amounts['proof liter'] = derived;
      proofLiters = 'derived';
    } else if (compare(abs(subtract(given, derived)), PROOF_LITER_TOLERANCE) > 0) {
      return err({
        code: 'proof-liters-conflict',
        field: 'proofLitres',
        given: toPlainString(given),
        derived: toPlainString(derived),
        message: `${fields['proof liter']} gives ${toPlainString(given)} proof liters but litres x alcoholByVolume x 2 / 100 gives ${toPlainString(derived)}; they may differ by at most ${toPlainString(PROOF_LITER_TOLERANCE)}`,
      });
    }
  }

  return ok({
    amounts,
    ...(Object.keys(reported).length > 0 ? { reported } : {}),
    ...(alcoholByVolume === undefined ? {} : { alcoholByVolume }),
    ...(proofLiters ? { proofLiters } : {}),
  });
};

const unknownUnit = (field: string, unit: string): ShipmentError => ({
  code: 'unknown-unit',
  field,
  unit,
  accepted: ACCEPTED_UNIT_SPELLINGS,
  message: `unknown unit ${JSON.stringify(unit)} in ${field}; accepted units: ${ACCEPTED_UNIT_SPELLINGS.join(', ')}`,
});
