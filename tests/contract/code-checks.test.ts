/**
 * POST /v1/code-checks through the built function over the real data (the same suite runs on the fixture app in
 * tests/unit/http), and the named cases on the whole archive: 0201.30.50.85 removed in 2026 rev 2 with
 * successors under 0201 and current as of 2025-06-01 (a caller whose window reaches it); 2204 not-classifiable,
 * 2204215005 current. A check counts one request per code behind the real gate.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { checkCodes } from '../../src/app/check-codes.ts';
import { BUILT_TARGET, testDeps } from '../support/app.ts';
import { smallPlans, startGatedApp, type GatedApp } from '../support/gated-app.ts';
import { codeChecksSuite } from '../support/suites/code-checks.ts';

codeChecksSuite(BUILT_TARGET);

describe('the named cases on the whole archive', () => {
  const partner = { plan: 'partner', historyDays: 3650 };
  it('0201.30.50.85 is removed in 2026 rev 2 with successors under 0201, and current as of 2025-06-01', async () => {
    const now = await checkCodes(testDeps, { codes: ['0201.30.50.85', '2204', '2204215005'] }, partner);
    if (!now.ok) throw new Error(JSON.stringify(now.error));
    const [gone, heading, wine] = now.value.results;
    expect(gone).toMatchObject({ status: 'removed', removedIn: { revision: '2026_rev_2' } });
    if (gone?.status !== 'removed') throw new Error('status');
    expect(gone.successors.length).toBeGreaterThan(0);
    expect(gone.successors.every((s) => s.htsno.startsWith('0201'))).toBe(true);
    expect(heading?.status).toBe('not-classifiable');
    expect(wine?.status).toBe('current');
    const then = await checkCodes(testDeps, { codes: ['0201.30.50.85'], asOf: '2025-06-01' }, partner);
    if (!then.ok) throw new Error(JSON.stringify(then.error));
    expect(then.value.results[0]).toMatchObject({ status: 'current', line: { htsno: '0201.30.50.85' } });
  });
});

describe('a check against the budget', () => {
  const apps: GatedApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
  });
  it('counts as many requests as it has codes', async () => {
    const app = await startGatedApp({ deps: testDeps, plans: smallPlans(10, 100) });
    apps.push(app);
    const res = await app.call('/v1/code-checks', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ codes: ['2204', '2204215005', '0201.30.50.85'] }) });
    expect(res.status).toBe(200);
    const usage = (await (await app.call('/v1/usage')).json()) as { used: number; remaining: number };
    expect(usage).toMatchObject({ used: 4, remaining: 6 });
    const over = await app.call('/v1/code-checks', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ codes: Array.from({ length: 7 }, () => '2204') }) });
    expect(over.status).toBe(429);
  });
});
