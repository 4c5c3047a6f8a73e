import * as z from 'zod';
import { IsoDate } from './revision.ts';

/**
 * Chapter 99 as dated, sourced data (content/chapter99/): the measures, the lists of tariff numbers their U.S. notes
 * name, the country groups their texts name, the rules by which they combine and the open questions of reading.
 * A small engine (src/lib/stack) reads them for one entry; no measure's name appears in its code, so next month's
 * proclamation is a data change with a test.
 */

export const Citation = z
  .object({
    citation: z.string().min(1).describe('The text read: an executive order, proclamation, CSMS message or U.S. note, with its date'),
    url: z.url().optional(),
  })
  .describe('A source of a rule, read');
export type Citation = z.infer<typeof Citation>;

const Heading = z.string().regex(/^99\d{2}\.\d{2}\.\d{2}$/, 'a chapter 99 heading, e.g. 9903.01.25');
/** A heading or an inclusive range of headings, "9903.02.02-9903.02.71". */
export const HeadingRef = z.string().regex(/^99\d{2}\.\d{2}\.\d{2}(?:-99\d{2}\.\d{2}\.\d{2})?$/, 'a heading or a range of headings, e.g. 9903.02.02-9903.02.71');
const Percent = z.string().regex(/^\d{1,3}(?:\.\d{1,4})?$/, 'a percentage as a decimal string, e.g. "25" or "7.5"');
const Digits = z.string().regex(/^\d{2,10}$/, 'tariff-number digits, 2 to 10, no dots');

/**
 * What a heading charges on its basis:
 * - add: X% of the basis in addition to the line's duty;
 * - upTo: "X% including the column 1 rate": adds X% minus the line's ad valorem (or equivalent) rate, never below 0;
 * - none: reported, adds nothing (an exemption, "No change").
 */
export const HeadingRate = z.union([
  z.strictObject({ add: Percent }),
  z.strictObject({ upTo: Percent }),
  z.strictObject({ none: z.literal(true) }),
]);
export type HeadingRate = z.infer<typeof HeadingRate>;

/** The value a charge is computed on: the customs value, or the declared value of a metal content or of the non-U.S. content. */
export const BASES = ['value', 'steel', 'aluminum', 'copper', 'nonUs'] as const;
export const Basis = z.enum(BASES);
export type Basis = z.infer<typeof Basis>;

/**
 * What an exemption (or a precedence rule) takes out of the headings it names:
 * - whole: the article is not subject to them;
 * - covered: only the value the triggering heading charges (a metal content, or the whole value) is taken out;
 * - us-content: only the U.S. content (usContentPercent of the value) is taken out.
 */
export const PARTS = ['whole', 'covered', 'us-content'] as const;
export const Part = z.enum(PARTS);
export type Part = z.infer<typeof Part>;

/** A span of entry dates (inclusive both ends; no `through`: open) and what differs in it. */
export const LawWindow = z.strictObject({
  from: IsoDate,
  through: IsoDate.optional(),
  rate: HeadingRate.optional().describe('The rate in this window, when it differs from the heading\'s'),
  part: Part.optional().describe('For an exemption: what it takes out in this window, when it differs from the heading\'s'),
  citation: z.string().min(1).describe('The text that dates this window'),
});
export type LawWindow = z.infer<typeof LawWindow>;

/** Which entries a heading reaches, and on which declared facts it depends. Every condition given must hold. */
export const Reach = z
  .strictObject({
    origins: z.array(z.string()).min(1).optional().describe('ISO alpha-2 codes or country-group ids (content/chapter99/country-groups.json)'),
    exceptOrigins: z.array(z.string()).min(1).optional(),
    column2: z.boolean().optional().describe('true: only origins of general note 3(b) (column 2); false: none of them'),
    lists: z.array(z.string()).min(1).optional().describe('Ids of tariff-number lists (content/chapter99/lists.json): the line falls under an entry of one'),
    prefixes: z.array(Digits).min(1).optional().describe('Tariff numbers named in the heading\'s or note\'s own text, as digits'),
    exceptLists: z.array(z.string()).min(1).optional(),
    alsoLists: z
      .array(z.string())
      .min(1)
      .optional()
      .describe('Or the line is on one of these lists (each dated): goods a later act added that the heading\'s own lists, numbers or footnotes never name. Its origins, exceptions and fact still hold'),
    exceptPrefixes: z.array(Digits).min(1).optional(),
    footnote: z.literal(true).optional().describe('The line\'s footnotes (or an ancestor\'s) in the schedule of the entry date name the heading'),
    noteFootnote: z.string().regex(/^\d+$/).optional().describe('The line\'s footnotes name this U.S. note of subchapter III'),
    fact: z.string().min(1).optional().describe('A fact the schedule cannot know, asked as stack.answers[heading]: the question'),
    factNoWhenContent: z
      .literal(true)
      .optional()
      .describe('The fact is "no" when a steel, aluminum or copper content above 0 is declared (contentValuesUsd): never asked then'),
    programmes: z.array(z.string()).min(1).optional().describe('stack.claimedProgramme must be one of these'),
    usContentAtLeast: Percent.optional().describe('stack.usContentPercent must be at least this'),
    loadedBefore: IsoDate.optional().describe('In transit: stack.loadedOn must be before this date'),
    baseBelow: Percent.optional().describe('The line\'s ad valorem (or equivalent) rate must be below this'),
    baseAtLeast: Percent.optional().describe('The line\'s ad valorem (or equivalent) rate must be at least this'),
    whenApplies: z.array(HeadingRef).min(1).optional().describe('For an exemption: one of these headings applies to the entry'),
  })
  .describe('Which entries the heading reaches');
