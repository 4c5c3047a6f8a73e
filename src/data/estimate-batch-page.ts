/**
 * The estimate page's many-lines mode without JavaScript: a pasted or uploaded CSV read as POST /v1/duty-estimates
 * reads one (readBatchCsv), answered in process by the estimateBatch use case over the functions' data.
 */
import { estimateBatch, MAX_BATCH_BODY_BYTES, sentHtsno } from '../app/estimate-batch.ts';
import { batchCsv } from '../lib/estimate/batch-csv.ts';
import { readBatchCsv } from '../lib/estimate/read-batch.ts';
import { batchResultHtml } from '../lib/site/batch-result-html.ts';
import { functionDeps } from './function-deps.ts';

export type BatchOutcome = { kind: 'refused'; detail: string } | { kind: 'done'; html: string };

/** The CSV the form carries: an uploaded file wins over the pasted text. */
export const batchFormText = async (form: FormData): Promise<string | null> => {
  const file = form.get('file');
  if (file instanceof File && file.size > 0) return file.size > MAX_BATCH_BODY_BYTES ? null : file.text();
  const pasted = form.get('csv');
  return typeof pasted === 'string' ? pasted : '';
};

export const runBatchForm = async (text: string | null): Promise<BatchOutcome> => {
  if (text === null) return { kind: 'refused', detail: `What was sent is larger than ${MAX_BATCH_BODY_BYTES / 1024 / 1024} MB: send at most 1,000 lines` };
  if (text.trim() === '') return { kind: 'refused', detail: 'Paste CSV lines or choose a CSV file first' };
  const read = readBatchCsv(text);
  if (!read.ok) return { kind: 'refused', detail: read.error.detail };
  const { lines, totals } = await estimateBatch(functionDeps, read.value);
  const sent = sentHtsno(read.value);
  return { kind: 'done', html: batchResultHtml({ lines, totals }, batchCsv(lines, totals, sent), sent) };
};
