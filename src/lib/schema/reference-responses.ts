/**
 * Response bodies of the reference and history endpoints: countries, ports,
 * notices, customs rules, changes, history coverage and sources. The handlers
 * build them, the contract tests parse them, the OpenAPI document shows them.
 */
import * as z from 'zod';
import { LineChange } from './change.ts';
import { Country } from './country.ts';
import { CustomsTopic } from './customs-rule.ts';
import { DatasetVersions } from './envelope.ts';
import { Notice } from './notice.ts';
import { PortRecord } from './port.ts';
import { Coverage, IsoDate } from './revision.ts';

const total = z.number().int().min(0).describe('Records matching every filter, over all pages');
const nextCursor = z.string().nullable().describe('Cursor of the next page; null on the last page');
const page = <T extends z.ZodType>(item: T) => z.object({ total, items: z.array(item), nextCursor, datasetVersions: DatasetVersions });

/** GET /v1/countries */
export const CountryList = page(Country);
/** GET /v1/countries/{code} */
export const CountryResponse = Country.extend({ datasetVersions: DatasetVersions });

/** GET /v1/ports */
export const PortList = page(PortRecord);
/** GET /v1/ports/{code}: a district also lists the ports that report to it. */
export const PortResponse = PortRecord.extend({
  ports: z.array(PortRecord).optional().describe('On a district only: the ports reporting to it, by code'),
  datasetVersions: DatasetVersions,
});

/** GET /v1/notices */
export const NoticeList = page(Notice);

/** GET /v1/customs-rules */
export const CustomsRulesResponse = z.object({
  topics: z.array(CustomsTopic).describe('Entry, classification, valuation, liquidation, protest, rulings, fees; in that order'),
  citationCount: z.number().int().min(0),
  datasetVersions: DatasetVersions,
});

const HistoryWindow = z
  .object({
    plan: z.string().describe('The plan the window belongs to; anonymous without a key'),
    historyDays: z.number().int().min(0),
    oldestSince: IsoDate.describe('The earliest `since` day this caller may ask for today'),
  })
  .describe("The caller's plan history window; an older `since` is 402");

/** GET /v1/changes */
export const ChangesPage = z.object({
  dataset: z.enum(['hts', 'countries', 'notices']),
  since: z.string().describe('`since` as given'),
  sinceDay: IsoDate.describe('The UTC day `since` falls on; every change published on or after it is listed'),
  archived: z.boolean().describe('Whether earlier versions of this dataset are held; false means the page is empty by construction'),
  total,
  items: z.array(LineChange).describe('Field-level differences between consecutive archived revisions, oldest first'),
  nextCursor,
  window: HistoryWindow,
  note: z.string(),
  datasetVersions: DatasetVersions,
});

/** One dataset's reach back in time. */
export const DatasetCoverage = z.discriminatedUnion('archived', [
  Coverage.extend({
    dataset: z.literal('hts'),
    archived: z.literal(true),
    changePairs: z.number().int().min(0).describe('Consecutive revision pairs the change feed compares'),
  }),
  z.object({
    dataset: z.enum(['countries', 'notices']),
    archived: z.literal(false),
    first: z.null(),
    last: z.null(),
    count: z.literal(0).describe('No earlier version is held'),
    currentVersion: z.string().nullable().describe('The only version held: the current build'),
    note: z.string(),
  }),
]);

/** GET /v1/history/coverage */
export const HistoryCoverage = z.object({
  retentionStartedOn: IsoDate.describe('Publication date of the first archived revision; a `since` before it is 422'),
  datasets: z.array(DatasetCoverage),
  note: z.string(),
  datasetVersions: DatasetVersions,
});

/** A source that was looked at and not used, with the reason (content/rejected-sources.json). */
export const RejectedSource = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  address: z.string().min(1).nullable().describe('Where it lives; null when its repository was never identified'),
  consideredFor: z.array(z.enum(['hts', 'countries', 'ports', 'notices', 'customs-rules'])).min(1),
  reason: z.string().min(1),
  evidence: z.string().min(1).describe('The provenance note that records the evaluation'),
});
export type RejectedSource = z.infer<typeof RejectedSource>;

export const RejectedSourcesFile = z.object({
  _comment: z.string().optional(),
  rejected: z.array(RejectedSource).min(1),
});
export type RejectedSourcesFile = z.infer<typeof RejectedSourcesFile>;

/** One upstream file the build reads, as content/sources.json declares and the build verified it. */
export const Upstream = z.object({
  id: z.string(),
  kind: z.enum(['hts-revision', 'hts-revision-dates', 'reference']),
  name: z.string(),
  publisher: z.string(),
  officialUrl: z.url(),
  copiedFrom: z.string().nullable().describe('Where the mirrored copy came from, when the manifest states it apart from the licence'),
  release: z.string().nullable().describe("The publisher's release or edition, verbatim"),
  licence: z.string(),
  sourceDate: z
    .string()
    .regex(/^\d{4}-\d{2}(-\d{2})?$/)
    .nullable()
    .describe('The source\'s own date (day or month), not when the build fetched it; null when no stored source states one'),
  sourceDateBasis: z.string().describe('What sourceDate is and where it comes from'),
  current: z.boolean().describe('The HTS revision the schedule is served from'),
  file: z.string().describe('Path in the mirror layout'),
  bytes: z.number().int().min(0),
  checksum: z.object({ algorithm: z.literal('sha256'), value: z.string().regex(/^[0-9a-f]{64}$/) }).describe('Of the file as mirrored; the build refuses a file that differs'),
  contentSha256: z.string().regex(/^[0-9a-f]{64}$/).nullable().describe('HTS only: of the JSON as the publisher serves it'),
});
export type Upstream = z.infer<typeof Upstream>;

export const DeclaredGap = z.object({ id: z.string(), statement: z.string() });
export type DeclaredGap = z.infer<typeof DeclaredGap>;

/** GET /v1/sources */
export const SourcesResponse = z.object({
  upstreams: z.array(Upstream),
  rejected: z.array(RejectedSource),
  gaps: z.array(DeclaredGap).describe('What the service does not have and never estimates'),
  note: z.string(),
  datasetVersions: DatasetVersions,
});
