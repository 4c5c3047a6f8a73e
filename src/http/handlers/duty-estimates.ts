/**
 * POST /v1/duty-estimates: a whole invoice, 1 to 1,000 lines as JSON or CSV.
 * Each line is answered by estimateFromBody, the same code as POST
 * /v1/duty-estimate, so a line's estimate is that answer byte for byte; the
 * totals are exact sums. The body is read once, before the handler, by the
 * gate's meterCost (a batch counts one request per line); the handler reads
 * the same memo.
 */
import { batchCsv } from '../../lib/estimate/batch-csv.ts';
import { batchTotals } from '../../lib/estimate/batch-totals.ts';
import { DISCLAIMER } from '../../lib/estimate/estimate-texts.ts';
import { readBatchCsv, readBatchJson, type BatchInput } from '../../lib/estimate/read-batch.ts';
import type { BatchLine } from '../../lib/schema/duty-batch.ts';
import { problem } from '../app.ts';
import type { Deps } from '../../app/deps.ts';
import type { Handler, Reply } from '../context.ts';
import { PROBLEM_TITLES } from '../problem.ts';
import { badRequest, estimateFromBody, readLimited, type EstimateOptions } from './duty-estimate.ts';

/** Largest batch body: 1,000 lines of JSON with room to spare. */
export const MAX_BATCH_BODY_BYTES = 2 * 1024 * 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
const CSV_TYPE = /^text\/csv\s*(?:;|$)/i;

type BatchRead = { ok: true; inputs: BatchInput[] } | { ok: false; reply: Reply };

const read = async (request: Request): Promise<BatchRead> => {
  const type = request.headers.get('content-type') ?? '';
  const csv = CSV_TYPE.test(type);
  if (!csv && !JSON_TYPE.test(type)) {
    return { ok: false, reply: problem(415, 'unsupported-media-type', 'Send the batch as JSON (Content-Type: application/json) or as CSV with a header row (Content-Type: text/csv)') };
  }
  if ([...new URL(request.url).searchParams.keys()].length > 0) {
    return { ok: false, reply: badRequest([{ field: 'query', message: 'this endpoint takes no query parameters; send everything in the body' }]) };
  }
  const bytes = await readLimited(request, MAX_BATCH_BODY_BYTES);
  if (bytes === null) return { ok: false, reply: problem(413, 'payload-too-large', `The body may be at most ${MAX_BATCH_BODY_BYTES} bytes (2 MB)`) };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, reply: badRequest([{ field: '(body)', message: 'not valid UTF-8' }]) };
  }
  let result;
  if (csv) result = readBatchCsv(text);
  else {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return { ok: false, reply: badRequest([{ field: '(body)', message: 'not valid JSON' }]) };
    }
    result = readBatchJson(value);
  }
  if (!result.ok) {
    const { status, detail, errors } = result.error;
    return { ok: false, reply: status === 413 ? problem(413, 'payload-too-large', detail) : problem(400, 'bad-request', detail, errors ? { errors } : undefined) };
  }
  return { ok: true, inputs: result.value };
};

const reads = new WeakMap<Request, Promise<BatchRead>>();
/** The batch in this request, read once however often it is asked for. */
export const readBatch = (request: Request): Promise<BatchRead> => {
  let pending = reads.get(request);
  if (!pending) {
    pending = read(request);
    reads.set(request, pending);
  }
  return pending;
};

/** Requests the batch counts as: one per line; a body refused whole counts as one request. */
export const batchCost = async (request: Request): Promise<number> => {
  const batch = await readBatch(request);
  return batch.ok ? batch.inputs.length : 1;
};

/** Each line as POST /v1/duty-estimate answers it: its estimate, or its problem without the envelope. */
export const estimateLines = async (deps: Deps, inputs: readonly BatchInput[], options: EstimateOptions = {}): Promise<BatchLine[]> => {
  const out: BatchLine[] = [];
  for (const input of inputs) {
    if ('invalid' in input) {
      out.push({ line: input.line, problem: { type: '/problems/bad-request', title: PROBLEM_TITLES['bad-request'], status: 400, ...input.invalid } });
      continue;
    }
    const reply = await estimateFromBody(deps, input.body, options);
    if (reply.kind === 'json') out.push({ line: input.line, estimate: reply.body as Extract<BatchLine, { estimate: unknown }>['estimate'] });
    else if (reply.kind === 'problem') {
      out.push({
        line: input.line,
        problem: { type: `/problems/${reply.slug}`, title: PROBLEM_TITLES[reply.slug], status: reply.status as 400 | 402 | 404 | 409 | 422, detail: reply.detail ?? '', ...reply.extensions },
      });
    } else throw new Error(`a single estimate answered ${reply.kind}`);
  }
  return out;
};

/** Whether the caller asked for CSV rather than JSON (Accept names text/csv and no JSON ahead of it). */
const wantsCsv = (accept: string | null): boolean => {
  if (!accept) return false;
  const types = accept.split(',').map((t) => t.split(';')[0]!.trim().toLowerCase());
  const csv = types.indexOf('text/csv');
  const json = types.findIndex((t) => t === 'application/json' || t === '*/*');
  return csv >= 0 && (json < 0 || csv < json);
};

/** Each line's tariff number as sent, for the CSV rows that have no estimate to name it. */
export const sentHtsno = (inputs: readonly BatchInput[]) => {
  const byLine = new Map(inputs.map((i) => [i.line, 'body' in i ? (i.body !== null && typeof i.body === 'object' ? (i.body as { htsno?: unknown }).htsno : undefined) : i.htsno]));
  return (line: number): string => {
    const h = byLine.get(line);
    return typeof h === 'string' ? h : '';
  };
};

/** POST /v1/duty-estimates. */
export const postDutyEstimates: Handler = async (ctx) => {
  const batch = await readBatch(ctx.request);
  if (!batch.ok) return batch.reply;
  const lines = await estimateLines(ctx.deps, batch.inputs, { caller: ctx.caller });
  const totals = batchTotals(lines);
  if (wantsCsv(ctx.request.headers.get('accept'))) {
    return { kind: 'text', status: 200, mediaType: 'text/csv; charset=utf-8', body: batchCsv(lines, totals, sentHtsno(batch.inputs)) };
  }
  return { kind: 'json', status: 200, cache: 'no-store', body: { estimate: true, lines, totals, disclaimer: DISCLAIMER, derived: true } };
};
