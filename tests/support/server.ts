/**
 * The built site served as `npm run serve` serves it (scripts/serve.ts), on
 * a free loopback port, for the browser suite. Started once per suite and
 * stopped after it, each within a bounded time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { ROOT, SERVE_ENTRY } from '../../src/data/paths.ts';
import { serveEnv, serveNodeFlags } from '../../src/data/serve-flags.ts';
import { probeStatus } from '../../scripts/lib/probe-status.ts';

export interface Served {
  url: string;
  stop(): Promise<void>;
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

const exited = (child: ChildProcess, ms: number): Promise<boolean> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(true);
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

export const startServer = async ({ timeoutMs = 30_000 } = {}): Promise<Served> => {
  const port = await freePort();
  const child = spawn(process.execPath, [...serveNodeFlags(), SERVE_ENTRY], {
    cwd: ROOT,
    env: serveEnv({ ...process.env, PORT: String(port), HOST: '127.0.0.1' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    if (!(await exited(child, 5_000))) {
      child.kill('SIGKILL');
      await exited(child, 5_000);
    }
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`scripts/serve.ts exited with ${child.exitCode}:\n${output}`);
    // Not through fetch: a connection left in its pool would go stale while a long test keeps the event loop busy,
    // and the suite's first request would meet the server closing it (scripts/lib/probe-status.ts).
    const status = await probeStatus(`${url}/`);
    if (status !== null && status >= 200 && status < 300) return { url, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`scripts/serve.ts did not answer on ${url} within ${timeoutMs} ms:\n${output}`);
};
