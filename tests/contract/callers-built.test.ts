/** Callers through the built Netlify function, on the local store the test harness gives it (as Netlify gives the site's). */
import { getStore } from '@netlify/blobs';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueApiKey, revokeApiKey } from '../../src/http/gate/api-keys.ts';
import { anonymousCounterKey, keyCounterKey } from '../../src/http/gate/counter-key.ts';
import type { KvStore } from '../../src/app/kv-store.ts';
import { blobsKv } from '../../src/data/blobs-kv.ts';
import { CALLER_STORE_NAME } from '../../src/data/open-caller-store.ts';
import { Problem } from '../../src/http/problem.ts';
import { Healthz } from '../../src/lib/schema/api-responses.ts';
import { UsageResponse } from '../../src/lib/schema/callers.ts';
import { utcDayWindow } from '../../src/lib/callers/utc-day.ts';
import { builtFunction } from '../support/app.ts';
import { netlifyContext } from '../support/built-api.ts';

// A short key cache, so revocation is seen within this test (production: 60 s).
process.env.TARIFF_KEY_CACHE_MS = '200';

/** What the function handed to context.waitUntil: the flushes that write each answer's count. */
const tasks: Promise<unknown>[] = [];
const call = async (path: string, init: RequestInit = {}, ip = '198.51.100.77') => (await builtFunction())(new Request(`http://test.local${path}`, init), netlifyContext(ip, tasks));
const settled = async () => void (await Promise.all(tasks.splice(0)));
const bearer = (key: string) => ({ headers: { Authorization: `Bearer ${key}` } });
const usage = async (res: Response) => UsageResponse.parse(await res.json());
const day = () => utcDayWindow(new Date()).day;
let kv: KvStore;
const stored = async (key: string) => ((await kv.get(key))?.data as { count?: number } | undefined)?.count;

beforeAll(async () => {
  await builtFunction();
  kv = blobsKv(getStore({ name: CALLER_STORE_NAME, consistency: 'strong' }));
});

describe('callers through the built function', () => {
  it('/v1/usage answers its schema and counts this request; each answer hands a flush to waitUntil that stores its count', async () => {
    await call('/v1/tariffs?htsno=2204.21&limit=1');
    await call('/v1/countries?q=france');
    const body = await usage(await call('/v1/usage'));
    expect(body).toMatchObject({ caller: 'anonymous', budget: 500, used: 3, remaining: 497 });
    expect(tasks).toHaveLength(3);
    await settled();
    expect(await stored(anonymousCounterKey(process.env.TARIFF_CALLER_SALT!, day(), '198.51.100.77'))).toBe(3);
  });

  it('the client address comes from the platform (context.ip): two addresses, two budgets', async () => {
    await call('/v1/usage', {}, '192.0.2.10');
    const a = await usage(await call('/v1/usage', {}, '192.0.2.10'));
    const b = await usage(await call('/v1/usage', {}, '192.0.2.11'));
    expect([a.used, b.used]).toEqual([2, 1]);
  });

  it('200 concurrent requests from one caller count exactly 200, in the answers and in the store', async () => {
    const ip = '192.0.2.20';
    const responses = await Promise.all(Array.from({ length: 200 }, () => call('/v1/usage', {}, ip)));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(new Set(responses.map((r) => r.headers.get('RateLimit-Remaining'))).size).toBe(200);
    expect((await usage(await call('/v1/usage', {}, ip))).used).toBe(201);
    await settled();
    expect(await stored(anonymousCounterKey(process.env.TARIFF_CALLER_SALT!, day(), ip))).toBe(201);
  });

  it('a key issued into the store raises the budget, returns the same bytes, and stops working within the key cache lifetime when revoked', async () => {
    const { key, record } = await issueApiKey(kv, 'developer', new Date());
    const anonymous = await call('/v1/tariffs?htsno=2204.21&limit=3');
    const keyed = await call('/v1/tariffs?htsno=2204.21&limit=3', bearer(key));
    expect(keyed.status).toBe(200);
    expect(keyed.headers.get('RateLimit-Limit')).toBe('5000');
    expect(anonymous.headers.get('RateLimit-Limit')).toBe('500');
    expect(await keyed.text()).toBe(await anonymous.text());
    expect(await usage(await call('/v1/usage', bearer(key)))).toMatchObject({ caller: 'key', keyId: record.id, used: 2 });
    await settled();
    expect(await stored(keyCounterKey(day(), record.id))).toBe(2);
    await revokeApiKey(kv, record.id, new Date());
    let revoked = await call('/v1/usage', bearer(key));
    for (const until = Date.now() + 10_000; revoked.status === 200 && Date.now() < until; ) {
      await new Promise((r) => setTimeout(r, 50));
      revoked = await call('/v1/usage', bearer(key));
    }
    expect(revoked.status).toBe(401);
    expect(revoked.headers.get('content-type')).toBe('application/problem+json');
    expect(Problem.parse(await revoked.json()).detail).toMatch(/revoked/);
    await settled();
  });

  it('a malformed key is a 401 problem; keys appear in no log line', async () => {
    const { key } = await issueApiKey(kv, 'partner', new Date());
    const lines: string[] = [];
    const originals = { log: console.log, error: console.error, warn: console.warn, info: console.info };
    for (const level of Object.keys(originals) as (keyof typeof originals)[]) console[level] = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
    try {
      expect((await call('/v1/usage', bearer('tk_nope'))).status).toBe(401);
      expect((await call('/v1/usage', bearer(`${key}A`))).status).toBe(401);
      expect((await call('/v1/usage', bearer(key))).status).toBe(200);
      expect((await call('/v1/tariffs/0000', bearer(key))).status).toBe(404);
      await settled();
    } finally {
      Object.assign(console, originals);
    }
    for (const line of lines) expect(line).not.toContain(key.slice(20));
  });

  it('/healthz reports the store ok', async () => {
    const body = Healthz.parse(await (await call('/healthz')).json());
    expect(body.keyStore).toEqual({ status: 'ok' });
  });
});
