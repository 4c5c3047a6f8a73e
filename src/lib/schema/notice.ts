import * as z from 'zod';

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected yyyy-mm-dd');

/** Federal Register document types, as the compiled table names them. */
export const NOTICE_TYPES = ['notice', 'presidential-document'] as const;
export const NoticeType = z.enum(NOTICE_TYPES);
export type NoticeType = z.infer<typeof NoticeType>;

/**
 * A Federal Register action that reaches wine. Facts no stored source gave
 * ("NOT FOUND", empty) are null, never filled in; what the table said about
 * the gap is kept in `notes`.
 */
export const Notice = z.object({
  id: z.string().describe('Document number, else the citation, else a slug of the title'),
  citation: z.string().regex(/^\d+ FR \d+$/).nullable().describe('Federal Register volume and page, e.g. "86 FR 674"'),
  documentNumber: z.string().nullable().describe('Federal Register document number, e.g. "2020-29225"'),
  publicationDate: IsoDate.nullable(),
  effectiveDate: IsoDate.nullable().describe('Earliest date in the effective-date text'),
  effectiveDateText: z.string().nullable().describe('The effective date as the table states it, when it says more than one plain date'),
  type: NoticeType.nullable(),
  typeDetail: z.string().nullable().describe('What the table adds to the type, e.g. "EO 14257", "correction"'),
  agency: z.string().nullable(),
  title: z.string().nullable(),
  url: z.url().nullable(),
  wineEffect: z.string().nullable().describe('What it does to wine, as stated in the source'),
  wineOnly: z.boolean().describe('Targets wine specifically: the stated effect names wine (or a heading 2204-2206) in a clause that does not negate it, and the action is not an all-origin one'),
  htsNumbers: z.array(z.string()).describe('Tariff numbers named in the text, chapter 99 excluded'),
  chapter99Numbers: z.array(z.string()).describe('Chapter 99 headings named one by one'),
  chapter99Ranges: z.array(z.object({ from: z.string(), to: z.string() })).describe('Chapter 99 ranges named as "from-to"'),
  sources: z.array(z.string()).describe('Where each field came from, as the compiled table says'),
  notes: z.array(z.string()),
});
export type Notice = z.infer<typeof Notice>;

/** Filters of GET /v1/notices. `from` and `to` bound the publication date, both inclusive. */
export const NoticeFilter = z.object({
  q: z.string().optional(),
  from: IsoDate.optional(),
  to: IsoDate.optional(),
  type: NoticeType.optional(),
  wineOnly: z.boolean().optional(),
});
export type NoticeFilter = z.infer<typeof NoticeFilter>;
