/**
 * A whole invoice: each line answered exactly as `estimate` answers it alone (its estimate, or its failure as the
 * problem POST /v1/duty-estimate would answer, without the envelope), and the exact totals. A bad line never
 * stops the others, so the batch as a whole never fails: reading its body (JSON or CSV, src/lib/estimate/
 * read-batch.ts) is the edge's step, and what cannot be read is refused there.
 */
import { batchTotals } from '../lib/estimate/batch-totals.ts';
import type { BatchInput } from '../lib/estimate/read-batch.ts';
import type { BatchLine, BatchTotals } from '../lib/schema/duty-batch.ts';
import { systemClock, type Caller, type Clock } from './caller.ts';
import type { Deps } from './deps.ts';
import { estimate } from './estimate.ts';
import { PROBLEM_TITLES, problemOf } from './problem-of.ts';

/** Largest batch read, as a request body or an uploaded file: 1,000 lines of JSON with room to spare. */
export const MAX_BATCH_BODY_BYTES = 2 * 1024 * 1024;

export interface BatchAnswer {
  lines: BatchLine[];
  totals: BatchTotals;
}

type LineProblem = Extract<BatchLine, { problem: unknown }>['problem'];

export const estimateBatch = async (deps: Deps, inputs: readonly BatchInput[], caller?: Caller, clock: Clock = systemClock): Promise<BatchAnswer> => {
  const lines: BatchLine[] = [];
  for (const input of inputs) {
    if ('invalid' in input) {
      lines.push({ line: input.line, problem: { type: '/problems/bad-request', title: PROBLEM_TITLES['bad-request'], status: 400, ...input.invalid } });
      continue;
    }
    const answer = await estimate(deps, input.body, caller, clock);
    if (answer.ok) lines.push({ line: input.line, estimate: answer.value });
    else {
      const p = problemOf(answer.error);
      // A line's problem has the statuses the batch contract lists; 503 (no archive) stands as it is.
      const problem = { type: `/problems/${p.slug}`, title: PROBLEM_TITLES[p.slug], status: p.status as LineProblem['status'], detail: p.detail, ...p.extensions };
      lines.push({ line: input.line, problem });
    }
  }
  // The batch is one entry: the MPF bounds apply once, to its total value (totals.fees).
  return { lines, totals: batchTotals(lines, await deps.fees()) };
};

/** Each line's tariff number as sent, for the CSV rows that have no estimate to name it. */
export const sentHtsno = (inputs: readonly BatchInput[]) => {
  const byLine = new Map(inputs.map((i) => [i.line, 'body' in i ? (i.body !== null && typeof i.body === 'object' ? (i.body as { htsno?: unknown }).htsno : undefined) : i.htsno]));
  return (line: number): string => {
    const h = byLine.get(line);
    return typeof h === 'string' ? h : '';
  };
};
