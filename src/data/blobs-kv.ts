/**
 * The key and budget store (src/app/kv-store.ts) on Netlify Blobs: Netlify's store in production, the same
 * client against a local file-backed server in development and tests.
 */
import type { Store } from '@netlify/blobs';
import type { KvStore } from '../app/kv-store.ts';

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
