/**
 * Per-caller daily counters in the store, exact under concurrency. A count is
 * a read, then a conditional write (create-if-new or replace-if-ETag), retried
 * with jittered backoff when another writer got there first. Requests for the
 * same counter that arrive while a write is in flight in this process join
 * one batch and are settled by a single conditional write, so a burst from
 * one caller costs a few store round trips, not one contended write each.
 * Across processes the conditional write alone keeps the count exact.
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

/** Adds up to `n` to the counter without passing `limit`; returns the count before and how many were granted. */
const reserve = async (kv: KvStore, key: string, n: number, limit: number): Promise<{ before: number; granted: number }> => {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const current = await kv.get(key);
    const before = current === null ? 0 : readCount(current.data);
    const granted = Math.min(n, Math.max(0, limit - before));
    if (granted === 0) return { before, granted };
    const next = { count: before + granted };
    const written = current === null ? await kv.create(key, next) : await kv.replace(key, next, current.etag);
    if (written) return { before, granted };
    await sleep(Math.random() * Math.min(50, 2 ** attempt));
  }
  throw new Error(`Budget counter ${key} stayed contended for ${MAX_ATTEMPTS} attempts`);
};

export const createBudgetCounter = (kv: KvStore): BudgetCounter => {
  const queues = new Map<string, Waiter[]>();

  const drain = async (queueKey: string, key: string, limit: number, waiters: Waiter[]) => {
    while (waiters.length > 0) {
      const batch = waiters.splice(0);
      try {
        const { before, granted } = await reserve(kv, key, batch.length, limit);
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
