/**
 * scripts/serve.ts on a free loopback port, for tests and the fuzz and soak
 * scripts: its own key and budget store in a fresh directory (or a given one,
 * to restart on the same counters), API keys issued into that store before
 * it starts, its output kept for inspection, and a stop that waits for exit.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { startLocalBlobs } from '../../src/data/local-blobs-server.ts';
import { ROOT, SERVE_ENTRY } from '../../src/data/paths.ts';
import { serveEnv, serveNodeFlags } from '../../src/data/serve-flags.ts';
import { issueApiKey } from '../../src/http/gate/api-keys.ts';
import { blobsKv } from '../../src/data/blobs-kv.ts';
import { CALLER_STORE_NAME } from '../../src/data/open-caller-store.ts';
import { probeStatus } from './probe-status.ts';

export interface LocalServer {
  base: string;
  port: number;
  child: ChildProcess;
  blobsDir: string;
  /** Keys issued before start, in order. */
  keys: string[];
  /** Everything the server wrote to stdout and stderr so far (the last 4 MB). */
  output(): string;
  /** SIGTERM, then waits for the process to exit (SIGKILL after 5 s). */
  stop(): Promise<void>;
  /** SIGKILL now, as a crash would; the store directory is kept. */
  kill(): Promise<void>;
}

export interface ServerOptions {
  /** Issue this many keys before start. */
  keys?: number;
  plan?: string;
  /** Reuse a store directory (not removed on stop); by default a fresh one is made and removed. */
  blobsDir?: string;
  env?: Record<string, string>;
}

const MAX_OUTPUT = 4 * 1024 * 1024;

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Issues keys straight into a store directory, as `npm run keys -- issue` does. */
export const issueKeys = async (blobsDir: string, count: number, plan: string): Promise<string[]> => {
  if (count === 0) return [];
  const local = await startLocalBlobs(blobsDir);
  try {
    const kv = blobsKv(getStore({ name: CALLER_STORE_NAME, ...local.context, consistency: 'strong' }));
    const keys: string[] = [];
    for (let i = 0; i < count; i++) keys.push((await issueApiKey(kv, plan, new Date())).key);
    return keys;
  } finally {
    await local.stop();
  }
};

/** Resolves once the child has exited (at once if it already has). */
export const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', () => r()));

export const startServer = async (options: ServerOptions = {}): Promise<LocalServer> => {
  const ownDir = options.blobsDir === undefined;
  const blobsDir = options.blobsDir ?? mkdtempSync(join(tmpdir(), 'tariff-serve-'));
  const keys = await issueKeys(blobsDir, options.keys ?? 0, options.plan ?? 'partner');
  const port = await freePort();
  // The server must start its own store on blobsDir, not inherit one from this process.
  const { NETLIFY_BLOBS_CONTEXT: _inherited, ...env } = process.env;
  const child = spawn(process.execPath, ['--no-warnings', ...serveNodeFlags({ ...process.env, ...options.env }), SERVE_ENTRY], {
    cwd: ROOT,
    env: serveEnv({ ...env, ...options.env, PORT: String(port), HOST: '127.0.0.1', TARIFF_BLOBS_DIR: blobsDir }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (d: Buffer) => {
    output += d.toString('utf8');
    if (output.length > MAX_OUTPUT) output = output.slice(-MAX_OUTPUT);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  const cleanup = () => {
    // Retried: a server sharing the directory (a restart on the same counters) may still be writing into it.
    if (ownDir) rmSync(blobsDir, { recursive: true, force: true, maxRetries: 5 });
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited(child);
      clearTimeout(timer);
    }
    cleanup();
  };
  const kill = async () => {
    child.kill('SIGKILL');
    await exited(child);
  };

  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`scripts/serve.ts exited with ${child.exitCode}:\n${output}`);
    // Not through fetch: a connection left in its pool goes stale while a test keeps the event loop busy.
    if ((await probeStatus(`${base}/healthz`)) === 200) break;
    if (Date.now() > until) {
      await stop();
      throw new Error(`scripts/serve.ts did not answer /healthz within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, port, child, blobsDir, keys, output: () => output, stop, kill };
};
