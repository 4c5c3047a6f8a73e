import * as z from 'zod';
import { CANONICAL_UNITS } from '../units/canonical-units.ts';

/** Spec 2.2: the eleven rate kinds. The last seven are never priced. */
export const RATE_KINDS = [
  'free',
  'specific',
  'compound',
  'ad-valorem',
  'cross-reference',
  'sliding-scale',
  'note-reference',
  'conditional-free',
  'apportioned',
  'additive-reference',
  'no-change',
] as const;
export const RateKind = z.enum(RATE_KINDS).describe('Kind of a duty rate (spec 2.2)');
export type RateKind = z.infer<typeof RateKind>;

/** Kinds the estimator prices; every other kind is refused with a reason. */
export const PRICED_KINDS: readonly RateKind[] = ['free', 'specific', 'compound', 'ad-valorem'];

// The list lives in units/ (which schema/ imports, never the other way round).
export { CANONICAL_UNITS };
export const CanonicalUnit = z.enum(CANONICAL_UNITS).describe('Canonical unit of quantity');
export type CanonicalUnit = z.infer<typeof CanonicalUnit>;

/** An exact decimal written as a string ("0.063", "6.5"); never a binary float. */
export const Decimal = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/)
  .describe('Exact decimal number as a string');
export type Decimal = z.infer<typeof Decimal>;

/**
 * A percent held exactly: a decimal, or "numerator/denominator" in lowest
 * terms when no finite decimal holds it (33 1/3% is "100/3"). Never rounded.
 */
export const Percent = z
  .string()
  .regex(/^-?\d+(\.\d+)?$|^-?\d+\/\d+$/)
  .describe('Exact percent: a decimal ("6.5"), or a fraction ("100/3" for 33 1/3%) when no finite decimal holds it');
export type Percent = z.infer<typeof Percent>;

/** Percentage of a value. `basis` is the stated value when it is not the whole customs value. */
export const AdValoremTerm = z.object({
  type: z.literal('ad-valorem'),
  percent: Percent.describe('Percent, e.g. "6.5" for 6.5%; "100/3" for 33 1/3%'),
  basis: z.string().optional().describe('What the percentage is of, when not the whole customs value, e.g. "the value of the lead content"'),
});
export type AdValoremTerm = z.infer<typeof AdValoremTerm>;

/** Amount in USD per unit. `basis` qualifies the quantity ("drained weight", "total sugars"). */
export const SpecificTerm = z.object({
  type: z.literal('specific'),
  amountUsd: Decimal.describe('USD per unit, e.g. "0.063" for 6.3¢'),
  unit: CanonicalUnit,
  basis: z.string().optional().describe('Qualifier of the quantity, e.g. "on drained weight", "of total sugars"'),
});
export type SpecificTerm = z.infer<typeof SpecificTerm>;

export const RateTerm = z.discriminatedUnion('type', [AdValoremTerm, SpecificTerm]);
export type RateTerm = z.infer<typeof RateTerm>;

/**
 * A rate string parsed into computable terms. For the priced kinds `terms`
 * add up to the duty, bounded by `cap` (a ceiling) and `floor` where the
 * schedule states them. For refused kinds `terms` holds whatever numeric parts
 * were read (e.g. the +25% of an additive reference), and `reference` the text
 * that defines the rate elsewhere.
 */
export const ParsedRate = z.object({
  text: z.string().describe('The rate string as published, footnote markers removed, whitespace trimmed'),
  kind: RateKind,
  terms: z.array(RateTerm),
  cap: z.array(RateTerm).optional().describe('Ceiling: the duty is at most this ("but not more than")'),
  floor: z.array(RateTerm).optional().describe('Floor: the duty is at least this ("but not less than")'),
  reference: z.string().optional().describe('Note, article or subheading the rate refers to'),
  condition: z.string().optional().describe('Condition of a conditional free entry'),
  scale: z
    .object({
      step: SpecificTerm.describe('Amount taken off per step, e.g. 0.020668¢/kg'),
      per: z.string().describe('What one step is, e.g. "each degree under 100 degrees (and fractions of a degree in proportion)"'),
    })
    .optional()
    .describe('Sliding scale: `terms` less `step` for each `per`, bounded by `floor`'),
});
export type ParsedRate = z.infer<typeof ParsedRate>;

/** One rate group of the special column with the programme indicators it applies to. */
export const SpecialGroup = z.object({
  rate: ParsedRate,
  programmes: z.array(z.string()).describe('Special programme indicators, e.g. ["A+","AU","CL"]'),
});
export type SpecialGroup = z.infer<typeof SpecialGroup>;

export const ParsedSpecial = z.object({
  text: z.string(),
  groups: z.array(SpecialGroup),
});
export type ParsedSpecial = z.infer<typeof ParsedSpecial>;

/**
 * Why a rate string gave no rate. `empty-rate`: nothing but whitespace or stray
 * punctuation, i.e. "no rate". `unrecognised-rate`: the grammar does not know
 * it; the build lists every one and fails. `at` is the special-column group.
 */
export type RateParseError = { code: 'empty-rate' } | { code: 'unrecognised-rate'; text: string; at?: string };

export const RATE_COLUMNS = ['general', 'special', 'other'] as const;
export const RateColumn = z.enum(RATE_COLUMNS);
export type RateColumn = z.infer<typeof RateColumn>;
