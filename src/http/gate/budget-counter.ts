/**
 * Per-caller daily counters in the store, exact under concurrency. A count is
 * a read, then a conditional write (create-if-new or replace-if-ETag), retried
 * with jittered backoff when another writer got there first. Requests for the
 * same counter that arrive while a write is in flight in this process join
 * one batch and are settled by a single conditional write, so a burst from
 * one caller costs a few store round trips, not one contended write each.
 * The count and ETag this process last wrote are remembered, so a caller's
 * next request is one conditional write, not a read and a write; when
 * another process wrote in between, the write is refused and the counter is
 * read afresh. Across processes the conditional write alone keeps the count
 * exact. Counts only rise within a day, so a remembered count at the limit
 * is enough to refuse.
 */
import type { KvStore } from './kv-store.ts';

export interface Admission {
  admitted: boolean;
  /** The count after this request when admitted; the (full) count when not. */
  used: number;
}

export interface BudgetCounter {
  /** Counts one request against `limit`; a request beyond the limit is refused and not counted. */
  count(key: string, limit: number): Promise<Admission>;
}

interface Waiter {
  resolve: (a: Admission) => void;
  reject: (e: unknown) => void;
}

const MAX_ATTEMPTS = 40;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const readCount = (data: unknown): number => {
  const count = (data as { count?: unknown } | null)?.count;
  if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0) throw new Error('A budget counter in the store is malformed');
  return count;
};

interface Known {
  count: number;
  etag: string;
}

/** Remembered counters kept per process; the map is dropped whole when it grows past this. */
const MAX_KNOWN = 10_000;

/** Adds up to `n` to the counter without passing `limit`; returns the count before and how many were granted. */
const reserve = async (kv: KvStore, known: Map<string, Known>, key: string, n: number, limit: number): Promise<{ before: number; granted: number }> => {
  const read = async (): Promise<Known | null> => {
    const entry = await kv.get(key);
    return entry === null ? null : { count: readCount(entry.data), etag: entry.etag };
  };
  let current = known.get(key) ?? (await read());
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const before = current?.count ?? 0;
    const granted = Math.min(n, Math.max(0, limit - before));
    if (granted === 0) return { before, granted };
    const next = { count: before + granted };
    const etag = current === null ? await kv.create(key, next) : await kv.replace(key, next, current.etag);
    if (etag !== null) {
      if (known.size >= MAX_KNOWN) known.clear();
      if (etag === '') known.delete(key);
      else known.set(key, { count: next.count, etag });
      return { before, granted };
    }
    known.delete(key);
    if (attempt > 0) await sleep(Math.random() * Math.min(50, 2 ** attempt));
    current = await read();
  }
  throw new Error(`Budget counter ${key} stayed contended for ${MAX_ATTEMPTS} attempts`);
};

export const createBudgetCounter = (kv: KvStore): BudgetCounter => {
  const queues = new Map<string, Waiter[]>();
  const known = new Map<string, Known>();

  const drain = async (queueKey: string, key: string, limit: number, waiters: Waiter[]) => {
    while (waiters.length > 0) {
      const batch = waiters.splice(0);
      try {
        const { before, granted } = await reserve(kv, known, key, batch.length, limit);
        batch.forEach((w, i) => w.resolve(i < granted ? { admitted: true, used: before + i + 1 } : { admitted: false, used: before + granted }));
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
    queues.delete(queueKey);
  };

  return {
    count: (key, limit) =>
      new Promise<Admission>((resolve, reject) => {
        const queueKey = `${key}\n${limit}`;
        const waiting = queues.get(queueKey);
        if (waiting) return void waiting.push({ resolve, reject });
        const waiters: Waiter[] = [{ resolve, reject }];
        queues.set(queueKey, waiters);
        void drain(queueKey, key, limit, waiters);
      }),
  };
};
