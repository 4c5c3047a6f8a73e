/**
 * Two `npm run serve` processes sharing one store directory, under
 * concurrent load from one caller: the budget is counted exactly across both.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_CATALOGUE } from '../../src/http/plan-catalogue.ts';
import { UsageResponse } from '../../src/lib/schema/callers.ts';

const BUDGET = PLAN_CATALOGUE.plans.find((p) => p.credential === 'none')!.dailyRequests;
const dir = mkdtempSync(join(tmpdir(), 'two-servers-'));
const children: ChildProcess[] = [];
const bases: string[] = [];

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const startServer = async (): Promise<string> => {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), TARIFF_BLOBS_DIR: dir, TARIFF_CALLER_SALT: 'two-servers-test-salt' };
  delete env.NETLIFY_BLOBS_CONTEXT;
  const child = spawn(process.execPath, ['--experimental-strip-types', 'scripts/serve.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
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

beforeAll(async () => {
  bases.push(...(await Promise.all([startServer(), startServer()])));
});

afterAll(() => {
  for (const child of children) child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});

const burst = (n: number) =>
  Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const res = await fetch(`${bases[i % 2]}/v1/tariffs/release`);
      await res.arrayBuffer();
      return res.status;
    }),
  );

describe('two server processes, one store', () => {
  it('300 concurrent requests from one caller over both count exactly 300, and both report the one count', async () => {
    expect((await burst(300)).every((s) => s === 200)).toBe(true);
    const first = UsageResponse.parse(await (await fetch(`${bases[0]}/v1/usage`)).json());
    const second = UsageResponse.parse(await (await fetch(`${bases[1]}/v1/usage`)).json());
    expect([first.used, second.used]).toEqual([301, 302]);
  });

  it(`at the boundary: of another 300 concurrent requests exactly ${BUDGET} - 302 pass, the rest are 429 with Retry-After`, async () => {
    const statuses = await burst(300);
    expect(statuses.filter((s) => s === 200)).toHaveLength(BUDGET - 302);
    expect(statuses.filter((s) => s === 429)).toHaveLength(300 - (BUDGET - 302));
    for (const base of bases) {
      const res = await fetch(`${base}/v1/usage`);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(res.headers.get('RateLimit-Remaining')).toBe('0');
    }
  });
});
