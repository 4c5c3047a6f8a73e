/**
 * POST /v1/code-checks: a catalogue of 1 to 5,000 codes as JSON (`{codes, asOf?}`) or CSV (a `code` column),
 * answered by the checkCodes use case, as JSON or, on Accept: text/csv, as CSV. The body is read once, before
 * the handler, by the gate's meterCost (a check counts one request per code); the handler reads the same memo.
 */
import { systemClock, type Clock } from '../../app/caller.ts';
import { checkCodeInputs, MAX_CODE_BODY_BYTES, refusalFailure } from '../../app/check-codes.ts';
import { codeChecksCsv } from '../../lib/codes/code-checks-csv.ts';
import { readCodeRequestJson, readCodesCsv, type CodeRequest } from '../../lib/codes/read-code-request.ts';
import { problem } from '../app.ts';
import type { Handler, Reply } from '../context.ts';
import { badRequest, failureReply } from '../failure-reply.ts';
import { CSV_MEDIA_TYPE, JSON_MEDIA_TYPE, readText } from '../request-body.ts';
import { wantsCsv } from './duty-estimates.ts';

type CodesRead = { ok: true; request: CodeRequest } | { ok: false; reply: Reply };

const read = async (request: Request): Promise<CodesRead> => {
  const type = request.headers.get('content-type') ?? '';
  const csv = CSV_MEDIA_TYPE.test(type);
  if (!csv && !JSON_MEDIA_TYPE.test(type)) {
    return { ok: false, reply: problem(415, 'unsupported-media-type', 'Send the codes as JSON (Content-Type: application/json) or as CSV with a `code` column (Content-Type: text/csv)') };
  }
  const params = new URL(request.url).searchParams;
  // asOf may come in the query for a CSV body, which has no other place for it; nothing else is read there.
  const unknown = [...params.keys()].filter((k) => !(csv && k === 'asOf'));
  if (unknown.length > 0) return { ok: false, reply: badRequest(unknown[0]!, csv ? 'unknown parameter; a CSV body takes only asOf in the query' : 'this endpoint takes no query parameters with a JSON body; send asOf in it') };
  if (params.getAll('asOf').length > 1) return { ok: false, reply: badRequest('asOf', 'given twice') };
  const body = await readText(request, MAX_CODE_BODY_BYTES, `${MAX_CODE_BODY_BYTES} bytes (2 MB)`);
  if (!body.ok) return body;
  const { text } = body;
  if (csv) {
    const inputs = readCodesCsv(text);
    if (!inputs.ok) return { ok: false, reply: failureReply(refusalFailure(inputs.error)) };
    const asOf = params.get('asOf');
    return { ok: true, request: { inputs: inputs.value, ...(asOf === null ? {} : { asOf }) } };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reply: badRequest('(body)', 'not valid JSON') };
  }
  const parsed = readCodeRequestJson(value);
  return parsed.ok ? { ok: true, request: parsed.value } : { ok: false, reply: failureReply(refusalFailure(parsed.error)) };
};

const reads = new WeakMap<Request, Promise<CodesRead>>();
/** The codes in this request, read once however often they are asked for. */
const readCodes = (request: Request): Promise<CodesRead> => {
  let pending = reads.get(request);
  if (!pending) reads.set(request, (pending = read(request)));
  return pending;
};

/** Requests a check counts as: one per code; a body refused whole counts as one request. */
export const codeChecksCost = async (request: Request): Promise<number> => {
  const codes = await readCodes(request);
  return codes.ok ? codes.request.inputs.length : 1;
};

export const createPostCodeChecks =
  (now: Clock = systemClock): Handler =>
  async (ctx) => {
    const codes = await readCodes(ctx.request);
    if (!codes.ok) return codes.reply;
    const answer = await checkCodeInputs(ctx.deps, codes.request, ctx.caller, now);
    if (!answer.ok) return failureReply(answer.error);
    if (wantsCsv(ctx.request.headers.get('accept'))) {
      return { kind: 'text', status: 200, mediaType: 'text/csv; charset=utf-8', body: codeChecksCsv(answer.value) };
    }
    const { checkedAgainst, asOf, counts, results } = answer.value;
    return { kind: 'json', status: 200, cache: 'no-store', body: { ...ctx.envelope, checkedAgainst, ...(asOf ? { asOf } : {}), counts, results } };
  };

export const postCodeChecks: Handler = createPostCodeChecks();
