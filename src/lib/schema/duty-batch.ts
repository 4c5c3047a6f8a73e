import * as z from 'zod';
import { Chapter99Candidate, DutyEstimate } from './duty-estimate.ts';
import { EntryFees } from './duty-fees.ts';
import { DutyRequest, ModeOfTransport } from './duty-request.ts';

/** Most lines one batch may carry; more is a 413. */
export const MAX_BATCH_LINES = 1_000;

/** The columns a CSV batch may name in its header row: the fields of one duty request (docs/CONTRACT.md 2.4) but `quantities`. */
export const BATCH_CSV_COLUMNS = [
  'htsno',
  'customsValueUsd',
  'quantity',
  'quantityUnit',
  'litres',
  'countryOfOrigin',
  'alcoholByVolume',
  'proofLitres',
  'column2',
  'modeOfTransport',
  'contentValuesUsd.steel',
  'contentValuesUsd.aluminum',
  'contentValuesUsd.copper',
  'contentValuesUsd.nonUs',
  // The entry date (YYYY-MM-DD), as a JSON line's asOf: the schedule as it stood then.
  'asOf',
  // The facts of the stacked total (a JSON line's stack), but its answers (a map): the JSON body takes those.
  'stack.claimedProgramme',
  'stack.usContentPercent',
  'stack.loadedOn',
] as const;

