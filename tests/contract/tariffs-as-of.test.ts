/**
 * The schedule through time: GET /v1/tariffs/{htsno}?asOf=, GET /v1/tariffs/{htsno}/history and
 * asOf on POST /v1/duty-estimate. The archive's cases run in process as a caller whose plan reaches back ten
 * years (an anonymous caller reaches 365 days, so 2025 dates are a 402 for it); the boundaries run against both
 * targets (in process and the built function, gated as deployed) as the anonymous caller.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { createApp } from '../../src/http/app.ts';
import type { Ctx } from '../../src/http/context.ts';
import { ROUTES } from '../../src/http/routes.ts';
import { expandChanges } from '../../src/lib/changes/group-changes.ts';
import { DutyEstimate } from '../../src/lib/schema/duty-estimate.ts';
import { LineHistoryResponse, TariffLineAsOfResponse } from '../../src/lib/schema/line-history.ts';
import { TariffLineResponse } from '../../src/lib/schema/api-responses.ts';
import { TARGETS, testDeps, type Call } from '../support/app.ts';
import { jsonOf, postJson, problemOf, walkPages } from '../support/contract.ts';

const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The API as a caller whose plan reaches back ten years. */
const asPartner = (): Call => {
  const caller = { plan: 'partner', historyDays: 3650 };
  const routes = ROUTES.map((r) => ({ ...r, handler: (ctx: Ctx) => r.handler({ ...ctx, caller }) }));
  const app = createApp({ deps: testDeps, routes });
  return (path, init) => app(new Request(`http://test.local${path}`, init));
};
const partner = asPartner();

const lineAsOf = async (call: Call, htsno: string, asOf: string) =>
  jsonOf(await call(`/v1/tariffs/${htsno}?asOf=${asOf}`), 200, TariffLineAsOfResponse, `${htsno} as of ${asOf}`);

const historyOf = async (call: Call, htsno: string, query = 'limit=200') =>
  jsonOf(await call(`/v1/tariffs/${htsno}/history?${query}`), 200, LineHistoryResponse, `history of ${htsno}`);

