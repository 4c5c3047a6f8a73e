import * as z from 'zod';
import { IsoDate, RevisionId } from './revision.ts';

/** Compared fields, in the order a modification lists them. */
export const CHANGE_FIELDS = ['description', 'units', 'general', 'special', 'other', 'footnotes'] as const;
export const ChangeField = z.enum(CHANGE_FIELDS);
export type ChangeField = z.infer<typeof ChangeField>;

/** A footnote as compared: normalised text and the columns it attaches to. */
export const ChangeFootnote = z.object({ columns: z.array(z.string()), text: z.string() });
export type ChangeFootnote = z.infer<typeof ChangeFootnote>;

const TextField = z.enum(['description', 'general', 'special', 'other']);

/** One changed field. Values are normalised text (see src/lib/changes/normalise-text.ts). */
export const FieldChange = z.discriminatedUnion('field', [
  z.object({ field: TextField, before: z.string(), after: z.string() }),
  z.object({ field: z.literal('units'), before: z.array(z.string()), after: z.array(z.string()) }),
  z.object({ field: z.literal('footnotes'), before: z.array(ChangeFootnote), after: z.array(ChangeFootnote) }),
]);
export type FieldChange = z.infer<typeof FieldChange>;

export const ChangeKind = z.enum(['added', 'removed', 'modified']);
export type ChangeKind = z.infer<typeof ChangeKind>;

/** One numbered line that differs between a revision and its predecessor. */
export const LineChange = z.object({
  revision: RevisionId.describe('The revision that made the change'),
  previous: RevisionId.describe('The revision it is compared with'),
  date: IsoDate.describe('Publication date of `revision`'),
  htsno: z.string(),
  change: ChangeKind,
  fields: z.array(FieldChange).min(1).optional().describe('Present only on modified lines'),
});
export type LineChange = z.infer<typeof LineChange>;

/** Counts for one consecutive revision pair. */
export const ChangeSummary = z.object({
  revision: RevisionId,
  previous: RevisionId,
  date: IsoDate,
  added: z.number().int().min(0),
  removed: z.number().int().min(0),
  modified: z.number().int().min(0),
});
export type ChangeSummary = z.infer<typeof ChangeSummary>;

export const ChangeFeed = z.object({ changes: z.array(LineChange), summary: z.array(ChangeSummary) });
export type ChangeFeed = z.infer<typeof ChangeFeed>;

/** Storage form: one revision's changes without repeating revision, previous and date per line. */
export const RevisionChanges = z.object({
  revision: RevisionId,
  previous: RevisionId,
  date: IsoDate,
  lines: z.array(LineChange.pick({ htsno: true, change: true, fields: true })),
});
export type RevisionChanges = z.infer<typeof RevisionChanges>;
