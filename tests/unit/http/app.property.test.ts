/**
 * The same hostile requests as the HTTP fuzz, handed straight to the API app
 * on the current sources and the fixture app's data (createApp with the real
 * gate on a fresh local store, no server, no build), so a failure shrinks to a
 * minimal request and shows up in the fast loop. The HTTP fuzz sends them to the
 * built site over sockets, on the real data. Requests the Fetch API cannot even construct (forbidden
 * methods, bytes that are not a header value) are the HTTP fuzz's business.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueApiKey } from '../../../src/http/gate/api-keys.ts';
import { fixtureDeps } from '../../support/fixture-deps.ts';
import { startGatedApp, type GatedApp } from '../../support/gated-app.ts';
import { hostileRequests, type FuzzCase } from '../../../scripts/lib/fuzz/hostile-requests.ts';
import { judge } from '../../../scripts/lib/fuzz/judge-response.ts';

/** The request as fetch would carry it, or null when fetch refuses it. */
const toRequest = (c: FuzzCase): { path: string; init: RequestInit } | null => {
  if (Buffer.isBuffer(c.request.target) || !c.request.target.startsWith('/')) return null;
  try {
    const headers = new Headers();
    for (const [k, v] of c.request.headers) if (k !== 'Host') headers.append(k, Buffer.isBuffer(v) ? v.toString('latin1') : v);
    const init: RequestInit = { method: c.request.method, headers, ...(c.request.body ? { body: new Uint8Array(c.request.body) } : {}) };
    new Request(`http://test.local${c.request.target}`, init);
    return { path: c.request.target, init };
  } catch {
    return null;
  }
};

describe('the API app under hostile requests, in process', () => {
  let app: GatedApp;
  const keys: string[] = [];
  beforeAll(async () => {
    app = await startGatedApp({ deps: fixtureDeps() });
    for (let i = 0; i < 3; i++) keys.push((await issueApiKey(app.kv, 'partner', app.clock.now)).key);
  });
  afterAll(async () => app?.close());

  it('never answers 5xx; every error is a problem document or, where the contract says, a bad-filter body; nothing leaks', async () => {
    const secrets = new Set<string>();
    await fc.assert(
      fc.asyncProperty(hostileRequests({ port: 80, keys }), fc.integer({ min: 1, max: 254 }), async (c, host) => {
        const call = toRequest(c);
        fc.pre(call !== null);
        for (const s of c.secrets) secrets.add(s);
        // Anonymous calls from many addresses, so the 500-a-day budget is not what answers.
        const res = await app.call(call!.path, { ...call!.init, address: `198.51.100.${host}` });
        const answer = { status: res.status, headers: Object.fromEntries(res.headers), body: Buffer.from(await res.arrayBuffer()) };
        const verdict = judge(call!.init.method!, call!.path, answer, c.secrets);
        expect(verdict.failures, `${call!.init.method} ${call!.path} -> ${res.status} ${answer.body.subarray(0, 300).toString('utf8')}`).toEqual([]);
      }),
      { numRuns: 1500 },
    );
    const logged = JSON.stringify(app.logs);
    expect([...secrets].filter((s) => logged.includes(s))).toEqual([]);
    // 1,500 requests take about 15 s on a busy 2-core machine: room for a slower one, not a time being asserted.
  }, 120_000);
});
