import * as z from 'zod';
import { CanonicalUnit, RateKind } from './rate.ts';

/**
 * Stable machine-readable refusal codes (beyond the spec; additive). Each
 * says why no number was produced and, through `units`/`missing`, what would
 * unblock it.
 * - no-rate: the line carries no rate in the column used.
 * - rate-unparsed: the rate string could not be parsed into terms.
 * - refused-kind: the rate kind is never priced (`kind`): cross-reference,
 *   sliding-scale, note-reference, conditional-free, apportioned,
 *   additive-reference, no-change. Nothing in a request unblocks it.
 * - component-basis: a term is assessed on part of the goods (`basis`, e.g.
 *   "on the value of the lead content", "on drained weight"); the request
 *   carries no component amounts, so the estimator refuses rather than guess.
 * - quantity-missing: the rate needs quantities the shipment lacks (`units`).
 * - value-basis: a percentage of a named value other than the customs value
 *   (`basis`, e.g. "the cost of such goods or repairs", "the fair retail
 *   value"); the request carries no such value.
 * - quantity-zero: the shipment gives 0 of a unit the rate is per and the
 *   duty computes to 0; 0 means Free only. A compound whose other terms are
 *   above 0 ("33.9¢/kg + 5.1%" on 0 kg at $10,000) is priced.
 * - alcohol-missing: a proof-litre term and no proof litres (send
 *   alcoholByVolume with litres, or proofLitres).
 * - duty-not-positive: a rate that is not Free computes to 0.00 after
 *   rounding (customs value 0, a 0% rate, a tiny amount); 0 means Free only.
 */
export const REFUSAL_CODES = [
  'no-rate',
  'rate-unparsed',
  'refused-kind',
  'component-basis',
  'value-basis',
  'quantity-missing',
  'quantity-zero',
  'alcohol-missing',
  'duty-not-positive',
] as const;
export const RefusalCode = z.enum(REFUSAL_CODES);
export type RefusalCode = z.infer<typeof RefusalCode>;

export const Refusal = z
  .object({
    code: RefusalCode,
    kind: RateKind.optional().describe('The rate kind, for refused-kind'),
    units: z.array(CanonicalUnit).optional().describe('Quantities the rate needs and the shipment lacks (or gives as 0)'),
    missing: z
      .array(z.string())
      .optional()
      .describe('Request fields that, sent together, unblock the estimate (one sufficient set; the reason names alternatives)'),
    basis: z
      .string()
      .optional()
      .describe('For component-basis, the part of the goods a term is assessed on; for value-basis, the value other than the customs value a percentage is of'),
    reference: z.string().optional().describe('What a refused rate refers to (note, subheading), when stated'),
  })
  .describe('Why the estimate could not produce a number');
export type Refusal = z.infer<typeof Refusal>;

export const WorkingStep = z.object({
  basis: z.string().describe('One step of the arithmetic, e.g. "6.3¢/liter x 750 liter"'),
  amountUsd: z.number().describe('The exact amount of this step in USD (unrounded until the rounding step)'),
});
export type WorkingStep = z.infer<typeof WorkingStep>;
