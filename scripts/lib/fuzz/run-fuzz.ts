/**
 * The HTTP fuzz run against a local server: generated requests in batches
 * from one seed (so any failure can be replayed), a few at a time over raw
 * sockets, every answer judged; then the server must still be healthy and
 * its log must hold none of the credentials sent. Bounded in count and time.
 */
import fc from 'fast-check';
import { rssKb } from '../../bench/process-tree.ts';
import type { LocalServer } from '../local-server.ts';
import { hostileRequests, type FuzzCase } from './hostile-requests.ts';
import { judge, type Answerer } from './judge-response.ts';
import { sendRaw } from './raw-http.ts';

export interface FuzzOptions {
  requests: number;
  seed: number;
  concurrency: number;
  /** Stop early (and say so) after this long. */
  maxSeconds: number;
}

export interface FuzzFailure {
  index: number;
  request: string;
  outcome: string;
  failures: string[];
}

export interface FuzzReport {
  seed: number;
  requests: number;
  seconds: number;
  stoppedEarly: boolean;
  byStatus: Record<string, number>;
  byAnswerer: Record<Answerer | 'no-answer', number>;
  failures: FuzzFailure[];
  /** Distinct failure messages and how often each came up. */
  failureKinds: Record<string, number>;
  healthyAfter: boolean;
  logLeaks: number;
  rssMb: { before: number; after: number };
}

const BATCH = 100;

const describe = (c: FuzzCase): string => {
  const t = Buffer.isBuffer(c.request.target) ? c.request.target.toString('latin1') : c.request.target;
  const body = c.request.body ? ` body ${c.request.body.length} B: ${JSON.stringify(c.request.body.subarray(0, 120).toString('latin1'))}` : '';
  const headers = c.request.headers.map(([k, v]) => `${k}: ${(Buffer.isBuffer(v) ? v.toString('latin1') : v).slice(0, 60)}`).join(' | ');
  return `${c.request.method} ${t.slice(0, 200)} [${headers}]${c.request.chunkSize ? ` chunked ${c.request.chunkSize}` : ''}${body}`;
};

export const runFuzz = async (server: LocalServer, options: FuzzOptions): Promise<FuzzReport> => {
  const arbitrary = hostileRequests({ port: server.port, keys: server.keys });
  const report: FuzzReport = {
    seed: options.seed,
    requests: 0,
    seconds: 0,
    stoppedEarly: false,
    byStatus: {},
    byAnswerer: { api: 0, site: 0, static: 0, 'http-parser': 0, 'local-server': 0, 'no-answer': 0 },
    failures: [],
    failureKinds: {},
    healthyAfter: false,
    logLeaks: 0,
    rssMb: { before: Math.round(rssKb(server.child.pid!) / 1024), after: 0 },
  };
  const secrets = new Set<string>();
  const started = performance.now();
  const deadline = started + options.maxSeconds * 1000;

  const one = async (c: FuzzCase, index: number) => {
    for (const s of c.secrets) secrets.add(s);
    const outcome = await sendRaw(server.port, c.request, 15_000);
    report.requests += 1;
    let failures: string[];
    if (outcome.kind === 'response') {
      report.byStatus[outcome.status] = (report.byStatus[outcome.status] ?? 0) + 1;
      const target = Buffer.isBuffer(c.request.target) ? c.request.target.toString('latin1') : c.request.target;
      const verdict = judge(c.request.method, target, outcome, c.secrets);
      report.byAnswerer[verdict.answerer] += 1;
      failures = verdict.failures;
    } else {
      report.byAnswerer['no-answer'] += 1;
      failures = [`no answer (${outcome.kind}${'code' in outcome ? ` ${outcome.code}` : ''})`];
    }
    if (failures.length === 0) return;
    for (const f of failures) report.failureKinds[f] = (report.failureKinds[f] ?? 0) + 1;
    if (report.failures.length < 50) {
      const shown = outcome.kind === 'response' ? `${outcome.status} ${outcome.headers['content-type'] ?? ''} ${outcome.body.subarray(0, 200).toString('utf8')}` : outcome.kind;
      report.failures.push({ index, request: describe(c), outcome: shown, failures });
    }
  };

  for (let batch = 0; batch * BATCH < options.requests; batch++) {
    if (performance.now() > deadline) {
      report.stoppedEarly = true;
      break;
    }
    const size = Math.min(BATCH, options.requests - batch * BATCH);
    // One seed per batch: case i of a run is batch floor(i / 100), position i % 100, replayable on its own.
    const cases = fc.sample(arbitrary, { seed: options.seed + batch, numRuns: size });
    let next = 0;
    await Promise.all(
      Array.from({ length: options.concurrency }, async () => {
        while (next < cases.length) {
          const i = next++;
          await one(cases[i]!, batch * BATCH + i);
        }
      }),
    );
  }
  report.seconds = Math.round((performance.now() - started) / 100) / 10;

  // Still healthy: alive, /healthz ok, and a known estimate still priced.
  try {
    const health = await fetch(`${server.base}/healthz`, { signal: AbortSignal.timeout(10_000) });
    const estimate = await fetch(`${server.base}/v1/duty-estimate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${server.keys[0]}` },
      body: JSON.stringify({ htsno: '2204.21.50.05', customsValueUsd: 5000, litres: 750 }),
      signal: AbortSignal.timeout(10_000),
    });
    const priced = (await estimate.json()) as { dutyUsd?: unknown };
    const healthy = (await health.json()) as { status?: unknown };
    report.healthyAfter = server.child.exitCode === null && health.status === 200 && healthy.status === 'ok' && estimate.status === 200 && typeof priced.dutyUsd === 'number';
  } catch {
    report.healthyAfter = false;
  }
  report.rssMb.after = Math.round(rssKb(server.child.pid!) / 1024);
  const log = server.output();
  report.logLeaks = [...secrets].filter((s) => log.includes(s)).length;
  return report;
};
