import * as z from 'zod';
import { CanonicalUnit } from './rate.ts';
import { Refusal, WorkingStep } from './duty-working.ts';
import { CandidateStatus, StatusBy } from './duty-stack.ts';

/**
 * How a chapter 99 heading reaches a line (`by`):
 * - footnote: a footnote of the line or of an ancestor names the heading ("See 9903.88.03.");
 * - note: a footnote of the line or of an ancestor names a U.S. note of subchapter III ("See U.S. note 16 to
 *   subchapter III, chapter 99."), and the heading is provided for in that note (its text cites it, names no number);
 * - named-heading: the heading's own text names the line's number, heading or chapter as the goods it covers
 *   ("(provided for in subheading 0406.40.44, 0406.40.54, or 0406.40.70)");
 * - origin: the heading's own text covers articles generally by origin ("articles the product of China and Hong
 *   Kong", "Articles the product of any country, except ..."), with no footnote and no named number;
 * - note-list: a list of a U.S. note (or of the proclamation it implements) names the line's number, read from the
 *   note's text (content/chapter99/lists.json): the Section 232 annexes of note 16, the exemptions of note 2.
 */
export const CHAPTER99_LINK_KINDS = ['footnote', 'note', 'named-heading', 'origin', 'note-list'] as const;

export const Chapter99Named = z
  .object({
    words: z
      .string()
      .describe(
        'The words of the heading\'s text that name the line, quoted, e.g. "provided for in subheading 8426.19.00". A phrase naming more than three numbers is quoted with the others elided: "provided for in subheading … 0402.29.50 …"',
      ),
    number: z.string().describe('The number those words name that the line falls under (or, when partOfLine, that falls under the line)'),
    partOfLine: z.boolean().describe('true when the named number is narrower than the line (a statistical number of an 8-digit line): the heading covers part of the line\'s goods'),
  })
  .describe('How the heading\'s own text names the line');
export type Chapter99Named = z.infer<typeof Chapter99Named>;

/** How a chapter 99 heading was linked to the line: by a footnote, by a number its text names, or by origin. */
export const Chapter99Link = z
  .object({
    by: z
      .enum(CHAPTER99_LINK_KINDS)
      .describe(
        'footnote: a footnote of the line or an ancestor names the heading; note: such a footnote names a U.S. note of subchapter III ("See U.S. note 16 to subchapter III, chapter 99.") and the heading is provided for in that note; named-heading: the heading\'s own text names the line\'s number, heading or chapter; origin: the heading\'s text (or the law of content/chapter99) covers articles of the origin generally; note-list: a list of a U.S. note names the line\'s number (listWords). A heading reached several ways says the first of these',
      ),
    htsno: z
      .string()
      .nullable()
      .describe('For a footnote or note link: the line whose footnote names the heading or note (this line, or the ancestor it is inherited from); null when that ancestor could not be looked up, and for the other kinds of link'),
    ancestor: z.boolean().describe('For a footnote or note link: true when the footnote is on an ancestor line (the reference is inherited), false when on this line; false for the other kinds of link'),
    footnote: z
      .string()
      .nullable()
      .describe('For a footnote or note link: the footnote text as published, e.g. "See 9903.88.03."; null when the ancestor could not be looked up, and for the other kinds of link'),
    note: z.string().optional().describe('For a note link: the number of the U.S. note of subchapter III the footnote names, e.g. "16"'),
    named: Chapter99Named.optional().describe('Present when the heading\'s own text names the line (whatever `by` is)'),
    origin: z.literal(true).optional().describe('Present (true) on an origin-wide link'),
    originWords: z.string().optional().describe('For an origin-wide link: the words that scope the heading, quoted, e.g. "articles the product of China and Hong Kong"'),
    measure: z
      .string()
      .optional()
      .describe('Present when the law of content/chapter99 reached the heading where the schedule\'s own links do not: the measure, by id (e.g. "section-232-metals-2026")'),
    listWords: z.string().optional().describe('For a note-list link: which list names the line, e.g. "7208 is listed in Annex I-A of the Section 232 metals proclamation (steel; U.S. note 16(c)(i)-(v))"'),
  })
  .describe('How the heading was linked to the line');
