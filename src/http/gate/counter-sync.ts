/**
 * Bringing one in-memory counter and its record in the store together: a
 * read, or one conditional write of everything pending (create-if-new,
 * replace-if-ETag), re-read and retried when another writer got there first
 * so the pending increments are added to what is stored. A write that fails
 * without an answer may have been applied: the next read tells, from this
 * writer's entry in the record (usage-record.ts), so nothing is added twice.
 */
import { randomBytes } from 'node:crypto';
import { hasWrite, nextUsageRecord, readUsageRecord, type UsageRecord } from '../../lib/callers/usage-record.ts';
import type { KvStore } from '../../app/kv-store.ts';
import type { StoreStatus } from './store-status.ts';

/** A counter in the store that is not a usage record: a broken invariant, reported, never read as zero. */
export class MalformedCounterError extends Error {}

export interface Counter {
  key: string;
  /** The record as last read or written; null when the store has none. */
  record: UsageRecord | null;
  /** Its ETag. null: no record in the store (write with create-if-new); undefined: unknown, read before writing. */
  etag: string | null | undefined;
  /** Admitted here, not yet written. */
  pending: number;
  /** A request since the last flush started. */
  active: boolean;
  /** When the counter's day ends (ms). */
  expiresAt: number;
  /** A write that failed without an answer: it may have been applied. */
  uncertain?: { seq: number; delta: number; precondition: string | null };
}

export interface CounterSync {
  /** Reads the record: the counter's stored count and ETag become the store's. */
  read(c: Counter): Promise<void>;
  /** Writes what is pending (or, with nothing pending, re-reads); throws when the store does not answer. */
  sync(c: Counter): Promise<'written' | 'refreshed' | 'left'>;
}

const MAX_ATTEMPTS = 40;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const createCounterSync = (kv: KvStore, status: StoreStatus, log?: (event: Record<string, unknown>) => void): CounterSync => {
  /** This process in the records it writes, so it can tell whether an unanswered write landed. */
  const writer = randomBytes(8).toString('hex');
  let writes = 0;

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

  return { read, sync };
};
