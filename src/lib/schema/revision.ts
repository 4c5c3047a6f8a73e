import * as z from 'zod';

/** Our id of one archived HTS revision: `2025_basic`, `2026_rev_10`. */
export const RevisionId = z.string().regex(/^\d{4}_(basic|rev_[1-9]\d*)$/, 'expected <year>_basic or <year>_rev_<n>');
export type RevisionId = z.infer<typeof RevisionId>;

export const IsoDate = z.iso.date();

/** Where a revision's publication date comes from, as content/revision-dates.json names it. */
export const RevisionDateSource = z.enum(['revision-dates-csv', 'curated', 'publisher-release-list']);

/** One published revision of the schedule, as held in the archive. */
export const Revision = z.object({
  id: RevisionId,
  release: z.string().describe('The publisher\'s own release name, e.g. 2026HTSRev10 or 2025HTSBasic'),
  year: z.number().int().describe('Edition year'),
  number: z.number().int().min(0).describe('Revision number within the year; 0 for the basic edition'),
  publishedOn: IsoDate.describe('Publication date of the revision (content/revision-dates.json)'),
  policyEffectiveOn: IsoDate.nullable().describe('When the policy action it carried took legal effect, when known'),
  note: z.string().nullable().describe("What the revision carried, in the project's own short words, when noted"),
  dateSource: RevisionDateSource.describe('Where publishedOn comes from'),
  textNote: z.string().optional().describe('Present when the text held for this revision is not the publisher\'s own file of it, saying whose text it is'),
});
export type Revision = z.infer<typeof Revision>;

/** One row of content/revision-dates.json: a revision's dates, and the project's own note on what it carried. */
export const RevisionDateRow = z.strictObject({
  revision: RevisionId,
  publishedOn: IsoDate,
  policyEffectiveOn: IsoDate.nullable(),
  dateSource: RevisionDateSource,
  note: z.string().min(1).nullable().describe("The project's own short words on what the revision carried; null when none"),
  citation: z.string().min(1).optional().describe('For a curated date: where it is stated'),
  quote: z.string().min(1).optional().describe('For a curated date: the words of the source that state it'),
}).refine((r) => r.dateSource !== 'curated' || (r.citation !== undefined && r.quote !== undefined), {
  message: 'a curated date cites its source and quotes it',
});
export type RevisionDateRow = z.infer<typeof RevisionDateRow>;

/** content/revision-dates.json: every archived revision's dates, with their sources. */
export const RevisionDatesFile = z.strictObject({
  _source: z.string().min(1),
  dateSources: z.record(RevisionDateSource, z.string().min(1)),
  noteSource: z.string().min(1),
  revisions: z.array(RevisionDateRow).min(1),
});
export type RevisionDatesFile = z.infer<typeof RevisionDatesFile>;

const RevisionRef = z.object({ revision: RevisionId, release: z.string(), publishedOn: IsoDate });

/** How far back the archive reaches (/v1/history/coverage). */
export const Coverage = z.object({
  first: RevisionRef.describe('Start of retention: the oldest revision held; it has no predecessor and no changes'),
  last: RevisionRef.describe('The newest revision held'),
  count: z.number().int().min(1),
});
export type Coverage = z.infer<typeof Coverage>;