export type Reach = z.infer<typeof Reach>;

export const HEADING_KINDS = ['charge', 'exemption'] as const;

export const HeadingLaw = z.strictObject({
  heading: Heading,
  kind: z.enum(HEADING_KINDS).describe('charge: adds a duty; exemption: reported at $0 in place of the duties it names'),
  title: z.string().min(1).describe('What the heading covers, in a few words'),
  rate: HeadingRate.optional().describe('The rate, unless a window says otherwise; an exemption has none'),
  basis: Basis.optional().describe('The value charged; default the customs value'),
  windows: z.array(LawWindow).min(1).describe('Entry dates it is in force, in order, never overlapping'),
  reach: Reach,
  exempts: z.array(HeadingRef).min(1).optional().describe('For an exemption: the headings it displaces'),
  part: Part.optional().describe('For an exemption: what it takes out of them (default whole)'),
  usContentUpTo: Percent.optional().describe('For an exemption that takes out the U.S. content: it takes out at most this percent of the value'),
  source: z.string().min(1).describe('The note, subdivision or clause that says so'),
  publishedRate: z
    .string()
    .min(1)
    .optional()
    .describe(
      "The heading's general rate column as published, quoted in `source`: for a heading of a release after the build's schedule, so an estimate prices its candidate from it (the compiler checks it says what `rate` says)",
    ),
});
export type HeadingLaw = z.infer<typeof HeadingLaw>;

export const AUTHORITIES = ['IEEPA', '122', '232', '301', '201', 'other'] as const;

/**
 * CBP's reporting order for chapter 99 numbers (CSMS #64018403): Section 301, then IEEPA, then Section 122 and other
 * country measures, then 232 and 201, then quota numbers; the chapter 1-97 line last.
 */
export const REPORT_GROUPS = ['301', 'ieepa', '122', 'country', '232', '201', 'quota', 'other'] as const;
export const ReportGroup = z.enum(REPORT_GROUPS);
export type ReportGroup = z.infer<typeof ReportGroup>;

/** One measure (content/chapter99/<id>.json): an action under one authority and its headings. */
export const Measure = z.strictObject({
  _source: z.string().min(1),
  id: z.string().regex(/^[a-z0-9-]+$/),
  authority: z.enum(AUTHORITIES),
  title: z.string().min(1),
  report: ReportGroup,
  reportRank: z
    .number()
    .int()
    .min(0)
    .max(9)
    .optional()
    .describe('Within its report group, measures of a higher rank are reported after those of a lower one (default 0), then by heading'),
  citations: z.array(Citation).min(1),
  headings: z.array(HeadingLaw).min(1),
});
export type Measure = z.infer<typeof Measure>;

/**
 * How measures combine where the default (every duty adds up) does not hold:
 * - precedence: while any winner applies, the losers do not (part whole), or not on the value it covers (covered);
 * - exclusive: at most one heading of the family applies: the first in the list that reaches the entry;
 * - ended: headings no measure describes (quotas, exclusions and arrangements of a regime since replaced) reach no
 *   entry after a date, whatever the schedule's links say.
 * A rule tagged with a reading ("oq1:clause-6") holds only under that reading of an open question.
 */
export const LawRule = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('precedence'),
    id: z.string().regex(/^[a-z0-9-]+$/),
    winners: z.array(HeadingRef).min(1),
    losers: z.array(HeadingRef).min(1),
    part: Part,
    windows: z.array(LawWindow).min(1),
    reading: z.string().regex(/^[a-z0-9]+:[a-z0-9-]+$/).optional(),
    says: z.string().min(1).describe('The rule in words'),
  }),
  z.strictObject({
    kind: z.literal('ended'),
    id: z.string().regex(/^[a-z0-9-]+$/),
    headings: z.array(HeadingRef).min(1).describe('Headings (ranges) no measure here describes, that the schedule may still link to a line'),
    through: IsoDate.describe('The last entry date they reach'),
    says: z.string().min(1),
    citation: z.string().min(1),
  }),
  z.strictObject({
    kind: z.literal('exclusive'),
    id: z.string().regex(/^[a-z0-9-]+$/),
    headings: z.array(HeadingRef).min(2),
    windows: z.array(LawWindow).min(1),
    says: z.string().min(1),
  }),
]);
export type LawRule = z.infer<typeof LawRule>;

export const LawRules = z.strictObject({ _source: z.string().min(1), rules: z.array(LawRule) });

