import * as z from 'zod';
import { booleanParam, cursorParam, limitParam } from './params.ts';

/** GET /v1/countries filters (docs/CONTRACT.md 2.6). Every given filter must hold; see filterCountries. */
export const CountryQuery = z.strictObject({
  q: z.string().trim().min(1, 'must not be empty').optional().describe('Case-insensitive substring of the name or an alias'),
  iso2: z.string().regex(/^[A-Za-z]{2}$/, 'must be two letters, e.g. FR').optional().describe('ISO 3166-1 alpha-2, any case'),
  censusCode: z.string().regex(/^\d{4}$/, 'must be four digits, e.g. 4279').optional().describe('Census Schedule C code'),
  programme: z
    .string()
    .regex(/^[A-Za-z]{1,2}[+*]?$/, 'must be a special-programme indicator such as CL, A+ or S+')
    .optional()
    .describe('Countries listed for this indicator, claimable today or not (see each programme entry)'),
  mapped: booleanParam.optional().describe('true keeps countries an ISO alpha-2 code maps to; false the others'),
  limit: limitParam(20),
  cursor: cursorParam,
});
export type CountryQuery = z.output<typeof CountryQuery>;
