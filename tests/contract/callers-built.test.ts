/** Callers through the built Netlify function, on the local store the test harness gives it (as Netlify gives the site's). */
import { getStore } from '@netlify/blobs';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueApiKey, revokeApiKey } from '../../src/http/gate/api-keys.ts';
import { blobsKv, type KvStore } from '../../src/http/gate/kv-store.ts';
import { CALLER_STORE_NAME } from '../../src/http/gate/open-caller-store.ts';
import { PLAN_CATALOGUE } from '../../src/http/plan-catalogue.ts';
import { Problem } from '../../src/http/problem.ts';
import { Healthz } from '../../src/lib/schema/api-responses.ts';
import { PlansResponse, UsageResponse, VersionResponse } from '../../src/lib/schema/callers.ts';
import { builtFunction } from '../support/app.ts';

const call = async (path: string, init: RequestInit = {}, ip = '198.51.100.77') => (await builtFunction())(new Request(`http://test.local${path}`, init), { ip });
const bearer = (key: string) => ({ headers: { Authorization: `Bearer ${key}` } });
let kv: KvStore;

beforeAll(async () => {
  await builtFunction();
  kv = blobsKv(getStore({ name: CALLER_STORE_NAME, consistency: 'strong' }));
});

describe('callers through the built function', () => {
  it('/v1/plans, /v1/version and /v1/usage answer their schemas; v1 is current, so nothing is deprecated', async () => {
    const plans = await call('/v1/plans');
    expect(PlansResponse.parse(await plans.json()).plans).toEqual(PLAN_CATALOGUE.plans);
    const version = await call('/v1/version');
    expect(VersionResponse.parse(await version.json()).contract.status).toBe('current');
    for (const res of [plans, version]) for (const h of ['Deprecation', 'Sunset', 'Link']) expect(res.headers.get(h)).toBeNull();
    const usage = UsageResponse.parse(await (await call('/v1/usage')).json());
    expect(usage).toMatchObject({ caller: 'anonymous', budget: 500, used: 3, remaining: 497 });
  });

  it('the client address comes from the platform (context.ip): two addresses, two budgets', async () => {
    await call('/v1/plans', {}, '192.0.2.10');
    const a = UsageResponse.parse(await (await call('/v1/usage', {}, '192.0.2.10')).json());
    const b = UsageResponse.parse(await (await call('/v1/usage', {}, '192.0.2.11')).json());
    expect([a.used, b.used]).toEqual([2, 1]);
  });

  it('200 concurrent requests from one caller count exactly 200', async () => {
    const ip = '192.0.2.20';
    const responses = await Promise.all(Array.from({ length: 200 }, () => call('/v1/tariffs/release', {}, ip)));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(new Set(responses.map((r) => r.headers.get('RateLimit-Remaining'))).size).toBe(200);
    expect(UsageResponse.parse(await (await call('/v1/usage', {}, ip)).json()).used).toBe(201);
  });

  it('a key issued into the store raises the budget, returns the same bytes, and stops working when revoked', async () => {
    const { key, record } = await issueApiKey(kv, 'developer', new Date());
    const anonymous = await call('/v1/tariffs?htsno=2204.21&limit=3');
    const keyed = await call('/v1/tariffs?htsno=2204.21&limit=3', bearer(key));
    expect(keyed.status).toBe(200);
    expect(keyed.headers.get('RateLimit-Limit')).toBe('5000');
    expect(anonymous.headers.get('RateLimit-Limit')).toBe('500');
    expect(await keyed.text()).toBe(await anonymous.text());
    expect(UsageResponse.parse(await (await call('/v1/usage', bearer(key))).json())).toMatchObject({ caller: 'key', keyId: record.id, used: 2 });
    await revokeApiKey(kv, record.id, new Date());
    const revoked = await call('/v1/plans', bearer(key));
    expect(revoked.status).toBe(401);
    expect(revoked.headers.get('content-type')).toBe('application/problem+json');
    expect(Problem.parse(await revoked.json()).detail).toMatch(/revoked/);
  });

  it('a malformed key is a 401 problem; keys appear in no log line', async () => {
    const { key } = await issueApiKey(kv, 'partner', new Date());
    const lines: string[] = [];
    const originals = { log: console.log, error: console.error, warn: console.warn, info: console.info };
    for (const level of Object.keys(originals) as (keyof typeof originals)[]) console[level] = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
    try {
      expect((await call('/v1/plans', bearer('tk_nope'))).status).toBe(401);
      expect((await call('/v1/plans', bearer(`${key}A`))).status).toBe(401);
      expect((await call('/v1/plans', bearer(key))).status).toBe(200);
      expect((await call('/v1/tariffs/0000', bearer(key))).status).toBe(404);
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
