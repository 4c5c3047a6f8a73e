/**
 * Answers a handler made that depend only on a key it names and on the data (one Deps), kept so the same request
 * asked again is answered without validating, looking up or serialising anything (the app keeps a kept reply's
 * bytes and ETag beside it: serialisedBody). A handler names in the key everything its answer reads besides the
 * data: a lookup its number, a search its whole query string, an estimate its body and the entry date. Answers
 * that read the caller (asOf, a history window) are never kept. Only 200 JSON answers are kept; replies are
 * shared: read them, never write them.
 *
 * As with kept search pages (src/lib/query/answered-pages.ts), a reply is kept from its second ask: one asked once
 * dies young instead of being copied into the old generation. Weighed by bytes; the least recently used go first.
 */
import type { Deps } from '../app/deps.ts';
import { approxBytes } from '../lib/memory/approx-bytes.ts';
import { createByteLru, type ByteLru } from '../lib/memory/byte-lru.ts';
import { answerBytes } from './candidate-json.ts';
import type { Reply } from './context.ts';

/** Bytes of replies kept per kind and Deps. */
export const KEPT_REPLY_BYTES = 4 * 1024 * 1024;
/** Keys remembered as asked once, per kind; past it they are forgotten all at once. */
export const ASKED_ONCE = 4096;

type JsonReply = Extract<Reply, { kind: 'json' }>;

interface Kept {
  lru: ByteLru<JsonReply>;
  once: Set<string>;
}

const kept = new WeakMap<Deps, Map<string, Kept>>();
/** Bodies of kept replies: the only ones whose serialisation the app keeps (serialisedBody). */
const keptBodies = new WeakSet<object>();

export const isKeptBody = (body: object): boolean => keptBodies.has(body);

const keepable = (reply: Reply): reply is JsonReply => reply.kind === 'json' && reply.status === 200 && reply.streamArray === undefined;

/** `keepIf` refuses a 200 that read more than the key (an estimate with asOf read the caller's window). */
export const keptReply = async (deps: Deps, kind: string, key: string, make: () => Promise<Reply> | Reply, keepIf?: (reply: JsonReply) => boolean): Promise<Reply> => {
  let kinds = kept.get(deps);
  if (!kinds) kept.set(deps, (kinds = new Map()));
  let store = kinds.get(kind);
  if (!store) kinds.set(kind, (store = { lru: createByteLru(KEPT_REPLY_BYTES), once: new Set() }));
  const hit = store.lru.get(key);
  if (hit) return hit;
  const reply = await make();
  if (!keepable(reply) || (keepIf && !keepIf(reply))) return reply;
  if (store.once.delete(key)) {
    keptBodies.add(reply.body);
    // The body is weighed twice: as objects, and as the bytes the app keeps beside it (serialisedBody).
    store.lru.set(key, reply, approxBytes(key) + 2 * approxBytes(reply.body));
  } else {
    if (store.once.size >= ASKED_ONCE) store.once.clear();
    store.once.add(key);
  }
  return reply;
};

/** A body as sent, as its UTF-8 bytes (a kept body's nothing to encode or measure again). */
export interface Serialised {
  body: Uint8Array<ArrayBuffer>;
  /** Made when first needed (cacheable GETs), then kept with the bytes. */
  etag?: string;
}

const serialised = new WeakMap<object, Serialised & { versions: object }>();

/**
 * The JSON of a body with the dataset versions, as bytes: made once per kept body (its ETag once, by the app). Any
 * other body is serialised each time. A deprecation block is never kept: the app serialises those itself.
 */
export const serialisedBody = (body: Record<string, unknown>, datasetVersions: object): Serialised => {
  const held = serialised.get(body);
  if (held && held.versions === datasetVersions) return held;
  const bytes = answerBytes({ ...body, datasetVersions });
  if (!keptBodies.has(body)) return { body: bytes };
  const made = { versions: datasetVersions, body: bytes };
  serialised.set(body, made);
  return made;
};
