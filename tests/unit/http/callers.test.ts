/** Callers, keys and budgets in process: the real gate on a local Blobs store, with a clock the test sets, over the fixture app. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBlobs } from '../../../src/data/local-blobs-server.ts';
import { issueApiKey, revokeApiKey } from '../../../src/http/gate/api-keys.ts';
import { anonymousCounterKey, keyCounterKey } from '../../../src/http/gate/counter-key.ts';
import { PLAN_CATALOGUE } from '../../../src/app/plans.ts';
import { Problem } from '../../../src/http/problem.ts';
import { PlansResponse, UsageResponse, VersionResponse } from '../../../src/lib/schema/callers.ts';
import { fixtureDeps } from '../../support/fixture-deps.ts';
import { SALT, smallPlans, startGatedApp, type GatedApp } from '../../support/gated-app.ts';

const deps = fixtureDeps();

const plan = (name: string) => PLAN_CATALOGUE.plans.find((p) => p.name === name)!;
const bearer = (key: string) => ({ headers: { Authorization: `Bearer ${key}` } });
const usageOf = async (res: Response) => UsageResponse.parse(await res.json());
const stored = async (app: GatedApp, key: string) => ((await app.kv.get(key))?.data as { count?: number } | undefined)?.count;
const problemOf = async (res: Response, status: number) => {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  return Problem.parse(await res.json());
};

describe('callers in process', () => {
  let app: GatedApp;
  beforeAll(async () => void (app = await startGatedApp({ deps })));
  afterAll(() => app.close());

  it('GET /v1/plans serves the catalogue of content/plans.json', async () => {
    const res = await app.call('/v1/plans');
    expect(res.status).toBe(200);
    const body = PlansResponse.parse(await res.json());
    expect(body.plans).toEqual(PLAN_CATALOGUE.plans);
    expect(body.anonymousPlan).toBe('anonymous');
    expect(body.identifier).toBe(PLAN_CATALOGUE.identifier);
  });

  it('GET /v1/version: v1 current, dataset versions, HTS release; no deprecation signal', async () => {
    const res = await app.call('/v1/version', { address: '198.51.100.1' });
    expect(res.status).toBe(200);
    for (const h of ['Deprecation', 'Sunset', 'Link']) expect(res.headers.get(h)).toBeNull();
    const raw = (await res.json()) as Record<string, unknown>;
    expect(raw).not.toHaveProperty('deprecation');
    const body = VersionResponse.parse(raw);
    expect(body.contract).toMatchObject({ version: 'v1', basePath: '/v1', status: 'current', released: '2026-09-20', deprecatedOn: null, sunsetOn: null, latestRelease: '1.1.0' });
    expect(body.identifier).toBe('api-versions-2026.1');
    expect(body.htsRelease).toBe('2026HTSRev10');
    expect(body.revision.htsRelease).toBe('2026HTSRev10');
    expect(body.datasetVersions.hts).toMatch(/^hts-\d{4}\.\d+$/);
  });

  it('every metered response carries RateLimit headers; /v1/usage counts this request too', async () => {
    const address = '198.51.100.2';
    const first = await app.call('/v1/tariffs?htsno=2204.21', { address });
    expect(first.status).toBe(200);
    expect(first.headers.get('RateLimit-Policy')).toBe('"day";q=500;w=86400');
    expect(first.headers.get('RateLimit')).toBe('"day";r=499;t=43200');
    expect(first.headers.get('RateLimit-Limit')).toBe('500');
    expect(first.headers.get('RateLimit-Remaining')).toBe('499');
    expect(first.headers.get('RateLimit-Reset')).toBe('43200');
    const usage = await app.call('/v1/usage', { address });
    expect(usage.headers.get('Cache-Control')).toBe('no-store');
    expect(UsageResponse.parse(await usage.json())).toMatchObject({
      caller: 'anonymous',
      plan: plan('anonymous'),
      day: '2026-11-22',
      budget: 500,
      used: 2,
      remaining: 498,
      resetsAt: '2026-11-23T00:00:00.000Z',
      resetsInSeconds: 43200,
    });
  });

  it('the RateLimit headers are readable cross-origin', async () => {
    const res = await app.call('/v1/plans');
    const exposed = (res.headers.get('Access-Control-Expose-Headers') ?? '').split(/,\s*/);
    for (const h of ['RateLimit', 'RateLimit-Policy', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After', 'Deprecation', 'Sunset', 'Link']) {
      expect(exposed).toContain(h);
    }
  });

  it('200 concurrent requests from one caller count exactly 200, each with its own remaining; the store holds them after a flush', async () => {
    const address = '198.51.100.3';
    const responses = await Promise.all(Array.from({ length: 200 }, () => app.call('/v1/usage', { address })));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    const remaining = responses.map((r) => Number(r.headers.get('RateLimit-Remaining'))).sort((a, b) => b - a);
    expect(remaining).toEqual(Array.from({ length: 200 }, (_, i) => 499 - i));
    const usage = await usageOf(await app.call('/v1/usage', { address }));
    expect(usage.used).toBe(201);
    await app.callers.flush();
    expect(await stored(app, anonymousCounterKey(SALT, '2026-11-22', address))).toBe(201);
  });

  it('callers are counted apart by address; one IPv6 /64 is one caller; addresses are stored only hashed', async () => {
    const used = async (address: string) => (await usageOf(await app.call('/v1/usage', { address }))).used;
    expect(await used('2001:db8:5:6::1')).toBe(1);
    expect(await used('2001:db8:5:6::ffff')).toBe(2);
    expect(await used('2001:db8:5:7::1')).toBe(1);
    expect(await used('192.0.2.44')).toBe(1);
    await app.callers.flush();
    const keys = await app.kv.list('usage/');
    expect(keys.length).toBeGreaterThan(3);
    for (const key of keys) {
      expect(key).toMatch(/^usage\/2026-11-22\/(a-[0-9a-f]{32}|k-[0-9a-f]{16})$/);
      expect(key).not.toMatch(/192|2001|db8/);
    }
    expect(await stored(app, anonymousCounterKey(SALT, '2026-11-22', '2001:db8:5:6::abcd'))).toBe(2);
  });

  it('a key raises the budget and returns byte-identical data', async () => {
    const { key } = await issueApiKey(app.kv, 'developer', app.clock.now);
    const address = '198.51.100.4';
    for (const [path, init] of [
      ['/v1/tariffs?htsno=2204.21&limit=5', {}],
      ['/v1/tariffs/2204.21.50', {}],
      ['/v1/countries?q=france', {}],
      ['/v1/duty-estimate', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ htsno: '2204.21.50.60', customsValueUsd: 1000, litres: 90 }) }],
    ] as [string, RequestInit][]) {
      const anonymous = await app.call(path, { ...init, address });
      const keyed = await app.call(path, { ...init, address, headers: { ...(init.headers as Record<string, string>), Authorization: `Bearer ${key}` } });
      expect(keyed.status, path).toBe(anonymous.status);
      expect(anonymous.headers.get('RateLimit-Limit')).toBe('500');
      expect(keyed.headers.get('RateLimit-Limit')).toBe(String(plan('developer').dailyRequests));
      expect(keyed.headers.get('ETag')).toBe(anonymous.headers.get('ETag'));
      expect(Buffer.from(await keyed.arrayBuffer()).equals(Buffer.from(await anonymous.arrayBuffer())), path).toBe(true);
    }
    const usage = UsageResponse.parse(await (await app.call('/v1/usage', { address, ...bearer(key) })).json());
    expect(usage).toMatchObject({ caller: 'key', keyId: key.slice(3, 19), plan: plan('developer'), budget: 5000, used: 5 });
  });

  it("a strong ETag covers everything its body depends on: a keyed caller's changes window is not revalidated by the anonymous answer's ETag", async () => {
    const { key } = await issueApiKey(app.kv, 'partner', app.clock.now);
    const address = '198.51.100.5';
    const path = '/v1/changes?since=2026-01-01&limit=1';
    const anonymous = await app.call(path, { address });
    const keyed = await app.call(path, { address, ...bearer(key) });
    expect([anonymous.status, keyed.status]).toEqual([200, 200]);
    const [a, k] = [(await anonymous.json()) as { window: { plan: string } }, (await keyed.json()) as { window: { plan: string } }];
    expect([a.window.plan, k.window.plan]).toEqual(['anonymous', 'partner']);
    expect(keyed.headers.get('ETag')).not.toBe(anonymous.headers.get('ETag'));
    const revalidated = await app.call(path, { address, headers: { Authorization: `Bearer ${key}`, 'If-None-Match': anonymous.headers.get('ETag')! } });
    expect(revalidated.status).toBe(200);
    const own = await app.call(path, { address, headers: { Authorization: `Bearer ${key}`, 'If-None-Match': keyed.headers.get('ETag')! } });
    expect(own.status).toBe(304);
  });

  it('a key is counted by key, wherever it is used from', async () => {
    const { key, record } = await issueApiKey(app.kv, 'partner', app.clock.now);
    await app.call('/v1/usage', { address: '192.0.2.1', ...bearer(key) });
    const usage = await usageOf(await app.call('/v1/usage', { address: '192.0.2.2', ...bearer(key) }));
    expect(usage).toMatchObject({ caller: 'key', used: 2, budget: plan('partner').dailyRequests });
    await app.callers.flush();
    expect(await stored(app, keyCounterKey('2026-11-22', record.id))).toBe(2);
  });

  it('a malformed, unknown or forged key is a 401 problem, never a silent downgrade', async () => {
    const { key } = await issueApiKey(app.kv, 'developer', app.clock.now);
    const forged = key.slice(0, -4) + (key.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    const unknown = `tk_ffffffffffffffff_${key.slice(20)}`;
    // The genuine key first, so its record is cached: a forged secret is refused from memory too.
    expect((await app.call('/v1/usage', bearer(key))).status).toBe(200);
    for (const authorization of ['Bearer', 'Bearer not-a-key', `Basic ${key}`, key, `Bearer ${forged}`, `Bearer ${unknown}`]) {
      const res = await app.call('/v1/usage', { headers: { Authorization: authorization } });
      const body = await problemOf(res, 401);
      expect(body.type).toBe('/problems/unauthorized');
      expect(res.headers.get('WWW-Authenticate')).toMatch(/^Bearer /);
      expect(res.headers.get('RateLimit-Limit')).toBeNull();
    }
  });

  it('a revoked key is admitted while its cached record is younger than the cache lifetime (60 s), a 401 after', async () => {
    const { key, record } = await issueApiKey(app.kv, 'developer', app.clock.now);
    const start = app.clock.now;
    try {
      expect((await app.call('/v1/usage', bearer(key))).status).toBe(200);
      expect((await revokeApiKey(app.kv, record.id, app.clock.now)).ok).toBe(true);
      expect((await app.call('/v1/usage', bearer(key))).status).toBe(200);
      app.clock.now = new Date(start.getTime() + 59_000);
      expect((await app.call('/v1/usage', bearer(key))).status).toBe(200);
      app.clock.now = new Date(start.getTime() + 60_000);
      const body = await problemOf(await app.call('/v1/usage', bearer(key)), 401);
      expect(body.detail).toMatch(/revoked/);
    } finally {
      app.clock.now = start;
    }
  });

  it('/healthz is not counted, ignores credentials, and reports the store', async () => {
    const res = await app.call('/healthz', { headers: { Authorization: 'Bearer nonsense' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('RateLimit-Limit')).toBeNull();
    expect(((await res.json()) as { keyStore: unknown }).keyStore).toEqual({ status: 'ok' });
  });

  it('keys never appear in responses or logs', async () => {
    const { key, record } = await issueApiKey(app.kv, 'developer', app.clock.now);
    const captured: string[] = [];
    const originals = { log: console.log, error: console.error, warn: console.warn, info: console.info, debug: console.debug };
    for (const level of Object.keys(originals) as (keyof typeof originals)[]) console[level] = (...args: unknown[]) => void captured.push(args.map(String).join(' '));
    const seen: string[] = [];
    try {
      for (const path of ['/v1/usage', '/v1/plans', '/v1/tariffs/2204', '/v1/nowhere', '/v1/tariffs/zz']) {
        for (const auth of [key, `${key}x`, key.replace('tk_', 'tk_0')]) {
          const res = await app.call(path, { headers: { Authorization: `Bearer ${auth}` } });
          seen.push(JSON.stringify([...res.headers]), await res.text());
        }
      }
      await revokeApiKey(app.kv, record.id, app.clock.now);
      const res = await app.call('/v1/usage', bearer(key));
      seen.push(JSON.stringify([...res.headers]), await res.text());
    } finally {
      Object.assign(console, originals);
    }
    const secret = key.slice(20);
    for (const text of [...seen, ...captured, ...app.logs.map((e) => JSON.stringify(e))]) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(record.sha256);
    }
  });
});

