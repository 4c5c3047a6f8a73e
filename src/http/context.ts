/** What every handler receives: the request, parsed once, and the data it may load. */
import type { Caller } from '../app/caller.ts';
import type { CallerContext } from './gate/caller-context.ts';
import type { Deps } from '../app/deps.ts';
import type { ProblemSlug } from '../app/problem-of.ts';
import type { Envelope } from '../lib/schema/envelope.ts';
import type { PiecesOf } from './json-chunks.ts';

export interface Ctx {
  request: Request;
  url: URL;
  /** Decoded path parameters, e.g. {htsno}. */
  params: Record<string, string>;
  requestId: string;
  deps: Deps;
  envelope: Envelope;
  /** Who is calling, as the gate identified them; absent means the anonymous plan. Read by /v1/changes for the history window. */
  caller?: Caller;
  /** What the gate learned (src/http/gate/caller-context.ts), for /healthz and /v1/usage; absent without a gate. */
  gate?: CallerContext;
}

/** What a handler returns; the app turns it into a Response with the shared headers. */
export type Reply =
  | {
      kind: 'json';
      status: number;
      body: Record<string, unknown>;
      cache?: 'public' | 'no-store';
      /** An uncached answer with one large array under this key: sent as a stream, the same bytes made a few elements at a time (json-chunks.ts). */
      streamArray?: string;
      /** For a streamed answer: objects in it written from pieces made elsewhere (json-chunks.ts PiecesOf). */
      piecesOf?: PiecesOf;
    }
  | { kind: 'problem'; status: number; slug: ProblemSlug; detail?: string; extensions?: Record<string, unknown>; headers?: Record<string, string> }
  | { kind: 'bad-filter'; details: string[] }
  /** A body in another media type (a CSV answer, an Atom feed): sent as it is, without the envelope; never cached unless `cache` is public. */
  | { kind: 'text'; status: number; mediaType: string; body: string; headers?: Record<string, string>; cache?: 'public' };

export type Handler = (ctx: Ctx) => Promise<Reply> | Reply;
