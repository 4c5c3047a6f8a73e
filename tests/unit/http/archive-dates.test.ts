/**
 * The schedule through time at the HTTP edge, on the fixture app's three-revision archive (tests/support/
 * fixture-deps.ts: 2025 basic with 2204.21.50 at 7.3¢/liter, 2026 basic with a line the current revision removes,
 * 2026 rev 10) and a pinned clock: asOf on a lookup and an estimate, a line's history and /v1/changes, each
 * boundary with its whole problem document (the members and their order are the contract's).
 */
import { describe, expect, it } from 'vitest';
import { PROBLEM_TITLES } from '../../../src/app/problem-of.ts';
import { DutyEstimate } from '../../../src/lib/schema/duty-estimate.ts';
import { LineHistoryResponse, TariffLineAsOfResponse } from '../../../src/lib/schema/line-history.ts';
import { ChangesPage } from '../../../src/lib/schema/reference-responses.ts';
import { jsonOf, postJson, problemOf } from '../../support/contract.ts';
import { createFixtureDeps, FIXTURE_ARCHIVE } from '../../support/fixture-deps.ts';
import { fixtureCall } from '../../support/fixture-app.ts';

const now = () => new Date('2026-11-22T12:00:00Z');
// The anonymous plan reaches back 365 days: to 2025-11-22 on the pinned day.
const anonymous = fixtureCall({ now });
const partner = fixtureCall({ now, caller: { plan: 'partner', historyDays: 3650 } });
const WINE = '2204.21.50.05';

/** A problem's members in the order the answer carries them, without the dataset versions. */
const members = async (res: Response, status: number) => {
  const body = (await problemOf(res, status)) as Record<string, unknown>;
  const { datasetVersions, ...rest } = body;
  expect(Object.keys(datasetVersions as object).sort()).toEqual(['changes', 'countries', 'customs-rules', 'hts', 'notices', 'ports']);
  return rest;
};
const titled = (slug: keyof typeof PROBLEM_TITLES) => ({ type: `/problems/${slug}`, title: PROBLEM_TITLES[slug] });

describe('a line as of a date', () => {
  it('answers from the revision in force, naming it, with the rates of then', async () => {
    const now26 = await jsonOf(await anonymous(`/v1/tariffs/${WINE}?asOf=2026-02-01`), 200, TariffLineAsOfResponse);
    expect(now26.asOf).toMatchObject({ date: '2026-02-01', revision: '2026_basic', release: '2026HTSBasic', publishedOn: '2026-01-01' });
    expect(now26.general.text).toBe('6.3¢/liter');
    const then = await jsonOf(await partner(`/v1/tariffs/${WINE}?asOf=2025-06-01`), 200, TariffLineAsOfResponse);
    expect(then.asOf).toMatchObject({ revision: FIXTURE_ARCHIVE.first.id, publishedOn: '2025-01-01' });
    expect(then.general.text).toBe(FIXTURE_ARCHIVE.oldWineRate);
    expect(then.chapter99Headings.map((h) => h.htsno)).toEqual(then.chapter99);
  });

  it('402 beyond the anonymous window, every member in order', async () => {
    const res = await anonymous(`/v1/tariffs/${WINE}?asOf=2025-06-01`);
    expect(Object.entries(await members(res, 402))).toEqual(
      Object.entries({
        ...titled('payment-required'),
        status: 402,
        detail: 'The anonymous plan reaches back 365 days, to 2025-11-22; asOf is 2025-06-01',
        instance: `/v1/tariffs/${WINE}`,
        plan: 'anonymous',
        historyDays: 365,
        oldestSince: '2025-11-22',
        asOf: '2025-06-01',
        plans: '/v1/plans',
      }),
    );
    expect((await anonymous(`/v1/tariffs/${WINE}?asOf=2025-11-22`)).status).toBe(200);
  });

  it('422 before the archive whatever the plan; 400 for a malformed date or two', async () => {
    expect(Object.entries(await members(await partner(`/v1/tariffs/${WINE}?asOf=2024-12-31`), 422))).toEqual(
      Object.entries({
        ...titled('unprocessable'),
        status: 422,
        detail: 'The archive starts with 2025HTSBasic, published 2025-01-01; asOf is 2024-12-31',
        instance: `/v1/tariffs/${WINE}`,
        retentionStartedOn: '2025-01-01',
        asOf: '2024-12-31',
      }),
    );
    expect(await members(await anonymous(`/v1/tariffs/${WINE}?asOf=2025-13-01`), 400)).toEqual({
      ...titled('bad-request'),
      status: 400,
      detail: 'asOf: a calendar date, YYYY-MM-DD, e.g. 2025-04-05',
      instance: `/v1/tariffs/${WINE}`,
      errors: [{ field: 'asOf', message: 'a calendar date, YYYY-MM-DD' }],
    });
    expect(await members(await anonymous(`/v1/tariffs/${WINE}?asOf=2026-02-01&asOf=2026-03-01`), 400)).toMatchObject({
      detail: 'asOf: give one date',
      errors: [{ field: 'asOf', message: 'given more than once' }],
    });
  });

  it('a line not yet created is a 404 naming the revision; one removed since is found then, not now', async () => {
    expect(await members(await partner(`/v1/tariffs/${FIXTURE_ARCHIVE.added}?asOf=2025-06-01`), 404)).toMatchObject({
      detail: `No line of 2025HTSBasic (in force on 2025-06-01) starts with ${FIXTURE_ARCHIVE.added}`,
      asOf: { date: '2025-06-01', revision: '2025_basic' },
    });
    expect((await anonymous(`/v1/tariffs/${FIXTURE_ARCHIVE.removed}?asOf=2026-02-01`)).status).toBe(200);
    expect(await members(await anonymous(`/v1/tariffs/${FIXTURE_ARCHIVE.removed}`), 404)).toEqual({
      ...titled('not-found'),
      status: 404,
      detail: `No line of 2026HTSRev10 starts with ${FIXTURE_ARCHIVE.removed}`,
      instance: `/v1/tariffs/${FIXTURE_ARCHIVE.removed}`,
    });
  });

  it('a prefix of several lines of that revision is a 409 naming it, with the list query of today', async () => {
    const p = await members(await anonymous('/v1/tariffs/2204.21?asOf=2026-02-01'), 409);
    expect(p).toMatchObject({ detail: '4 lines of 2026HTSBasic start with this number; choose one', total: 4, listQuery: '/v1/tariffs?htsno=220421', asOf: { revision: '2026_basic' } });
    expect(Object.keys(p)).toEqual(['type', 'title', 'status', 'detail', 'instance', 'candidates', 'total', 'listQuery', 'asOf']);
  });

  it('a build without the archive answers 503, never the current schedule as history', async () => {
    const bare = fixtureCall({ now, deps: createFixtureDeps({ archive: false }) });
    expect(await members(await bare(`/v1/tariffs/${WINE}?asOf=2026-02-01`), 503)).toEqual({
      ...titled('unavailable'),
      status: 503,
      detail: 'This build holds no revision archive',
      instance: `/v1/tariffs/${WINE}`,
    });
    expect((await members(await bare('/v1/changes?since=2026-01-01'), 503)).detail).toBe('This build holds no revision archive, so no change can be reported');
  });
});

