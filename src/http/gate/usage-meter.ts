/**
 * Per-caller daily counts, decided in memory and written to the store after
 * the answer.
 *
 * Admission: a counter this process knows is decided at once from the stored
 * count as last read or written plus the increments admitted here and not
 * yet written; no store call. A counter it does not know is read once (the
 * requests that arrive meanwhile share that read); when the store does not
 * answer, it is counted locally from zero and read before its first write.
 *
 * Writing: a flush writes each counter's pending increments with one
 * conditional write (create-if-new, replace-if-ETag). When another process
 * wrote in between, the write is refused, the counter is read afresh and the
 * pending increments are added to what is stored, so no increment is lost or
 * added twice; a write that fails without an answer is settled by reading the
 * record back (see usage-record.ts). The same flush re-reads the counters of
 * callers active since the previous flush that had nothing to write, so each
 * process sees the others' use within one flush interval. Flushes run one at
 * a time: on a timer, at most `flushIntervalMs` after the previous one while
 * increments are pending (at once when none ran for that long), and on
 * demand (`flush()`, on shutdown).
 */
import { randomBytes } from 'node:crypto';
import { admitRequest, type Admission } from '../../lib/callers/admit-request.ts';
import { hasWrite, nextUsageRecord, readUsageRecord, type UsageRecord } from '../../lib/callers/usage-record.ts';
import type { KvStore } from './kv-store.ts';
import type { StoreStatus } from './store-status.ts';

/** A counter in the store that is not a usage record: a broken invariant, reported, never read as zero. */
export class MalformedCounterError extends Error {}

export interface FlushReport {
  /** Date.now() when the flush started and when it finished. */
  startedAt: number;
  finishedAt: number;
  /** Counters whose pending increments were written. */
  written: number;
  /** Counters with nothing to write that were re-read. */
  refreshed: number;
  /** Counters still holding pending increments (store unreachable, contended or malformed). */
  left: number;
}

export interface UsageMeterOptions {
  kv: KvStore;
  status: StoreStatus;
  flushIntervalMs: number;
  /** The gate's clock: counters whose day has ended are dropped once written. */
  now: () => Date;
  log?: (event: Record<string, unknown>) => void;
  /** Called after every flush (tests and diagnostics). */
  onFlush?: (report: FlushReport) => void;
}

export interface UsageMeter {
  /** Counts one request against `limit` unless the budget is spent; `expiresAt` is when the counter's day ends. */
  admit(key: string, limit: number, expiresAt: Date): Admission | Promise<Admission>;
  /** Writes every increment recorded so far; resolves even when the store is down (they stay pending, logged). */
  flush(): Promise<void>;
  /** Resolves when the next scheduled flush has run (at once when nothing waits to be written or re-read). */
  settle(): Promise<void>;
  /** Clears the timer; later increments are written only by flush(). */
  stop(): void;
}

interface Counter {
  key: string;
  /** The record as last read or written; null when the store has none. */
  record: UsageRecord | null;
  /** Its ETag. null: no record in the store (write with create-if-new); undefined: unknown, read before writing. */
  etag: string | null | undefined;
  /** Admitted here, not yet written. */
  pending: number;
  /** A request since the last flush started. */
  active: boolean;
  expiresAt: number;
  /** A write that failed without an answer: it may have been applied. */
  uncertain?: { seq: number; delta: number; precondition: string | null };
}