export type Chapter99Link = z.infer<typeof Chapter99Link>;

/**
 * What applying a heading's rate would do, read from its general-column text:
 * - adds: "The duty provided in the applicable subheading + 25%" adds 25% of the customs value; a content rate
 *   ("+ a duty of 50% upon the value of the steel content") adds a percentage of a declared content value;
 * - adds-nothing: "The duty provided in the applicable subheading" alone, or "No change" (an exclusion or carve-out);
 * - replaces: a rate with no "applicable subheading" ("15%", "100%", "Free", "13.3¢/kg") applies instead of the
 *   line's rate;
 * - no-rate: the heading carries no rate;
 * - unknown: text the grammar cannot price (refused, quoting the text), or a heading not in the schedule.
 */
export const CHAPTER99_EFFECTS = ['adds', 'adds-nothing', 'replaces', 'no-rate', 'unknown'] as const;
export const Chapter99Effect = z.enum(CHAPTER99_EFFECTS);
export type Chapter99Effect = z.infer<typeof Chapter99Effect>;

/**
 * Why a heading's amount was not computed:
 * - heading-not-found: the heading is not in the schedule the estimate was read from;
 * - no-rate: the heading carries no rate;
 * - rate-unreadable: the text cannot be priced (quoted in the reason);
 * - content-value-missing: a rate on the value of a content and no declared value (`missing`);
 * - content-value-exceeds: a declared content value above the customs value;
 * - not-in-named-subheadings: the rate adds to the duty of named subheadings the line is not under;
 * - rate-refused: the heading's own rate could not be priced for this shipment (`rateRefusal`, e.g. a missing quantity);
 * - line-duty-refused: a rate that applies instead of the line's, when the line's own duty was not priced.
 */
export const CHAPTER99_REFUSAL_CODES = [
  'heading-not-found',
  'no-rate',
  'rate-unreadable',
  'content-value-missing',
  'content-value-exceeds',
  'not-in-named-subheadings',
  'rate-refused',
  'line-duty-refused',
] as const;
export const Chapter99RefusalCode = z.enum(CHAPTER99_REFUSAL_CODES);
export type Chapter99RefusalCode = z.infer<typeof Chapter99RefusalCode>;

export const Chapter99Refusal = z
  .object({
    code: Chapter99RefusalCode.describe('heading-not-found, no-rate, rate-unreadable, content-value-missing, content-value-exceeds, not-in-named-subheadings, rate-refused or line-duty-refused'),
    missing: z.array(z.string()).optional().describe('Request fields that would unblock the amount, e.g. ["contentValuesUsd.steel"]'),
    rateRefusal: Refusal.optional().describe('For rate-refused and line-duty-refused: why that rate was not priced, as the duty says it'),
  })
  .describe('Why the amount was not computed');
export type Chapter99Refusal = z.infer<typeof Chapter99Refusal>;

export const Chapter99IfApplied = z
  .object({
    effect: Chapter99Effect.describe(
      'adds: the rate adds to the line\'s duty; adds-nothing: "the applicable subheading" alone or "No change" (an exclusion or carve-out, adds 0); replaces: a rate that applies instead of the line\'s; no-rate: the heading carries none; unknown: text the grammar cannot price, or a heading not in the schedule',
    ),
    rate: z.string().nullable().describe('The heading\'s rate as published; null when the heading is not in the schedule'),
    additionalDutyUsd: z
      .number()
      .nullable()
      .describe(
        'What this layer would add to dutyUsd, rounded half-up to the cent: for adds, the added amount (0 for adds-nothing); for replaces, dutyUsdInstead - dutyUsd (negative when the heading\'s rate is lower). null when not computed. Never added to dutyUsd: whether the heading applies, and how layers stack, is the broker\'s call',
      ),
    applicable: z.boolean().describe('false when additionalDutyUsd is null'),
    working: z.array(WorkingStep).describe('The arithmetic, as for the duty, ending with the rounding step when there is one'),
    dutyUsdInstead: z
      .number()
      .nullable()
      .optional()
      .describe('For replaces: the duty at the heading\'s rate alone, in place of the line\'s; null when that rate could not be priced'),
    notApplicableBecause: z.string().optional().describe('Present whenever applicable is false; quotes the text it could not price'),
    requiredInput: z
      .array(z.string())
      .optional()
      .describe('Request fields that would let it be computed, e.g. ["contentValuesUsd.steel"] or ["quantity", "quantityUnit"]'),
    requiredUnit: CanonicalUnit.optional().describe('When a per-unit rate lacks its quantity: the canonical unit to send as quantityUnit'),
    refusal: Chapter99Refusal.optional(),
  })
  .describe('What the heading would add to the duty if it applied; computed beside dutyUsd, never added to it');
