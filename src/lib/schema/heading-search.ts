import * as z from 'zod';
import { Envelope } from './envelope.ts';
import { RateKind } from './rate.ts';

/** Why a hit matched (src/lib/search/explain.ts): one part of the query and what it matched. */
export const Matched = z.object({
  query: z.string().describe('Words of the query, folded: one word, or a synonym name of several (cell phone)'),
  words: z.array(z.string()).describe("The schedule's words it matched, folded, in the order the texts hold them"),
  synonym: z
    .string()
    .optional()
    .describe('The schedule phrase of the curated synonym table it matched through, when its words as typed did not match (champagne: sparkling wine)'),
});
export type Matched = z.infer<typeof Matched>;

export const MatchedList = z
  .array(Matched)
  .describe('Each part of the query with the schedule words (or synonym) it matched here; in a partial answer, only the parts that matched');

/** One of a heading's best lines. */
export const HeadingLine = z.object({
  htsno: z.string().describe('Tariff number as published, with dots'),
  description: z.string(),
  descriptionPath: z.array(z.string()).describe('Descriptions from the heading down to this line'),
  classifiable: z.boolean().describe('A 10-digit line that can be entered on a customs entry'),
  general: z.string().describe('General (column 1) rate that applies, as published; "" when none'),
  rateKind: RateKind.nullable().describe('Kind of the general rate; null when the line carries no rate'),
  matched: MatchedList,
});
export type HeadingLine = z.infer<typeof HeadingLine>;

export const HeadingHit = z.object({
  heading: z.string().regex(/^\d{4}$/).describe('Four digits'),
  description: z.string().describe("The heading's own text"),
  chapter: z.object({ number: z.string().regex(/^\d{2}$/), title: z.string() }),
  section: z.object({ number: z.number().int(), roman: z.string(), title: z.string() }),
  lineCount: z.number().int().describe("How many of the heading's lines match"),
  lines: z.array(HeadingLine).max(5).describe("The heading's best matching lines, best first, at most 5 (its own four-digit line left out)"),
  matched: MatchedList,
  linesQuery: z
    .string()
    .nullable()
    .describe('The /v1/tariffs request that lists every matching line of the heading, best first; null in a partial answer'),
});
export type HeadingHit = z.infer<typeof HeadingHit>;

/** GET /v1/headings. */
export const HeadingList = Envelope.extend({
  total: z.number().int().describe('Headings with a matching line'),
  items: z.array(HeadingHit),
  nextCursor: z.string().nullable().describe('Cursor of the next page; null on the last page'),
  corrections: z
    .array(z.object({ from: z.string(), to: z.string() }))
    .optional()
    .describe('Present only when `q` as typed found nothing and these words were read as their near misses (one edit): a guess, not a match'),
  partial: z
    .literal(true)
    .optional()
    .describe('Present only when no line holds every word of `q` (nor of its near misses): headings whose lines match some of the words, those matching more first; `matched` says which'),
});
export type HeadingList = z.infer<typeof HeadingList>;
