/** Counters on a real local Blobs server: exact under concurrency, within one process and across independent writers. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBlobs, type LocalBlobs } from '../../../src/data/local-blobs-server.ts';
import { createBudgetCounter } from '../../../src/http/gate/budget-counter.ts';
import { blobsKv, type KvStore } from '../../../src/http/gate/kv-store.ts';

const dir = mkdtempSync(join(tmpdir(), 'counter-test-'));
const servers: LocalBlobs[] = [];
const kvOn = (b: LocalBlobs): KvStore => blobsKv(getStore({ name: 'callers', ...b.context, consistency: 'strong' }));
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

beforeAll(async () => {
  // Four servers on one directory stand for four server processes sharing one store.
  for (let i = 0; i < 4; i++) servers.push(await startLocalBlobs(dir));
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  rmSync(dir, { recursive: true, force: true });
});

describe('the local store', () => {
  it('the stock BlobsServer sends no ETag on reads, so the adapter refuses to count on it', async () => {
    const stockDir = mkdtempSync(join(tmpdir(), 'stock-blobs-'));
    const stock = new BlobsServer({ directory: stockDir, token: 't' });
    const { port } = await stock.start();
    const url = `http://127.0.0.1:${port}`;
    const kv = blobsKv(getStore({ name: 'callers', edgeURL: url, uncachedEdgeURL: url, siteID: 's', token: 't', consistency: 'strong' }));
    expect(await kv.create('usage/x', { count: 1 })).not.toBeNull();
    await expect(kv.get('usage/x')).rejects.toThrow(/no ETag/);
    await stock.stop();
    rmSync(stockDir, { recursive: true, force: true });
  });

  it('reads carry a content ETag; create-if-new and replace-if-match refuse stale writers', async () => {
    const kv = kvOn(servers[0]!);
    expect(await kv.get('cas/a')).toBeNull();
    const created = await kv.create('cas/a', { count: 1 });
    expect(await kv.create('cas/a', { count: 9 })).toBeNull();
    const first = await kv.get('cas/a');
    expect(first?.data).toEqual({ count: 1 });
    expect(first?.etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(created).toBe(first?.etag);
    const replaced = await kvOn(servers[1]!).replace('cas/a', { count: 2 }, first!.etag);
    expect(replaced).toMatch(/^"[0-9a-f]{64}"$/);
    expect(await kv.replace('cas/a', { count: 5 }, first!.etag)).toBeNull();
    expect(await kv.get('cas/a')).toEqual({ data: { count: 2 }, etag: replaced });
    expect(await kv.replace('cas/none', { count: 1 }, first!.etag)).toBeNull();
  });
});

describe('createBudgetCounter', () => {
  it('200 concurrent requests from one caller in one process count exactly 200, each with its own number', async () => {
    const counter = createBudgetCounter(kvOn(servers[0]!));
    const results = await Promise.all(range(200).map(() => counter.count('usage/one', 1000)));
    expect(results.every((r) => r.admitted)).toBe(true);
    expect(results.map((r) => r.used).sort((a, b) => a - b)).toEqual(range(200));
    expect((await kvOn(servers[1]!).get('usage/one'))?.data).toEqual({ count: 200 });
  });

  it('four writers sharing one store directory (as four processes) lose no count under concurrent load', async () => {
    const counters = servers.map((s) => createBudgetCounter(kvOn(s)));
    const results = await Promise.all(range(400).map((i) => counters[i % 4]!.count('usage/shared', 10_000)));
    expect(results.map((r) => r.used).sort((a, b) => a - b)).toEqual(range(400));
    expect((await kvOn(servers[0]!).get('usage/shared'))?.data).toEqual({ count: 400 });
  });

  it('at the limit exactly the budget is admitted; refusals are not counted', async () => {
    const counters = servers.slice(0, 2).map((s) => createBudgetCounter(kvOn(s)));
    const results = await Promise.all(range(300).map((i) => counters[i % 2]!.count('usage/limited', 250)));
    const admitted = results.filter((r) => r.admitted);
    expect(admitted.map((r) => r.used).sort((a, b) => a - b)).toEqual(range(250));
    expect(results.filter((r) => !r.admitted).every((r) => r.used === 250)).toBe(true);
    expect(await counters[0]!.count('usage/limited', 250)).toEqual({ admitted: false, used: 250 });
    expect((await kvOn(servers[2]!).get('usage/limited'))?.data).toEqual({ count: 250 });
    // A higher limit (another plan) on the same counter continues from the stored count.
    expect(await counters[1]!.count('usage/limited', 251)).toEqual({ admitted: true, used: 251 });
  });

  it('a malformed counter is a broken invariant, reported, never reset to zero', async () => {
    const kv = kvOn(servers[0]!);
    await kv.create('usage/bad', { count: -3 });
    await expect(createBudgetCounter(kv).count('usage/bad', 10)).rejects.toThrow(/malformed/);
  });
});
