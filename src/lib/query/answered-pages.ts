import { approxBytes } from '../memory/approx-bytes.ts';
import { cachedLoad, createByteLru, type ByteLru } from '../memory/byte-lru.ts';
import type { HtsStore } from './hts-store.ts';

/**
 * Pages of search answers already made, per store (the schedule a store reads never changes under it), by what
 * decides them: the query as read, the other filters, the order and the range. A page of `q` unpacks its lines and
 * works out why each matched (src/lib/search/explain.ts); the same page asked again (a repeated broad word, a
 * popular query, the live box's keystrokes) is then a lookup. Weighed by bytes (approxBytes); the least recently
 * used are forgotten past the budget. The pages are shared: read them, never write them.
 */
export const PAGE_BYTES = 4 * 1024 * 1024;

const kept = new WeakMap<HtsStore, Map<string, ByteLru<Promise<unknown>>>>();

export const answeredPages = <T>(store: HtsStore, kind: string): ((key: string, make: () => Promise<T>) => Promise<T>) => {
  let kinds = kept.get(store);
  if (!kinds) kept.set(store, (kinds = new Map()));
  let lru = kinds.get(kind);
  if (!lru) kinds.set(kind, (lru = createByteLru(PAGE_BYTES)));
  return cachedLoad(lru as ByteLru<Promise<T>>, approxBytes);
};
