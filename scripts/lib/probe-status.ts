/**
 * The status a URL answers, over a connection of its own that is closed after the answer, or null when nothing
 * answers within `timeoutMs`. For readiness probes: fetch would leave its connection in the process's keep-alive
 * pool, and a test that keeps the event loop busy past the server's keep-alive timeout (5 s) then sends its first
 * request on that connection just as the server closes it ("other side closed").
 */
import { get } from 'node:http';

export const probeStatus = (url: string, timeoutMs = 2_000): Promise<number | null> =>
  new Promise((resolve) => {
    const req = get(url, { agent: false, timeout: timeoutMs }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? null));
      res.once('error', () => resolve(null));
    });
    req.once('timeout', () => req.destroy());
    req.once('error', () => resolve(null));
  });
