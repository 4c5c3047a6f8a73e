/**
 * The load run in its short form: the whole endpoint mix through
 * scripts/serve.ts at 16 connections, a fixed number of requests so every
 * one is answered and each key's counter can be checked exactly. The server
 * runs with a 192 MB old-space cap, so its heap settles within seconds and
 * growth after the warm-up means memory kept, not V8 sizing its heap (with
 * the default heap, resident memory climbs for about 45 s under load before
 * it levels off). `npm run soak` is the full run: 60 s at 64 connections.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type LocalServer } from '../../scripts/lib/local-server.ts';
import { LOAD_MIX } from '../../scripts/lib/load/load-mix.ts';
import { runMixedLoad } from '../../scripts/lib/load/mixed-load.ts';

const CONNECTIONS = 16;

describe('mixed load on the local server', () => {
  let server: LocalServer;
  beforeAll(async () => {
    server = await startServer({ keys: CONNECTIONS, env: { NODE_OPTIONS: '--max-old-space-size=192', TARIFF_STORE_TIMEOUT_MS: '60000' } });
  });
  afterAll(async () => server?.stop());

  it('answers every request of every endpoint as expected, counts each key exactly, and keeps its memory', async () => {
    // Each connection goes once through the whole mix in the measured run.
    const main = LOAD_MIX.length * CONNECTIONS;
    const report = await runMixedLoad(server, { connections: CONNECTIONS, warmUp: { amount: 20 * CONNECTIONS }, main: { amount: main } });
    console.log(`load (short): ${report.requests} requests, ${report.requestsPerSecond}/s, RSS ${report.rssMb.afterWarmUp} -> ${report.rssMb.end} MB`);
    expect(report.requests).toBe(main);
    expect(report.errors).toBe(0);
    expect(report.unexpected).toEqual({});
    expect(report.counters).toEqual({ keys: CONNECTIONS, exact: CONNECTIONS, offByInFlight: 0, wrong: [] });
    expect(report.rssMb.growth).toBeLessThan(0.2);
    expect(server.child.exitCode).toBeNull();
  });
});
