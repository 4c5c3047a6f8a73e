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
  /** Writes only when the key does not exist yet: the new ETag, or null when it exists. */
  create(key: string, data: unknown): Promise<string | null>;
  /** Writes only when the entry still has this ETag: the new ETag, or null when it changed. */
  replace(key: string, data: unknown, etag: string): Promise<string | null>;
  /** Keys under a prefix. */
  list(prefix: string): Promise<string[]>;
}

/** A write that happened always reports its ETag (even if empty); one refused by its condition reports null. */
const written = (result: { modified: boolean; etag?: string }): string | null => (result.modified ? (result.etag ?? '') : null);

export const blobsKv = (store: Store): KvStore => ({
  async get(key) {
    const entry = await store.getWithMetadata(key, { type: 'json', consistency: 'strong' });
    if (entry === null) return null;
    // Without an ETag a conditional write degrades to a blind one and counts are lost: refuse to run that way.
    if (!entry.etag) throw new Error('The blob store returned no ETag; conditional writes would not be safe');
    return { data: entry.data, etag: entry.etag };
  },
  async create(key, data) {
    return written(await store.setJSON(key, data, { onlyIfNew: true }));
  },
  async replace(key, data, etag) {
    return written(await store.setJSON(key, data, { onlyIfMatch: etag }));
  },
  async list(prefix) {
    return (await store.list({ prefix })).blobs.map((b) => b.key);
  },
});
