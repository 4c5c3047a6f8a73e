/**
 * What a line's chapter 99 candidates say whatever the amounts (which headings reach it, how, their texts, dates and
 * scope), kept per schedule (its chapter 99 index), line, origin and entry date, so only what a candidate would add
 * on the shipment is computed per estimate. A candidate whose ifApplied does not depend on the shipment
 * (fixedChapter99) is then one object wherever it stands, and its bytes are written once (src/http/json-chunks.ts).
 * The answer is the same with a memo or without one (tests/unit/estimate/chapter99-memo.test.ts).
 *
 * Two kinds: a batch's (chapter99Memo: every key, for the batch's life) and the process's (keptChapter99Memo: every
 * estimate's, bounded by bytes, least recently used forgotten first). With the edge's pieces below, a new estimate
 * costs about a tenth less (in process, the bench's ten lines each with a new value: 125-129 µs before, 109-113).
 */
import type { HeadingFacts } from '../chapter99/chapter99-heading.ts';
import type { Chapter99Index } from '../chapter99/chapter99-index.ts';
import { approxBytes } from '../memory/approx-bytes.ts';
import { createByteLru } from '../memory/byte-lru.ts';
import type { Chapter99Candidate } from '../schema/duty-estimate.ts';

/** A candidate without its amounts, and what pricing it needs: shared by every estimate with the same key. */
export interface Reached {
  shown: Omit<Chapter99Candidate, 'ifApplied'>;
  rate: string | null;
  effect: HeadingFacts['effect'] | null;
  /** The whole candidate when its ifApplied does not depend on the shipment, null when it does; unknown until first priced. */
  whole?: Chapter99Candidate | null;
}

export interface Chapter99Memo {
  /**
   * Whether the candidates made through it are noted in the process's WeakMap (noteCandidate) for the edge to write
   * from pieces: the process's memo only. A batch's notes its own in a Map of its own (note, shownOf), read by the
   * batch's stream (src/http/json-chunks.ts); see chapter99Memo.
   */
  readonly notes: boolean;
  /**
   * A batch's: notes what a candidate made through it was made from (its members without ifApplied), for the batch's
   * stream to write it from pieces (src/http/json-chunks.ts); read with shownOf, for the batch's life.
   */
  note?(candidate: Chapter99Candidate, shown: Reached['shown']): void;
  shownOf?(candidate: object): object | undefined;
  get(index: Chapter99Index, key: string): Reached[] | undefined;
  /** Called once the candidates have been priced (each `whole` decided), so what is weighed is what is held. */
  set(index: Chapter99Index, key: string, reached: Reached[]): void;
}

/**
 * A batch's: every key it meets, and what each candidate was made from, until the batch is answered. Noted in a Map
 * of the batch's own, dropped with it: in the process's WeakMap, a batch's candidates (22,000 for the bench's
 * 1,000 lines) slowed its estimates more than the pieces then saved (measured 2026-11-24).
 */
export const chapter99Memo = (): Chapter99Memo => {
  const byIndex = new WeakMap<Chapter99Index, Map<string, Reached[]>>();
  const shown = new Map<object, object>();
  return {
    notes: false,
    note: (candidate, from) => void shown.set(candidate, from),
    shownOf: (candidate) => shown.get(candidate),
    get: (index, key) => byIndex.get(index)?.get(key),
    set(index, key, reached) {
      let kept = byIndex.get(index);
      if (kept === undefined) byIndex.set(index, (kept = new Map()));
      kept.set(key, reached);
    },
  };
};

/**
 * The process's: at most `maxBytes` (approxBytes) across every schedule, least recently used forgotten first. A
 * schedule is named by a number given to its index on first use (a WeakMap, so an index let go is not held by it).
 */