describe('budgets at the boundary', () => {
  let app: GatedApp;
  beforeAll(async () => void (app = await startGatedApp({ deps, plans: smallPlans(5, 8) })));
  afterAll(() => app.close());

  it('request 5 of 5 passes, request 6 is a 429 problem with Retry-After until 00:00 UTC, and the next UTC day starts afresh', async () => {
    app.clock.now = new Date('2026-11-22T23:59:30Z');
    const address = '203.0.113.50';
    for (let i = 1; i <= 5; i++) {
      const res = await app.call('/v1/usage', { address });
      expect(res.status).toBe(200);
      expect(res.headers.get('RateLimit-Remaining')).toBe(String(5 - i));
    }
    for (const path of ['/v1/tariffs?htsno=2204', '/v1/usage']) {
      const res = await app.call(path, { address });
      const body = await problemOf(res, 429);
      expect(body.type).toBe('/problems/too-many-requests');
      expect(body).toMatchObject({ plan: 'anonymous', resetsAt: '2026-11-23T00:00:00.000Z' });
      expect(res.headers.get('Retry-After')).toBe('30');
      expect(res.headers.get('RateLimit')).toBe('"day";r=0;t=30');
      expect(res.headers.get('RateLimit-Remaining')).toBe('0');
    }
    // Another caller is unaffected; a key brings its own budget.
    expect((await app.call('/v1/usage', { address: '203.0.113.51' })).status).toBe(200);
    const { key } = await issueApiKey(app.kv, 'developer', app.clock.now);
    const keyed = await app.call('/v1/usage', { address, ...bearer(key) });
    expect(keyed.status).toBe(200);
    expect(keyed.headers.get('RateLimit-Remaining')).toBe('7');

    app.clock.now = new Date('2026-11-23T00:00:01Z');
    const next = await app.call('/v1/usage', { address });
    expect(next.status).toBe(200);
    expect(UsageResponse.parse(await next.json())).toMatchObject({ day: '2026-11-23', used: 1, remaining: 4, resetsInSeconds: 86399 });
  });

  it('concurrent requests at the boundary: exactly the budget passes', async () => {
    app.clock.now = new Date('2026-11-24T10:00:00Z');
    const responses = await Promise.all(Array.from({ length: 20 }, () => app.call('/v1/usage', { address: '203.0.113.60' })));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(5);
    expect(responses.filter((r) => r.status === 429)).toHaveLength(15);
    await app.callers.flush();
    expect(await stored(app, anonymousCounterKey(SALT, '2026-11-24', '203.0.113.60'))).toBe(5);
  });
});

