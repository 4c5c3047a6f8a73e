import * as z from 'zod';
import { KeyStoreHealth } from './callers.ts';
import { ScheduleCurrency } from './schedule-currency.ts';
import { DatasetVersions, Envelope } from './envelope.ts';
import { ParsedRate, RateKind } from './rate.ts';
import { MatchedList } from './heading-search.ts';
import { TariffLine } from './tariff-line.ts';

/** Spec 2.3: GET /v1/tariffs. */
export const TariffList = Envelope.extend({
  total: z.number().int().describe('Lines matching every filter'),
  items: z.array(TariffLine.extend({ matched: MatchedList.optional().describe('Present when `q` is given: each part of the query and the schedule words (or synonym) it matched on this line') })),
  nextCursor: z.string().nullable().describe('Cursor of the next page; null on the last page'),
  corrections: z
    .array(z.object({ from: z.string(), to: z.string() }))
    .optional()
    .describe('Present only when `q` as typed found nothing and these words were read as their near misses (one edit): the lines are for the corrected words, a guess, not a match'),
});

/** GET /v1/tariffs/{htsno}: the line with the rate that applies per column and where it came from. */
export const TariffLineResponse = TariffLine.extend({ scheduleCurrency: ScheduleCurrency.optional().describe('Present when the date of the answer (today, or asOf) falls on or after the first release the publisher issued after the build\'s schedule, or is in the future: complete is false, with the later chapter 99 actions that may reach the line') }).extend(Envelope.shape);

export const ReleaseResponse = z.object({
  htsRelease: z.string().describe("The publisher's release name, verbatim"),
  revision: z.string(),
  publishedOn: z.string().nullable(),
  sha256: z.string(),
  contentSha256: z.string(),
  publisher: z.string(),
  note: z.string(),
  licence: z.string(),
  attribution: z.array(z.string()),
  scheduleCurrency: ScheduleCurrency,
  datasetVersions: DatasetVersions,
});

export const Chapter99Heading = z.object({
  heading: z.string(),
  description: z.string(),
  descriptionPath: z.array(z.string()),
  general: z.string().describe('Rate text as published'),
  rateKind: RateKind.nullable(),
  parsed: ParsedRate.nullable(),
  referencedBy: z.array(z.string()).describe('Lines whose footnotes name this heading'),
  applied: z.literal(false).describe('Chapter 99 duties are never folded into an estimate'),
});

export const Chapter99List = z.object({
  total: z.number().int(),
  items: z.array(Chapter99Heading),
  nextCursor: z.string().nullable(),
  note: z.string(),
  datasetVersions: DatasetVersions,
});

export const Healthz = z.object({
  status: z.literal('ok'),
  htsRelease: z.string(),
  coverage: z.object({
    lines: z.number().int(),
    classifiableLines: z.number().int(),
    chapters: z.number().int(),
    gaps: z.array(z.string()),
  }),
  keyStore: KeyStoreHealth.describe('The key and budget store: when it is not ok, metered endpoints answer 503'),
  scheduleCurrency: ScheduleCurrency,
  datasetVersions: DatasetVersions,
});
