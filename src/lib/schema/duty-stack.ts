import * as z from 'zod';
import { WorkingStep } from './duty-working.ts';

/**
 * The stacked total, on request: the facts the importer declares that the schedule cannot know (`stack`), and what
 * the entry would owe under them (`stacked`), beside dutyUsd, which it never changes.
 */
export const StackRequest = z
  .strictObject({
    claimedProgramme: z
      .string()
      .regex(/^[A-Z][A-Z+]{0,2}$/, 'a special programme indicator as the schedule prints it, e.g. "S", "KR", "A+"')
      .describe('A trade programme claimed for the goods ("S" or "S+" for the USMCA, "KR" for Korea): its special rate on the line is the base the chapter 99 lines stack on, and the chapter 99 exemptions that depend on the claim apply')
      .optional(),
    usContentPercent: z
      .number()
      .min(0)
      .max(100)
      .describe('Percent of the customs value that is U.S. content (components wholly obtained, produced or substantially transformed in the United States), 0 to 100')
      .optional(),
    loadedOn: z.iso
      .date({ error: 'a calendar date, YYYY-MM-DD' })
      .describe('The date the goods were loaded onto the vessel (or were in transit on the final mode of transport), for the in-transit exemptions')
      .optional(),
    answers: z
      .record(z.string().regex(/^99\d{2}\.\d{2}\.\d{2}$/, 'a chapter 99 heading, e.g. 9903.01.30'), z.boolean())
      .describe('Answers to the facts a heading depends on, by heading: true or false. Each question of `stacked.questions` names the heading to answer')
      .optional(),
  })
  .describe('Facts the importer declares, for the stacked total (`stacked`). Never changes dutyUsd');
export type StackRequest = z.infer<typeof StackRequest>;

/**
 * A chapter 99 candidate's status on the entry date under the facts declared:
 * - applies: it reaches the entry and its conditions hold;
 * - exempt: an exemption heading (or note) takes its place (`statusBy.heading`);
 * - ended / not-yet: the entry date is after its last window or before its first;
 * - other-origin: it reaches other origins only;
 * - displaced: another heading takes precedence, or a heading of its exclusive family applies (`statusBy`);
 * - needs-fact: it depends on a fact not declared (`statusFact`), asked in `stacked.questions`;
 * - not-met: a condition of its own does not hold (a declared answer of no, a programme not claimed, the line's
 *   rate on the other side of its threshold).
 */
export const CANDIDATE_STATUSES = ['applies', 'exempt', 'ended', 'not-yet', 'other-origin', 'displaced', 'needs-fact', 'not-met'] as const;
export const CandidateStatus = z.enum(CANDIDATE_STATUSES);
export type CandidateStatus = z.infer<typeof CandidateStatus>;

export const StatusBy = z
  .object({
    heading: z.string().optional().describe('The heading that exempted or displaced it'),
    rule: z.string().optional().describe('The rule of content/chapter99/rules.json that did, by id'),
  })
  .describe('What exempted or displaced the heading');

export const StackedLine = z.object({
  heading: z.string().describe('The chapter 99 heading; for the last line, the tariff number of the goods'),
  rate: z.string().describe('The rate applied, e.g. "+25%", "15% including the column 1 rate", "reported at $0"; for the last line the line\'s own rate'),
  basisUsd: z.number().describe('The value the rate is charged on: the customs value, a declared content, or what is left after others take their parts'),
  amountUsd: z.number().describe('The amount, rounded half-up to the cent'),
  working: z.array(WorkingStep),
  because: z.string().describe('Why it applies, in words'),
  source: z.string().describe('The texts that say so'),
});
export type StackedLine = z.infer<typeof StackedLine>;

export const NotApplied = z.object({
  heading: z.string(),
  status: CandidateStatus,
  because: z.string(),
});
export type NotApplied = z.infer<typeof NotApplied>;

