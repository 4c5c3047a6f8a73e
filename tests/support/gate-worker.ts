/**
 * A child process running one caller gate on its own local Blobs server over
 * a shared store directory: one "instance" of the function, for tests that
 * need several processes counting on one store (tests/support/gate-processes.ts).
 * Driven over IPC: `run` sends requests through the gate, paced or
 * concurrent, and reports what was admitted and when; `flush` writes every
 * pending count; `stop` flushes and exits.
 */
import { startLocalBlobs } from '../../src/data/local-blobs-server.ts';
import { getStore } from '@netlify/blobs';
import { createCallerGate, type CallerGate } from '../../src/http/gate/create-gate.ts';
import { blobsKv } from '../../src/data/blobs-kv.ts';
import { CALLER_STORE_NAME } from '../../src/data/open-caller-store.ts';
import type { FlushReport } from '../../src/http/gate/usage-meter.ts';
import type { Route } from '../../src/http/router.ts';
import type { PlanCatalogue } from '../../src/lib/schema/callers.ts';

export interface WorkerInit {
  dir: string;
  plans: PlanCatalogue;
  salt: string;
  flushIntervalMs: number;
}

/** A caller: an API key, or an anonymous address. */
export interface Caller {
  key?: string;
  address?: string;
}

export interface RunRequest {
  callers: Caller[];
  /** Requests in all, spread over the callers in turn. */
  requests: number;
  /** Requests under way at once. */
  concurrency: number;
  /** When set, request i starts no earlier than i * 1000 / ratePerSecond ms after the run starts (per worker). */
  ratePerSecond?: number;
  /** Date.now() at which to start, so several workers start together. */
  startAt?: number;
}

export interface RunResult {
  /** Admitted requests per caller index. */
  admitted: number[];
  refused: number[];
  /** Date.now() of each admission, in order. */
  admittedAt: number[];
  flushes: FlushReport[];
}

export type WorkerMessage = { type: 'init'; init: WorkerInit } | { type: 'run'; run: RunRequest } | { type: 'flush' } | { type: 'stop' };

const METERED = { metered: true } as Route;
const send = (message: unknown) => process.send!(message);

let callers: CallerGate | undefined;
let stopBlobs: (() => Promise<void>) | undefined;
let flushes: FlushReport[] = [];

const run = async (r: RunRequest): Promise<RunResult> => {
  const gate = callers!.gate;
  const admitted = r.callers.map(() => 0);
  const refused = r.callers.map(() => 0);
  const admittedAt: number[] = [];
  if (r.startAt) await new Promise((res) => setTimeout(res, Math.max(0, r.startAt! - Date.now())));
  const t0 = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < r.requests) {
      const i = next++;
      if (r.ratePerSecond) {
        const wait = t0 + (i * 1000) / r.ratePerSecond - performance.now();
        if (wait > 0) await new Promise((res) => setTimeout(res, wait));
      }
      const slot = i % r.callers.length;
      const caller = r.callers[slot]!;
      const headers: Record<string, string> = caller.key ? { Authorization: `Bearer ${caller.key}` } : {};
      const result = await gate(new Request('http://worker.local/v1/usage', { headers }), METERED, { clientAddress: caller.address ?? '127.0.0.1' });
      if (!result.stop) {
        admitted[slot]!++;
        admittedAt.push(Date.now());
      } else if (result.stop.kind === 'problem' && result.stop.status === 429) refused[slot]!++;
      else throw new Error(`unexpected gate answer ${JSON.stringify(result.stop)}`);
    }
  };
  await Promise.all(Array.from({ length: r.concurrency }, worker));
  const reports = flushes;
  flushes = [];
  return { admitted, refused, admittedAt, flushes: reports };
};

process.on('message', (message: WorkerMessage) => {
  void (async () => {
    try {
      if (message.type === 'init') {
        const blobs = await startLocalBlobs(message.init.dir);
        stopBlobs = blobs.stop;
        const kv = blobsKv(getStore({ name: CALLER_STORE_NAME, ...blobs.context, consistency: 'strong' }));
        callers = createCallerGate({
          openStore: () => kv,
          plans: message.init.plans,
          salt: message.init.salt,
          flushIntervalMs: message.init.flushIntervalMs,
          onFlush: (report) => void flushes.push(report),
          log: (event) => void send({ type: 'log', event }),
        });
        send({ type: 'ready' });
      } else if (message.type === 'run') send({ type: 'result', result: await run(message.run) });
      else if (message.type === 'flush') {
        await callers!.flush();
        send({ type: 'flushed' });
      } else {
        await callers?.flush();
        callers?.stop();
        await stopBlobs?.();
        send({ type: 'stopped' });
        process.disconnect();
      }
    } catch (error) {
      send({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  })();
});
