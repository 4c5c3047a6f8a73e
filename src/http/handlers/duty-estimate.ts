/** POST /v1/duty-estimate (docs/CONTRACT.md 2.4, 2.5, part 4 rule 6): the body read, then the estimate use case. */
import { systemClock, type Clock } from '../../app/caller.ts';
import { estimate } from '../../app/estimate.ts';
import { problem } from '../app.ts';
import type { Ctx, Handler, Reply } from '../context.ts';
import { keptReply } from '../kept-replies.ts';
import { badRequest, failureReply } from '../failure-reply.ts';
import { JSON_MEDIA_TYPE, readText } from '../request-body.ts';

/** Largest request body read; beyond it the request is a 413 before any parsing. */
export const MAX_BODY_BYTES = 64 * 1024;

/** A refusal to price is a 200, never an error. `now` dates an asOf against the caller's window. */
export const createPostDutyEstimate =
  (now: Clock = systemClock): Handler =>
  async (ctx) => {
    const type = ctx.request.headers.get('content-type') ?? '';
    if (!JSON_MEDIA_TYPE.test(type)) return problem(415, 'unsupported-media-type', 'Send the request as JSON with Content-Type: application/json');
    if ([...ctx.url.searchParams.keys()].length > 0) return badRequest('query', 'this endpoint takes no query parameters; send everything in the JSON body');
    const read = await readText(ctx.request, MAX_BODY_BYTES);
    if (!read.ok) return read.reply;
    // Without asOf an estimate reads the body and the entry date (today, UTC) only: kept by both. With asOf it
    // reads the caller's history window, so it is never kept.
    const today = now().toISOString().slice(0, 10);
    return keptReply(ctx.deps, 'duty-estimate', `${today} ${read.text}`, () => estimateOf(ctx, read.text, now), (reply) => !('asOf' in reply.body));
  };

const estimateOf = async (ctx: Ctx, text: string, now: Clock): Promise<Reply> => {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return badRequest('(body)', 'not valid JSON');
  }
  const answer = await estimate(ctx.deps, body, ctx.caller, now);
  return answer.ok ? { kind: 'json', status: 200, cache: 'no-store', body: answer.value } : failureReply(answer.error);
};

export const postDutyEstimate: Handler = createPostDutyEstimate();
