import * as z from 'zod';
import { parseSince } from '../changes/parse-since.ts';
import { MAX_WATCHED, parseWatchList } from '../changes/watch-changes.ts';
import { cursorParam, limitParam } from './params.ts';

/** Datasets the change feed answers for; only hts has an archive of earlier versions. */
export const CHANGE_DATASETS = ['hts', 'countries', 'notices'] as const;
export const ChangeDataset = z.enum(CHANGE_DATASETS);
export type ChangeDataset = z.infer<typeof ChangeDataset>;

/** GET /v1/changes. Invalid parameters are a 400 problem here (docs/CONTRACT.md part 7), not the bad-filter body. */
export const ChangeQuery = z.strictObject({
  dataset: ChangeDataset.default('hts').describe('Which dataset to report changes of; default hts'),
  since: z
    .string({ error: 'is required: an RFC 3339 date-time such as 2026-05-01T00:00:00Z' })
    .refine((s) => parseSince(s).ok, 'must be an RFC 3339 date-time with Z or an offset (or a date), e.g. 2026-05-01T00:00:00Z')
    .describe(
      'Required. Changes published on or after the UTC day this instant falls on (revisions carry a day, not a time). ' +
        'Before retention began is 422; beyond the plan history window is 402.',
    ),
  limit: limitParam(50),
  cursor: cursorParam,
});
export type ChangeQuery = z.output<typeof ChangeQuery>;

/** `htsno` on the change feed: a watch list (src/lib/changes/watch-changes.ts). */
export const WatchParam = z
  .string()
  .superRefine((s, ctx) => {
    const read = parseWatchList(s);
    if (!read.ok) ctx.addIssue({ code: 'custom', message: read.error });
  })
  .optional()
  .meta({ maxLength: 1_500 })
  .describe(
    `Optional. Up to ${MAX_WATCHED} tariff numbers or prefixes, separated by commas, dots optional (0201.30.50.85,2204). ` +
      'Keeps only changes to those lines, the lines under them, and the headings and subheadings above them (whose rates and words they inherit). ' +
      'since, the window and paging apply as without it.',
  );

/**
 * GET /v1/changes with a watch list: ChangeQuery and `htsno`, optional, so every request ChangeQuery reads it
 * reads the same. Kept apart from ChangeQuery until the handler filters by it: a parameter accepted and not applied
 * would answer with a filter dropped.
 */
export const ChangeWatchQuery = ChangeQuery.extend({ htsno: WatchParam });
export type ChangeWatchQuery = z.output<typeof ChangeWatchQuery>;

/** GET /v1/changes.atom: since (optional here: a feed reader polls one address) and the watch list. */
export const WatchFeedQuery = z.strictObject({
  since: z
    .string()
    .refine((s) => parseSince(s).ok, 'must be an RFC 3339 date-time with Z or an offset (or a date), e.g. 2026-05-01T00:00:00Z')
    .optional()
    .describe('Optional. Changes published on or after this day (UTC); without it, from the oldest day the plan history window reaches. Before retention began is 422; beyond the window is 402.'),
  htsno: WatchParam,
});
