import * as z from 'zod';
import { Decimal } from './rate.ts';

const IsoDate = z.iso.date();

/** Where a curated figure was read: the document, its citation, and the pages it was read on. */
export const FeeSource = z
  .object({
    citation: z.string().describe('The document as cited, e.g. "CBP Dec. 25-10, 90 FR 34665 (July 23, 2025)" or "19 CFR 24.24(a)"'),
    url: z.string().optional().describe('Where the document is published'),
  })
  .describe('A source of a fee figure');
export type FeeSource = z.infer<typeof FeeSource>;

/** One fiscal year of the merchandise processing fee: its bounds and the informal-entry fee, or a year not recorded. */
export const MpfFiscalYear = z
  .object({
    fiscalYear: z.number().int().describe('The US fiscal year: FY2026 runs from 2025-10-01 to 2026-09-30'),
    from: IsoDate,
    to: IsoDate,
    minUsd: Decimal.nullable().describe('Minimum MPF of a formal entry; null when not recorded'),
    maxUsd: Decimal.nullable().describe('Maximum MPF of a formal entry; null when not recorded'),
    informalAutomatedUsd: Decimal.nullable().describe('MPF of an informal entry, automated and not prepared by CBP personnel (class code 311a); null when not recorded'),
    manualSurchargeUsd: Decimal.nullable().describe('Surcharge for a manual formal entry or release (class code 500); null when not recorded'),
    sources: z.array(FeeSource),
    read: z.array(z.string()).describe('The pages the figures were read on'),
    note: z.string().optional(),
  })
  .refine((y) => (y.minUsd === null) === (y.maxUsd === null), { message: 'minUsd and maxUsd are recorded together' });
export type MpfFiscalYear = z.infer<typeof MpfFiscalYear>;

/** content/fees/entry-fees.json: the curated figures the fees are computed from, each with its source. */
export const FeeTable = z.strictObject({
  _source: z.string(),
  mpf: z.strictObject({
    adValoremPercent: Decimal.describe('The MPF ad valorem rate in percent ("0.3464")'),
    rateSources: z.array(FeeSource),
    informalEntryMaxUsd: Decimal.describe('Value up to which a shipment may be entered informally (19 CFR 143.21(a))'),
    informalEntrySources: z.array(FeeSource),
    exemptionSources: z.array(FeeSource),
    exemptionNote: z.string(),
    fiscalYears: z.array(MpfFiscalYear).min(1),
  }),
  hmf: z.strictObject({
    adValoremPercent: Decimal.describe('The HMF ad valorem rate in percent ("0.125")'),
    sources: z.array(FeeSource),
    note: z.string(),
  }),
});
export type FeeTable = z.infer<typeof FeeTable>;
