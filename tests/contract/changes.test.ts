/**
 * /v1/changes and /v1/history/coverage. The fixed-clock suite runs the
 * handlers in process with a pinned "now" and a chosen caller, so the 402
 * boundary is tested on real dates; the TARGETS suite runs the same checks in
 * process and through the built function against today's anonymous window.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/app.ts';
import type { Deps } from '../../src/app/deps.ts';
import type { Ctx } from '../../src/http/context.ts';
import { ANONYMOUS_PLAN } from '../../src/app/plans.ts';
import { createListChanges } from '../../src/http/handlers/changes.ts';
import { ROUTES } from '../../src/http/routes.ts';
import { API_DIR, ROOT } from '../../src/data/paths.ts';
import { expandChanges } from '../../src/lib/changes/group-changes.ts';
import type { LineChange } from '../../src/lib/schema/change.ts';
import { ChangesPage, HistoryCoverage } from '../../src/lib/schema/reference-responses.ts';
import { RevisionChangesFile } from '../../src/lib/schema/static-files.ts';
import { dataDir } from '../support/data.ts';
import { TARGETS, testDeps, type Call } from '../support/app.ts';
import { problemOf, walkPages } from '../support/contract.ts';

const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The changes of one revision as the build wrote them to the static file /api/v1/changes/{revision}.json. */
const staticChanges = (revision: string): LineChange[] => {
  const file = RevisionChangesFile.parse(JSON.parse(readFileSync(join(API_DIR, 'changes', `${revision}.json`), 'utf8')));
  return expandChanges(file);
};

/** Every change published on or after a day, from the function's index, in feed order. */
const changesFrom = async (day: string): Promise<LineChange[]> =>
  (await testDeps.changes()).groups.filter((g) => g.date >= day).flatMap((g) => expandChanges(g));

/** Every change a query finds, walking its pages, and the total the pages report. */
const walk = async (call: Call, query: string): Promise<{ items: LineChange[]; total: number }> => {
  const { items, total } = await walkPages(call, '/v1/changes', query, ChangesPage, 500);
  return { items, total };
};

/** The API with /v1/changes on a pinned clock, as the given caller (none: anonymous). */
const pinned = (now: string, caller?: Ctx['caller'], deps: Deps = testDeps): Call => {
  const handler = createListChanges(() => new Date(now));
  const routes = ROUTES.map((r) => (r.path === '/v1/changes' ? { ...r, handler: (ctx: Ctx) => handler(caller ? { ...ctx, caller } : ctx) } : r));
  const app = createApp({ deps, routes });
  return (path, init) => app(new Request(`http://test.local${path}`, init));
};

