import * as z from 'zod';
import { ParsedRate, ParsedSpecial, RateKind, RATE_COLUMNS } from './rate.ts';

/** A rate column as it applies to a line: own or inherited, and from which line. */
export const ColumnRate = z.object({
  text: z.string().describe('Published rate string that applies (after inheritance); "" when none'),
  source: z.string().nullable().describe('htsno of the line the rate is published on; null when no rate applies'),
  inherited: z.boolean(),
});
export type ColumnRate = z.infer<typeof ColumnRate>;

export const Footnote = z.object({
  columns: z.array(z.string()),
  text: z.string(),
  type: z.string(),
});
export type Footnote = z.infer<typeof Footnote>;

/** Spec 2.1: one numbered line of the schedule. */
export const TariffLine = z.object({
  htsno: z.string().describe('Tariff number as published, with dots'),
  digits: z.string().describe('Tariff number without dots'),
  level: z.number().int().describe('Number of digits: 4 heading, 6/8 subheading, 10 statistical suffix'),
  indent: z.number().int(),
  chapter: z.string().regex(/^\d{2}$/),
  heading: z.string().regex(/^\d{4}$/),
  description: z.string(),
  descriptionPath: z.array(z.string()).describe('Descriptions from the heading down to this line, unnumbered headers included'),
  units: z.array(z.string()).describe('Units of quantity as the schedule states them'),
  classifiable: z.boolean().describe('A 10-digit line that can be entered on a customs entry'),
  general: ColumnRate,
  special: ColumnRate,
  other: ColumnRate,
  rateKind: RateKind.nullable().describe('Kind of the general (column 1) rate; null when the line carries no rate'),
  parsed: ParsedRate.nullable().describe('General rate parsed into terms; null when the line carries no rate'),
  parsedSpecial: ParsedSpecial.nullable(),
  parsedOther: ParsedRate.nullable(),
  parsedOk: z.boolean().describe('Every rate column present on the line (after inheritance) was parsed'),
  inheritedColumns: z
    .partialRecord(z.enum(RATE_COLUMNS), z.string())
    .describe('Each inherited rate column mapped to the htsno it was inherited from'),
  footnotes: z.array(Footnote),
  chapter99: z.array(z.string()).describe('Chapter 99 headings named by this line\'s footnotes'),
  quotaQuantity: z.string().nullable(),
  additionalDuties: z.string().nullable(),
});
export type TariffLine = z.infer<typeof TariffLine>;
