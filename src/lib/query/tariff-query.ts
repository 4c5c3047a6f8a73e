import { z } from 'zod';
import { RateKind } from '../schema/rate.ts';
import type { TariffLine } from '../schema/tariff-line.ts';
import { booleanParam, cursorParam, limitParam } from './params.ts';
import { tokens } from './search-text.ts';
import type { TextIndex } from './text-index.ts';

/** GET /v1/tariffs filters (spec part 4 rule 1). One schema: validation, types and OpenAPI. */
export const TariffQuery = z.strictObject({
  q: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    // Punctuation alone has no word to match: it must not pass as a filter that keeps every line.
    .refine((v) => tokens(v).length > 0, 'must contain a letter or a digit')
    .optional()
    .describe('Free text over the full description path; every token must match'),
  chapter: z.string().regex(/^\d{2}$/, 'must be exactly two digits').optional().describe('Chapter, two digits, e.g. 22'),
  heading: z.string().regex(/^\d{4}$/, 'must be exactly four digits').optional().describe('Heading, four digits, e.g. 2204'),
  htsno: z
    .string()
    .regex(/^\d[\d.]{0,12}$/, 'must be digits, dots optional')
    .refine((v) => v.replaceAll('.', '').length <= 10, 'must have at most 10 digits')
    .optional()
    .describe('Tariff-number prefix, dots optional'),
  programme: z.string().regex(/^[A-Z]{1,2}[+*]?$/, 'must be a special-programme indicator such as CL, A+ or S+').optional().describe('Special-programme indicator present in the special column'),
  rateKind: RateKind.optional().describe('Kind of the general rate'),
  unit: z.string().trim().min(1).max(40).optional().describe('Unit of quantity as the schedule states it, e.g. kg, liters, pr., doz., No.'),
  classifiable: booleanParam.optional().describe('true keeps only 10-digit lines; false only the others'),
  limit: limitParam(20),
  cursor: cursorParam,
});
export type TariffQuery = z.output<typeof TariffQuery>;

export interface SearchableLine {
  line: TariffLine;
  programmes: ReadonlySet<string>;
  units: ReadonlySet<string>;
}

/**
 * Predicate of every filter given, over a line and its index; filters combine
 * with AND. `q` is answered by the text index: every token must start a word.
 */
export const tariffFilter = (query: TariffQuery, text: () => TextIndex): ((s: SearchableLine, index: number) => boolean) => {
  const checks: ((s: SearchableLine, index: number) => boolean)[] = [];
  if (query.q !== undefined) {
    const hits = text().match(tokens(query.q));
    checks.push((_s, i) => hits[i] === 1);
  }
  if (query.chapter !== undefined) checks.push((s) => s.line.chapter === query.chapter);
  if (query.heading !== undefined) checks.push((s) => s.line.heading === query.heading);
  if (query.htsno !== undefined) {
    const prefix = query.htsno.replaceAll('.', '');
    checks.push((s) => s.line.digits.startsWith(prefix));
  }
  if (query.programme !== undefined) checks.push((s) => s.programmes.has(query.programme!));
  if (query.rateKind !== undefined) checks.push((s) => s.line.rateKind === query.rateKind);
  if (query.unit !== undefined) {
    const unit = query.unit.toLowerCase();
    checks.push((s) => s.units.has(unit));
  }
  if (query.classifiable !== undefined) checks.push((s) => s.line.classifiable === query.classifiable);
  return (s, i) => checks.every((check) => check(s, i));
};