describe('an estimate as of a date', () => {
  const body = { htsno: WINE, customsValueUsd: 1000, litres: 100 };
  it('prices at the rate of then, names the revision and carries the parsed rate it used', async () => {
    const then = await jsonOf(await postJson(partner, '/v1/duty-estimate', { ...body, asOf: '2025-06-01' }), 200, DutyEstimate);
    expect(then).toMatchObject({ rate: FIXTURE_ARCHIVE.oldWineRate, dutyUsd: 7.3, asOf: { revision: '2025_basic' }, parsedRate: { text: FIXTURE_ARCHIVE.oldWineRate, kind: 'specific' } });
    const today = await jsonOf(await postJson(anonymous, '/v1/duty-estimate', body), 200, DutyEstimate);
    expect(today).toMatchObject({ rate: '6.3¢/liter', dutyUsd: 6.3, parsedRate: { text: '6.3¢/liter' } });
    expect(today.asOf).toBeUndefined();
  });

  it('takes the same boundaries, named by the field', async () => {
    expect(await members(await postJson(anonymous, '/v1/duty-estimate', { ...body, asOf: '2025-06-01' }), 402)).toMatchObject({ asOf: '2025-06-01', oldestSince: '2025-11-22' });
    expect(await members(await postJson(partner, '/v1/duty-estimate', { ...body, asOf: '2024-06-01' }), 422)).toMatchObject({ retentionStartedOn: '2025-01-01', asOf: '2024-06-01' });
    expect(await members(await postJson(partner, '/v1/duty-estimate', { ...body, htsno: FIXTURE_ARCHIVE.added, asOf: '2025-06-01' }), 404)).toMatchObject({
      detail: `htsno: no line of 2025HTSBasic (in force on 2025-06-01) starts with ${FIXTURE_ARCHIVE.added}`,
      asOf: { revision: '2025_basic' },
    });
  });
});

