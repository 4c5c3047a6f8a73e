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
 * conditional write, re-read and retried on conflict, so no increment is
 * lost or added twice (counter-sync.ts). The same flush re-reads the counters of
 * callers active since the previous flush that had nothing to write, so each
 * process sees the others' use within one flush interval. Flushes run one at
 * a time: on a timer, at most `flushIntervalMs` after the previous one while
 * increments are pending (at once when none ran for that long), and on
 * demand (`flush()`, on shutdown). A process's first flush waits for the
 * first settle() (called once the answer is out) or one interval after the
 * meter was made: started on admission, it would run while the first answer
 * awaits its data, and its first store call loads Node's fetch (undici) on
 * the cold start's path.
 */
import { admitRequest, type Admission } from '../../lib/callers/admit-request.ts';
import { createCounterSync, MalformedCounterError, type Counter } from './counter-sync.ts';
import type { KvStore } from '../../app/kv-store.ts';
import type { StoreStatus } from './store-status.ts';

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
  /**
   * Counts one request (or `cost` requests, all or none) against `limit` unless the budget cannot hold them;
   * `expiresAt` is when the counter's day ends.
   */
  admit(key: string, limit: number, expiresAt: Date, cost?: number, options?: AdmitOptions): Admission | Promise<Admission>;
  /** Writes every increment recorded so far; resolves even when the store is down (they stay pending, logged). */
  flush(): Promise<void>;
  /** Resolves when the next scheduled flush has run (at once when nothing waits to be written or re-read). */
  settle(): Promise<void>;
  /** Clears the timer; later increments are written only by flush(). */
  stop(): void;
}

export interface AdmitOptions {
  /**
   * A counter this process does not know is decided from zero at once and read by the next flush, which runs
   * after the answer (before writing, as for a counter counted while the store was down): no store call, not even
   * the setting up of one, on the request path. The cost: until that flush (at most flushIntervalMs), a caller
   * over its budget elsewhere is admitted here; the flush writes the true total and later requests see it.
   */
  readBehind?: boolean;
}

/** Counters written or read at once by one flush. */
const CONCURRENCY = 16;
/** Known counters kept per process; past this, idle ones are forgotten (and read again if they come back). */
const MAX_COUNTERS = 100_000;

export const createUsageMeter = (options: UsageMeterOptions): UsageMeter => {
  const { kv, status, flushIntervalMs, log } = options;
  const { read, sync } = createCounterSync(kv, status, log);
  const counters = new Map<string, Counter>();
  const loads = new Map<string, Promise<Counter>>();

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
  // The first flush is due one interval after the meter was made, or at once on the first settle().
  let lastStart = performance.now();
  let ranOnce = false;
  let stopped = false;
  /** Something was admitted or left pending since the last flush started. */
  let dirty = false;
  let settleWaiters: (() => void)[] = [];
  /**
   * What settle() answers until the next flush starts: one promise for every request of a flush period, so a busy
   * server resolves one per second rather than one per request (thousands at once, each with its host's chain).
   */
  let nextSettled: Promise<void> | null = null;

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
    ranOnce = true;
    dirty = false;
    const waiting = settleWaiters;
    settleWaiters = [];
    nextSettled = null;
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

  /** `now`: on the next turn of the event loop (after the answer being returned), not after the interval. */
  const schedule = (now = false) => {
    if (stopped || running || (timer && !now)) return;
    if (timer) clearTimeout(timer);
    const delay = now ? 0 : Math.max(0, lastStart + flushIntervalMs - performance.now());
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

  // Declared once, not made afresh for every request admitted.
  function decide(c: Counter, limit: number, cost: number): Admission {
    const admission = admitRequest((c.record?.count ?? 0) + c.pending, limit, cost);
    c.active = true;
    if (admission.admitted) {
      c.pending += cost;
      dirty = true;
      schedule();
    }
    return admission;
  }

  return {
    admit(key, limit, expiresAt, cost = 1, admitOptions = {}) {
      const known = counters.get(key);
      if (known) return decide(known, limit, cost);
      if (admitOptions.readBehind && !loads.has(key)) {
        const c: Counter = { key, record: null, etag: undefined, pending: 0, active: false, expiresAt: expiresAt.getTime() };
        counters.set(key, c);
        // etag undefined: the flush reads the record before writing, so nothing is lost or counted twice.
        return decide(c, limit, cost);
      }
      let loading = loads.get(key);
      if (!loading) {
        loading = load(key, expiresAt.getTime()).finally(() => loads.delete(key));
        loads.set(key, loading);
      }
      return loading.then((c) => decide(c, limit, cost));
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
      // The first flush of a process runs at once when its first answer is out (cold start); one promise for every
      // request of a flush period.
      schedule(!ranOnce);
      return (nextSettled ??= new Promise<void>((resolve) => settleWaiters.push(resolve)));
    },

    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
};
