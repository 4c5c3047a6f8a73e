import * as z from 'zod';

/** Our id of one archived HTS revision: `2025_basic`, `2026_rev_10`. */
export const RevisionId = z.string().regex(/^\d{4}_(basic|rev_[1-9]\d*)$/, 'expected <year>_basic or <year>_rev_<n>');
export type RevisionId = z.infer<typeof RevisionId>;

export const IsoDate = z.iso.date();

/** One published revision of the schedule, as held in the archive. */
export const Revision = z.object({
  id: RevisionId,
  release: z.string().describe('The publisher\'s own release name, e.g. 2026HTSRev10 or 2025HTSBasic'),
  year: z.number().int().describe('Edition year'),
  number: z.number().int().min(0).describe('Revision number within the year; 0 for the basic edition'),
  publishedOn: IsoDate.describe('Publication date of the revision (revision_dates.csv effective_date)'),
  policyEffectiveOn: IsoDate.nullable().describe('When the policy action it carried took legal effect, when known'),
  note: z.string().nullable().describe('The policy action the revision carried, when noted'),
  dateSource: z.enum(['revision-dates-csv', 'curated']).describe('Where publishedOn comes from'),
});
export type Revision = z.infer<typeof Revision>;

/** A publication date curated by hand where revision_dates.csv has no row, with its source quoted. */
export const CuratedRevisionDate = z.object({
  revision: RevisionId,
  publishedOn: IsoDate,
  source: z.string().min(1).describe('Where the date is stated'),
  quote: z.string().min(1).describe('The words of the source that state it'),
});
export type CuratedRevisionDate = z.infer<typeof CuratedRevisionDate>;

export const CuratedRevisionDates = z.object({
  _comment: z.string().optional(),
  dates: z.array(CuratedRevisionDate),
});
export type CuratedRevisionDates = z.infer<typeof CuratedRevisionDates>;

const RevisionRef = z.object({ revision: RevisionId, release: z.string(), publishedOn: IsoDate });

/** How far back the archive reaches (/v1/history/coverage). */
export const Coverage = z.object({
  first: RevisionRef.describe('Start of retention: the oldest revision held; it has no predecessor and no changes'),
  last: RevisionRef.describe('The newest revision held'),
  count: z.number().int().min(1),
});
export type Coverage = z.infer<typeof Coverage>;
