import { z } from 'zod';
import { DutyEstimate } from './duty-estimate.ts';
import { DutyRequest } from './duty-request.ts';

/** Most lines one batch may carry; more is a 413. */
export const MAX_BATCH_LINES = 1_000;

/** The columns a CSV batch may name in its header row: the fields of one duty request (docs/CONTRACT.md 2.4) but `quantities`. */
export const BATCH_CSV_COLUMNS = ['htsno', 'customsValueUsd', 'quantity', 'quantityUnit', 'litres', 'countryOfOrigin', 'alcoholByVolume', 'proofLitres', 'column2'] as const;

export const DutyBatchDefaults = DutyRequest.pick({ countryOfOrigin: true, column2: true }).describe(
  'Fields every line takes unless it gives its own: a line\'s own field always wins',
);

/** The JSON body of POST /v1/duty-estimates, as documented. */
export const DutyBatchRequest = z
  .strictObject({
    lines: z
      .array(DutyRequest)
      .min(1)
      .max(MAX_BATCH_LINES)
      .describe('1 to 1,000 duty requests, each exactly as POST /v1/duty-estimate takes it; each is answered on its own, a bad one never stops the others'),
    defaults: DutyBatchDefaults.optional(),
  })
  .describe('A batch of duty requests: an invoice, one request per line');

/** The envelope as read: each line is checked on its own by DutyRequest, so a bad line is a per-line problem, not a 400. */
export const DutyBatchEnvelope = DutyBatchRequest.extend({ lines: z.array(z.unknown()) });

/** A line that could not be estimated: an RFC 9457 problem as POST /v1/duty-estimate answers it, without the envelope. */
export const BatchLineProblem = z
  .looseObject({
    type: z.string(),
    title: z.string(),
    status: z.union([z.literal(400), z.literal(402), z.literal(404), z.literal(409), z.literal(422)]),
    detail: z.string(),
    errors: z.array(z.object({ field: z.string(), message: z.string() })).optional().describe('On 400: each invalid field'),
    likelyHtsno: z
      .string()
      .optional()
      .describe('On a 9-digit number (or another odd length) that looks like a spreadsheet dropped its leading zero: the number it likely was. Never priced as that number'),
  })
  .describe('Why this line has no estimate: 400 malformed, 404 no such line, 409 several lines start with the number');

export const BatchLine = z.union([
  z.strictObject({ line: z.number().int().min(1).describe('1-based position in the batch (data row for CSV)'), estimate: DutyEstimate }),
  z.strictObject({ line: z.number().int().min(1), problem: BatchLineProblem }),
]);
export type BatchLine = z.infer<typeof BatchLine>;

export const BatchTotals = z
  .object({
    dutyUsd: z.number().describe('The exact sum of the priced lines\' dutyUsd (each already rounded to the cent)'),
    customsValueUsd: z.number().describe('The exact sum of customsValueUsd over the lines that have an estimate (priced, Free or refused)'),
    priced: z.number().int().describe('Lines with a duty above 0'),
    free: z.number().int().describe('Lines whose rate is Free (dutyUsd 0)'),
    refused: z.number().int().describe('Lines the estimator refused to price (dutyUsd null, with a reason)'),
    invalid: z.number().int().describe('Lines answered with a problem instead of an estimate'),
    complete: z.boolean().describe('true only when every line was priced or Free: otherwise dutyUsd is not the invoice\'s duty'),
  })
  .describe('Totals over the batch');
export type BatchTotals = z.infer<typeof BatchTotals>;

export const DutyBatchEstimate = z
  .object({
    estimate: z.literal(true),
    lines: z.array(BatchLine).describe('One entry per line, in the order sent'),
    totals: BatchTotals,
    disclaimer: z.string(),
    derived: z.literal(true),
  })
  .describe('Duty estimates for a batch of lines, each exactly what POST /v1/duty-estimate answers for it, and their totals');
export type DutyBatchEstimate = z.infer<typeof DutyBatchEstimate>;
