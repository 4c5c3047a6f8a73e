/** Why a reference dataset could not be built at all (data-quality findings go in the QualityReport instead). */
import type { z } from 'zod';
import type { CsvError } from '../csv/parse-csv.ts';

export type ReferenceError =
  | { code: 'csv-invalid'; file: string; csv: CsvError }
  | { code: 'missing-column'; file: string; column: string }
  | { code: 'json-invalid'; file: string; detail: string }
  | { code: 'content-invalid'; file: string; issues: string[] };

/** Zod issues as "path: message" lines, for a readable build failure. */
export const issueLines = (error: z.ZodError): string[] =>
  error.issues.map((i) => `${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`);
