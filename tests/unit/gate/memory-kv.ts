/**
 * An in-memory KvStore with the same conditional-write semantics as the
 * local Blobs server, that records every call and can be made to fail: down
 * (every call throws, as an unreachable store), or losing the answer of the
 * next write after applying it (as a timeout after the store wrote).
 */
import type { KvStore, Versioned } from '../../../src/app/kv-store.ts';

export interface MemoryKv extends KvStore {
  calls: { op: 'get' | 'create' | 'replace' | 'list'; key: string }[];
  entries: Map<string, Versioned>;
  down: boolean;
  /** Apply the next write, then throw as if its answer never came. */
  loseNextAnswer: boolean;
  /** Runs before each write is applied: another writer getting there first. */
  beforeWrite?: (key: string) => void;
  /** Sets an entry as another process would (new ETag). */
  put(key: string, data: unknown): void;
  count(key: string): number | undefined;
}

export const memoryKv = (): MemoryKv => {
  let version = 0;
  const entries = new Map<string, Versioned>();
  const kv: MemoryKv = {
    calls: [],
    entries,
    down: false,
    loseNextAnswer: false,
    put(key, data) {
      entries.set(key, { data: structuredClone(data), etag: `"v${++version}"` });
    },
    count: (key) => (entries.get(key)?.data as { count?: number } | undefined)?.count,
    async get(key) {
      kv.calls.push({ op: 'get', key });
      await Promise.resolve();
      if (kv.down) throw new Error('fetch failed (store down)');
      const entry = entries.get(key);
      return entry ? { data: structuredClone(entry.data), etag: entry.etag } : null;
    },
    async create(key, data) {
      kv.calls.push({ op: 'create', key });
      return write(key, data, (current) => current === undefined);
    },
    async replace(key, data, etag) {
      kv.calls.push({ op: 'replace', key });
      return write(key, data, (current) => current?.etag === etag);
    },
    async list(prefix) {
      kv.calls.push({ op: 'list', key: prefix });
      return [...entries.keys()].filter((k) => k.startsWith(prefix));
    },
  };
  const write = async (key: string, data: unknown, allowed: (current: Versioned | undefined) => boolean): Promise<string | null> => {
    await Promise.resolve();
    if (kv.down) throw new Error('fetch failed (store down)');
    kv.beforeWrite?.(key);
    if (!allowed(entries.get(key))) return null;
    kv.put(key, data);
    if (kv.loseNextAnswer) {
      kv.loseNextAnswer = false;
      throw new Error('The operation was aborted due to timeout');
    }
    return entries.get(key)!.etag;
  };
  return kv;
};
