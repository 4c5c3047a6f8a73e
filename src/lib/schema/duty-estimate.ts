import * as z from 'zod';
import { Chapter99Candidate } from './duty-chapter99.ts';
import { EntryFees } from './duty-fees.ts';
import { Refusal, WorkingStep } from './duty-working.ts';
import { AsOfRevision } from './line-history.ts';
import { CanonicalUnit, ParsedRate, RateKind } from './rate.ts';
import { Stacked } from './duty-stack.ts';
import { ScheduleCurrency } from './schedule-currency.ts';

export { REFUSAL_CODES, RefusalCode, Refusal, WorkingStep } from './duty-working.ts';
export { Chapter99Candidate, Chapter99Link, Chapter99IfApplied } from './duty-chapter99.ts';

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
  applicable: z.boolean().describe('false when dutyUsd is null'),
  notApplicableBecause: z.string().optional().describe('Present whenever applicable is false'),
  working: z.array(WorkingStep).describe('The arithmetic of dutyUsd, exactly as the duty shows it for a line whose rate this is; [] when refused'),
  requiredUnit: CanonicalUnit.optional().describe('When refused for a missing quantity: the canonical unit to send as quantityUnit'),
  refusal: Refusal.optional().describe('Why dutyUsd is null, as the duty says it'),
});
export type SpecialRateOffer = z.infer<typeof SpecialRateOffer>;

export const RATE_COLUMN_USED = ['general', 'other'] as const;

/** The column 1 general rate's amount beside a column 2 duty: what the denial of normal trade relations costs. */
export const GeneralRateAmount = z
  .object({
    rate: z.string().describe('The column 1 general rate as published (after inheritance); "" when the line has none'),
    rateKind: RateKind.nullable().describe('Kind of that rate; null when the line has none'),
    dutyUsd: z.number().nullable().describe('The duty at the general rate, rounded half-up to the cent; null when refused'),
    applicable: z.boolean().describe('false when dutyUsd is null'),
    working: z.array(WorkingStep).describe('The arithmetic, as for the duty'),
    notApplicableBecause: z.string().optional().describe('Present whenever applicable is false'),
    requiredUnit: CanonicalUnit.optional().describe('When refused for a missing quantity: the canonical unit to send as quantityUnit'),
    refusal: Refusal.optional().describe('Why dutyUsd is null, as the duty says it'),
  })
  .describe('The general (column 1) rate priced for the same shipment, shown beside the column 2 duty; never applied');
export type GeneralRateAmount = z.infer<typeof GeneralRateAmount>;

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
    quantities: z.record(z.string(), z.number()).describe('The shipment as read: canonical unit -> amount, after merging, incl. derived proof liters, and any unit the schedule only reports in (doses, Cu kg) under its own spelling, never priced'),
    working: z.array(WorkingStep),
    effectiveAdValoremRate: z
      .number()
      .nullable()
      .describe('dutyUsd / customsValueUsd as a fraction (0.00945 = 0.945%), computed exactly from the rounded duty and rounded half-up to 6 places; null when the value is 0, there is no duty, or the ratio is beyond a JSON number'),
    origin: EstimateOrigin.pick({ name: true, iso2: true }).nullable(),
    notes: z.array(z.string()).describe('Facts about how the rate was chosen (column 2, inheritance)'),
    specialRatesAvailable: z
      .array(SpecialRateOffer)
      .describe('Trade-programme rates the origin could claim if the goods qualify, each priced with its working; never applied to dutyUsd'),
    chapter99Candidates: z
      .array(Chapter99Candidate)
      .describe(
        'Additional-duty headings to check: linked by footnote first, then by a number the heading names, then by origin; each with whom its text limits it to, whether it is in force on the entry date, and what it would add (ifApplied). Never dropped, never applied',
      ),
    excludes: z.array(z.string()),
    disclaimer: z.string(),
    derived: z.literal(true),
    asOf: AsOfRevision.optional().describe('Present when the request gave asOf: the archived revision the estimate was read from'),
    generalIfNormalTradeRelations: GeneralRateAmount.optional().describe(
      'Present when the column 2 rate applies (a column 2 origin, or column2: true): the general rate\'s amount for the same shipment, so the cost of the denial is visible; never applied',
    ),
    fees: EntryFees.optional().describe('Entry fees computed beside dutyUsd, never added to it: the merchandise processing fee and the harbor maintenance fee'),
    parsedRate: ParsedRate.nullable()
      .optional()
      .describe('The rate of the column used (see column), parsed into terms as GET /v1/tariffs/{htsno} gives it in parsed or parsedOther; null when the line has no rate there. Enough to draw the rate against value without a second request'),
    stacked: Stacked.optional().describe('Present when the request sent `stack`: what the entry would owe under the law of its date and the facts declared, with every step. Never changes dutyUsd'),
    scheduleCurrency: ScheduleCurrency.optional().describe(
      'Present when the entry date falls on or after the first release the publisher issued after the build\'s schedule: complete is false, and laterActions names the chapter 99 actions since that may reach this origin and line, never priced',
    ),
  })
  .describe('Duty estimate for one shipment (spec 2.5)');
export type DutyEstimate = z.infer<typeof DutyEstimate>;
