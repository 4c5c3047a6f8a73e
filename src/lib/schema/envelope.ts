import * as z from 'zod';

/** Dataset name -> version `<source>-<year>.<edition>` (docs/CONTRACT.md 9.7). */
export const DatasetVersions = z
  .record(z.string(), z.string().regex(/^[a-z0-9-]+-\d{4}\.\d+$/))
  .describe('Version of every dataset the response was built from, e.g. {"hts":"hts-2026.1"}');
export type DatasetVersions = z.infer<typeof DatasetVersions>;

/** Members every static file and every JSON response carries. */
export const Envelope = z.object({
  datasetVersions: DatasetVersions,
  htsRelease: z.string().describe("The publisher's own name for the schedule edition, verbatim, e.g. 2026HTSRev10"),
  licence: z.string(),
  attribution: z.array(z.string()),
});
export type Envelope = z.infer<typeof Envelope>;

export const LICENCE =
  'HTS and Census data are works of the U.S. Government, in the public domain (17 U.S.C. 105). ' +
  'This compilation is unofficial and offered without warranty; see /v1/sources for every upstream and its terms.';

export const ATTRIBUTION = [
  'Harmonized Tariff Schedule of the United States: U.S. International Trade Commission (USITC)',
  'Schedule C country codes and Schedule D districts and ports: U.S. Census Bureau, Foreign Trade Division',
  'Federal Register and eCFR citations: Office of the Federal Register',
];
