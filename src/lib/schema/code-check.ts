import * as z from 'zod';
import { IsoDate, RevisionId } from './revision.ts';

/** Most codes one check may carry; more is a 413. */
export const MAX_CODE_CHECKS = 5_000;
/** Most 10-digit lines a not-classifiable code lists; `count` gives them all. */
export const MAX_LISTED_LINES = 50;
/** Most successors a removed line lists, nearest first; `successorCount` gives them all. */
export const MAX_SUCCESSORS = 50;

export const CODE_STATUSES = ['current', 'removed', 'never-existed', 'not-classifiable', 'invalid'] as const;
export const CodeStatus = z.enum(CODE_STATUSES);
export type CodeStatus = z.infer<typeof CodeStatus>;

/** A revision named in an answer: ours, the publisher's name, and its publication date. */
export const RevisionNamed = z.object({ revision: RevisionId, release: z.string(), publishedOn: IsoDate });
export type RevisionNamed = z.infer<typeof RevisionNamed>;

/** A line as a code check shows it: what a broker needs to recognise it and its rates (after inheritance). */
export const CheckedLine = z.object({
  htsno: z.string().describe('Tariff number as published, with dots'),
  level: z.number().int().describe('Number of digits: 4 heading, 6/8 subheading, 10 statistical suffix'),
  classifiable: z.boolean().describe('A 10-digit line that can be entered on a customs entry'),
  description: z.string(),
  descriptionPath: z.array(z.string()).describe('Descriptions from the heading down to this line, unnumbered headers included'),
  units: z.array(z.string()),
  general: z.string().describe('General (column 1) rate text that applies, own or inherited; "" when none'),
  special: z.string().describe('Special rate text that applies, own or inherited; "" when none'),
  other: z.string().describe('Column 2 rate text that applies, own or inherited; "" when none'),
});
export type CheckedLine = z.infer<typeof CheckedLine>;

/** A line named by number and words only (a successor, a suggestion). */
export const NamedLine = CheckedLine.pick({ htsno: true, description: true, descriptionPath: true });
export type NamedLine = z.infer<typeof NamedLine>;

/** A line under a heading or subheading, with the words that set it apart from the others under it. */
export const LineUnder = CheckedLine.pick({ htsno: true, description: true }).extend({
  pathBelow: z.array(z.string()).describe('Its description path below the code checked (the headers they all share left out), down to its own description'),
});
export type LineUnder = z.infer<typeof LineUnder>;

export const SUCCESSOR_RULES = ['same-8-digit-parent', 'same-6-digit-parent', 'same-heading', 'shared-words'] as const;
export const SuccessorRule = z.enum(SUCCESSOR_RULES);
export type SuccessorRule = z.infer<typeof SuccessorRule>;

/** A line the revision that removed a line added in its place, and the rule that says so. */
export const Successor = NamedLine.extend({
  rule: SuccessorRule.describe(
    'same-8-digit-parent, same-6-digit-parent, same-heading: added in that revision under the nearest parent of the removed line that received any line; ' +
      'shared-words: added in that revision anywhere and carrying most of the removed line\'s words',
  ),
  parent: z.string().optional().describe('The parent both lines share (for the same-parent rules), with dots'),
  sharedWords: z.array(z.string()).optional().describe('The removed line\'s words this line\'s description path carries, when any'),
  inForce: z.boolean().describe('Whether this line is in the schedule the answer reads (the current one, or the one in force on asOf)'),
});
export type Successor = z.infer<typeof Successor>;

export const NO_SUCCESSOR_REASONS = ['lines-remain', 'heading-ended', 'none-added'] as const;
/** Why a removed line has no successor: one of few reasons, each checked on the whole archive. */
export const NoSuccessor = z.object({
  reason: z
    .enum(NO_SUCCESSOR_REASONS)
    .describe(
      'lines-remain: the row of a heading or subheading was dropped while lines under its number remain; ' +
        'heading-ended: that revision removed every line of its heading (the provision ended); ' +
        'none-added: that revision added no line under its heading and none carrying its words',
    ),
  detail: z.string(),
});
export type NoSuccessor = z.infer<typeof NoSuccessor>;