describe('changes on a pinned clock (2026-09-20, the v1 release day)', () => {
  const NOW = '2026-09-20T12:00:00Z';
  const anonymous = pinned(NOW);
  const researcher = pinned(NOW, { plan: 'test-unlimited', historyDays: 10_000 });

  it('since=2026-05-01T00:00:00Z returns every change of the revisions published since: 2026 rev 8, 9 and 10', async () => {
    const { items, total } = await walk(anonymous, 'since=2026-05-01T00:00:00Z&limit=200');
    const summary = (await testDeps.changes()).summary.filter((s) => s.date >= '2026-05-01');
    expect(summary.map((s) => s.revision)).toEqual(['2026_rev_8', '2026_rev_9', '2026_rev_10']);
    expect(total).toBe(summary.reduce((n, s) => n + s.added + s.removed + s.modified, 0));
    expect(items).toEqual(await changesFrom('2026-05-01'));
    expect(new Set(items.map((c) => c.revision))).toEqual(new Set(['2026_rev_8', '2026_rev_9', '2026_rev_10']));
  });

  it('the rev 9 and rev 10 changes served equal those the build wrote, record for record', async () => {
    const { items } = await walk(anonymous, 'since=2026-05-25T00:00:00Z&limit=5');
    const rev9 = staticChanges('2026_rev_9');
    const rev10 = staticChanges('2026_rev_10');
    expect(rev9.length).toBeGreaterThan(0);
    expect(rev10.length).toBeGreaterThan(0);
    expect(items).toEqual([...rev9, ...rev10]);
    expect(rev10.every((c) => c.previous === '2026_rev_9' && c.date === '2026-06-08')).toBe(true);
  });

  it('a revision counts for the whole UTC day it was published on', async () => {
    expect((await walk(anonymous, 'since=2026-06-08T23:59:59Z')).items.every((c) => c.revision === '2026_rev_10')).toBe(true);
    expect((await walk(anonymous, 'since=2026-06-08T23:59:59Z')).total).toBe(staticChanges('2026_rev_10').length);
    expect(await walk(anonymous, 'since=2026-06-09T00:00:00Z')).toEqual({ items: [], total: 0 });
    // 20:00 at UTC-5 is 01:00 the next UTC day.
    expect((await walk(anonymous, 'since=2026-06-08T20:00:00-05:00')).total).toBe(0);
    expect((await walk(anonymous, 'since=2026-06-08')).total).toBe(staticChanges('2026_rev_10').length);
  });

  it('a walk from the start of retention visits every archived change once, oldest first', async () => {
    const { items, total } = await walk(researcher, 'since=2025-01-01T00:00:00Z&limit=200');
    const index = await testDeps.changes();
    expect(items).toEqual(index.groups.flatMap((g) => expandChanges(g)));
    expect(total).toBe(items.length);
    expect(items.some((c) => c.revision === '2025_basic')).toBe(false);
  });

  it('422 before retention (2025-01-01), whatever the plan; the day is the UTC day', async () => {
    for (const call of [anonymous, researcher]) {
      const p = await problemOf(await call('/v1/changes?since=2024-12-31T00:00:00Z'), 422);
      expect(p).toMatchObject({ type: '/problems/unprocessable', retentionStartedOn: '2025-01-01', sinceDay: '2024-12-31' });
      await problemOf(await call('/v1/changes?since=2024-12-31T23:59:59Z'), 422);
      await problemOf(await call('/v1/changes?since=2024-12-31&dataset=notices'), 422);
    }
    expect((await researcher('/v1/changes?since=2024-12-31T23:30:00-05:00')).status).toBe(200);
    expect((await researcher('/v1/changes?since=2025-01-01T00:00:00Z')).status).toBe(200);
  });

  it('402 beyond the plan window: anonymous reaches back 365 days, a caller brings its own', async () => {
    const catalogue = JSON.parse(readFileSync(join(ROOT, 'content', 'plans.json'), 'utf8')) as { plans: { name: string; credential: string; historyDays: number }[] };
    const free = catalogue.plans.find((p) => p.credential === 'none');
    expect({ plan: ANONYMOUS_PLAN.name, historyDays: ANONYMOUS_PLAN.historyDays }).toEqual({ plan: free?.name, historyDays: free?.historyDays });
    expect({ plan: ANONYMOUS_PLAN.name, historyDays: ANONYMOUS_PLAN.historyDays }).toEqual({ plan: 'anonymous', historyDays: 365 });
    const p = await problemOf(await anonymous('/v1/changes?since=2025-09-19T23:59:59Z'), 402);
    expect(p).toMatchObject({ type: '/problems/payment-required', plan: 'anonymous', historyDays: 365, oldestSince: '2025-09-20', sinceDay: '2025-09-19' });
    expect((await anonymous('/v1/changes?since=2025-09-20T00:00:00Z')).status).toBe(200);
    await problemOf(await anonymous('/v1/changes?since=2025-09-19&dataset=countries'), 402);

    const monthly = pinned(NOW, { plan: 'monthly', historyDays: 30 });
    expect(await problemOf(await monthly('/v1/changes?since=2026-08-20T00:00:00Z'), 402)).toMatchObject({ plan: 'monthly', oldestSince: '2026-08-21' });
    const ok = await monthly('/v1/changes?since=2026-08-21T00:00:00Z');
    expect(ok.status).toBe(200);
    expect(ChangesPage.parse(await ok.json()).window).toEqual({ plan: 'monthly', historyDays: 30, oldestSince: '2026-08-21' });
    expect((await researcher('/v1/changes?since=2025-06-01T00:00:00Z')).status).toBe(200);
  });

  it('countries and notices hold only the current build: an empty page that says so', async () => {
    for (const dataset of ['countries', 'notices']) {
      const res = await anonymous(`/v1/changes?dataset=${dataset}&since=2026-01-01T00:00:00Z`);
      expect(res.status).toBe(200);
      const body = ChangesPage.parse(await res.json());
      expect(body).toMatchObject({ dataset, archived: false, total: 0, items: [], nextCursor: null });
      expect(body.note).toMatch(/only the current build/i);
    }
  });

  it('a cursor is bound to its query: another since, or another dataset, is a 400 problem', async () => {
    const res = await anonymous('/v1/changes?since=2026-05-25T00:00:00Z&limit=2');
    const { nextCursor } = ChangesPage.parse(await res.json());
    expect(nextCursor).not.toBeNull();
    const c = encodeURIComponent(nextCursor!);
    expect((await anonymous(`/v1/changes?since=2026-05-25T00:00:00Z&limit=2&cursor=${c}`)).status).toBe(200);
    for (const query of [`since=2026-05-01T00:00:00Z&cursor=${c}`, `since=2026-05-25T00:00:00Z&dataset=countries&cursor=${c}`]) {
      const p = await problemOf(await anonymous(`/v1/changes?${query}`), 400);
      expect(p.errors?.[0]?.field).toBe('cursor');
    }
  });

  it('a build without an archive answers 503 for changes and coverage, never the current schedule as history', async () => {
    const bare: Deps = { ...testDeps, changes: async () => ({ revisions: [], summary: [], groups: [] }) };
    const call = pinned(NOW, undefined, bare);
    await problemOf(await call('/v1/history/coverage'), 503);
    await problemOf(await call('/v1/changes?since=2026-05-01T00:00:00Z'), 503);
  });
});

