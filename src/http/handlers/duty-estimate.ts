/** POST /v1/duty-estimate (docs/CONTRACT.md 2.4, 2.5, part 4 rule 6): the body read, then the estimate use case. */
import { systemClock, type Clock } from '../../app/caller.ts';
import { estimate } from '../../app/estimate.ts';
import { problem } from '../app.ts';
import type { Handler } from '../context.ts';
import { badRequest, failureReply } from '../failure-reply.ts';

/** Largest request body read; beyond it the request is a 413 before any parsing. */
export const MAX_BODY_BYTES = 64 * 1024;

export const JSON_MEDIA_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/** Kept for handlers that import it from here; the 400 builders live in failure-reply.ts. */
export { badRequest };

/** Reads at most `limit` bytes of the body; null when it is longer. */
export const readLimited = async (request: Request, limit: number): Promise<Uint8Array | null> => {
  const length = request.headers.get('content-length');
  const declared = Number(length ?? '0');
  if (declared > limit) return null;
  // A declared length within the limit bounds the body (the HTTP parser holds the sender to it), so it is read in
  // one piece, the cheap way; only a body of unknown length (chunked) is streamed and counted.
  if (length !== null && /^\d+$/.test(length.trim())) {
    const bytes = new Uint8Array(await request.arrayBuffer());
    return bytes.byteLength > limit ? null : bytes;
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
};

/** A refusal to price is a 200, never an error. `now` dates an asOf against the caller's window. */
export const createPostDutyEstimate =
  (now: Clock = systemClock): Handler =>
  async (ctx) => {
    const type = ctx.request.headers.get('content-type') ?? '';
    if (!JSON_MEDIA_TYPE.test(type)) return problem(415, 'unsupported-media-type', 'Send the request as JSON with Content-Type: application/json');
    if ([...ctx.url.searchParams.keys()].length > 0) return badRequest('query', 'this endpoint takes no query parameters; send everything in the JSON body');
    const bytes = await readLimited(ctx.request, MAX_BODY_BYTES);
    if (bytes === null) return problem(413, 'payload-too-large', `The body may be at most ${MAX_BODY_BYTES} bytes`);
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch {
      return badRequest('(body)', 'not valid UTF-8 JSON');
    }
    const answer = await estimate(ctx.deps, body, ctx.caller, now);
    return answer.ok ? { kind: 'json', status: 200, cache: 'no-store', body: answer.value } : failureReply(answer.error);
  };

export const postDutyEstimate: Handler = createPostDutyEstimate();
