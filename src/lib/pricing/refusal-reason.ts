import type { ParsedRate, RateKind } from '../schema/rate.ts';

/** Why a kind is never priced, in words the response carries (docs/CONTRACT.md 2.2). */
const KIND_REASONS: Partial<Record<RateKind, string>> = {
  'cross-reference': 'the rate is defined by reference to another article',
  'sliding-scale': 'the rate is a sliding scale keyed to a measurement the request does not carry',
  'note-reference': 'the rate is stated in a schedule note',
  'conditional-free': 'free entry depends on a condition the estimator cannot verify',
  apportioned: 'the duty is apportioned across separately priced components',
  'additive-reference': 'the rate adds to the duty of another subheading; chapter 99 text is never a base rate',
  'no-change': 'the rate leaves the duty of another subheading unchanged; chapter 99 text is never a base rate',
};

export const refusedKindReason = (rate: ParsedRate): string => {
  const why = KIND_REASONS[rate.kind] ?? `rates of kind ${rate.kind} are not priced`;
  const detail = rate.condition ?? rate.reference;
  return `${rate.kind} rate "${rate.text}": ${why}${detail ? ` (${detail})` : ''}; it is reported, never priced`;
};
