/**
 * Issuing, verifying, listing and revoking API keys. The store holds one
 * record per key under `keys/<id>` with the SHA-256 of the key, never the
 * key; verification compares hashes in constant time.
 */
import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import { formatApiKey, type PresentedKey } from '../../lib/callers/api-key-format.ts';
import { err, ok, type Result } from '../../lib/result.ts';
import { ApiKeyRecord } from '../../lib/schema/callers.ts';
import type { KvStore } from '../../app/kv-store.ts';

const PREFIX = 'keys/';
// One-shot: every metered request hashes the key it presents, and a Hash object per request cost twice the time.
const sha256 = (s: string): Buffer => hash('sha256', s, 'buffer');
// Compared against when the id is unknown, so an unknown id costs the same as a wrong secret.
const DUMMY_HASH = sha256('no such key');

/** A key record that does not parse: a broken invariant, not an unreachable store. */
export class MalformedKeyRecordError extends Error {}

const readRecord = (data: unknown): ApiKeyRecord => {
  const parsed = ApiKeyRecord.safeParse(data);
  if (!parsed.success) throw new MalformedKeyRecordError('An API key record in the store is malformed');
  return parsed.data;
};

export const issueApiKey = async (kv: KvStore, plan: string, now: Date): Promise<{ key: string; record: ApiKeyRecord }> => {
  for (;;) {
    const id = randomBytes(8).toString('hex');
    const key = formatApiKey(id, randomBytes(32).toString('base64url'));
    const record: ApiKeyRecord = { id, plan, createdAt: now.toISOString(), revokedAt: null, sha256: sha256(key).toString('hex') };
    if ((await kv.create(PREFIX + id, record)) !== null) return { key, record };
  }
};

export type KeyRefusal = 'unknown' | 'revoked';

/** The record of a key id, or null when the store has none. */
export const fetchKeyRecord = async (kv: KvStore, id: string): Promise<ApiKeyRecord | null> => {
  const entry = await kv.get(PREFIX + id);
  return entry === null ? null : readRecord(entry.data);
};

// A record's hash as bytes, decoded once per record (the key cache keeps one record per key across its requests).
const decoded = new WeakMap<ApiKeyRecord, Buffer>();
const storedHash = (record: ApiKeyRecord): Buffer => {
  let bytes = decoded.get(record);
  if (bytes === undefined) decoded.set(record, (bytes = Buffer.from(record.sha256, 'hex')));
  return bytes;
};

/** Whether the presented key is the one this record (or no record) stands for. */
export const matchApiKey = (record: ApiKeyRecord | null, presented: PresentedKey): Result<ApiKeyRecord, KeyRefusal> => {
  const stored = record === null ? DUMMY_HASH : storedHash(record);
  const matches = timingSafeEqual(sha256(presented.key), stored);
  if (record === null || !matches) return err('unknown');
  if (record.revokedAt !== null) return err('revoked');
  return ok(record);
};

export const listApiKeys = async (kv: KvStore): Promise<ApiKeyRecord[]> => {
  const records: ApiKeyRecord[] = [];
  for (const key of await kv.list(PREFIX)) {
    const entry = await kv.get(key);
    if (entry !== null) records.push(readRecord(entry.data));
  }
  return records.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
};

export const revokeApiKey = async (kv: KvStore, id: string, now: Date): Promise<Result<ApiKeyRecord, 'unknown' | 'already-revoked'>> => {
  if (!/^[0-9a-f]{16}$/.test(id)) return err('unknown');
  for (;;) {
    const entry = await kv.get(PREFIX + id);
    if (entry === null) return err('unknown');
    const record = readRecord(entry.data);
    if (record.revokedAt !== null) return err('already-revoked');
    const revoked = { ...record, revokedAt: now.toISOString() };
    if ((await kv.replace(PREFIX + id, revoked, entry.etag)) !== null) return ok(revoked);
  }
};
