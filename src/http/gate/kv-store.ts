/**
 * The key and budget store, narrowed to what callers need: versioned reads
 * and conditional writes. Netlify Blobs in production; the same client
 * against a local file-backed server in development and tests.
 */
import type { Store } from '@netlify/blobs';

export interface Versioned {
  data: unknown;
  etag: string;
}

export interface KvStore {
  /** The entry and its ETag, or null when there is none. Strongly consistent. */
  get(key: string): Promise<Versioned | null>;
  /** Writes only when the key does not exist yet; false when it does. */
  create(key: string, data: unknown): Promise<boolean>;
  /** Writes only when the entry still has this ETag; false when it changed. */
  replace(key: string, data: unknown, etag: string): Promise<boolean>;
  /** Keys under a prefix. */
  list(prefix: string): Promise<string[]>;
}

export const blobsKv = (store: Store): KvStore => ({
  async get(key) {
    const entry = await store.getWithMetadata(key, { type: 'json', consistency: 'strong' });
    if (entry === null) return null;
    // Without an ETag a conditional write degrades to a blind one and counts are lost: refuse to run that way.
    if (!entry.etag) throw new Error('The blob store returned no ETag; conditional writes would not be safe');
    return { data: entry.data, etag: entry.etag };
  },
  async create(key, data) {
    return (await store.setJSON(key, data, { onlyIfNew: true })).modified;
  },
  async replace(key, data, etag) {
    return (await store.setJSON(key, data, { onlyIfMatch: etag })).modified;
  },
  async list(prefix) {
    return (await store.list({ prefix })).blobs.map((b) => b.key);
  },
});
