/**
 * What no estimate includes (docs/CONTRACT.md 2.5 `excludes`). Programme
 * options, chapter 99 amounts and the entry fees are computed beside dutyUsd
 * (specialRatesAvailable, chapter99Candidates[].ifApplied, fees) and are no
 * longer excluded; the fees stay listed when the estimate carries none.
 */
export const EXCLUDES: readonly string[] = [
  'federal excise tax',
  'antidumping and countervailing duties',
  'other customs user fees (e.g. the manual entry surcharge, the dutiable mail fee)',
];

const FEES_NOT_COMPUTED: readonly string[] = ['merchandise processing fee', 'harbor maintenance fee'];

/** The excludes of one estimate: the fees are listed when it carries no `fees`. */
export const excludesFor = ({ fees }: { fees: boolean }): string[] => (fees ? EXCLUDES.slice() : [...FEES_NOT_COMPUTED, ...EXCLUDES]);

export const DISCLAIMER =
  'An estimate from the published tariff schedule, not a ruling: the customs authority (U.S. Customs and Border Protection) determines the duty owed.';
