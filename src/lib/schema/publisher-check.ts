import * as z from 'zod';

/**
 * content/publisher-check.json: when the publisher's release list was last read by a live pull, and what it named
 * current. null until `npm run pull -- --latest` has run against the publisher.
 */
export const PublisherCheck = z.strictObject({
  _source: z.string().min(1),
  checkedOn: z.iso.date().nullable().describe('The day (UTC) the release list was last read'),
  latestRelease: z.string().nullable().describe("The release the publisher named current then, e.g. 2026HTSRev10"),
  how: z.string().min(1).describe('What was asked, and what was done with the answer'),
});
export type PublisherCheck = z.infer<typeof PublisherCheck>;