export const StackQuestion = z.object({
  fact: z.string().describe('The request field that declares it, e.g. "stack.answers.9903.01.30", "stack.usContentPercent", "contentValuesUsd.steel"'),
  heading: z.string().optional().describe('The heading whose condition it is'),
  asks: z.string(),
  readings: z
    .array(
      z.object({
        answer: z.string().describe('The answer, in words'),
        value: z.union([z.boolean(), z.number(), z.string()]).nullable().describe('What to send in `fact` for this answer; null: leave it out'),
        totalDutyUsd: z.number().nullable(),
      }),
    )
    .min(2)
    .describe('The total under each answer; the first is the one the total assumes'),
});
export type StackQuestion = z.infer<typeof StackQuestion>;

export const StackOpenQuestion = z.object({
  id: z.string(),
  question: z.string(),
  source: z.string(),
  chosen: z.string().describe('The reading the total takes'),
  because: z.string(),
  readings: z.array(z.object({ reading: z.string(), says: z.string(), citation: z.string(), totalDutyUsd: z.number().nullable() })).min(2),
});
export type StackOpenQuestion = z.infer<typeof StackOpenQuestion>;

/** A chapter 99 action published after the schedule in the build, that may reach the entry: never priced. */
export const LaterAction = z.object({
  release: z.string().describe('The publisher\'s release that carried it, e.g. 2026HTSRev12'),
  publishedOn: z.string(),
  headings: z.string().describe('Its heading or range, e.g. "9903.05.01-9903.05.09"'),
  from: z.string().describe('The first entry date it reaches'),
  rate: z.string().describe('Its rate, in words'),
  reaches: z.string().describe('Whom it reaches, in words'),
  why: z.string().describe('Why it may reach this entry'),
  source: z.string(),
  pricedBy: z
    .string()
    .optional()
    .describe('The measure of content/chapter99 that prices it in `stacked` (e.g. section-301-forced-labor), read from its notice and U.S. note as other calculators quote them: the build\'s schedule still lacks its text. Absent: named here, never priced'),
});
export type LaterAction = z.infer<typeof LaterAction>;

export const Stacked = z
  .object({
    entryDate: z.string().describe('The entry date the law was read for: asOf, else today (UTC)'),
    totalDutyUsd: z.number().nullable().describe('The line\'s duty plus every applied chapter 99 line, exact to the cent; null when a part could not be computed (notComputedBecause)'),
    effectiveRate: z.number().nullable().describe('totalDutyUsd / customsValueUsd, rounded half-up to 6 places; null with no total or a value of 0'),
    notComputedBecause: z.string().optional(),
    base: z
      .object({
        column: z.enum(['general', 'special', 'other']).describe('The column of the line\'s rate the total stacks on'),
        programme: z.string().optional().describe('The programme claimed, when its special rate is the base'),
        rate: z.string(),
        dutyUsd: z.number().nullable(),
      })
      .describe('The chapter 1-97 line\'s duty the chapter 99 lines stack on'),
    applied: z.array(StackedLine).describe('What the entry reports, in CBP\'s order (Section 301, IEEPA, Section 122, 232 and 201, quota); exemption headings at $0; the chapter 1-97 line last'),
    notApplied: z.array(NotApplied).describe('The candidates that do not apply, each with its status and reason'),
    questions: z.array(StackQuestion).describe('Each undeclared fact that would change the total, with the total under each answer'),
    openQuestions: z.array(StackOpenQuestion).describe('Where the texts allow more than one reading (an open question), each reading with its total; the total takes the one named `chosen`'),
    complete: z.boolean().describe('false when the publisher has issued revisions after the schedule in the build that may reach this entry date: `laterActions` names what they carried, priced only where its `pricedBy` says so'),
    completeBecause: z.string().optional(),
    laterActions: z.array(LaterAction).describe('Chapter 99 actions published after the build\'s schedule that may reach this origin and line; those with `pricedBy` are in the total, the others are not'),
  })
  .describe('What the entry would owe under the facts declared: present when the request sends `stack`. Beside dutyUsd, never changing it');
export type Stacked = z.infer<typeof Stacked>;