export type Chapter99IfApplied = z.infer<typeof Chapter99IfApplied>;

export const Chapter99Exclusion = z
  .object({
    text: z.string().describe('The exclusion as the heading\'s text says it, e.g. "Except for products described in headings 9903.01.21, 9903.01.22, or 9903.01.23"'),
    headings: z.array(z.string()).describe('Chapter 99 headings it names (a range as "9903.01.26-9903.01.33")'),
    notes: z.array(z.string()).describe('Notes it names, e.g. "U.S. note 2(w)"'),
  })
  .describe('An exclusion named in the heading\'s text: quoted, never applied');
export type Chapter99Exclusion = z.infer<typeof Chapter99Exclusion>;

export const Chapter99Candidate = z.object({
  heading: z.string().describe('The chapter 99 heading, e.g. "9903.91.01"'),
  description: z.string().nullable().describe('null when the heading is not in the schedule'),
  rate: z
    .string()
    .nullable()
    .describe(
      'The heading\'s general rate as published; for a heading of a release after the schedule read, the rate content/chapter99 quotes (rateSource then says so); null when neither gives one',
    ),
  rateSource: z
    .string()
    .optional()
    .describe(
      'Present when the heading is not in the schedule the estimate was read from and its rate comes from content/chapter99, which quotes it as published in a later release: where it is quoted. ifApplied is priced from it',
    ),
  applied: z.literal(false).describe('Never applied: listed for the broker to check'),
  linkedBy: Chapter99Link,
  originScope: z
    .array(z.string().regex(/^[A-Z]{2}$/))
    .optional()
    .describe(
      'ISO alpha-2 codes of the countries the heading\'s own text limits it to ("articles the product of China" -> ["CN"]), read from the text; absent when the text names no country, or names one the countries reference data does not know',
    ),
  originInScope: z
    .boolean()
    .optional()
    .describe(
      'Present when the request names an origin and the heading has an originScope (or, linked by origin, covers articles of any country): whether the origin is in it. The candidate is listed either way, never dropped and never applied',
    ),
  ifApplied: Chapter99IfApplied,
  inForce: z
    .boolean()
    .nullable()
    .describe('Judged from the heading\'s own dating clauses ("Effective with respect to entries on or after September 27, 2024", "... and before January 1, 2026", "[Compiler\'s note: provision terminated ...]") against the entry date (asOf, else today); null when the text dates nothing'),
  inForceBecause: z.string().describe('Which clause decided inForce, quoted; or that the text names no date'),
  exclusions: z.array(Chapter99Exclusion).optional().describe('Exclusions the heading\'s text names (headings, U.S. notes), quoted and never applied; absent when it names none'),
  status: CandidateStatus.optional().describe(
    'Whether the heading reaches this entry under the law as known today for its date (content/chapter99) and the facts declared in `stack`: applies, exempt, ended, not-yet, other-origin, displaced, needs-fact or not-met. Still never applied to dutyUsd (applied stays false); `stacked` prices what applies. A heading no measure of content/chapter99 describes is needs-fact (asked), or ended / other-origin as its own text says',
  ),
  statusBecause: z.string().optional().describe('The reason for the status, in words'),
  statusSource: z.string().optional().describe('The texts that decide it: the note, order or proclamation, and the window'),
  statusBy: StatusBy.optional(),
  statusFact: z.string().optional().describe('For needs-fact and not-met: the request field that would decide it, e.g. "stack.answers.9903.01.30" or "stack.claimedProgramme"'),
});
export type Chapter99Candidate = z.infer<typeof Chapter99Candidate>;
