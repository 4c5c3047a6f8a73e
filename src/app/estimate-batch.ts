/**
 * A whole invoice: each line answered exactly as `estimate` answers it alone (its estimate, or its failure as the
 * problem POST /v1/duty-estimate would answer, without the envelope), and the exact totals. A bad line never
 * stops the others, so the batch as a whole never fails: reading its body (JSON or CSV, src/lib/estimate/
 * read-batch.ts) is the edge's step, and what cannot be read is refused there.
 */
import { batchTotals } from '../lib/estimate/batch-totals.ts';
import { chapter99Memo, type Chapter99Memo } from '../lib/estimate/chapter99-candidates.ts';
import type { BatchInput } from '../lib/estimate/read-batch.ts';
import { nestsDeeperThan } from '../lib/json/nests-deeper-than.ts';
import type { BatchLine, BatchTotals } from '../lib/schema/duty-batch.ts';
import type { DutyEstimate } from '../lib/schema/duty-estimate.ts';
import { systemClock, type Caller, type Clock } from './caller.ts';
import type { Deps } from './deps.ts';
import { estimate } from './estimate.ts';
import { PROBLEM_TITLES, problemOf } from './problem-of.ts';

/** Largest batch read, as a request body or an uploaded file: 1,000 lines of JSON with room to spare. */
export const MAX_BATCH_BODY_BYTES = 2 * 1024 * 1024;

/** Deeper than any line an estimate takes (its quantities and content values are its second level). */
const MAX_LINE_DEPTH = 8;

export interface BatchAnswer {
  lines: BatchLine[];
  totals: BatchTotals;
}

type LineProblem = Extract<BatchLine, { problem: unknown }>['problem'];

/** `memo` is the batch's (a new one by default); given, the caller may read what it noted (Chapter99Memo.shownOf). */
export const estimateBatch = async (deps: Deps, inputs: readonly BatchInput[], caller?: Caller, clock: Clock = systemClock, memo: Chapter99Memo = chapter99Memo()): Promise<BatchAnswer> => {
  // One instant for the whole batch: every line is entered on the same date (and judged against the same window).
  const at = clock();
  const batchClock: Clock = () => at;
  // A line sent twice (the same members, in the same order) is estimated once: its answer is a function of its body
  // and the instant. The lines share that answer's object, so the serialisation writes its bytes once too.
  const answers = new Map<string, Promise<LineAnswer>>();
  // Lines that differ only in amounts share their chapter 99 candidates' texts, read once (chapter99Memo).
  const lines: BatchLine[] = new Array(inputs.length);
  // Estimated grouped by entry date, then answered in the order sent: an archived revision's chapter 99 and its index
  // are built when a line first needs them and only a few revisions are kept, so lines whose dates alternate rebuilt
  // them line after line (60 lines over six 2025 dates took 2.5 s); grouped, each is built once per batch.
  for (const i of byEntryDate(inputs)) {
    const input = inputs[i]!;
    if ('invalid' in input) {
      lines[i] = { line: input.line, problem: { type: '/problems/bad-request', title: PROBLEM_TITLES['bad-request'], status: 400, ...input.invalid } };
      continue;
    }
    // A line nesting deeper than any estimate's body is not keyed (JSON.stringify would overflow the stack on
    // thousands of levels); the estimate refuses it on its own.
    const key = nestsDeeperThan(input.body, MAX_LINE_DEPTH) ? undefined : JSON.stringify(input.body);
    let answer = key === undefined ? undefined : answers.get(key);
    if (answer === undefined) {
      answer = answerOf(deps, input.body, caller, batchClock, memo);
      if (key !== undefined) answers.set(key, answer);
    }
    lines[i] = { line: input.line, ...(await answer) } as BatchLine;
  }
  // The batch is one entry: the MPF bounds apply once, to its total value (totals.fees).
  return { lines, totals: batchTotals(lines, await deps.fees()) };
};

/** The inputs' positions, lines without an entry date first, then by date; the order sent within a date. */
export const byEntryDate = (inputs: readonly BatchInput[]): number[] => {
  const date = (input: BatchInput): string => {
    const asOf = 'body' in input && input.body !== null && typeof input.body === 'object' ? (input.body as { asOf?: unknown }).asOf : undefined;
    return typeof asOf === 'string' ? asOf : '';
  };
  const dates = inputs.map(date);
  return Array.from(inputs.keys()).sort((a, b) => (dates[a]! < dates[b]! ? -1 : dates[a]! > dates[b]! ? 1 : a - b));
};

type LineAnswer = { estimate: DutyEstimate } | { problem: LineProblem };

/** One line's estimate, or its failure as the problem POST /v1/duty-estimate would answer, without the envelope. */
const answerOf = async (deps: Deps, body: unknown, caller: Caller | undefined, clock: Clock, memo: Chapter99Memo): Promise<LineAnswer> => {
  const answer = await estimate(deps, body, caller, clock, memo);
  if (answer.ok) return { estimate: answer.value };
  const p = problemOf(answer.error);
  // A line's problem has the statuses the batch contract lists; 503 (no archive) stands as it is.
  return { problem: { type: `/problems/${p.slug}`, title: PROBLEM_TITLES[p.slug], status: p.status as LineProblem['status'], detail: p.detail, ...p.extensions } };
};

/** Each line's tariff number as sent, for the CSV rows that have no estimate to name it. */
export const sentHtsno = (inputs: readonly BatchInput[]) => {
  const byLine = new Map(inputs.map((i) => [i.line, 'body' in i ? (i.body !== null && typeof i.body === 'object' ? (i.body as { htsno?: unknown }).htsno : undefined) : i.htsno]));
  return (line: number): string => {
    const h = byLine.get(line);
    return typeof h === 'string' ? h : '';
  };
};
