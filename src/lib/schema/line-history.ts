import * as z from 'zod';
import { ScheduleCurrency } from './schedule-currency.ts';
import { ChangeFootnote, FieldChange } from './change.ts';
import { NoSuccessor, Successor } from './code-check.ts';
import { Envelope } from './envelope.ts';
import { IsoDate, RevisionId } from './revision.ts';
import { TariffLine } from './tariff-line.ts';

export const PUBLICATION_NOTE =
  'The revision in force on a date is taken to be the latest archived revision published on or before it. Publication and legal effect can differ: an action may take effect before or after the revision that publishes it (policyEffectiveOn, when known), and entries are liquidated on the rates in effect on the date of entry.';

/** The archived revision an answer was read from, for a requested date. */
export const AsOfRevision = z.object({
  date: IsoDate.describe('The date asked for (asOf)'),
  revision: RevisionId.describe('The revision used: the latest archived revision published on or before the date'),
  release: z.string().describe("The publisher's release name, e.g. 2025HTSRev8"),
  publishedOn: IsoDate.describe('Publication date of that revision'),
  policyEffectiveOn: IsoDate.nullable().describe('When the policy action the revision carried took legal effect, when known'),
  note: z.string().describe('Publication and legal effective dates can differ'),
  textNote: z.string().optional().describe("Present when the text held for that revision is not the publisher's own file of it (the data mirror's 2026 Rev 5 holds Rev 7's text), saying whose text it is"),
});
export type AsOfRevision = z.infer<typeof AsOfRevision>;

/** A chapter 99 heading named by a line's footnotes, as it stood in the revision asked for. */
export const HistoricChapter99Heading = z.object({
  htsno: z.string(),
  description: z.string(),
  descriptionPath: z.array(z.string()),
  general: z.string().describe('The heading\'s general rate text as published then (an additional duty, never applied)'),
  found: z.literal(true),
});

/** GET /v1/tariffs/{htsno}?asOf=: the line as it stood, the chapter 99 headings it named then, and the revision. */
export const TariffLineAsOfResponse = TariffLine.extend({
  asOf: AsOfRevision,
  chapter99Headings: z
    .array(z.union([HistoricChapter99Heading, z.object({ htsno: z.string(), found: z.literal(false) })]))
    .describe('Each heading of `chapter99` with its text and rate in that revision; found false when that revision had no such heading'),
  scheduleCurrency: ScheduleCurrency.optional().describe('Present when the date of the answer (today, or asOf) falls on or after the first release the publisher issued after the build\'s schedule, or is in the future: complete is false, with the later chapter 99 actions that may reach the line'),
}).extend(Envelope.shape);

/** A line's compared fields after a revision, normalised as the change feed compares them. */
export const LineState = z.object({
  description: z.string(),
  units: z.array(z.string()),
  general: z.string(),
  special: z.string(),
  other: z.string(),
  footnotes: z.array(ChangeFootnote),
});

export const HISTORY_CHANGES = ['held', 'added', 'removed', 'modified'] as const;

/** One revision in which a line changed. */
export const LineHistoryEntry = z.object({
  revision: RevisionId,
  release: z.string(),
  date: IsoDate.describe('Publication date of the revision'),
  policyEffectiveOn: IsoDate.nullable(),
  change: z
    .enum(HISTORY_CHANGES)
    .describe('held: the line as the first archived revision holds it (the start of retention, not a change); added, removed or modified as the change feed reports them'),
  fields: z.array(FieldChange).min(1).optional().describe('On modified entries: each changed field before and after, as /v1/changes shows them'),
  state: LineState.nullable().describe('The line after this revision; null once removed'),
  successors: z
    .array(Successor)
    .optional()
    .describe('On removed entries: the lines that revision added in its place, nearest first, each with the rule that makes it one (as POST /v1/code-checks names them)'),
  successorCount: z.number().int().min(0).optional().describe('On removed entries: how many successors there are'),
  noSuccessor: NoSuccessor.nullable().optional().describe('On removed entries: why there is no successor; null when there is one'),
});
export type LineHistoryEntry = z.infer<typeof LineHistoryEntry>;

export const LineHistoryResponse = z
  .object({
    htsno: z.string(),
    total: z.number().int().min(0).describe('Entries within the caller\'s history window'),
    items: z.array(LineHistoryEntry),
    nextCursor: z.string().nullable(),
    window: z.object({ plan: z.string(), historyDays: z.number().int(), oldestSince: IsoDate }),
    omittedBeforeWindow: z.number().int().min(0).describe('Entries dated before the plan\'s window, left out'),
    note: z.string(),
    scheduleCurrency: ScheduleCurrency.optional().describe('Present when today falls after a release the publisher issued after the build\'s schedule: the history stops at the build\'s schedule, and later chapter 99 actions that may reach the line are named'),
  })
  .extend(Envelope.shape);
