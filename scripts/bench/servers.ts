/** The local server and a bare node:http baseline, each on a free loopback port, measured side by side. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { SERVE_ENTRY } from '../../src/data/paths.ts';
import { serveEnv, serveNodeFlags } from '../../src/data/serve-flags.ts';
import { exited } from '../lib/local-server.ts';
import { bareListener } from './bare-server.ts';

const BARE_SERVER = fileURLToPath(new URL('./bare-server.ts', import.meta.url));

const waitFor = async (url: string, ms: number): Promise<void> => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
};

export const startLocalServer = async (port: number, env: Record<string, string> = {}): Promise<{ child: ChildProcess; base: string; stop: () => Promise<void> }> => {
  const child = spawn(process.execPath, [...serveNodeFlags({ ...process.env, ...env }), SERVE_ENTRY], {
    env: serveEnv({ ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/healthz`, 30_000);
  // Resolves once the process has exited: on SIGTERM it writes the counts it holds into its store first.
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited(child);
  };
  return { child, base, stop };
};

/** The baseline in the bench's own process, sharing its thread with the load client (the baseline of the goals). */
export const startBareServer = async (): Promise<{ server: Server; base: string }> => {
  const server = createServer(bareListener);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
};

/**
 * The same baseline in a process of its own, as the local server runs: the load client then no longer shares its
 * thread, so this is what plain node:http does when it has a core to itself. Reported beside the goals' baseline.
 */
export const startBareProcess = async (): Promise<{ base: string; stop: () => void }> => {
  const child = spawn(process.execPath, ['--experimental-strip-types', '--no-warnings', BARE_SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    child.once('error', reject);
    child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
  });
  return { base: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
};
