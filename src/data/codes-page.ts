/**
 * The "Check my codes" page without JavaScript: codes pasted (one per line, or separated by commas or spaces) or a
 * CSV uploaded or pasted with a `code` column, read as POST /v1/code-checks reads them, answered in process by the
 * checkCodes use case over the functions' data, with the CSV the API would send.
 */
import { checkCodeInputs, MAX_CODE_BODY_BYTES, type CodeChecksAnswer } from '../app/check-codes.ts';
import type { Failure } from '../app/failure.ts';
import { codeChecksCsv } from '../lib/codes/code-checks-csv.ts';
import { CODE_COLUMNS, readCodesCsv, readPastedCodes } from '../lib/codes/read-code-request.ts';
import { functionDeps } from './function-deps.ts';

export type CodesOutcome = { kind: 'refused'; detail: string } | { kind: 'done'; answer: CodeChecksAnswer; csv: string };

export interface CodesForm {
  /** The codes as text (an uploaded file wins over the pasted text); null when larger than the API takes. */
  text: string | null;
  /** Whether the text came from a file (always read as CSV). */
  file: boolean;
  asOf: string;
}

export const readCodesForm = async (form: FormData): Promise<CodesForm> => {
  const file = form.get('file');
  const asOf = typeof form.get('asOf') === 'string' ? (form.get('asOf') as string).trim() : '';
  if (file instanceof File && file.size > 0) return { text: file.size > MAX_CODE_BODY_BYTES ? null : await file.text(), file: true, asOf };
  const pasted = form.get('codes');
  return { text: typeof pasted === 'string' ? pasted : '', file: false, asOf };
};

/** Pasted text whose first line names a code column is a CSV; anything else is a list of codes. */
const looksLikeCsv = (text: string): boolean => {
  const first = text.split(/\r?\n/).find((l) => l.trim() !== '') ?? '';
  return first.split(/[,;\t]/).some((cell) => (CODE_COLUMNS as readonly string[]).includes(cell.trim().replace(/^"|"$/g, '').toLowerCase()));
};

const failureText = (failure: Failure): string => {
  if (failure.kind === 'date-refused') return `As of: ${failure.detail}`;
  if (failure.kind === 'invalid') return failure.detail ?? failure.errors.map((e) => `${e.field}: ${e.message}`).join('; ');
  return failure.detail;
};

export const runCodesForm = async ({ text, file, asOf }: CodesForm): Promise<CodesOutcome> => {
  if (text === null) return { kind: 'refused', detail: `The file is larger than ${MAX_CODE_BODY_BYTES / 1024 / 1024} MB: send at most 5,000 codes` };
  if (text.trim() === '') return { kind: 'refused', detail: 'Paste some tariff numbers or choose a CSV file first' };
  const read = file || looksLikeCsv(text) ? readCodesCsv(text) : readPastedCodes(text);
  if (!read.ok) return { kind: 'refused', detail: read.error.detail };
  const answer = await checkCodeInputs(functionDeps, { inputs: read.value, ...(asOf === '' ? {} : { asOf }) });
  if (!answer.ok) return { kind: 'refused', detail: failureText(answer.error) };
  return { kind: 'done', answer: answer.value, csv: codeChecksCsv(answer.value) };
};
