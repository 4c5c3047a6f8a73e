import * as z from 'zod';
import { WorkingStep } from './duty-working.ts';
import { FeeSource } from './fee-table.ts';
import { ModeOfTransport } from './duty-request.ts';

export const InformalEntry = z
  .object({
    maxValueUsd: z.number().describe('A shipment valued up to this may be entered informally (19 CFR 143.21(a))'),
    feeUsd: z
      .number()
      .nullable()
      .describe('The MPF of an informal entry, automated and not prepared by CBP personnel, for the fiscal year; null when not recorded'),
    note: z.string().describe('What applies instead of the formal-entry MPF, and its limits'),
    source: z.array(FeeSource),
  })
  .describe('Present when the customs value is at or below the informal-entry limit: the entry may be informal, and which fee would apply instead');
export type InformalEntry = z.infer<typeof InformalEntry>;

export const EntryFee = z
  .object({
    amountUsd: z
      .number()
      .nullable()
      .describe('The fee in USD, rounded half-up to the cent once; null when it is not due or cannot be computed (then notApplicableBecause says why)'),
    rate: z.string().describe('The ad valorem rate, e.g. "0.3464%"'),
    minUsd: z.number().optional().describe('The minimum of the fiscal year (MPF)'),
    maxUsd: z.number().optional().describe('The maximum of the fiscal year (MPF)'),
    fiscalYear: z.number().int().optional().describe('The US fiscal year of the entry date (it starts on 1 October): 2026 for 2025-10-01 to 2026-09-30'),
    working: z.array(WorkingStep).describe('The arithmetic; with amountUsd null it may show the uncapped amount, labelled as not the fee'),
    source: z.array(FeeSource).describe('Where the rate and the bounds come from'),
    notApplicableBecause: z.string().optional().describe('Present whenever amountUsd is null'),
    notes: z.array(z.string()).describe('What the amount leaves to the broker (exemptions never applied, exempt ports)'),
    informalEntry: InformalEntry.optional(),
  })
  .describe('One entry fee, computed beside the duty and never added to it');
export type EntryFee = z.infer<typeof EntryFee>;

export const EntryFees = z
  .object({
    entryDate: z.iso.date().describe('The date the fees were judged on: asOf, else today'),
    modeOfTransport: ModeOfTransport.nullable().describe('As the request gave it; null when absent'),
    mpf: EntryFee.describe('Merchandise processing fee of a formal entry (19 CFR 24.23)'),
    hmf: EntryFee.describe('Harbor maintenance fee, due on cargo unloaded from a commercial vessel (19 CFR 24.24)'),
  })
  .describe('Entry fees beside dutyUsd, never added to it');
export type EntryFees = z.infer<typeof EntryFees>;