export const keptChapter99Memo = (maxBytes: number): Chapter99Memo => {
  const ids = new WeakMap<Chapter99Index, number>();
  let next = 0;
  const idOf = (index: Chapter99Index): number => {
    let id = ids.get(index);
    if (id === undefined) ids.set(index, (id = next++));
    return id;
  };
  const lru = createByteLru<Reached[]>(maxBytes);
  return {
    notes: true,
    get: (index, key) => lru.get(`${idOf(index)}\u0000${key}`),
    set: (index, key, reached) => lru.set(`${idOf(index)}\u0000${key}`, reached, approxBytes(key) + approxBytes(reached)),
  };
};

/**
 * What each candidate was made from: its members without ifApplied (`shown`, kept with the memo), and whether the
 * candidate itself is kept (its ifApplied does not depend on the shipment). The edge writes a candidate's JSON from
 * pieces made once per `shown` (src/http/candidate-json.ts), byte for byte JSON.stringify's. Those pieces live as
 * long as the kept objects they are made from (WeakMaps), so the process's memo holds about twice its weighed bytes.
 */
const shownOf = new WeakMap<Chapter99Candidate, object>();
const keptWhole = new WeakSet<Chapter99Candidate>();

export const noteCandidate = (candidate: Chapter99Candidate, shown: Reached['shown'], whole: boolean): Chapter99Candidate => {
  shownOf.set(candidate, shown);
  if (whole) keptWhole.add(candidate);
  return candidate;
};
/** The members a candidate was made from besides ifApplied, when the estimator made it. */
export const candidateShown = (candidate: Chapter99Candidate): object | undefined => shownOf.get(candidate);
/** Whether the candidate is one object wherever it stands (kept with the memo), so its JSON may be kept too. */
export const isKeptCandidate = (candidate: Chapter99Candidate): boolean => keptWhole.has(candidate);

// Tokens for candidates with members added (their status under the law): one per (what the candidate was made from,
// key), so every candidate noted with one has the same members but ifApplied. The edge reads a token as a key only.
// A few keys per candidate: a status's words may name the amounts (a threshold, a declared content), and the pieces
// kept per token must not grow with every value asked; a full set is forgotten and made again.
const KEYS_PER_CANDIDATE = 8;
const tokens = new WeakMap<object, Map<string, object>>();
/** The token kept for `from` and `key`: the same object when asked again, while `from` lives and few keys were asked. */
export const keptToken = (from: object, key: string, limit = KEYS_PER_CANDIDATE): object => {
  let byKey = tokens.get(from);
  if (byKey === undefined) tokens.set(from, (byKey = new Map()));
  let token = byKey.get(key);
  if (token === undefined) {
    if (byKey.size >= limit) byKey.clear();
    byKey.set(key, (token = {}));
  }
  return token;
};
const wholes = new WeakMap<Chapter99Candidate, WeakMap<object, Chapter99Candidate>>();

/**
 * The candidate with `members` added after its own, noted as the estimator notes its candidates, so the edge still
 * writes it from pieces (and keeps the bytes of one that is kept whole: it stays one object per token). `tokenOf`
 * gives the token for what the candidate was made from (keptToken), one per value of the members added.
 */
export const withAdded = <M extends object>(candidate: Chapter99Candidate, members: M, tokenOf: (from: object) => object): Chapter99Candidate & M => {
  const from = shownOf.get(candidate);
  if (from === undefined) return { ...candidate, ...members };
  const token = tokenOf(from);
  if (keptWhole.has(candidate)) {
    let byToken = wholes.get(candidate);
    if (byToken === undefined) wholes.set(candidate, (byToken = new WeakMap()));
    let whole = byToken.get(token);
    if (whole === undefined) {
      byToken.set(token, (whole = { ...candidate, ...members }));
      shownOf.set(whole, token);
      keptWhole.add(whole);
    }
    return whole as Chapter99Candidate & M;
  }
  const out = { ...candidate, ...members };
  shownOf.set(out, token);
  return out;
};

/** Notes a candidate made beside the estimator's (one only the law reaches) with a token its maker keeps (keptToken). */
export const noteMadeCandidate = <C extends Chapter99Candidate>(candidate: C, token: object): C => {
  shownOf.set(candidate, token);
  return candidate;
};
