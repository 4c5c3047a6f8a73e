import * as z from 'zod';
import { LaterAction } from './duty-stack.ts';
import { IsoDate } from './revision.ts';

/** content/currency/later-releases.json: what the publisher issued after the schedule in the build. */
export const LaterReleases = z.strictObject({
  _source: z.string().min(1),
  releases: z.array(
    z.strictObject({
      revision: z.string().regex(/^\d{4}_rev_\d+$/),
      release: z.string().min(1),
      publishedOn: IsoDate,
      carried: z.string().min(1),
      source: z.string().min(1),
    }),
  ),
  actions: z.array(
    z.strictObject({
      release: z.string().min(1),
      headings: z.string().min(1),
      from: IsoDate,
      rate: z.string().min(1),
      reach: z.strictObject({
        any: z.literal(true).optional(),
        origins: z.array(z.string().regex(/^[A-Z]{2}$/)).optional(),
        prefixes: z.array(z.string().regex(/^\d{2,10}$/)).optional(),
      }),
      reaches: z.string().min(1),
      source: z.string().min(1),
      pricedBy: z.string().regex(/^[a-z0-9-]+$/).optional(),
    }),
  ),
});
export type LaterReleases = z.infer<typeof LaterReleases>;

export const ScheduleCurrency = z
  .object({
    release: z.string().describe('The publisher\'s release the build holds, e.g. 2026HTSRev10'),
    publishedOn: IsoDate.describe('Its publication date'),
    laterReleases: z
      .array(z.object({ release: z.string(), publishedOn: IsoDate }))
      .describe('Releases the publisher issued after it, known from content/currency/later-releases.json (sourced); their exports are not in the build'),
    publisherCheckedOn: IsoDate.nullable().describe('The day a live pull last asked the publisher for its releases (npm run pull -- --latest); null when none did'),
    asOfDate: IsoDate.optional().describe('For an answer about a date: the date'),
    complete: z
      .boolean()
      .optional()
      .describe('For an answer about a date: false when the publisher issued a release after the build on or before that date, or an action it carried reaches it'),
    laterActions: z
      .array(LaterAction)
      .optional()
      .describe('For an answer about a date: the chapter 99 actions published since the build that may reach it (for an estimate, its origin and line; for a line, its number); priced in a stacked estimate only where `pricedBy` names the law data that does'),
  })
  .describe('How current the schedule in the build is, and what the publisher issued since');
export type ScheduleCurrency = z.infer<typeof ScheduleCurrency>;
