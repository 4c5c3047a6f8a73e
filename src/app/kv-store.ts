/**
 * The key and budget store, narrowed to what callers need: versioned reads and conditional writes. A port:
 * Netlify Blobs in production and against a local file-backed server in development (src/data/blobs-kv.ts),
 * an in-memory one in unit tests.
 */
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
