import type { HtsRow } from '../../../src/lib/schema/hts-row.ts';

/** A small hand-made export row; every compared field defaults to an unremarkable value. */
export const row = (htsno: string, over: Partial<HtsRow> = {}): HtsRow => ({
  htsno,
  indent: '1',
  description: `Line ${htsno}`,
  superior: null,
  units: ['kg'],
  general: '5%',
  special: 'Free (A,AU)',
  other: '25%',
  footnotes: [],
  quotaQuantity: null,
  additionalDuties: null,
  addiitionalDuties: null,
  ...over,
});

export const header = (description: string): HtsRow => row('', { description, units: [], general: '', special: '', other: '' });
