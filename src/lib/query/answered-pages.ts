import { approxBytes } from '../memory/approx-bytes.ts';
import { cachedLoad, createByteLru, type ByteLru } from '../memory/byte-lru.ts';
import type { HtsStore } from './hts-store.ts';

/**
 * Pages of search answers already made, per store (the schedule a store reads never changes under it), by what
 * decides them: the query as read, the other filters, the order and the range. A page of `q` unpacks its lines and
 * works out why each matched (src/lib/search/explain.ts); a page asked twice is kept, and asked again (a repeated
 * broad word, a popular query, a repeated keystroke of the live box) it is then a lookup. Weighed by bytes (approxBytes); the least recently
 * used are forgotten past the budget. The pages are shared: read them, never write them.
 */
export const PAGE_BYTES = 4 * 1024 * 1024;

/**
 * Pages are kept from their second ask: a page asked once (most first answers: a one-off query, a live box's
 * keystroke) is made and let go, so it dies young rather than being copied by the collector into the old
 * generation, which is what made first answers slow at the 99th percentile. How many keys are remembered as asked
 * once, per store and kind; past it they are forgotten all at once.
 */
export const ASKED_ONCE = 4096;

interface Kept {
  lru: ByteLru<Promise<unknown>>;
  once: Set<string>;
}

const kept = new WeakMap<HtsStore, Map<string, Kept>>();

export const answeredPages = <T>(store: HtsStore, kind: string): ((key: string, make: () => Promise<T>) => Promise<T>) => {
  let kinds = kept.get(store);
  if (!kinds) kept.set(store, (kinds = new Map()));
  let pages = kinds.get(kind);
  if (!pages) kinds.set(kind, (pages = { lru: createByteLru(PAGE_BYTES), once: new Set() }));
  const { lru, once } = pages;
  const load = cachedLoad(lru as ByteLru<Promise<T>>, approxBytes);
  return (key, make) => {
    if (lru.get(key) !== undefined || once.has(key)) {
      once.delete(key);
      return load(key, make);
    }
    if (once.size >= ASKED_ONCE) once.clear();
    once.add(key);
    return make();
  };
};