describe.each(TARGETS)('changes and coverage through the %s', (_name, call) => {
  const now = Date.now();
  const today = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate());
  const oldest = dayOf(today - ANONYMOUS_PLAN.historyDays * DAY);

  it.each([
    ['', 'since'],
    ['since=', 'since'],
    ['since=yesterday', 'since'],
    ['since=2026-05-01T00:00:00', 'since'],
    ['since=2026-13-01', 'since'],
    ['since=2026-05-01T25:00:00Z', 'since'],
    ['since=2026-05-01T00:00:00Z&since=2026-05-02T00:00:00Z', 'since'],
    ['since=2026-05-01T00:00:00Z&dataset=tariffs', 'dataset'],
    ['since=2026-05-01T00:00:00Z&limit=0', 'limit'],
    ['since=2026-05-01T00:00:00Z&limit=201', 'limit'],
    ['since=2026-05-01T00:00:00Z&cursor=forged', 'cursor'],
    ['since=2026-05-01T00:00:00Z&cursor=MTA.AAAAAAAAAAAAAAAA', 'cursor'],
    ['since=2026-05-01T00:00:00Z&colour=red', 'colour'],
  ])('%s is a 400 problem naming %s, not the bad-filter body', async (query, field) => {
    const p = await problemOf(await call(`/v1/changes?${query}`), 400);
    expect(p.type).toBe('/problems/bad-request');
    expect(p.errors?.map((e) => e.field)).toContain(field);
    expect(p).not.toHaveProperty('details');
  });

  it('since=2024-12-31T00:00:00Z is 422: before retention', async () => {
    expect(await problemOf(await call('/v1/changes?since=2024-12-31T00:00:00Z'), 422)).toMatchObject({ retentionStartedOn: '2025-01-01' });
  });

  it(`anonymous callers reach back ${ANONYMOUS_PLAN.historyDays} days from today: a day older is 402`, async () => {
    const before = dayOf(today - (ANONYMOUS_PLAN.historyDays + 1) * DAY);
    expect(before >= '2025-01-01').toBe(true);
    expect(await problemOf(await call(`/v1/changes?since=${before}T23:59:59Z`), 402)).toMatchObject({ plan: 'anonymous', oldestSince: oldest });
    const { items, total } = await walk(call, `since=${oldest}T00:00:00Z&limit=150`);
    expect(items).toEqual(await changesFrom(oldest));
    expect(total).toBe(items.length);
  });

  it('dataset=countries inside the window is an empty page', async () => {
    const res = await call(`/v1/changes?dataset=countries&since=${oldest}T00:00:00Z`);
    expect(res.status).toBe(200);
    expect(ChangesPage.parse(await res.json())).toMatchObject({ archived: false, total: 0, items: [] });
  });

  it('coverage: 44 HTS revisions from 2025 Basic (2025-01-01) to 2026 rev 10 (2026-06-08); countries and notices hold no archive', async () => {
    const res = await call('/v1/history/coverage');
    expect(res.status).toBe(200);
    const body = HistoryCoverage.parse(await res.json());
    const mirrored = readdirSync(join(dataDir(), 'hts')).filter((f) => /^hts_\d{4}_(basic|rev_\d+)\.json\.gz$/.test(f));
    expect(mirrored).toHaveLength(44);
    expect(body.retentionStartedOn).toBe('2025-01-01');
    const [hts, ...others] = body.datasets;
    expect(hts).toEqual({
      dataset: 'hts',
      archived: true,
      first: { revision: '2025_basic', release: '2025HTSBasic', publishedOn: '2025-01-01' },
      last: { revision: '2026_rev_10', release: '2026HTSRev10', publishedOn: '2026-06-08' },
      count: mirrored.length,
      changePairs: mirrored.length - 1,
    });
    expect(others.map((d) => [d.dataset, d.archived, d.count])).toEqual([
      ['countries', false, 0],
      ['notices', false, 0],
    ]);
    for (const d of others) if (!d.archived) expect(d.currentVersion).toBe(body.datasetVersions[d.dataset]);
  });
});
