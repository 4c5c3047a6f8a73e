import type { ExactDecimal } from '../money/index.ts';
import type { EntryFees } from '../schema/duty-fees.ts';
import type { ModeOfTransport } from '../schema/duty-request.ts';
import type { FeeTable } from '../schema/fee-table.ts';
import { harborMaintenanceFee } from './harbor-maintenance-fee.ts';
import { merchandiseProcessingFee } from './merchandise-processing-fee.ts';

export interface EntryFeesInput {
  customsValue: ExactDecimal;
  /** YYYY-MM-DD: the request's asOf, else today (decided at the edge). */
  entryDate: string;
  modeOfTransport?: ModeOfTransport;
  table: FeeTable;
}

/** The entry fees of one entry, computed beside the duty and never added to it. */
export const entryFees = ({ customsValue, entryDate, modeOfTransport, table }: EntryFeesInput): EntryFees => ({
  entryDate,
  modeOfTransport: modeOfTransport ?? null,
  mpf: merchandiseProcessingFee({ customsValue, entryDate, table }),
  hmf: harborMaintenanceFee(customsValue, modeOfTransport, table),
});