describe('an unreachable or missing store', () => {
  it('store down: known keys and anonymous callers are answered on local counts, an uncached key is a 503, /healthz says unreachable; store back: every count written', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'store-down-'));
    let blobs = await startLocalBlobs(dir);
    const app = await startGatedApp({ deps, blobs });
    try {
      const { key, record } = await issueApiKey(app.kv, 'developer', app.clock.now);
      const { key: uncached } = await issueApiKey(app.kv, 'developer', app.clock.now);
      const known = '198.51.100.90';
      const keyedCounter = keyCounterKey('2026-11-22', record.id);
      // Known before the outage: the key's record and both counters.
      expect((await app.call('/v1/usage', bearer(key))).status).toBe(200);
      expect((await app.call('/v1/usage', { address: known })).status).toBe(200);
      await app.callers.flush();
      expect(await stored(app, keyedCounter)).toBe(1);

      await blobs.stop();
      const during = [
        ...(await Promise.all(Array.from({ length: 30 }, () => app.call('/v1/usage', bearer(key))))),
        ...(await Promise.all(Array.from({ length: 20 }, () => app.call('/v1/usage', { address: known })))),
        // An address this process never saw: counted locally from zero, added to the store's count later.
        ...(await Promise.all(Array.from({ length: 10 }, () => app.call('/v1/usage', { address: '198.51.100.91' })))),
      ];
      expect(during.map((r) => r.status)).toEqual(Array(60).fill(200));
      const keyedUsed = await Promise.all(during.slice(0, 30).map(async (r) => (await usageOf(r)).used));
      expect(keyedUsed.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 2));
      const refused = await app.call('/v1/usage', bearer(uncached));
      expect((await problemOf(refused, 503)).type).toBe('/problems/unavailable');
      expect(refused.headers.get('Retry-After')).toBe('30');
      const health = await app.call('/healthz');
      expect(health.status).toBe(200);
      expect(((await health.json()) as { keyStore: unknown }).keyStore).toEqual({ status: 'unreachable', detail: 'The key and budget store did not answer' });
      await app.callers.flush(); // resolves with the store down: nothing written, nothing dropped
      expect(app.logs.some((e) => e.event === 'key-store')).toBe(true);
      expect(app.logs.some((e) => e.event === 'usage-pending')).toBe(true);

      blobs = await startLocalBlobs(dir, { port: Number(new URL(blobs.context.edgeURL).port), token: blobs.context.token });
      await app.callers.flush();
      expect(await stored(app, keyedCounter)).toBe(31);
      expect(await stored(app, anonymousCounterKey(SALT, '2026-11-22', known))).toBe(21);
      expect(await stored(app, anonymousCounterKey(SALT, '2026-11-22', '198.51.100.91'))).toBe(10);
      expect((await app.call('/v1/usage', bearer(uncached))).status).toBe(200);
      expect(((await (await app.call('/healthz')).json()) as { keyStore: unknown }).keyStore).toEqual({ status: 'ok' });
    } finally {
      await app.close();
      await blobs.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('with no store configured at all: 503 on metered endpoints (nothing could ever be written), not-configured in /healthz', async () => {
    const app = await startGatedApp({
      deps,
      openStore: () => {
        throw new Error('MissingBlobsEnvironmentError');
      },
    });
    try {
      await problemOf(await app.call('/v1/usage'), 503);
      const health = (await (await app.call('/healthz')).json()) as { keyStore: { status: string } };
      expect(health.keyStore.status).toBe('not-configured');
    } finally {
      await app.close();
    }
  });
});
