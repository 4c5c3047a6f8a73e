/**
 * probeStatus, the local servers' readiness probe: it answers the status, or null when nothing answers, and leaves
 * no connection open behind it (a pooled one went stale while a long test kept the event loop busy, and the next
 * request met the server closing it: "other side closed").
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeStatus } from '../../../scripts/lib/probe-status.ts';

describe('probeStatus', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      res.writeHead(req.url === '/missing' ? 404 : 200, { 'Content-Type': 'text/plain' });
      res.end('x'.repeat(64 * 1024));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const openConnections = () => new Promise<number>((resolve, reject) => server.getConnections((e, n) => (e ? reject(e) : resolve(n))));

  it('answers the status once the whole body is read, and closes its connection', async () => {
    expect(await probeStatus(`${base}/`)).toBe(200);
    expect(await probeStatus(`${base}/missing`)).toBe(404);
    // The server sees the client's close a moment after the answer ends.
    for (let i = 0; i < 50 && (await openConnections()) > 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(await openConnections()).toBe(0);
  });

  it('is null when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await probeStatus(`http://127.0.0.1:${port}/`)).toBeNull();
  });
});
