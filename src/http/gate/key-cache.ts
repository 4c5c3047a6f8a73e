/**
 * API key records held in memory for at most `ttlMs`, so a known key is
 * verified without a store call and a revoked key stops within `ttlMs`.
 * A record is used only while younger than `ttlMs` (its age counted from
 * when its read began); one in use past half that age is read again in the
 * background, so a key in steady use never waits on the store. An id not in
 * memory (or past its age) is read on the request path, once for all the
 * requests that ask meanwhile. While the store does not answer, a record
 * already in memory keeps serving (revocations are written to that same
 * store, so none can be missed until it answers again) and an id not in
 * memory cannot be verified.
 */
import type { PresentedKey } from '../../lib/callers/api-key-format.ts';
import { approxBytes } from '../../lib/memory/approx-bytes.ts';
import { createByteLru } from '../../lib/memory/byte-lru.ts';
import { err, type Result } from '../../lib/result.ts';
import type { ApiKeyRecord } from '../../lib/schema/callers.ts';
import { fetchKeyRecord, MalformedKeyRecordError, matchApiKey, type KeyRefusal } from './api-keys.ts';
import type { KvStore } from '../../app/kv-store.ts';
import type { StoreStatus } from './store-status.ts';

export interface KeyCache {
  verify(presented: PresentedKey): Promise<Result<ApiKeyRecord, KeyRefusal | 'unverifiable'>> | Result<ApiKeyRecord, KeyRefusal | 'unverifiable'>;
}

interface Entry {
  /** Null: no key with this id (also remembered, so random ids cannot make every request read the store). */
  record: ApiKeyRecord | null;
  readAt: number;
}

/** Bytes of key records kept, the least recently used forgotten first (about 20,000 records). */
export const KEY_CACHE_BYTES = 8 * 1024 * 1024;

/** `nowMs` is the gate's clock, so tests can age records without waiting. */
export const createKeyCache = (options: { kv: KvStore; status: StoreStatus; ttlMs: number; nowMs: () => number }): KeyCache => {
  const { kv, status, ttlMs, nowMs } = options;
  const entries = createByteLru<Entry>(KEY_CACHE_BYTES);
  const reads = new Map<string, Promise<Entry>>();

  const fetch = (id: string): Promise<Entry> => {
    let reading = reads.get(id);
    if (!reading) {
      const readAt = nowMs();
      reading = fetchKeyRecord(kv, id)
        .then((record) => {
          status.succeeded();
          const entry = { record, readAt };
          entries.set(id, entry, approxBytes(id) + approxBytes(entry));
          return entry;
        })
        .finally(() => reads.delete(id));
      reads.set(id, reading);
    }
    return reading;
  };

  return {
    verify(presented) {
      const cached = entries.get(presented.id);
      const age = cached ? nowMs() - cached.readAt : Infinity;
      if (cached && age < ttlMs) {
        if (age >= ttlMs / 2 && !status.resting()) fetch(presented.id).catch((error: unknown) => error instanceof MalformedKeyRecordError || status.failed(error));
        return matchApiKey(cached.record, presented);
      }
      if (status.resting()) return cached ? matchApiKey(cached.record, presented) : err('unverifiable');
      return fetch(presented.id).then(
        (entry) => matchApiKey(entry.record, presented),
        (error: unknown) => {
          if (error instanceof MalformedKeyRecordError) throw error;
          status.failed(error);
          return cached ? matchApiKey(cached.record, presented) : err('unverifiable');
        },
      );
    },
  };
};
