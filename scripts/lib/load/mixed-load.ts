/**
 * The mixed load run shared by `npm run soak` and its short form in the
 * tests: autocannon on loopback, one API key per connection (so every
 * connection's budget can be checked afterwards), each connection starting
 * at a different point of the mix. Counts every answer that is not the
 * status its request expects, measures the server's resident memory after a
 * warm-up and at the end, and checks each key's counter against the
 * requests it was answered.
 */
import autocannon from 'autocannon';
import { rssKb } from '../../bench/process-tree.ts';
import type { LocalServer } from '../local-server.ts';
import { LOAD_MIX, type MixEntry } from './load-mix.ts';

/** A run of so many seconds, or of so many requests, every one answered. */
export type Limit = { duration: number } | { amount: number };

export interface LoadOptions {
  connections: number;
  warmUp: Limit;
  main: Limit;
  /** What earlier runs against the same server and keys left on the keys' counters (a soak's repeats). */
  carried?: LoadCarry;
}

/** Per key, what the runs so far answered and counted: the next run's counters start from it. */
export interface LoadCarry {
  metered: number[];
  /** /v1/usage reads so far (each counted before it reports). */
  usageReads: number;
  /** Runs by duration so far: each may leave one request per connection counted but never answered. */
  cutOff: number;
}

export interface LoadReport {
  connections: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Socket errors and timeouts. */
  errors: number;
  /** `METHOD path -> status` for every answer that was not the expected status. */
  unexpected: Record<string, number>;
  rssMb: { afterWarmUp: number; end: number; peak: number; growth: number };
  /** Resident memory during the measured run: [seconds since its start, MB], about once a second. */
  rssTimeline: [number, number][];
  counters: { keys: number; exact: number; offByInFlight: number; wrong: string[] };
  /** For a next run against the same server (LoadOptions.carried). */
  carry: LoadCarry;
}

interface Tally {
  metered: number[];
  unexpected: Map<string, number>;
}

/** Requests for one connection: its key, the mix rotated to start at `offset`, every answer checked. */
const connectionRequests = (key: string, offset: number, tally: Tally, slot: number): autocannon.Request[] =>
  LOAD_MIX.map((_, i) => LOAD_MIX[(i + offset) % LOAD_MIX.length]!).map((entry: MixEntry) => ({
    method: entry.method,
    path: entry.path,
    headers: { Authorization: `Bearer ${key}`, ...(entry.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(entry.body === undefined ? {} : { body: entry.body }),
    onResponse: (status: number) => {
      if (entry.metered) tally.metered[slot]! += 1;
      if (status !== entry.status) {
        const name = `${entry.method} ${entry.path} -> ${status}`;
        tally.unexpected.set(name, (tally.unexpected.get(name) ?? 0) + 1);
      }
    },
  }));

const run = async (server: LocalServer, tally: Tally, connections: number, limit: Limit) => {
  let next = 0;
  return autocannon({
    url: server.base,
    connections,
    ...limit,
    timeout: 10,
    setupClient: (client: autocannon.Client) => {
      const index = next++;
      const slot = index % server.keys.length;
      client.setRequests(connectionRequests(server.keys[slot]!, (index * 7) % LOAD_MIX.length, tally, slot));
    },
  });
};

const mb = (kb: number) => Math.round(kb / 102.4) / 10;

export const runMixedLoad = async (server: LocalServer, options: LoadOptions): Promise<LoadReport> => {
  if (server.keys.length === 0) throw new Error('start the server with keys: every connection sends one');
  const pid = server.child.pid!;
  const tally: Tally = { metered: options.carried ? [...options.carried.metered] : server.keys.map(() => 0), unexpected: new Map() };

  const warm = await run(server, tally, options.connections, options.warmUp);
  const afterWarmUp = rssKb(pid);
  let peak = afterWarmUp;
  const timeline: [number, number][] = [[0, mb(afterWarmUp)]];
  let ticks = 0;
  const sampler = setInterval(() => {
    const now = rssKb(pid);
    peak = Math.max(peak, now);
    if (++ticks % 4 === 0) timeline.push([ticks / 4, mb(now)]);
  }, 250);
  const started = performance.now();
  const main = await run(server, tally, options.connections, options.main);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const end = rssKb(pid);

  // Let any request cut off when the run stopped finish on the server, then read each key's counter.
  await new Promise((r) => setTimeout(r, 500));
  // A run by duration stops with up to one request per connection in flight: maybe counted, never answered.
  const cutOff = (options.carried?.cutOff ?? 0) + ('duration' in options.warmUp ? 1 : 0) + ('duration' in options.main ? 1 : 0);
  const usageReads = (options.carried?.usageReads ?? 0) + 1;
  const counters = { keys: 0, exact: 0, offByInFlight: 0, wrong: [] as string[] };
  for (const [slot, key] of server.keys.slice(0, options.connections).entries()) {
    const sharing = Math.ceil((options.connections - slot) / server.keys.length);
    const res = await fetch(`${server.base}/v1/usage`, { headers: { Authorization: `Bearer ${key}` } });
    const body = (await res.json()) as { used?: number };
    const answered = tally.metered[slot]! + usageReads; // this /v1/usage request is counted before it reports, as were earlier runs'
    counters.keys += 1;
    const inFlight = cutOff * sharing;
    if (body.used === answered) counters.exact += 1;
    else if (typeof body.used === 'number' && body.used > answered && body.used <= answered + inFlight) counters.offByInFlight += 1;
    else counters.wrong.push(`key ${slot}: used ${body.used}, answered ${answered}`);
  }

  return {
    connections: options.connections,
    seconds: Math.round(seconds * 10) / 10,
    requests: main.requests.total,
    requestsPerSecond: Math.round(main.requests.total / seconds),
    p50Ms: main.latency.p50,
    p99Ms: main.latency.p99,
    errors: warm.errors + warm.timeouts + main.errors + main.timeouts,
    unexpected: Object.fromEntries(tally.unexpected),
    rssMb: { afterWarmUp: mb(afterWarmUp), end: mb(end), peak: mb(peak), growth: Math.round(((end - afterWarmUp) / afterWarmUp) * 1000) / 1000 },
    rssTimeline: timeline,
    counters,
    carry: { metered: [...tally.metered], usageReads, cutOff },
  };
};