/**
 * Options of the top-up mechanism ("X% including the column 1 rate") that readings of an open question set:
 * - topUpBase: the column 1 rate it is measured against, the claimed programme's (claimed) or the general (general);
 * - specificAve: a specific or compound rate's ad valorem equivalent, the duty divided by the customs value
 *   (duty-over-value) or counted as 0 (zero).
 */
export const StackReadingOptions = z.strictObject({
  topUpBase: z.enum(['claimed', 'general']).optional(),
  specificAve: z.enum(['duty-over-value', 'zero']).optional(),
});
export type StackReadingOptions = z.infer<typeof StackReadingOptions>;

/** An open question of reading (CHAPTER99-LAW.md section 7): each reading is priced, the chosen one said. */
export const OpenQuestion = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+$/),
  question: z.string().min(1),
  source: z.string().min(1),
  readings: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z0-9-]+$/),
        says: z.string().min(1),
        citation: z.string().min(1),
        sets: StackReadingOptions.optional().describe('The options of the top-up mechanism this reading takes'),
      }),
    )
    .min(2),
  chosen: z.string().describe('The reading the total takes'),
  because: z.string().min(1).describe('Why that reading is the one the total takes'),
});
export type OpenQuestion = z.infer<typeof OpenQuestion>;
export const OpenQuestions = z.strictObject({ _source: z.string().min(1), questions: z.array(OpenQuestion) });

/** A country group a text names ("the European Union"), its members dated. */
export const CountryGroup = z.strictObject({
  id: z.string().regex(/^[A-Z][A-Z0-9-]+$/),
  name: z.string().min(1),
  members: z.array(z.strictObject({ iso2: z.string().regex(/^[A-Z]{2}$/), from: IsoDate.optional(), through: IsoDate.optional() })).min(1),
  citation: z.string().min(1),
});
export type CountryGroup = z.infer<typeof CountryGroup>;
export const CountryGroups = z.strictObject({ _source: z.string().min(1), groups: z.array(CountryGroup) });

/**
 * Where a list's tariff numbers are read:
 * - text: the numbers on the lines of a notes text file between two markers (the first line matching `start`, up to
 *   the first after it matching `end`);
 * - derived: rows of a derived CSV (notes/derived/), filtered by column values, with optional date columns;
 * - inline: numbers written here, each from the text cited;
 * - annex: the numbers of one metal's lists in one annex of a proclamation's text ("Annex I-B" ... "Annex II").
 */
export const ListSource = z.discriminatedUnion('from', [
  z.strictObject({
    from: z.literal('text'),
    file: z.string().min(1),
    start: z.string().min(1),
    end: z.string().min(1),
    datedBy: z
      .strictObject({ file: z.string().min(1), column: z.string().min(1), startColumn: z.string().min(1), endColumn: z.string().min(1) })
      .optional()
      .describe('A derived CSV whose rows date the numbers the text lists: each number takes the span of the rows under it'),
  }),
  z.strictObject({
    from: z.literal('derived'),
    file: z.string().min(1),
    column: z.string().min(1),
    where: z.record(z.string(), z.array(z.string()).min(1)).optional(),
    startColumn: z.string().optional(),
    endColumn: z.string().optional(),
    endedOnly: z.literal(true).optional().describe('Only the rows that ended (an end date given): numbers since taken off the list'),
  }),
  z.strictObject({ from: z.literal('inline'), numbers: z.array(Digits).min(1) }),
  z.strictObject({
    from: z.literal('annex'),
    file: z.string().min(1),
    annex: z.string().regex(/^[IV]+(?:-[A-C])?$/).describe('The annex as the proclamation names it: I-A, I-B, II, III'),
    metal: z.enum(['steel', 'aluminum', 'copper']),
  }),
]);
export type ListSource = z.infer<typeof ListSource>;

export const TariffList = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  sources: z.array(ListSource).min(1).describe('Where the numbers are read; a list is the union of its sources'),
  validFrom: IsoDate.optional().describe('Entries from this date (when the source carries no dates)'),
  validThrough: IsoDate.optional(),
  citation: z.string().min(1),
  checkedAgainst: z.string().optional().describe('The independent list a test compares it with'),
  movesWithin: z
    .string()
    .optional()
    .describe('Lists sharing this name hold each number in one of them at a time: a number that appears on another of them from a later date leaves this one the day before'),
});
export type TariffList = z.infer<typeof TariffList>;
export const TariffLists = z.strictObject({ _source: z.string().min(1), lists: z.array(TariffList) });

/** A list as the engine reads it: digit prefixes, each dated. */
export const ResolvedEntry = z.tuple([Digits, IsoDate.nullable(), IsoDate.nullable()]);
export type ResolvedEntry = z.infer<typeof ResolvedEntry>;

/** Everything the engine reads, resolved at build time (the lists read from their texts): the function's data file. */
export const LawData = z.strictObject({
  measures: z.array(Measure.omit({ _source: true })),
  rules: z.array(LawRule),
  openQuestions: z.array(OpenQuestion),
  groups: z.array(CountryGroup),
  lists: z.array(z.strictObject({ id: z.string(), title: z.string(), citation: z.string(), entries: z.array(ResolvedEntry) })),
});
export type LawData = z.infer<typeof LawData>;