export const SUGGESTION_REASONS = [
  'leading-zero-lost',
  'digits-transposed',
  'digit-missing',
  'digit-doubled',
  'digit-extra',
  'digit-substituted',
  'nearest-by-prefix',
] as const;
export const SuggestionReason = z.enum(SUGGESTION_REASONS);
export type SuggestionReason = z.infer<typeof SuggestionReason>;

export const Suggestion = NamedLine.extend({
  reason: SuggestionReason.describe(
    'Which typo of this line the code would be (a 9-digit code that is a line with a 0 in front; two adjacent digits swapped; a digit left out; a digit typed twice; ' +
      'a digit too many; a digit mistyped), or nearest-by-prefix: a line sharing the longest start with the code',
  ),
});
export type Suggestion = z.infer<typeof Suggestion>;

const Head = {
  row: z.number().int().min(1).describe('1-based position in the list sent (the data row for CSV)'),
  code: z.string().nullable().describe('The code as sent; null when it was not text'),
};

export const CurrentCode = z.strictObject({ ...Head, status: z.literal('current'), line: CheckedLine });

export const RemovedCode = z.strictObject({
  ...Head,
  status: z.literal('removed'),
  htsno: z.string().describe('The removed number as it was published'),
  removedIn: RevisionNamed.describe('The revision that removed it (the latest removal on or before the date checked)'),
  last: CheckedLine.describe('The line as the revision before that one published it'),
  successors: z.array(Successor).describe(`Nearest first, at most ${MAX_SUCCESSORS}`),
  successorCount: z.number().int().min(0),
  noSuccessor: NoSuccessor.nullable().describe('Why there is no successor; null when there is one'),
});

export const NeverExistedCode = z.strictObject({
  ...Head,
  status: z.literal('never-existed'),
  suggestions: z.array(Suggestion).describe('Likely typos of real lines first, then the nearest lines by prefix'),
  addedLater: RevisionNamed.nullable().describe('With asOf: the revision that later added a line so numbered, if one did'),
});

export const NotClassifiableCode = z.strictObject({
  ...Head,
  status: z.literal('not-classifiable'),
  line: CheckedLine.nullable().describe('The heading or subheading itself; null for a chapter or a number the schedule does not print'),
  lines: z
    .object({
      count: z.number().int().min(1),
      first: z.array(LineUnder).describe(`The first ${MAX_LISTED_LINES} in schedule order`),
    })
    .describe('The lines under it that have no line beneath them: its 10-digit lines (and the 8-digit provisions of chapters 91, 98 and 99)'),
});

export const InvalidCode = z.strictObject({
  ...Head,
  status: z.literal('invalid'),
  problem: z.object({ detail: z.string() }).describe('Why the code could not be read; the other codes are answered as usual'),
});

export const CodeCheck = z.discriminatedUnion('status', [CurrentCode, RemovedCode, NeverExistedCode, NotClassifiableCode, InvalidCode]);
export type CodeCheck = z.infer<typeof CodeCheck>;

export const CodeCheckCounts = z.strictObject(Object.fromEntries(CODE_STATUSES.map((s) => [s, z.number().int().min(0)])) as Record<CodeStatus, z.ZodNumber>);
export type CodeCheckCounts = Record<CodeStatus, number>;

/** What checking a catalogue answers, before the envelope and asOf are added at the edge. */
export const CodeChecks = z.object({
  checkedAgainst: RevisionNamed.describe('The revision whose schedule the codes were checked against'),
  counts: CodeCheckCounts,
  results: z.array(CodeCheck).describe('One per code, in the order sent'),
});
export type CodeChecks = z.infer<typeof CodeChecks>;

/** The JSON body of a code check, as documented. */
export const CodeCheckRequest = z
  .strictObject({
    codes: z
      .array(z.string())
      .min(1)
      .max(MAX_CODE_CHECKS)
      .describe('1 to 5,000 tariff numbers as text, dots optional (0201.30.50.85 or 0201305085); each is answered on its own'),
    asOf: IsoDate.optional().describe('Check against the schedule in force on this date (YYYY-MM-DD) instead of the current one'),
  })
  .describe('A catalogue of tariff numbers to check');

/**
 * The body as read: each code is read on its own, so one that is not text is that code's `invalid`, not a 400;
 * asOf is checked by the caller as every asOf is (400, 422, 402).
 */
export const CodeCheckEnvelope = CodeCheckRequest.extend({ codes: z.array(z.unknown()), asOf: z.string().optional() });
