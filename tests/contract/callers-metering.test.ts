/**
 * Metering off the request path, end to end on local Blobs stores: after a load and a flush every stored
 * counter equals the requests admitted for it, in one process and in two processes sharing one store;
 * and at the 429 boundary two processes together overshoot the budget by no more than the stated bound.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBlobs, type LocalBlobs } from '../../src/data/local-blobs-server.ts';
import { issueApiKey } from '../../src/http/gate/api-keys.ts';
import { anonymousCounterKey, keyCounterKey } from '../../src/http/gate/counter-key.ts';
import type { KvStore } from '../../src/app/kv-store.ts';
import { blobsKv } from '../../src/data/blobs-kv.ts';
import { CALLER_STORE_NAME } from '../../src/data/open-caller-store.ts';
import { PLAN_CATALOGUE } from '../../src/app/plans.ts';
import { utcDayWindow } from '../../src/lib/callers/utc-day.ts';
import type { PlanCatalogue } from '../../src/lib/schema/callers.ts';
import { testDeps } from '../support/app.ts';
import { startGatedApp, SALT } from '../support/gated-app.ts';
import { startGateProcess, type GateProcess } from '../support/gate-processes.ts';
import type { Caller, RunResult } from '../support/gate-worker.ts';

const countOf = async (kv: KvStore, key: string) => ((await kv.get(key))?.data as { count?: number } | undefined)?.count ?? 0;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const withDeveloperLimit = (limit: number): PlanCatalogue => ({
  ...PLAN_CATALOGUE,
  plans: PLAN_CATALOGUE.plans.map((p) => (p.name === 'developer' ? { ...p, dailyRequests: limit } : p)),
});

/** A store directory with its own Blobs server for the test's reads and key issuing. */
const openStore = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'metering-'));
  const blobs: LocalBlobs = await startLocalBlobs(dir);
  const kv = blobsKv(getStore({ name: CALLER_STORE_NAME, ...blobs.context, consistency: 'strong' }));
  return {
    dir,
    kv,
    keys: async (n: number, plan: string) => Promise.all(Array.from({ length: n }, async () => await issueApiKey(kv, plan, new Date()))),
    close: async () => {
      await blobs.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

describe('one process', () => {
  it('2,000 concurrent requests over 8 callers, flushing every 50 ms meanwhile: each stored counter equals the requests admitted for it', async () => {
    const app = await startGatedApp({ deps: testDeps, gate: { flushIntervalMs: 50 } });
    try {
      const keys = await Promise.all([0, 1, 2].map(() => issueApiKey(app.kv, 'partner', app.clock.now)));
      const callers: Caller[] = [...keys.map((k) => ({ key: k.key })), ...['192.0.2.1', '192.0.2.2', '2001:db8:1::1', '2001:db8:2::1', '198.51.100.9'].map((address) => ({ address }))];
      const admitted = callers.map(() => 0);
      let next = 0;
      await Promise.all(
        Array.from({ length: 32 }, async () => {
          while (next < 2_000) {
            const slot = next++ % callers.length;
            const c = callers[slot]!;
            const res = await app.call('/v1/usage', { ...(c.address ? { address: c.address } : {}), headers: c.key ? { Authorization: `Bearer ${c.key}` } : {} });
            await res.arrayBuffer();
            expect(res.status).toBe(200);
            admitted[slot]!++;
          }
        }),
      );
      await app.callers.flush();
      expect(sum(admitted)).toBe(2_000);
      const day = '2026-11-22';
      const stored = await Promise.all(callers.map((c, i) => countOf(app.kv, c.key ? keyCounterKey(day, keys[i]!.record.id) : anonymousCounterKey(SALT, day, c.address))));
      expect(stored).toEqual(admitted);
    } finally {
      await app.close();
    }
  });
});

describe('two processes on one store', () => {
  let store: Awaited<ReturnType<typeof openStore>>;
  const processes: GateProcess[] = [];
  beforeAll(async () => void (store = await openStore()));
  afterAll(async () => {
    await Promise.all(processes.splice(0).map((p) => p.stop()));
    await store.close();
  });

  it('2,000 requests (1,000 through each) over 8 callers: after both flush, each stored counter equals the requests admitted for it', async () => {
    const salt = 'two-process-metering-salt';
    const keys = await store.keys(3, 'partner');
    const callers: Caller[] = [...keys.map((k) => ({ key: k.key })), ...['192.0.2.1', '192.0.2.2', '2001:db8:1::1', '2001:db8:2::1', '198.51.100.9'].map((address) => ({ address }))];
    const pair = await Promise.all([0, 1].map(() => startGateProcess({ dir: store.dir, plans: PLAN_CATALOGUE, salt, flushIntervalMs: 100 })));
    processes.push(...pair);
    const startAt = Date.now() + 200;
    const results = await Promise.all(pair.map((p) => p.run({ callers, requests: 1_000, concurrency: 16, startAt })));
    await Promise.all(pair.map((p) => p.flush()));
    const admitted = callers.map((_, i) => results[0]!.admitted[i]! + results[1]!.admitted[i]!);
    expect(sum(admitted)).toBe(2_000);
    const day = utcDayWindow(new Date()).day;
    const stored = await Promise.all(callers.map((c, i) => countOf(store.kv, c.key ? keyCounterKey(day, keys[i]!.record.id) : anonymousCounterKey(salt, day, c.address))));
    expect(stored).toEqual(admitted);
  });

  it('at the 429 boundary: two processes hammering one key admit at most the limit plus what the other admitted within the stated window, and the store holds exactly what they admitted', async () => {
    const LIMIT = 240;
    const EACH = 180;
    const FLUSH_MS = 100;
    const { key, record } = (await store.keys(1, 'developer'))[0]!;
    const pair = await Promise.all([0, 1].map(() => startGateProcess({ dir: store.dir, plans: withDeveloperLimit(LIMIT), salt: 'bound-salt-of-enough-length', flushIntervalMs: FLUSH_MS })));
    processes.push(...pair);
    // Each sends 180 requests at about 60 a second: together well past the limit, each alone not, so a
    // meter that never saw the other's use would admit all 360. A low rate keeps the bound small even when
    // a loaded machine makes flushes slow.
    const startAt = Date.now() + 300;
    const results: RunResult[] = await Promise.all(pair.map((p) => p.run({ callers: [{ key: key }], requests: EACH, concurrency: 4, ratePerSecond: 60, startAt })));
    await Promise.all(pair.map((p) => p.flush()));

    const admitted = results.map((r) => r.admitted[0]!);
    const total = sum(admitted);
    // The window of the bound: one process decides from a count at most one flush period old (interval plus
    // the flush's own duration, twice: the write that refreshed it and the next), and the other's unflushed
    // increments cover at most one more such period.
    const longestFlush = Math.max(0, ...results.flatMap((r) => r.flushes.map((f) => f.finishedAt - f.startedAt)));
    const window = 2 * (FLUSH_MS + 2 * longestFlush);
    const mostWithin = (times: number[]) => {
      let most = 0;
      for (let i = 0, j = 0; i < times.length; i++) {
        while (times[i]! - times[j]! > window) j++;
        most = Math.max(most, i - j + 1);
      }
      return most;
    };
    const bound = Math.max(mostWithin(results[0]!.admittedAt), mostWithin(results[1]!.admittedAt));
    const facts = JSON.stringify({ admitted, total, longestFlush, window, bound });
    // Below what a meter that never syncs would admit past the limit, or this test could not tell one.
    expect(LIMIT + bound, facts).toBeLessThan(2 * EACH);
    // Every refusal means a process saw the limit reached; both were refused in the end.
    expect(results.every((r) => r.refused[0]! > 0), facts).toBe(true);
    expect(total, facts).toBeGreaterThanOrEqual(LIMIT);
    expect(total, facts).toBeLessThanOrEqual(LIMIT + bound);
    expect(await countOf(store.kv, keyCounterKey(utcDayWindow(new Date()).day, record.id))).toBe(total);
  });
});
