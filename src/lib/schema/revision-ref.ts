import * as z from 'zod';

/** The HTS revision a dataset was built from. */
export const RevisionRef = z.object({
  id: z.string().describe('Revision id, e.g. 2026_rev_10'),
  htsRelease: z.string().describe("Publisher's release name, verbatim"),
  publishedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable(),
  sha256: z.string().describe('sha256 of the source file as mirrored (gzip)'),
  contentSha256: z.string().describe('sha256 of the JSON as the publisher serves it'),
});
export type RevisionRef = z.infer<typeof RevisionRef>;