describe('a line as of a date, on the archive', () => {
  it('9903.01.63 was +34% (rev 7, 2025-04-02), +84% (rev 8), +125% (rev 9) and +34% again (rev 12); absent before rev 7', async () => {
    const cases: [string, string, string][] = [
      ['2025-04-02', '2025HTSRev7', '+ 34%'],
      ['2025-04-03', '2025HTSRev8', '+ 84%'],
      ['2025-04-04', '2025HTSRev8', '+ 84%'],
      ['2025-04-05', '2025HTSRev9', '+ 125%'],
      ['2025-04-14', '2025HTSRev12', '+ 34%'],
    ];
    for (const [date, release, rate] of cases) {
      const line = await lineAsOf(partner, '9903.01.63', date);
      expect(line.asOf).toMatchObject({ date, release });
      expect(line.asOf.publishedOn <= date).toBe(true);
      expect(line.asOf.note).toMatch(/legal effect/);
      expect(line.general.text.endsWith(rate), `${date}: ${line.general.text}`).toBe(true);
    }
    const before = await problemOf(await partner('/v1/tariffs/9903.01.63?asOf=2025-04-01'), 404);
    expect(before.detail).toContain('2025HTSRev6');
  });

  it('0201.30.50.85 existed through 2025, is found as of then, and is gone from the current schedule', async () => {
    const then = await lineAsOf(partner, '0201.30.50.85', '2025-06-01');
    expect(then.htsno).toBe('0201.30.50.85');
    expect(then.descriptionPath.length).toBeGreaterThan(1);
    expect(then.general.text).not.toBe('');
    await problemOf(await partner('/v1/tariffs/0201.30.50.85'), 404);
    const history = await historyOf(partner, '0201.30.50.85');
    expect(history.items[0]).toMatchObject({ revision: '2025_basic', change: 'held' });
    const removed = history.items.at(-1)!;
    expect(removed).toMatchObject({ change: 'removed', state: null });
    await problemOf(await partner(`/v1/tariffs/0201.30.50.85?asOf=${removed.date}`), 404);
  });

  it("Korea's 1.7% special rate on 0201.10.50 became Free in the 2026 Basic edition", async () => {
    const before = await lineAsOf(partner, '0201.10.50.10', '2025-12-01');
    const after = await lineAsOf(partner, '0201.10.50.10', '2026-11-01');
    const kr = (l: z.infer<typeof TariffLineAsOfResponse>) => l.parsedSpecial?.groups.find((g) => g.programmes.includes('KR'));
    expect(before.special.text).toMatch(/1\.7%.*\bKR\b/);
    expect(kr(before)?.rate.text).toBe('1.7%');
    expect(kr(after)?.rate.text ?? 'Free').toMatch(/Free/);
    expect(after.special.text).not.toMatch(/1\.7%[^)]*\bKR\b/);
    const history = await historyOf(partner, '0201.10.50');
    const basic2026 = history.items.find((e) => e.revision === '2026_basic');
    expect(basic2026?.fields?.find((f) => f.field === 'special')).toBeTruthy();
  });

  it('a line answered as of a date names its chapter 99 headings with their texts and rates as they stood then', async () => {
    const line = await lineAsOf(partner, '2204.21.50.05', '2025-04-03');
    expect(line.chapter99.length).toBeGreaterThan(0);
    expect(line.chapter99Headings.map((h) => h.htsno)).toEqual(line.chapter99);
    for (const heading of line.chapter99Headings) {
      if (!heading.found) continue;
      const own = await lineAsOf(partner, heading.htsno, '2025-04-03');
      expect(heading).toMatchObject({ description: own.description, general: own.general.text });
    }
  });

  it('without asOf nothing changes: the answer is the current line, byte for byte as before', async () => {
    const plain = await partner('/v1/tariffs/2204.21.50.05');
    const body = await jsonOf(plain, 200, TariffLineResponse);
    expect(body).not.toHaveProperty('asOf');
    expect(body).not.toHaveProperty('chapter99Headings');
  });

  it('a line not yet created on the date is a 404; a prefix of several lines is a 409 of that revision', async () => {
    const { groups, revisions } = await testDeps.changes();
    let checked = 0;
    // Lines added by a revision and never held before it, newest revisions first.
    for (const group of [...groups].reverse()) {
      const at = revisions.findIndex((r) => r.id === group.revision);
      const previous = revisions[at - 1]!;
      for (const change of expandChanges(group).filter((c) => c.change === 'added').slice(0, 5)) {
        const history = await historyOf(partner, change.htsno);
        if (history.items[0]?.change !== 'added' || history.items[0].revision !== group.revision) continue;
        // The day before its revision was published: the previous revision is in force and has no such line.
        if (previous.publishedOn === revisions[at]!.publishedOn) continue;
        await problemOf(await partner(`/v1/tariffs/${change.htsno}?asOf=${previous.publishedOn}`), 404);
        const line = await lineAsOf(partner, change.htsno, revisions[at]!.publishedOn);
        expect(line.htsno).toBe(change.htsno);
        checked += 1;
      }
      if (checked >= 5) break;
    }
    expect(checked).toBeGreaterThan(0);
    const ambiguous = await problemOf(await partner('/v1/tariffs/0201?asOf=2025-04-03'), 409);
    expect(ambiguous).toMatchObject({ asOf: { release: '2025HTSRev8' } });
    expect(ambiguous.total).toEqual(expect.any(Number));
    expect(Number(ambiguous.total)).toBeGreaterThan(1);
  });

  it('an estimate as of a date uses that revision: its rate, its chapter 99 candidates, and names it', async () => {
    const body = { htsno: '2204.21.50.05', customsValueUsd: 1000, litres: 100, countryOfOrigin: 'CN', asOf: '2025-04-05' };
    const estimate = await jsonOf(await postJson(partner, '/v1/duty-estimate', body), 200, DutyEstimate);
    expect(estimate.asOf).toMatchObject({ date: '2025-04-05', release: '2025HTSRev9' });
    const line = await lineAsOf(partner, '2204.21.50.05', '2025-04-05');
    expect(estimate.rate).toBe(line.general.text);
    const candidates = estimate.chapter99Candidates.map((c) => c.heading);
    expect(candidates.length).toBeGreaterThan(0);
    // Every candidate the schedule links is read from that revision; one only the law reaches (a note's list, a country
    // group) may be in force by law before the schedule held its text.
    for (const c of estimate.chapter99Candidates.filter((x) => x.linkedBy.by !== 'note-list' && x.linkedBy.measure === undefined)) {
      const heading = await lineAsOf(partner, c.heading, '2025-04-05');
      expect(c.rate).toBe(heading.general.text);
    }
    const today = await jsonOf(await postJson(partner, '/v1/duty-estimate', { ...body, asOf: undefined }), 200, DutyEstimate);
    expect(today).not.toHaveProperty('asOf');
  });
});

