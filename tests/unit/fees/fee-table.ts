/** The curated fee table (content/fees/entry-fees.json), checked by its schema as the edge will check it. */
import raw from '../../../content/fees/entry-fees.json' with { type: 'json' };
import { FeeTable } from '../../../src/lib/schema/fee-table.ts';

export const FEE_TABLE: FeeTable = FeeTable.parse(raw);
