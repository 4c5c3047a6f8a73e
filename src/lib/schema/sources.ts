import * as z from 'zod';

/**
 * A declared, named exception: the data mirror's file of a revision whose text is not the publisher's file of it.
 * The build accepts the mirror's file only when its JSON has exactly this checksum, and says whose text it is.
 */
export const MirrorException = z.strictObject({
  name: z.string().regex(/^[a-z0-9-]+$/).describe('The exception, named'),
  mirrorContentSha256: z.string().regex(/^[0-9a-f]{64}$/).describe("sha256 of the mirror's JSON"),
  textOf: z.string().describe('The revision whose text the mirror file holds'),
  note: z.string().min(1).describe('What differs and why, said in answers naming the revision'),
});
export type MirrorException = z.infer<typeof MirrorException>;

/** One archived HTS revision as declared in content/sources.json. */
export const HtsSourceFile = z.object({
  id: z.string().describe('Revision id, e.g. 2026_rev_10'),
  release: z.string().describe("Publisher's release name, e.g. 2026HTSRev10"),
  file: z.string().describe('Path in the mirror layout'),
  sha256: z.string().regex(/^[0-9a-f]{64}$/).describe('sha256 of the mirrored gzip file'),
  contentSha256: z.string().regex(/^[0-9a-f]{64}$/).describe("sha256 of the JSON as the publisher serves it at officialUrl (the publisher's pin)"),
  bytes: z.number().int(),
  officialUrl: z.string().url(),
  mirrorException: MirrorException.optional(),
});
export type HtsSourceFile = z.infer<typeof HtsSourceFile>;

export const ReferenceSourceFile = z.object({
  id: z.string(),
  name: z.string(),
  file: z.string(),
  publisher: z.string(),
  officialUrl: z.string().url(),
  release: z.string(),
  licence: z.string(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  bytes: z.number().int(),
  fetchUrl: z
    .string()
    .url()
    .optional()
    .describe('A pinned address that serves these bytes (or the whole file an excerpt is cut from): read at build time, never committed'),
  excerptFrom: z.string().min(1).optional().describe('The file is an excerpt of fetchUrl: its header line, then every line from the first that holds this text'),
  debianPath: z.string().optional().describe("Where the Debian package that ships these bytes installs them: read at build time, never committed"),
});
export type ReferenceSourceFile = z.infer<typeof ReferenceSourceFile>;

export const SourcesManifest = z.object({
  _comment: z.string().optional(),
  hts: z.object({
    current: z.string(),
    publisher: z.string(),
    licence: z.string(),
    liveUrl: z.string().url(),
    releaseListUrl: z.string().url(),
    mirrorOrigin: z.string(),
    pinsSource: z.string(),
    revisions: z.array(HtsSourceFile).min(1),
    dates: z.object({ file: z.string(), sha256: z.string(), bytes: z.number().int(), origin: z.string(), officialUrl: z.string().url() }),
  }),
  referenceDir: z.string().describe('Where the reference files without fetchUrl or debianPath are committed, under the project root'),
  reference: z.array(ReferenceSourceFile),
});
export type SourcesManifest = z.infer<typeof SourcesManifest>;
