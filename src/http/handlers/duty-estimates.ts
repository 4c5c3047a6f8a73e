/**
 * POST /v1/duty-estimates: a whole invoice, 1 to 1,000 lines as JSON or CSV, answered by the estimateBatch use
 * case (each line exactly as POST /v1/duty-estimate answers it; exact totals). The body is read once, before the
 * handler, by the gate's meterCost (a batch counts one request per line); the handler reads the same memo.
 */
import { systemClock, type Clock } from '../../app/caller.ts';
import { estimateBatch, MAX_BATCH_BODY_BYTES, sentHtsno } from '../../app/estimate-batch.ts';
import { invalid } from '../../app/failure.ts';
import { batchCsv } from '../../lib/estimate/batch-csv.ts';
import { compactChapter99Texts } from '../../lib/estimate/batch-chapter99-texts.ts';
import { chapter99Memo } from '../../lib/estimate/chapter99-candidates.ts';
import { DISCLAIMER } from '../../lib/estimate/estimate-texts.ts';
import { readBatchCsv, readBatchJson, type BatchInput } from '../../lib/estimate/read-batch.ts';
import { problem } from '../app.ts';
import { candidatePieces } from '../candidate-json.ts';
import type { Handler, Reply } from '../context.ts';
import { badRequest, failureReply } from '../failure-reply.ts';
import { CSV_MEDIA_TYPE, JSON_MEDIA_TYPE, readText } from '../request-body.ts';

/** `once`: the JSON body asked for the compact answer (chapter99Texts: once). */
type BatchRead = { ok: true; inputs: BatchInput[]; once?: boolean } | { ok: false; reply: Reply };

const read = async (request: Request): Promise<BatchRead> => {
  const type = request.headers.get('content-type') ?? '';
  const csv = CSV_MEDIA_TYPE.test(type);
  if (!csv && !JSON_MEDIA_TYPE.test(type)) {
    return { ok: false, reply: problem(415, 'unsupported-media-type', 'Send the batch as JSON (Content-Type: application/json) or as CSV with a header row (Content-Type: text/csv)') };
  }
  if ([...new URL(request.url).searchParams.keys()].length > 0) {
    return { ok: false, reply: badRequest('query', 'this endpoint takes no query parameters; send everything in the body') };
  }
  const body = await readText(request, MAX_BATCH_BODY_BYTES, `${MAX_BATCH_BODY_BYTES} bytes (2 MB)`);
  if (!body.ok) return body;
  const { text } = body;
  let result;
  let once = false;
  if (csv) result = readBatchCsv(text);
  else {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return { ok: false, reply: badRequest('(body)', 'not valid JSON') };
    }
    result = readBatchJson(value);
    once = result.ok && (value as { chapter99Texts?: unknown }).chapter99Texts === 'once';
  }
  if (!result.ok) {
    const { status, detail, errors } = result.error;
    if (status === 413) return { ok: false, reply: problem(413, 'payload-too-large', detail) };
    return { ok: false, reply: errors ? failureReply(invalid(errors, detail)) : problem(400, 'bad-request', detail) };
  }
  return { ok: true, inputs: result.value, ...(once ? { once } : {}) };
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

/** Whether the caller asked for CSV rather than JSON (Accept names text/csv and no JSON ahead of it). */
export const wantsCsv = (accept: string | null): boolean => {
  if (!accept) return false;
  const types = accept.split(',').map((t) => t.split(';')[0]!.trim().toLowerCase());
  const csv = types.indexOf('text/csv');
  const json = types.findIndex((t) => t === 'application/json' || t === '*/*');
  return csv >= 0 && (json < 0 || csv < json);
};

/** POST /v1/duty-estimates. `now` dates each line's asOf against the caller's window. */
export const createPostDutyEstimates =
  (now: Clock = systemClock): Handler =>
  async (ctx) => {
    const batch = await readBatch(ctx.request);
    if (!batch.ok) return batch.reply;
    const memo = chapter99Memo();
    const { lines, totals } = await estimateBatch(ctx.deps, batch.inputs, ctx.caller, now, memo);
    if (wantsCsv(ctx.request.headers.get('accept'))) {
      return { kind: 'text', status: 200, mediaType: 'text/csv; charset=utf-8', body: batchCsv(lines, totals, sentHtsno(batch.inputs)) };
    }
    // Streamed: the same bytes as JSON.stringify of the whole answer, made a few lines at a time (json-chunks.ts).
    if (batch.once) {
      const compact = compactChapter99Texts(lines);
      const body = { estimate: true, lines: compact.lines, totals, chapter99Texts: compact.chapter99Texts, disclaimer: DISCLAIMER, derived: true };
      return { kind: 'json', status: 200, cache: 'no-store', streamArray: 'lines', body };
    }
    // Each candidate written from the pieces of what it was made from (the batch's memo noted it), made once.
    const piecesOf = (o: object) => candidatePieces(o, memo.shownOf?.(o));
    return { kind: 'json', status: 200, cache: 'no-store', streamArray: 'lines', piecesOf, body: { estimate: true, lines, totals, disclaimer: DISCLAIMER, derived: true } };
  };

export const postDutyEstimates: Handler = createPostDutyEstimates();
