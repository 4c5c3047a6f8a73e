/** Key records in memory: verified without the store while fresh, revocation seen within the cache lifetime, outages. */
import { describe, expect, it } from 'vitest';
import { issueApiKey, revokeApiKey } from '../../../src/http/gate/api-keys.ts';
import { createKeyCache } from '../../../src/http/gate/key-cache.ts';
import { createStoreStatus } from '../../../src/http/gate/store-status.ts';
import { readBearer, type PresentedKey } from '../../../src/lib/callers/api-key-format.ts';
import { memoryKv } from './memory-kv.ts';

const TTL = 1_000;
const presented = (key: string): PresentedKey => {
  const read = readBearer(`Bearer ${key}`);
  if (!read.ok || !read.value) throw new Error('not a key');
  return read.value;
};

const setup = async (restMs = 0) => {
  const kv = memoryKv();
  const clock = { ms: 0 };
  const cache = createKeyCache({ kv, status: createStoreStatus(restMs), ttlMs: TTL, nowMs: () => clock.ms });
  const { key, record } = await issueApiKey(kv, 'developer', new Date('2026-11-22T12:00:00Z'));
  kv.calls.length = 0;
  return { kv, clock, cache, key, record, verify: async (k = key) => cache.verify(presented(k)) };
};

describe('the key cache', () => {
  it('concurrent first requests share one read; a fresh record is verified without the store; a wrong secret is refused from memory', async () => {
    const { kv, verify, key } = await setup();
    const results = await Promise.all(Array.from({ length: 20 }, () => verify()));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(kv.calls).toHaveLength(1);
    expect((await verify()).ok).toBe(true);
    expect(await verify(key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A'))).toEqual({ ok: false, error: 'unknown' });
    expect(kv.calls).toHaveLength(1);
  });

  it('a revoked key is admitted until the cached record is a cache lifetime old, refused after', async () => {
    const { kv, clock, verify, record } = await setup();
    expect((await verify()).ok).toBe(true);
    await revokeApiKey(kv, record.id, new Date('2026-11-22T12:00:01Z'));
    clock.ms = TTL / 2 - 1;
    expect((await verify()).ok).toBe(true);
    clock.ms = TTL;
    expect(await verify()).toEqual({ ok: false, error: 'revoked' });
  });

  it('a record in use past half its lifetime is read again in the background, so steady use never waits on the store', async () => {
    const { kv, clock, verify, record } = await setup();
    await verify();
    clock.ms = TTL * 0.6;
    expect((await verify()).ok).toBe(true);
    expect(kv.calls.filter((c) => c.op === 'get')).toHaveLength(2);
    await revokeApiKey(kv, record.id, new Date());
    // The background read started at 0.6 TTL saw the key unrevoked: trusted until 1.6 TTL, no longer.
    clock.ms = TTL * 1.5;
    expect((await verify()).ok).toBe(true);
    clock.ms = TTL * 1.6;
    expect(await verify()).toEqual({ ok: false, error: 'revoked' });
  });

  it('with the store down: a cached key still verifies (even past its lifetime), an uncached one is unverifiable', async () => {
    const { kv, clock, verify } = await setup();
    await verify();
    kv.down = true;
    clock.ms = TTL * 3;
    expect((await verify()).ok).toBe(true);
    const other = `tk_${'f'.repeat(16)}_${'A'.repeat(43)}`;
    expect(await verify(other)).toEqual({ ok: false, error: 'unverifiable' });
    kv.down = false;
    expect(await verify(other)).toEqual({ ok: false, error: 'unknown' });
  });

  it('once the store failed, unknown ids get no store call for the rest period: the request path never waits on a dead store', async () => {
    const { kv, clock, verify } = await setup(60_000);
    await verify();
    kv.down = true;
    clock.ms = TTL * 2;
    expect((await verify()).ok).toBe(true);
    const calls = kv.calls.length;
    expect(await verify(`tk_${'e'.repeat(16)}_${'A'.repeat(43)}`)).toEqual({ ok: false, error: 'unverifiable' });
    expect(kv.calls).toHaveLength(calls);
  });
});
