/**
 * A least-recently-used map bounded by the bytes its values hold, not by how many there are: one chapter's history
 * can be a hundred times another's, so a count says nothing about memory. The caller says what each value weighs
 * (approxBytes, or a known length); a value heavier than the whole budget is not kept at all.
 *
 * Recency is kept as an order of use, the least recent forgotten first, except that a value used while among the
 * most recent half stays where it is (moving it costs a delete and an insert, on every hit of a hot key): it can only
 * reach the front after as many other values have been used since, so what is forgotten is always in the least
 * recently used half.
 */
export interface ByteLru<V> {
  /** The value, now the most recently used; undefined when not held. */
  get(key: string): V | undefined;
  /** Whether the key is held, without counting as a use. */
  has(key: string): boolean;
  /** Holds the value (replacing any under the key), then forgets the least recently used until within budget. */
  set(key: string, value: V, bytes: number): void;
  /** Re-weighs a held value (a loaded promise, once its value is known), only while `value` is still the one held. */
  weigh(key: string, value: V, bytes: number): void;
  /** Forgets the key; given a value, only while that value is still the one held. */
  delete(key: string, value?: V): void;
  readonly bytes: number;
  readonly size: number;
}

export const createByteLru = <V>(maxBytes: number): ByteLru<V> => {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const held = new Map<string, { value: V; bytes: number; moved: number }>();
  let total = 0;
  /** Moves to the back so far: an entry moved fewer than size / 2 moves ago is in the back half. */
  let moves = 0;
  const remove = (key: string) => {
    const entry = held.get(key);
    if (!entry) return;
    held.delete(key);
    total -= entry.bytes;
  };
  /** `keep` (the value just set or weighed) fits the budget alone, so it is never the one forgotten. */
  const trim = (keep: string) => {
    for (const [key] of held) {
      if (total <= maxBytes) return;
      if (key !== keep) remove(key);
    }
  };
  return {
    get(key) {
      const entry = held.get(key);
      if (!entry) return undefined;
      if (moves - entry.moved >= held.size >>> 1) {
        held.delete(key);
        held.set(key, entry);
        entry.moved = ++moves;
      }
      return entry.value;
    },
    has(key) {
      return held.has(key);
    },
    set(key, value, bytes) {
      remove(key);
      if (bytes > maxBytes) return;
      held.set(key, { value, bytes, moved: ++moves });
      total += bytes;
      trim(key);
    },
    weigh(key, value, bytes) {
      const entry = held.get(key);
      if (!entry || entry.value !== value) return;
      if (bytes > maxBytes) return remove(key);
      total += bytes - entry.bytes;
      entry.bytes = bytes;
      trim(key);
    },
    delete(key, value) {
      if (value === undefined || held.get(key)?.value === value) remove(key);
    },
    get bytes() {
      return total;
    },
    get size() {
      return held.size;
    },
  };
};

/**
 * Loads through the cache: one load per key while held (concurrent callers share its promise), weighed once it
 * settles; a failed load is forgotten so the next call tries again.
 */
export const cachedLoad = <V>(lru: ByteLru<Promise<V>>, sizeOf: (value: V) => number) => (key: string, load: () => Promise<V>): Promise<V> => {
  const hit = lru.get(key);
  if (hit) return hit;
  const loading = load();
  lru.set(key, loading, 0);
  loading.then(
    (value) => lru.weigh(key, loading, sizeOf(value)),
    () => lru.delete(key, loading),
  );
  return loading;
};
