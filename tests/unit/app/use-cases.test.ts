/**
 * The use cases (src/app) called as a page or a tool server calls them, on the fixture app's data: each answers
 * or returns one failure of the shared union, and problemOf maps every kind to the problem the API has always
 * answered. No HTTP here.
 */
import { describe, expect, it } from 'vitest';
import { estimate } from '../../../src/app/estimate.ts';
import { estimateBatch } from '../../../src/app/estimate-batch.ts';
import type { Failure } from '../../../src/app/failure.ts';
import { invalidDetails } from '../../../src/app/failure.ts';
import { lineAsOf, lineLookup } from '../../../src/app/line-lookup.ts';
import { lineHistory } from '../../../src/app/line-history.ts';
import { archiveSpan, lineTimeline } from '../../../src/app/line-timeline.ts';
import { problemOf } from '../../../src/app/problem-of.ts';
import { resolveAsOf } from '../../../src/app/resolve-as-of.ts';
import { readBatchCsv } from '../../../src/lib/estimate/read-batch.ts';
import { createFixtureDeps, FIXTURE_ARCHIVE } from '../../support/fixture-deps.ts';
import { fixtureLine } from '../../support/schedule-fixture.ts';

const deps = createFixtureDeps();
const clock = () => new Date('2026-11-22T12:00:00Z');
const partner = { plan: 'partner', historyDays: 3650 };
const failure = (outcome: { ok: boolean; error?: Failure }): Failure => {
  if (outcome.ok) throw new Error('expected a failure');
  return outcome.error!;
};

describe('estimate', () => {
  it('answers the estimate and the parsed rate of the column it used, general or other', async () => {
    const wine = fixtureLine('2204.21.50.05');
    const general = await estimate(deps, { htsno: '2204.21.50.05', customsValueUsd: 3000, litres: 750 });
    expect(general.ok && general.value).toMatchObject({ dutyUsd: 47.25, column: 'general', parsedRate: wine.parsed });
    const other = await estimate(deps, { htsno: '2204.21.50.05', customsValueUsd: 3000, litres: 750, column2: true });
    expect(other.ok && other.value).toMatchObject({ column: 'other', parsedRate: wine.parsedOther });
  });

  it('fails with one kind of the union for each way a request cannot be answered', async () => {
    expect(failure(await estimate(deps, {}))).toMatchObject({ kind: 'invalid', errors: [{ field: 'htsno' }, { field: 'customsValueUsd' }] });
    expect(failure(await estimate(deps, { htsno: '2204.21.50.05', customsValueUsd: 1, countryOfOrigin: 'Atlantis' }))).toEqual({
      kind: 'invalid',
      errors: [{ field: 'countryOfOrigin', message: 'unknown country: send an ISO alpha-2 code, a Schedule C code or a name (see /v1/countries)' }],
    });
    expect(failure(await estimate(deps, { htsno: '7777.77', customsValueUsd: 1 }))).toEqual({ kind: 'not-found', detail: 'htsno: no line of the schedule starts with 7777.77' });
    const ambiguous = failure(await estimate(deps, { htsno: '2204.21', customsValueUsd: 1 }));
    expect(ambiguous).toMatchObject({ kind: 'ambiguous', total: 4, listQuery: '/v1/tariffs?htsno=220421' });
    expect(failure(await estimate(deps, { htsno: '2204.21.50.05', customsValueUsd: 1, asOf: '2025-06-01' }, undefined, clock))).toMatchObject({
      kind: 'date-refused',
      reason: 'beyond-window',
      field: 'asOf',
      date: '2025-06-01',
      window: { plan: 'anonymous', historyDays: 365, oldestSince: '2025-11-22' },
    });
    const bare = createFixtureDeps({ archive: false });
    expect(failure(await estimate(bare, { htsno: '2204.21.50.05', customsValueUsd: 1, asOf: '2026-02-01' }))).toEqual({ kind: 'unavailable', detail: 'This build holds no revision archive' });
  });
});