export const DutyBatchDefaults = DutyRequest.pick({ countryOfOrigin: true, column2: true, asOf: true, stack: true }).describe(
  'Fields every line takes unless it gives its own: a line\'s own field always wins. `asOf` is the entry date of the invoice: every line is estimated on the schedule as it stood then. `stack`: the facts declared for every line (a line\'s own stack replaces it whole)',
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
    chapter99Texts: z
      .enum(['inline', 'once'])
      .optional()
      .describe(
        'inline (the default): every chapter 99 candidate of every line carries its texts, as POST /v1/duty-estimate answers. once: a compact answer, the same facts in fewer bytes: what a candidate says that does not depend on the line\'s amounts (description, rate, linkedBy, originScope, inForce, inForceBecause, exclusions) is given once in the answer\'s chapter99Texts, and each candidate names its entry by position (texts); ifApplied and originInScope stay on the line',
      ),
    modeOfTransport: ModeOfTransport.optional().describe(
      'How the entry arrives, for every line that gives none of its own: the batch is one entry, and the harbor maintenance fee (totals.fees.hmf) is due only by vessel',
    ),
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

/** The members of a chapter 99 candidate a compact batch answer gives once (src/lib/estimate/batch-chapter99-texts.ts). */
const SHARED = {
  description: true,
  rate: true,
  linkedBy: true,
  originScope: true,
  inForce: true,
  inForceBecause: true,
  exclusions: true,
  status: true,
  statusBecause: true,
  statusSource: true,
  statusBy: true,
  statusFact: true,
} as const;

export const BatchChapter99TextsEntry = Chapter99Candidate.pick({ heading: true, ...SHARED }).describe(
  'What a chapter 99 candidate says that does not depend on the line\'s amounts (its texts, how it reaches the line, its dating on the entry date): the members a compact batch answer gives once',
);
export const BatchChapter99Texts = z
  .array(BatchChapter99TextsEntry)
  .describe('With chapter99Texts: once: the candidates\' shared members, each entry once; a candidate names its entry by position (texts)');
export type BatchChapter99Texts = z.infer<typeof BatchChapter99Texts>;

export const CompactChapter99Candidate = Chapter99Candidate.omit(SHARED).extend({
  texts: z.number().int().min(0).describe('Position in the answer\'s chapter99Texts of this candidate\'s description, rate, linkedBy, originScope, inForce, inForceBecause, exclusions and status (with its reason, source, by and fact)'),
});
export type CompactChapter99Candidate = z.infer<typeof CompactChapter99Candidate>;

const CompactDutyEstimate = DutyEstimate.extend({
  chapter99Candidates: z.array(CompactChapter99Candidate).describe('As in the default answer, each candidate\'s shared members given once in chapter99Texts'),
}).describe('A line\'s estimate in a compact batch answer (chapter99Texts: once)');

export const CompactBatchLine = z.union([z.strictObject({ line: z.number().int().min(1), estimate: CompactDutyEstimate }), BatchLine.options[1]]);
export type CompactBatchLine = z.infer<typeof CompactBatchLine>;

export const Chapter99Total = z
  .object({
    heading: z.string().describe('The chapter 99 heading'),
    additionalDutyUsd: z
      .number()
      .describe('The exact sum of ifApplied.additionalDutyUsd over the lines where it was computed, the origin is not out of its scope and it is not out of force; never added to dutyUsd'),
    linesComputed: z.number().int().describe('Lines summed'),
    linesRefused: z.number().int().describe('Lines where the amount was not computed (ifApplied.applicable false), in scope and not out of force'),
    linesOutOfScope: z.number().int().describe('Lines whose origin is out of the heading\'s scope (originInScope false): not summed'),
    linesNotInForce: z.number().int().describe('Lines where the heading is not in force on the entry date (inForce false): not summed'),
  })
  .describe('One chapter 99 heading over the batch');
export type Chapter99Total = z.infer<typeof Chapter99Total>;

export const ProgrammeTotal = z
  .object({
    code: z.string().describe('Special programme indicator, e.g. "CL"'),
    name: z.string().describe('The programme\'s name'),
    dutyUsd: z.number().describe('The exact sum of the offers\' dutyUsd over the lines where the programme is offered and the offer was priced; never applied'),
    lines: z.number().int().describe('Lines where the programme is offered'),
    linesPriced: z.number().int().describe('Of those, lines whose offer was priced'),
  })
  .describe('One trade programme over the batch');
export type ProgrammeTotal = z.infer<typeof ProgrammeTotal>;

/** The stacked totals of a batch's lines that asked for them (`stack`), summed exactly. */
export const StackedTotals = z
  .object({
    totalDutyUsd: z.number().nullable().describe('The exact sum of the lines\' stacked.totalDutyUsd; null when one of them is null'),
    lines: z.number().int().describe('Lines that sent `stack`'),
    notComputed: z.number().int().describe('Of them, lines whose stacked total is null (stacked.notComputedBecause)'),
    complete: z.boolean().describe('false when a line\'s total is null or a line\'s entry date is past the build\'s schedule (its stacked.complete is false)'),
    byHeading: z
      .array(z.object({ heading: z.string(), amountUsd: z.number(), lines: z.number().int() }))
      .describe('Per chapter 99 heading applied on some line, in heading order: the exact sum of its amounts'),
  })
  .describe('The stacked totals of the lines that asked for them');
export type StackedTotals = z.infer<typeof StackedTotals>;

export const BatchTotals = z
  .object({
    dutyUsd: z.number().describe('The exact sum of the priced lines\' dutyUsd (each already rounded to the cent)'),
    customsValueUsd: z.number().describe('The exact sum of customsValueUsd over the lines that have an estimate (priced, Free or refused)'),
    priced: z.number().int().describe('Lines with a duty above 0'),
    free: z.number().int().describe('Lines whose rate is Free (dutyUsd 0)'),
    refused: z.number().int().describe('Lines the estimator refused to price (dutyUsd null, with a reason)'),
    invalid: z.number().int().describe('Lines answered with a problem instead of an estimate'),
    complete: z.boolean().describe('true only when every line was priced or Free: otherwise dutyUsd is not the invoice\'s duty'),
    chapter99: z
      .array(Chapter99Total)
      .describe('Per chapter 99 heading reaching some line, in heading order: what it would add over the batch. Never stacked into dutyUsd: how layers stack is the broker\'s call'),
    programmes: z.array(ProgrammeTotal).describe('Per trade programme offered on some line, in code order: the duty under it over the lines where offered'),
    fees: EntryFees.optional().describe(
      'The entry\'s fees: the batch is one entry, so the MPF minimum and maximum apply once, to its total customs value, and the HMF is the sum of the lines\'. Present when the lines carry fees',
    ),
    stacked: StackedTotals.optional().describe('Present when some line sent `stack`: the sum of those lines\' stacked totals'),
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

/** The documented answer: the default one, or with chapter99Texts: once its compact form. */
export const DutyBatchAnswer = DutyBatchEstimate.extend({
  lines: z
    .array(z.union([...BatchLine.options, CompactBatchLine.options[0]]))
    .describe('One entry per line, in the order sent; with chapter99Texts: once, each candidate\'s shared members are in chapter99Texts'),
  chapter99Texts: BatchChapter99Texts.optional(),
}).describe(
  'Duty estimates for a batch of lines, each exactly what POST /v1/duty-estimate answers for it (with chapter99Texts: once, the candidates\' shared members given once), and their totals',
);
