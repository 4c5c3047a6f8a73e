/**
 * Canonical units a specific duty is assessed in. The first fourteen are the
 * contract's (docs/CONTRACT.md 2.4); the rest are units the schedule's rate strings use.
 */
export const CANONICAL_UNITS = [
  'kg',
  'liter',
  'pair',
  'dozen',
  'each',
  'barrel',
  'm3',
  'm2',
  'gross',
  'thousand',
  'clean kg',
  'metric ton',
  'gram',
  'cm3',
  'proof liter',
  'dozen pairs',
  'head',
  'jewel',
  'carat',
  'linear meter',
  'square',
  'pack',
  'gross line',
] as const;

/** The same union as schema/rate.ts CanonicalUnit, without zod: units/ sits below schema/. */
export type CanonicalUnit = (typeof CANONICAL_UNITS)[number];
