/** What no estimate includes (docs/CONTRACT.md 2.5 `excludes`). */
export const EXCLUDES: readonly string[] = [
  'chapter 99 additional duties',
  'trade-programme preferences (special rates are listed, never applied)',
  'merchandise processing fee',
  'harbor maintenance fee',
  'federal excise tax',
  'antidumping and countervailing duties',
];

export const DISCLAIMER =
  'An estimate from the published tariff schedule, not a ruling: the customs authority (U.S. Customs and Border Protection) determines the duty owed.';