const MAX_ATTEMPTS = 40;
/** Counters written or read at once by one flush. */
const CONCURRENCY = 16;
/** Known counters kept per process; past this, idle ones are forgotten (and read again if they come back). */
const MAX_COUNTERS = 100_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const createUsageMeter = (options: UsageMeterOptions): UsageMeter => {
  const { kv, status, flushIntervalMs, log } = options;
  /** This process in the records it writes, so it can tell whether an unanswered write landed. */
  const writer = randomBytes(8).toString('hex');
  let writes = 0;
  const counters = new Map<string, Counter>();
  const loads = new Map<string, Promise<Counter>>();

  const observe = (c: Counter, record: UsageRecord | null, etag: string | null) => {
    if (c.uncertain) {
      if (hasWrite(record, writer, c.uncertain.seq)) {
        c.pending -= c.uncertain.delta;
        c.uncertain = undefined;
      } else if (etag !== c.uncertain.precondition) {
        // The store moved past that write's condition, so it can never apply: its increments stay pending.
        c.uncertain = undefined;
      }
    }
    c.record = record;
    c.etag = etag;
  };

  const read = async (c: Counter): Promise<void> => {
    const entry = await kv.get(c.key);
    status.succeeded();
    const record = entry === null ? null : readUsageRecord(entry.data);
    if (entry !== null && record === null) throw new MalformedCounterError(`The budget counter ${c.key} in the store is malformed`);
    observe(c, record, entry?.etag ?? null);
  };

  /** One conditional write of everything pending: true when written, false when another writer got there first. */
  const write = async (c: Counter): Promise<boolean> => {
    const delta = c.pending;
    const seq = ++writes;
    const record = nextUsageRecord(c.record, (c.record?.count ?? 0) + delta, writer, seq);
    const precondition = c.etag ?? null;
    let etag: string | null;
    try {
      etag = precondition === null ? await kv.create(c.key, record) : await kv.replace(c.key, record, precondition);
    } catch (error) {
      c.uncertain = { seq, delta, precondition };
      c.etag = undefined;
      throw error;
    }
    status.succeeded();
    if (etag === null) {
      c.etag = undefined;
      return false;
    }
    c.pending -= delta;
    c.record = record;
    c.etag = etag === '' ? undefined : etag;
    c.uncertain = undefined;
    return true;
  };

  const sync = async (c: Counter): Promise<'written' | 'refreshed' | 'left'> => {
    if (c.pending === 0) {
      await read(c);
      return 'refreshed';
    }
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      if (c.etag === undefined) await read(c);
      if (c.pending === 0 || (await write(c))) return 'written';
      if (attempt > 0) await sleep(Math.random() * Math.min(50, 2 ** attempt));
    }
    log?.({ level: 'warn', event: 'usage-contended', message: `Budget counter ${c.key} stayed contended for ${MAX_ATTEMPTS} attempts; its increments stay pending` });
    return 'left';
  };

  const load = async (key: string, expiresAt: number): Promise<Counter> => {
    const c: Counter = { key, record: null, etag: undefined, pending: 0, active: false, expiresAt };
    if (!status.resting()) {
      try {
        await read(c);
      } catch (error) {
        if (error instanceof MalformedCounterError) throw error;
        // Counted locally from zero; the first flush that reaches the store reads it and adds these increments.
        status.failed(error);
      }
    }
    const known = counters.get(key) ?? c;
    counters.set(key, known);
    return known;
  };

  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let again: Promise<void> | null = null;
  let lastStart = -Infinity;
  let stopped = false;
  /** Something was admitted or left pending since the last flush started. */
  let dirty = false;
  let settleWaiters: (() => void)[] = [];

  const evict = () => {
    const nowMs = options.now().getTime();
    for (const [key, c] of counters) if (c.pending === 0 && !c.uncertain && c.expiresAt <= nowMs) counters.delete(key);
    if (counters.size <= MAX_COUNTERS) return;
    for (const [key, c] of counters) {
      if (counters.size <= MAX_COUNTERS * 0.9) break;
      if (c.pending === 0 && !c.active && !c.uncertain) counters.delete(key);
    }
  };

  const run = async (): Promise<void> => {
    const startedAt = Date.now();
    lastStart = performance.now();
    dirty = false;
    const waiting = settleWaiters;
    settleWaiters = [];
    const due = [...counters.values()].filter((c) => c.pending > 0 || c.active);
    for (const c of due) c.active = false;
    let written = 0;
    let refreshed = 0;
    let unreachable = false;
    let next = 0;
    const worker = async () => {
      while (next < due.length && !unreachable) {
        const c = due[next++]!;
        try {
          const outcome = await sync(c);
          if (outcome === 'written') written++;
          else if (outcome === 'refreshed') refreshed++;
        } catch (error) {
          if (error instanceof MalformedCounterError) log?.({ level: 'error', event: 'usage-malformed', message: error.message });
          else {
            // The rest would fail the same way, each after its own timeout: try again next flush.
            unreachable = true;
            status.failed(error);
          }
        }
      }
    };
    try {
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, due.length) }, worker));
    } finally {
      const left = due.filter((c) => c.pending > 0).length;
      if (left > 0) dirty = true;
      evict();
      for (const resolve of waiting) resolve();
      options.onFlush?.({ startedAt, finishedAt: Date.now(), written, refreshed, left });
    }
  };

  const start = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    const current = run().finally(() => {
      running = null;
      if (dirty || settleWaiters.length > 0) schedule();
    });
    running = current;
    return current;
  };

  const schedule = () => {
    if (stopped || timer || running) return;
    const delay = Math.max(0, lastStart + flushIntervalMs - performance.now());
    timer = setTimeout(() => {
      timer = null;
      if (!running) void start();
    }, delay);
    // Never holds a process open: on shutdown the host calls flush().
    timer.unref?.();
  };

  const flushNow = (): Promise<void> => {
    if (!running) return start();
    // Everyone who asks while a flush is under way shares one more, which picks up what that one did not.
    again ??= running.then(() => {
      again = null;
      return running ?? start();
    });
    return again;
  };

  return {
    admit(key, limit, expiresAt) {
      const decide = (c: Counter): Admission => {
        const admission = admitRequest((c.record?.count ?? 0) + c.pending, limit);
        c.active = true;
        if (admission.admitted) {
          c.pending++;
          dirty = true;
          schedule();
        }
        return admission;
      };
      const known = counters.get(key);
      if (known) return decide(known);
      let loading = loads.get(key);
      if (!loading) {
        loading = load(key, expiresAt.getTime()).finally(() => loads.delete(key));
        loads.set(key, loading);
      }
      return loading.then(decide);
    },

    async flush() {
      await flushNow();
      let increments = 0;
      let callers = 0;
      for (const c of counters.values()) {
        if (c.pending === 0) continue;
        increments += c.pending;
        callers++;
      }
      if (increments > 0) log?.({ level: 'warn', event: 'usage-pending', message: `${increments} counted requests of ${callers} callers are not written yet; they will be when the store answers` });
    },

    settle() {
      // Not dirty: every increment was recorded before the flush under way (if any) began, so that one writes it.
      if (!dirty) return running ?? Promise.resolve();
      if (stopped) return flushNow();
      return new Promise<void>((resolve) => {
        settleWaiters.push(resolve);
        schedule();
      });
    },

    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
};
