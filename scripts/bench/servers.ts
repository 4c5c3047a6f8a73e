/** The local server and a bare node:http baseline, each on a free loopback port, measured side by side. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SERVE_ENTRY } from '../../src/data/paths.ts';
import { serveNodeFlags } from '../../src/data/serve-flags.ts';

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

export const startLocalServer = async (port: number, env: Record<string, string> = {}): Promise<{ child: ChildProcess; base: string; stop: () => void }> => {
  const child = spawn(process.execPath, [...serveNodeFlags({ ...process.env, ...env }), SERVE_ENTRY], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/healthz`, 30_000);
  return { child, base, stop: () => child.kill('SIGTERM') };
};

/** The baseline: the least work an HTTP answer can take on this machine, same JSON size class. */
export const startBareServer = async (): Promise<{ server: Server; base: string }> => {
  const body = JSON.stringify({ estimate: true, htsno: '2204.21.50.05', dutyUsd: 47.25, applicable: true });
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
      res.end(body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
};
