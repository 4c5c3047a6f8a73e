/**
 * Two `npm run serve` processes sharing one store directory, under concurrent load from one caller:
 * every answered request is counted exactly once in the store, each server sees the other's use after
 * one flush, and at the budget both refuse once their flushes have seen the other's count.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVE_ENTRY } from '../../src/data/paths.ts';
import { serveEnv, serveNodeFlags } from '../../src/data/serve-flags.ts';
import { startLocalBlobs, type LocalBlobs } from '../../src/data/local-blobs-server.ts';
import { anonymousCounterKey } from '../../src/http/gate/counter-key.ts';
import type { KvStore } from '../../src/app/kv-store.ts';
import { blobsKv } from '../../src/data/blobs-kv.ts';
import { CALLER_STORE_NAME } from '../../src/data/open-caller-store.ts';
import { PLAN_CATALOGUE } from '../../src/app/plans.ts';
import { utcDayWindow } from '../../src/lib/callers/utc-day.ts';
import { UsageResponse } from '../../src/lib/schema/callers.ts';

const BUDGET = PLAN_CATALOGUE.plans.find((p) => p.credential === 'none')!.dailyRequests;
const SALT = 'two-servers-test-salt';
const FLUSH_MS = 200;
const dir = mkdtempSync(join(tmpdir(), 'two-servers-'));
const children: ChildProcess[] = [];
const bases: string[] = [];
let reader: LocalBlobs;
let kv: KvStore;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const startServer = async (): Promise<string> => {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), TARIFF_BLOBS_DIR: dir, TARIFF_CALLER_SALT: SALT, TARIFF_FLUSH_INTERVAL_MS: String(FLUSH_MS) };
  delete env.NETLIFY_BLOBS_CONTEXT;
  const child = spawn(process.execPath, [...serveNodeFlags(env), SERVE_ENTRY], { env: serveEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk;
      if (out.includes('serving http')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${out}`)));
  });
  return `http://127.0.0.1:${port}`;
};

/** The caller's count in the store (the test reads the shared directory through its own Blobs server). */
const stored = async () => ((await kv.get(anonymousCounterKey(SALT, utcDayWindow(new Date()).day, '127.0.0.1')))?.data as { count?: number } | undefined)?.count ?? 0;
/** Bounded wait for the store to hold `count`; returns what it holds then. */
const storedReaches = async (count: number) => {
  for (const until = Date.now() + 15_000; Date.now() < until; await new Promise((r) => setTimeout(r, 50))) if ((await stored()) >= count) break;
  return stored();
};
const usage = async (base: string) => {
  const res = await fetch(`${base}/v1/usage`);
  return { status: res.status, res, body: res.status === 200 ? UsageResponse.parse(await res.json()) : (await res.arrayBuffer(), null) };
};

beforeAll(async () => {
  bases.push(...(await Promise.all([startServer(), startServer()])));
  reader = await startLocalBlobs(dir);
  kv = blobsKv(getStore({ name: CALLER_STORE_NAME, ...reader.context, consistency: 'strong' }));
});

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await reader?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const burst = (n: number) =>
  Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const res = await fetch(`${bases[i % 2]}/v1/usage`);
      await res.arrayBuffer();
      return res.status;
    }),
  );

describe('two server processes, one store', () => {
  it('300 concurrent requests from one caller over both: all answered, and the store holds exactly 300 once both have flushed', async () => {
    expect((await burst(300)).every((s) => s === 200)).toBe(true);
    expect(await storedReaches(300)).toBe(300);
    await new Promise((r) => setTimeout(r, 3 * FLUSH_MS));
    expect(await stored()).toBe(300);
  });

  it("after its first request's flush, each server reports the shared count exactly, the other's use included", async () => {
    let count = 300;
    for (const base of [...bases, ...bases]) {
      // The first request after a pause is decided on what the server last saw; its flush brings it up to date.
      expect((await usage(base)).status).toBe(200);
      expect(await storedReaches(++count)).toBe(count);
      const { body } = await usage(base);
      expect(body?.used).toBe(++count);
      expect(await storedReaches(count)).toBe(count);
    }
  });

  it('at the boundary: at least the rest of the budget passes, every answer is counted, and both servers refuse once their flush has seen the other', async () => {
    const before = await stored();
    const statuses = await burst(300);
    const passed = statuses.filter((s) => s === 200).length;
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    // A refusal means a server's own count reached the budget, and its count never exceeds the true one.
    expect(passed).toBeGreaterThanOrEqual(BUDGET - before);
    let total = before + passed;
    expect(await storedReaches(total)).toBe(total);
    for (const base of bases) {
      let answer = await usage(base);
      // A server whose last flush came before the other's may admit a few more, each counted, until its next flush.
      for (let tries = 0; answer.status === 200 && tries < 20; tries++) {
        total++;
        await storedReaches(total);
        answer = await usage(base);
      }
      expect(answer.status).toBe(429);
      expect(Number(answer.res.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(answer.res.headers.get('RateLimit-Remaining')).toBe('0');
    }
    await new Promise((r) => setTimeout(r, 3 * FLUSH_MS));
    expect(await stored()).toBe(total);
  });
});