describe('history of a line', () => {
  it('lists exactly the change feed records of that line, each with the state after', async () => {
    const { groups } = await testDeps.changes();
    const feed = groups.flatMap((g) => expandChanges(g)).filter((c) => c.htsno === '9903.01.63');
    const history = await historyOf(partner, '9903.01.63');
    expect(feed.length).toBeGreaterThan(3);
    expect(history.items.map((e) => ({ revision: e.revision, change: e.change, fields: e.fields }))).toEqual(
      feed.map((c) => ({ revision: c.revision, change: c.change, fields: c.fields })),
    );
    expect(history.items.map((e) => e.state?.general.replace(/^.*\+ /, '+'))).toEqual(
      expect.arrayContaining(['+34%', '+84%', '+125%']),
    );
  });

  it('pages with limit and cursor, every entry once', async () => {
    const all = await historyOf(partner, '9903.01.63');
    const walked = await walkPages(partner, '/v1/tariffs/9903.01.63/history', 'limit=2', LineHistoryResponse);
    expect(walked.items).toEqual(all.items);
    expect(walked.pages).toBe(Math.ceil(all.total / 2));
  });

  it('a number never in the archive is 404, a malformed one 400', async () => {
    await problemOf(await partner('/v1/tariffs/0101.99.99.99/history'), 404);
    await problemOf(await partner('/v1/tariffs/01x/history'), 400);
    await problemOf(await partner('/v1/tariffs/0201.30.50.85/history?limit=0'), 400);
    await problemOf(await partner('/v1/tariffs/0201.30.50.85/history?since=2025-01-01'), 400);
  });
});

describe.each(TARGETS)('asOf boundaries for the anonymous plan (%s)', (_name, call) => {
  const today = Date.now();
  const inWindow = dayOf(today - 30 * DAY);
  const beyond = dayOf(today - 400 * DAY);

  it('200 within the window, naming the revision; 402 beyond it; 422 before the archive; 400 malformed or twice', async () => {
    const line = await lineAsOf(call, '2204.21.50.05', inWindow);
    expect(line.asOf.date).toBe(inWindow);
    const paid = await problemOf(await call(`/v1/tariffs/2204.21.50.05?asOf=${beyond}`), 402);
    expect(paid).toMatchObject({ plan: 'anonymous', historyDays: 365, asOf: beyond });
    const early = await problemOf(await call('/v1/tariffs/2204.21.50.05?asOf=2024-12-31'), 422);
    expect(early).toMatchObject({ retentionStartedOn: '2025-01-01' });
    for (const bad of ['2025-02-30', '2025-4-5', 'yesterday', '']) await problemOf(await call(`/v1/tariffs/2204.21.50.05?asOf=${bad}`), 400);
    await problemOf(await call(`/v1/tariffs/2204.21.50.05?asOf=${inWindow}&asOf=${inWindow}`), 400);
  });

  it('the estimate takes the same boundaries', async () => {
    const body = { htsno: '2204.21.50.05', customsValueUsd: 1000, litres: 100 };
    const ok = await jsonOf(await postJson(call, '/v1/duty-estimate', { ...body, asOf: inWindow }), 200, DutyEstimate);
    expect(ok.asOf?.date).toBe(inWindow);
    await problemOf(await postJson(call, '/v1/duty-estimate', { ...body, asOf: beyond }), 402);
    await problemOf(await postJson(call, '/v1/duty-estimate', { ...body, asOf: '2024-06-30' }), 422);
    await problemOf(await postJson(call, '/v1/duty-estimate', { ...body, asOf: '30/06/2025' }), 400);
  });

  it("history leaves out entries before the plan's window and counts them", async () => {
    const history = await historyOf(call, '9903.01.63');
    const full = await historyOf(partner, '9903.01.63');
    expect(history.window).toMatchObject({ plan: 'anonymous', historyDays: 365 });
    expect(history.items.every((e) => e.date >= history.window.oldestSince)).toBe(true);
    expect(history.total + history.omittedBeforeWindow).toBe(full.total);
    expect(history.omittedBeforeWindow).toBeGreaterThan(0);
  });
});