describe('problemOf: the one mapping to problem documents', () => {
  it('maps each kind to its status, type and members, in the order answers carry them', async () => {
    expect(problemOf({ kind: 'invalid', errors: [{ field: 'htsno', message: 'required' }] })).toEqual({
      status: 400,
      slug: 'bad-request',
      detail: 'htsno: required',
      extensions: { errors: [{ field: 'htsno', message: 'required' }] },
    });
    expect(problemOf({ kind: 'invalid', errors: [{ field: 'htsno', message: 'x' }], detail: 'A sentence', listed: false })).toEqual({ status: 400, slug: 'bad-request', detail: 'A sentence' });
    expect(problemOf({ kind: 'not-found', detail: 'none' })).toEqual({ status: 404, slug: 'not-found', detail: 'none' });
    expect(problemOf({ kind: 'unavailable', detail: 'down' })).toEqual({ status: 503, slug: 'unavailable', detail: 'down' });
    const ambiguous = problemOf(failure(await lineLookup(deps, { htsno: '2204.21' })));
    expect(ambiguous).toMatchObject({ status: 409, slug: 'ambiguous' });
    expect(Object.keys(ambiguous.extensions!)).toEqual(['candidates', 'total', 'listQuery']);
    const early = problemOf(failure(await resolveAsOf(deps, { date: '2024-12-31' }, partner, clock)));
    expect(early).toEqual({ status: 422, slug: 'unprocessable', detail: 'The archive starts with 2025HTSBasic, published 2025-01-01; asOf is 2024-12-31', extensions: { retentionStartedOn: '2025-01-01', asOf: '2024-12-31' } });
    const late = problemOf(failure(await resolveAsOf(deps, { date: '2025-06-01', field: 'entryDate' }, undefined, clock)));
    expect(Object.entries(late.extensions!)).toEqual(Object.entries({ plan: 'anonymous', historyDays: 365, oldestSince: '2025-11-22', entryDate: '2025-06-01', plans: '/v1/plans' }));
    expect(late).toMatchObject({ status: 402, slug: 'payment-required', detail: 'The anonymous plan reaches back 365 days, to 2025-11-22; entryDate is 2025-06-01' });
  });

  it('reads "field: message" details into invalid fields', () => {
    expect(invalidDetails(['limit: too big', 'no field here'])).toEqual({
      kind: 'invalid',
      errors: [
        { field: 'limit', message: 'too big' },
        { field: '', message: 'no field here' },
      ],
      detail: 'limit: too big; no field here',
    });
  });
});

describe('lines, their history and their timeline', () => {
  it('lineLookup and lineAsOf answer the line of today and of then', async () => {
    const today = await lineLookup(deps, { htsno: '2204215005' });
    expect(today.ok && today.value.htsno).toBe('2204.21.50.05');
    expect(failure(await lineLookup(deps, { htsno: 'x' }))).toMatchObject({ kind: 'invalid', listed: false, errors: [{ field: 'htsno' }] });
    const then = await lineAsOf(deps, { htsno: '2204.21.50.05', asOf: '2025-06-01' }, partner, clock);
    expect(then.ok && [then.value.asOf.revision, then.value.line.general.text]).toEqual(['2025_basic', FIXTURE_ARCHIVE.oldWineRate]);
  });

  it("lineHistory applies the caller's window; lineTimeline, for the unmetered page, the whole archive", async () => {
    const anonymous = await lineHistory(deps, { htsno: '2204.21.50' }, undefined, clock);
    expect(anonymous.ok && [anonymous.value.entries.length, anonymous.value.omittedBeforeWindow]).toEqual([1, 1]);
    const timeline = await lineTimeline(deps, { htsno: '2204.21.50' });
    expect(timeline.ok && timeline.value.entries.map((e) => e.change)).toEqual(['held', 'modified']);
    expect(timeline.ok && timeline.value.status).toMatchObject({ kind: 'in-schedule' });
    const padded = await lineTimeline(deps, { htsno: '2204.21.50.00' });
    expect(padded.ok && padded.value.htsno).toBe('2204.21.50');
    const removed = await lineTimeline(deps, { htsno: FIXTURE_ARCHIVE.removed });
    expect(removed.ok && [removed.value.status.kind, removed.value.line?.description]).toEqual(['removed', 'Mules (a fixture line)']);
    expect(failure(await lineTimeline(deps, { htsno: '9999.99' })).kind).toBe('not-found');
    expect(failure(await lineTimeline(deps, { htsno: 'wine' })).kind).toBe('invalid');
    expect(await archiveSpan(deps)).toEqual({ first: FIXTURE_ARCHIVE.first, latest: FIXTURE_ARCHIVE.current });
  });
});

describe('estimateBatch', () => {
  it('answers each line as estimate does, a failed line as its problem, with exact totals', async () => {
    const read = readBatchCsv('htsno,customsValueUsd,litres\n2204.21.50.05,3000,750\n7777.77,10,\n101210010,5,\n');
    if (!read.ok) throw new Error(read.error.detail);
    const { lines, totals } = await estimateBatch(deps, read.value);
    const single = await estimate(deps, { htsno: '2204.21.50.05', customsValueUsd: 3000, litres: 750 });
    expect(lines[0]).toEqual({ line: 1, estimate: single.ok && single.value });
    expect(lines[1]).toEqual({ line: 2, problem: { type: '/problems/not-found', title: 'No such resource', status: 404, detail: 'htsno: no line of the schedule starts with 7777.77' } });
    expect(lines[2]).toMatchObject({ line: 3, problem: { status: 400, likelyHtsno: '0101.21.00.10' } });
    expect(totals).toMatchObject({ dutyUsd: 47.25, invalid: 2, complete: false });
  });
});
