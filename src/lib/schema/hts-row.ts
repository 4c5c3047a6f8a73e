import * as z from 'zod';

/** One row of the USITC HTS JSON export, as the publisher ships it. */
export const HtsFootnote = z.object({
  columns: z.array(z.string()).nullish(),
  value: z.string().nullish(),
  type: z.string().nullish(),
  marker: z.string().nullish(),
});

export const HtsRow = z.object({
  htsno: z.string(),
  indent: z.union([z.string(), z.number()]),
  description: z.string().nullish(),
  superior: z.string().nullish(),
  units: z.array(z.string()).nullish(),
  general: z.string().nullish(),
  special: z.string().nullish(),
  other: z.string().nullish(),
  footnotes: z.array(HtsFootnote).nullish(),
  quotaQuantity: z.string().nullish(),
  additionalDuties: z.string().nullish(),
  // The publisher really ships this misspelled duplicate; read, never relied on.
  addiitionalDuties: z.string().nullish(),
});
export type HtsRow = z.infer<typeof HtsRow>;
export const HtsExport = z.array(HtsRow);
