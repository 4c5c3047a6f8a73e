/**
 * POST /v1/duty-estimates: every status, the CSV body and answer, per-line problems, exact totals; through the built
 * function over the real data (the same suite runs on the fixture app in tests/unit/http). The budget counting (a batch counts one request per line) runs behind the real gate.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { problemOf } from '../support/contract.ts';
import { smallPlans, startGatedApp, type GatedApp } from '../support/gated-app.ts';
import { testDeps } from '../support/app.ts';
import { BUILT_TARGET } from '../support/app.ts';
import { dutyEstimatesSuite } from '../support/suites/duty-estimates.ts';

const PATH = '/v1/duty-estimates';
const RED_WINE = { htsno: '2204.21.50.05', customsValueUsd: 5000, litres: 750 };
dutyEstimatesSuite(BUILT_TARGET);

describe('a batch against the budget', () => {
  const apps: GatedApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
  });
  const start = async (anonymous: number) => {
    const app = await startGatedApp({ deps: testDeps, plans: smallPlans(anonymous, 100) });
    apps.push(app);
    return app;
  };
  const post = (app: GatedApp, body: unknown, address?: string) =>
    app.call(PATH, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), ...(address ? { address } : {}) });
  const remaining = (res: Response) => Number(/r=(\d+)/.exec(res.headers.get('RateLimit') ?? '')?.[1] ?? res.headers.get('RateLimit-Remaining'));

  it('counts as many requests as it has lines; the headers show the remaining after it', async () => {
    const app = await start(10);
    const first = await post(app, { lines: [RED_WINE, RED_WINE, RED_WINE] });
    expect(first.status).toBe(200);
    const usage = await app.call('/v1/usage');
    const body = (await usage.json()) as { used: number; remaining: number };
    expect(body).toMatchObject({ used: 4, remaining: 6 });
    expect(remaining(usage)).toBe(6);
    const second = await post(app, { lines: Array.from({ length: 5 }, () => RED_WINE) });
    expect(second.status).toBe(200);
    expect(remaining(second)).toBe(1);
  });

  it('a batch larger than the remaining budget is a 429 naming how many lines remain, and is not counted', async () => {
    const app = await start(5);
    expect((await post(app, { lines: [RED_WINE, RED_WINE] })).status).toBe(200);
    const refused = await problemOf(await post(app, { lines: Array.from({ length: 4 }, () => RED_WINE) }), 429);
    expect(refused).toMatchObject({ remaining: 3, lines: 4 });
    expect(refused.detail).toMatch(/at most 3 lines/);
    // Not counted: the three that remain still fit.
    expect((await post(app, { lines: [RED_WINE, RED_WINE, RED_WINE] })).status).toBe(200);
    expect((await post(app, { lines: [RED_WINE] })).status).toBe(429);
  });

  it('a body refused whole counts as one request', async () => {
    const app = await start(5);
    await problemOf(await post(app, { lines: [] }), 400);
    const usage = (await (await app.call('/v1/usage')).json()) as { used: number };
    expect(usage.used).toBe(2);
  });
});
