import * as z from 'zod';
import { RateKind } from '../schema/rate.ts';
import { booleanParam, cursorParam, limitParam } from './params.ts';
import { tokens } from '../search/analyser.ts';

/** GET /v1/tariffs filters (docs/CONTRACT.md part 4 rule 1). One schema: validation, types and OpenAPI. */
export const TariffQuery = z.strictObject({
  q: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    // Punctuation alone has no word to match: it must not pass as a filter that keeps every line.
    .refine((v) => tokens(v).length > 0, 'must contain a letter or a digit')
    .optional()
    .describe(
      'Free text over the full description path and the number; every word must match, at the start of a word, through its stem or American spelling (whiskies for whisky, tires for tyre), or through a synonym from the curated table (champagne: sparkling wine)',
    ),
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
  sort: z
    .enum(['schedule', 'relevance'])
    .optional()
    .describe('schedule (the default) or relevance: with q, lines whose own description matches first, whole words before stems and synonyms, ties in schedule order'),
  limit: limitParam(20),
  cursor: cursorParam,
});
export type TariffQuery = z.output<typeof TariffQuery>;
