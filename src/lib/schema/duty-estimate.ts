import { z } from 'zod';
import { AsOfRevision } from './line-history.ts';
import { CanonicalUnit, ParsedRate, RateKind } from './rate.ts';

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

export const Programme = z.object({
  code: z.string().describe('Special programme indicator as the schedule prints it, e.g. "AU", "A+"'),
  name: z.string(),
});
export type Programme = z.infer<typeof Programme>;

/** The country of origin as the estimator needs it; the HTTP edge maps the countries dataset onto it. */
export const EstimateOrigin = z.object({
  name: z.string(),
  iso2: z.string().nullable(),
  column2: z.boolean().describe('Denied normal trade relations: the column 2 rate applies'),
  programmes: z.array(Programme).describe('Trade programmes the country may claim'),
});
export type EstimateOrigin = z.infer<typeof EstimateOrigin>;

export const SpecialRateOffer = z.object({
  programmes: z.array(Programme).describe('Programmes of this rate group the origin may claim'),
  rate: z.string().describe('The special rate as published'),
  rateKind: RateKind,
  dutyUsd: z.number().nullable().describe('The duty this shipment would pay under the programme, when computable; never applied'),
  applicable: z.boolean(),
  notApplicableBecause: z.string().optional(),
});
export type SpecialRateOffer = z.infer<typeof SpecialRateOffer>;

/** How a chapter 99 heading was linked to the line: by a footnote of the line or of one of its ancestors. */
export const Chapter99Link = z
  .object({
    htsno: z
      .string()
      .nullable()
      .describe('The line whose footnote names the heading: this line, or the ancestor line it is inherited from; null only when that ancestor could not be looked up'),
    ancestor: z.boolean().describe('true when the footnote is on an ancestor line (the reference is inherited), false when on this line'),
    footnote: z.string().nullable().describe('The footnote text as published, e.g. "See 9903.88.03."; null only when the ancestor could not be looked up'),
  })
  .describe('How the heading was linked to the line');
export type Chapter99Link = z.infer<typeof Chapter99Link>;

export const Chapter99Candidate = z.object({
  heading: z.string(),
  description: z.string().nullable().describe('null when the heading is not in the schedule'),
  rate: z.string().nullable(),
  applied: z.literal(false),
  linkedBy: Chapter99Link,
  originScope: z
    .array(z.string().regex(/^[A-Z]{2}$/))
    .optional()
    .describe(
      'ISO alpha-2 codes of the countries the heading\'s own text limits it to ("articles the product of China" -> ["CN"]), read from the text; absent when the text names no country, or names one the countries reference data does not know',
    ),
  originInScope: z
    .boolean()
    .optional()
    .describe('Present when the request names an origin and the heading has an originScope: whether the origin is in it. The candidate is listed either way, never dropped and never applied'),
});
export type Chapter99Candidate = z.infer<typeof Chapter99Candidate>;

export const RATE_COLUMN_USED = ['general', 'other'] as const;

/** Spec 2.5: the duty estimate (200), plus additive fields (column, refusal, origin, notes, customsValueUsd). */
export const DutyEstimate = z
  .object({
    estimate: z.literal(true),
    htsno: z.string(),
    rate: z.string().describe('The published rate string the computation used, after inheritance; "" when the line has none'),
    rateKind: RateKind.nullable().describe('Kind of that rate; null when the line has no rate in the column'),
    column: z.enum(RATE_COLUMN_USED).describe('general: column 1 general rate; other: column 2'),
    customsValueUsd: z.number(),
    dutyUsd: z.number().nullable().describe('Duty in USD rounded half-up to the cent; 0 only for Free; null when refused'),
    applicable: z.boolean().describe('false when no number was produced'),
    notApplicableBecause: z.string().optional().describe('Present whenever applicable is false'),
    requiredUnit: CanonicalUnit.optional().describe('When refused for a missing quantity: the canonical unit to send as quantityUnit'),
    refusal: Refusal.optional(),
    quantities: z.record(z.string(), z.number()).describe('The shipment as read: canonical unit -> amount, after merging, incl. derived proof liters'),
    working: z.array(WorkingStep),
    effectiveAdValoremRate: z
      .number()
      .nullable()
      .describe('dutyUsd / customsValueUsd as a fraction (0.00945 = 0.945%), computed exactly from the rounded duty and rounded half-up to 6 places; null when the value is 0, there is no duty, or the ratio is beyond a JSON number'),
    origin: EstimateOrigin.pick({ name: true, iso2: true }).nullable(),
    notes: z.array(z.string()).describe('Facts about how the rate was chosen (column 2, inheritance)'),
    specialRatesAvailable: z.array(SpecialRateOffer).describe('Trade-programme rates the origin could claim if the goods qualify; never applied to dutyUsd'),
    chapter99Candidates: z
      .array(Chapter99Candidate)
      .describe('Additional-duty headings to check, each with how it was linked and whom its text limits it to; never dropped, never applied'),
    excludes: z.array(z.string()),
    disclaimer: z.string(),
    derived: z.literal(true),
    asOf: AsOfRevision.optional().describe('Present when the request gave asOf: the archived revision the estimate was read from'),
    parsedRate: ParsedRate.nullable()
      .optional()
      .describe('The rate of the column used (see column), parsed into terms as GET /v1/tariffs/{htsno} gives it in parsed or parsedOther; null when the line has no rate there. Enough to draw the rate against value without a second request'),
  })
  .describe('Duty estimate for one shipment (spec 2.5)');
export type DutyEstimate = z.infer<typeof DutyEstimate>;
