import * as z from 'zod';
import { ACCEPTED_UNIT_SPELLINGS, acceptedUnit } from '../units/canonical-unit.ts';
import { StackRequest } from './duty-stack.ts';

/**
 * Spec 2.4: the body of POST /v1/duty-estimate. Strict: an unknown top-level
 * key is an error, never ignored. Numbers must be JSON numbers (a string
 * "12" is an error); -0 is accepted and read as 0. Unit spellings are checked
 * for the `quantities` keys here and for `quantityUnit` by readShipment, so
 * both errors name the field and list the accepted spellings.
 */

const acceptedList = (): string => ACCEPTED_UNIT_SPELLINGS.join(', ');

// Keys a JSON object can carry that must never reach an object as a property name.
const FORBIDDEN_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/**
 * Upper bound of every amount: far beyond any shipment, and small enough that
 * every amount an estimate reports (duty, derived proof litres, working steps)
 * stays a finite JSON number.
 */
export const MAX_AMOUNT = 1e15;

const nonNegative = (description: string) => z.number().min(0).max(MAX_AMOUNT).describe(`${description}; 0 to 10^15`);

const unknownUnit = (key: unknown): string => `unknown unit ${JSON.stringify(key)}; accepted units: ${acceptedList()}`;

const unitKey = z.string().refine((key) => acceptedUnit(key) !== null, { error: (issue) => unknownUnit(issue.input) });

// The record's own message for a bad key, so the one message a client sees lists the accepted units.
const unitAmounts = z.record(unitKey, nonNegative('Amount in the unit named by the key'), {
  error: (issue) => (issue.code === 'invalid_key' ? unknownUnit(issue.input) : undefined),
});

// zod drops an own "__proto__" key silently; reject it (and its kin) by name instead.
const quantities = z.preprocess((value, ctx) => {
  if (value !== null && typeof value === 'object') {
    for (const key of FORBIDDEN_KEYS) {
      if (Object.hasOwn(value, key)) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          input: value,
          message: unknownUnit(key),
        });
      }
    }
  }
  return value;
}, unitAmounts);

/** How the goods arrive: the harbor maintenance fee is due only on cargo unloaded from a commercial vessel. */
export const MODES_OF_TRANSPORT = ['vessel', 'air', 'truck', 'rail', 'mail', 'other'] as const;
export const ModeOfTransport = z
  .enum(MODES_OF_TRANSPORT, { error: `expected one of ${MODES_OF_TRANSPORT.join(', ')}` })
  .describe('How the goods arrive: vessel, air, truck, rail, mail or other. The harbor maintenance fee (fees.hmf) is computed only for vessel');
export type ModeOfTransport = z.infer<typeof ModeOfTransport>;

/**
 * Declared values of parts of the goods, for chapter 99 rates assessed "upon
 * the value of the steel content" (and aluminum, copper, non-U.S. content).
 * Strict: a misspelled content is an error, never ignored.
 */
export const ContentValuesUsd = z
  .strictObject({
    steel: nonNegative('Value of the steel content in US dollars').optional(),
    aluminum: nonNegative('Value of the aluminum content in US dollars').optional(),
    copper: nonNegative('Value of the copper content in US dollars').optional(),
    nonUs: nonNegative('Value of the non-U.S. content in US dollars (the content not of U.S. origin)').optional(),
  })
  .describe(
    'Declared values of parts of the goods, each at most customsValueUsd: a chapter 99 rate "upon the value of the steel content" (aluminum, copper, non-U.S. content) is computed only from the value declared here, and refused naming the field without it. Never used for dutyUsd',
  );
export type ContentValuesUsd = z.infer<typeof ContentValuesUsd>;

export const DutyRequest = z
  .strictObject({
    htsno: z
      .string()
      .regex(/^\d{4}(?:\.?\d{2}){0,3}$/, 'a tariff number: 4 to 10 digits, dots optional (2204.21.50.05 or 2204215005)')
      .describe('Tariff number (HTS) of the goods, dots optional, e.g. "2204.21.50.05" or "2204215005". A prefix matching several lines is answered with 409'),
    customsValueUsd: nonNegative('Customs value of the shipment in US dollars'),
    quantity: nonNegative('Amount of the goods in `quantityUnit`. Send with `quantityUnit`').optional(),
    quantityUnit: z
      .string()
      .describe(
        `Unit the duty is assessed in. Canonical: kg, liter, pair, dozen, each, barrel, m3, m2, gross, thousand, clean kg, metric ton, gram, cm3; the schedule's own spellings (pr., doz., bbl, ...) are accepted. A unit the schedule's lines only report in (doses, GBq, Cu kg, kg cmsc, ...) is accepted and recorded in \`quantities\`, never priced: a rate per kg still needs kg. Send with \`quantity\``,
      )
      .optional(),
    quantities: quantities
      .optional()
      .describe(
        'Map from unit to amount, for a rate on two units at once (e.g. {"liter": 1000, "proof liter": 240}). Merged with quantity/quantityUnit and litres; the same unit given twice must carry the same amount',
      ),
    litres: nonNegative('Volume in litres; the same as quantity with quantityUnit "liter"').optional(),
    countryOfOrigin: z
      .string()
      .min(1)
      .describe('Country of origin: ISO alpha-2 code, Schedule C (census) code or name. Decides which trade-programme rates are offered and whether column 2 applies')
      .optional(),
    alcoholByVolume: z
      .number()
      .min(0)
      .max(100)
      .describe('Alcohol by volume in percent (12.5 means 12.5%). With litres it gives the proof litres (litres x ABV x 2 / 100) a proof-litre rate needs')
      .optional(),
    proofLitres: nonNegative('Proof litres, given directly instead of alcoholByVolume; if both are given they must agree within 0.5 proof litre').optional(),
    asOf: z.iso
      .date({ error: 'a calendar date, YYYY-MM-DD' })
      .describe(
        'Estimate from the schedule as it stood on this date (an entry date): the latest archived revision published on or before it, named in the answer as `asOf`. Before the archive starts: 422; beyond the plan\'s history window: 402. Countries and programmes are today\'s',
      )
      .optional(),
    column2: z
      .boolean()
      .describe('When true the column 2 rate applies (countries denied normal trade relations); an origin that is a column 2 country applies it anyway')
      .optional(),
    contentValuesUsd: ContentValuesUsd.optional(),
    modeOfTransport: ModeOfTransport.optional(),
    stack: StackRequest.optional(),
  })
  .describe('Request for a duty estimate on one shipment (spec 2.4)');
export type DutyRequest = z.infer<typeof DutyRequest>;