describe("a line's history", () => {
  it('lists the revisions that changed the line, leaving out and counting those before the window', async () => {
    const all = await jsonOf(await partner('/v1/tariffs/2204.21.50/history'), 200, LineHistoryResponse);
    expect(all.items.map((e) => [e.revision, e.change])).toEqual([
      ['2025_basic', 'held'],
      ['2026_basic', 'modified'],
    ]);
    expect(all.items[1]!.fields).toEqual([{ field: 'general', before: FIXTURE_ARCHIVE.oldWineRate, after: '6.3¢/liter' }]);
    expect(all).toMatchObject({ omittedBeforeWindow: 0, window: { plan: 'partner', historyDays: 3650 } });
    const recent = await jsonOf(await anonymous('/v1/tariffs/2204.21.50/history'), 200, LineHistoryResponse);
    expect(recent.items.map((e) => e.revision)).toEqual(['2026_basic']);
    expect(recent).toMatchObject({ total: 1, omittedBeforeWindow: 1, window: { plan: 'anonymous', oldestSince: '2025-11-22' } });
    const removed = await jsonOf(await partner(`/v1/tariffs/${FIXTURE_ARCHIVE.removed}/history`), 200, LineHistoryResponse);
    expect(removed.items.map((e) => e.change)).toEqual(['added', 'removed']);
  });

  it('pages with limit and a cursor bound to its query', async () => {
    const first = await jsonOf(await partner('/v1/tariffs/2204.21.50/history?limit=1'), 200, LineHistoryResponse);
    expect(first.items).toHaveLength(1);
    const next = await jsonOf(await partner(`/v1/tariffs/2204.21.50/history?limit=1&cursor=${encodeURIComponent(first.nextCursor!)}`), 200, LineHistoryResponse);
    expect(next).toMatchObject({ nextCursor: null, items: [{ revision: '2026_basic' }] });
    const stale = await members(await partner(`/v1/tariffs/2204.21.50.05/history?cursor=${encodeURIComponent(first.nextCursor!)}`), 400);
    expect(stale.errors).toEqual([{ field: 'cursor', message: 'not issued for this query, or the data has since changed; start again without it' }]);
  });

  it('404 for a number no revision had, 400 for one that is not a number', async () => {
    expect(await members(await anonymous('/v1/tariffs/9999.99.99.99/history'), 404)).toEqual({
      ...titled('not-found'),
      status: 404,
      detail: "No archived revision has a line numbered 9999.99.99.99; history is kept per line, so give a whole line's number (see /v1/tariffs?htsno=9999999999)",
      instance: '/v1/tariffs/9999.99.99.99/history',
    });
    expect(await members(await anonymous('/v1/tariffs/wine/history'), 400)).toEqual({
      ...titled('bad-request'),
      status: 400,
      detail: 'htsno: a tariff number is 2 to 10 digits, dots optional, e.g. 0201.30.50.85',
      instance: '/v1/tariffs/wine/history',
      errors: [{ field: 'htsno', message: 'a tariff number is 2 to 10 digits, dots optional, e.g. 0201.30.50.85' }],
    });
  });
});

describe('/v1/changes', () => {
  it('answers the changes published since the day, within the window', async () => {
    const page = await jsonOf(await anonymous('/v1/changes?since=2025-12-01T00:00:00Z&limit=50'), 200, ChangesPage);
    expect(page.items.map((c) => [c.revision, c.htsno, c.change]).sort()).toEqual(
      [
        ['2026_basic', '0101.30.00.00', 'added'],
        ['2026_basic', FIXTURE_ARCHIVE.removed, 'added'],
        ['2026_basic', '2204.21.50', 'modified'],
        ['2026_rev_10', FIXTURE_ARCHIVE.removed, 'removed'],
      ].sort(),
    );
  });

  it('422 before retention, 402 beyond the window, as /v1/changes has always said them', async () => {
    expect(Object.entries(await members(await partner('/v1/changes?since=2024-12-31T00:00:00Z'), 422))).toEqual(
      Object.entries({
        ...titled('unprocessable'),
        status: 422,
        detail: 'History is retained from 2025-01-01 (2025HTSBasic); since falls on 2024-12-31',
        instance: '/v1/changes',
        retentionStartedOn: '2025-01-01',
        sinceDay: '2024-12-31',
      }),
    );
    expect(Object.entries(await members(await anonymous('/v1/changes?since=2025-06-01T00:00:00Z'), 402))).toEqual(
      Object.entries({
        ...titled('payment-required'),
        status: 402,
        detail: 'The anonymous plan reaches back 365 days, to 2025-11-22; since falls on 2025-06-01',
        instance: '/v1/changes',
        plan: 'anonymous',
        historyDays: 365,
        oldestSince: '2025-11-22',
        sinceDay: '2025-06-01',
        plans: '/v1/plans',
      }),
    );
    const bad = await members(await anonymous('/v1/changes?since=yesterday'), 400);
    expect(bad.errors).toEqual([{ field: 'since', message: expect.stringContaining('RFC 3339') }]);
    expect(bad.detail).toBe(`since: ${(bad.errors as { message: string }[])[0]!.message}`);
  });
});
