import * as z from 'zod';

/** One input row that was not published, and why. `row` is the 1-based data row (header not counted). */
export const DroppedRow = z.object({
  row: z.number().int().min(1),
  key: z.string().describe('What the row was, e.g. its code or name as found'),
  reason: z.string(),
});
export type DroppedRow = z.infer<typeof DroppedRow>;

/** Accounting for one input file: every row read is either published (used) or dropped with a reason. */
export const InputReport = z
  .object({
    file: z.string().describe('Input name, e.g. "schedule_d_ports/census_ports.csv"'),
    rowsRead: z.number().int().min(0),
    rowsPublished: z.number().int().min(0).describe('Rows that contributed to published records'),
    rowsDropped: z.array(DroppedRow),
  })
  .refine((r) => r.rowsRead === r.rowsPublished + r.rowsDropped.length, {
    message: 'rowsRead must equal rowsPublished + rowsDropped.length',
  });
export type InputReport = z.infer<typeof InputReport>;

/** A code or name the build kept (or met) without a counterpart it expected, with the explanation. */
export const UnmappedCode = z.object({
  code: z.string(),
  reason: z.string(),
});
export type UnmappedCode = z.infer<typeof UnmappedCode>;

/** What a reference build read, published, dropped and could not map. */
export const QualityReport = z.object({
  dataset: z.enum(['countries', 'ports', 'notices', 'customs-rules']),
  inputs: z.array(InputReport),
  recordsPublished: z.number().int().min(0).describe('Records in the published dataset (may differ from rows: derived districts, merged lists)'),
  unmapped: z.array(UnmappedCode),
  notes: z.array(z.string()).describe('Decisions and cleanings applied, in words'),
});
export type QualityReport = z.infer<typeof QualityReport>;
