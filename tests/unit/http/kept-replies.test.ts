/**
 * Kept replies (src/http/kept-replies.ts): a repeated lookup, search or estimate is answered from the reply and the
 * bytes kept at its second ask. Every kept answer must be the bytes a fresh app (nothing kept) answers for the same
 * request, caller and day; never another query's, caller's or day's; and its ETag must be that of its bytes.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Caller, Clock } from '../../../src/app/caller.ts';
import { createApp } from '../../../src/http/app.ts';
import type { Reply } from '../../../src/http/context.ts';
import { ASKED_ONCE, isKeptBody, KEPT_REPLY_BYTES, keptReply } from '../../../src/http/kept-replies.ts';
import { createFixtureDeps, type FixtureDeps } from '../../support/fixture-deps.ts';
import { fixtureRoutes } from '../../support/fixture-app.ts';
import { deprecatedVersions } from '../../support/deprecated-versions.ts';

const WINE = '2204.21.50.05';
const day = (iso: string): Clock => () => new Date(`${iso}T12:00:00Z`);
const partner: Caller = { plan: 'partner', historyDays: 3650 };

const appOn = (deps: FixtureDeps, options: { now?: Clock; caller?: Caller; deprecated?: boolean } = {}) => {
  const app = createApp({
    deps,
    routes: fixtureRoutes({ now: options.now ?? day('2026-11-22'), ...(options.caller ? { caller: options.caller } : {}) }),
    ...(options.deprecated ? { contractVersions: deprecatedVersions() } : {}),
  });
  return (path: string, init?: RequestInit) => app(new Request(`http://test.local${path}`, init));
};
type Call = ReturnType<typeof appOn>;

const estimateInit = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/** Status, bytes and ETag of an answer. */
const read = async (res: Response) => ({ status: res.status, text: await res.text(), etag: res.headers.get('ETag') });

const etagOf = (text: string) => `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;

/** Asked three times on one app (made, then kept, then answered from what was kept): each the bytes of a fresh app's answer. */
const keptMatchesFresh = async (kept: Call, fresh: () => Call, path: string, init?: () => RequestInit) => {
  const answers = [];
  for (let i = 0; i < 3; i++) answers.push(await read(await kept(path, init?.())));
  const expected = await read(await fresh()(path, init?.()));
  for (const a of answers) expect(a).toEqual(expected);
  if (expected.etag !== null) expect(expected.etag).toBe(etagOf(expected.text));
  return expected;
};

describe('keptReply', () => {
  const json = (n: number): Reply => ({ kind: 'json', status: 200, body: { n } });

  it('keeps a 200 from its second ask, then answers it without making it again', async () => {
    const deps = createFixtureDeps();
    let made = 0;
    const make = () => (made++, json(made));
    const first = await keptReply(deps, 'k', 'a', make);
    const second = await keptReply(deps, 'k', 'a', make);
    const third = await keptReply(deps, 'k', 'a', make);
    expect(made).toBe(2);
    expect(third).toBe(second);
    expect(first).not.toBe(second);
    expect(isKeptBody((second as { body: object }).body)).toBe(true);
    expect(isKeptBody((first as { body: object }).body)).toBe(false);
  });

  it('never answers one key with another key, kind or Deps', async () => {
    const deps = createFixtureDeps();
    const other = createFixtureDeps();
    for (let i = 0; i < 2; i++) await keptReply(deps, 'k', 'a', () => json(1));
    expect(await keptReply(deps, 'k', 'b', () => json(2))).toEqual(json(2));
    expect(await keptReply(deps, 'j', 'a', () => json(3))).toEqual(json(3));
    expect(await keptReply(other, 'k', 'a', () => json(4))).toEqual(json(4));
    expect(await keptReply(deps, 'k', 'a', () => json(5))).toEqual(json(1));
  });

  it('never keeps a problem, a streamed answer, one refused by keepIf, or one heavier than the budget', async () => {
    const deps = createFixtureDeps();
    const cases: [string, () => Reply, ((r: Extract<Reply, { kind: 'json' }>) => boolean)?][] = [
      ['problem', () => ({ kind: 'problem', status: 404, slug: 'not-found' })],
      ['created', () => ({ kind: 'json', status: 201, body: {} })],
      ['streamed', () => ({ kind: 'json', status: 200, body: { items: [] }, streamArray: 'items' })],
      ['refused', () => json(1), () => false],
      ['heavy', () => ({ kind: 'json', status: 200, body: { s: 'x'.repeat(KEPT_REPLY_BYTES) } })],
    ];
    for (const [key, reply, keepIf] of cases) {
      let made = 0;
      for (let i = 0; i < 3; i++) await keptReply(deps, 'k', key, () => (made++, reply()), keepIf);
      expect(made, key).toBe(3);
    }
  });

  it('forgets the keys asked once past ASKED_ONCE, so a flood of one-off keys holds nothing', async () => {
    const deps = createFixtureDeps();
    await keptReply(deps, 'k', 'first', () => json(0));
    for (let i = 0; i < ASKED_ONCE; i++) await keptReply(deps, 'k', `one-off ${i}`, () => json(i));
    let made = 0;
    await keptReply(deps, 'k', 'first', () => (made++, json(0)));
    await keptReply(deps, 'k', 'first', () => (made++, json(0)));
    expect(made).toBe(2);
  });
});

describe('kept answers through the app', () => {
  const deps = createFixtureDeps({ archive: true });
  const app = appOn(deps);
  const fresh = () => appOn(createFixtureDeps({ archive: true }));

  it('a lookup: the same bytes and ETag as a fresh answer, a 304 and a HEAD on the kept ETag, another number its own', async () => {
    const wine = await keptMatchesFresh(app, fresh, `/v1/tariffs/${WINE}`);
    expect(wine.status).toBe(200);
    expect(JSON.parse(wine.text).htsno).toBe(WINE);
    const revalidated = await app(`/v1/tariffs/${WINE}`, { headers: { 'If-None-Match': wine.etag! } });
    expect(revalidated.status).toBe(304);
    expect(await read(await app(`/v1/tariffs/${WINE}`, { method: 'HEAD' }))).toEqual({ status: 200, text: '', etag: wine.etag });
    const other = await keptMatchesFresh(app, fresh, '/v1/tariffs/2204.10.00.75');
    expect(other.text).not.toBe(wine.text);
    expect(other.etag).not.toBe(wine.etag);
    // Refusals are made each time and stay what they were.
    expect((await keptMatchesFresh(app, fresh, '/v1/tariffs/2204.21')).status).toBe(409);
  });

  it('a lookup with asOf reads the caller: never kept across callers', async () => {
    const path = `/v1/tariffs/${WINE}?asOf=2025-06-01`;
    const asPartner = appOn(deps, { caller: partner });
    for (let i = 0; i < 3; i++) {
      expect((await app(path)).status).toBe(402);
      expect((await asPartner(path)).status).toBe(200);
    }
  });

  it('searches: each query string its own bytes, a cursor page its own', async () => {
    const first = await keptMatchesFresh(app, fresh, '/v1/tariffs?q=wine&limit=1');
    const cursor = JSON.parse(first.text).nextCursor as string;
    expect(cursor).toEqual(expect.any(String));
    const next = await keptMatchesFresh(app, fresh, `/v1/tariffs?q=wine&limit=1&cursor=${encodeURIComponent(cursor)}`);
    expect(next.text).not.toBe(first.text);
    expect((await keptMatchesFresh(app, fresh, '/v1/tariffs?q=sparkling%20wine&limit=1')).text).not.toBe(first.text);
    const headings = await keptMatchesFresh(app, fresh, '/v1/headings?q=wine');
    expect(headings.status).toBe(200);
    expect((await keptMatchesFresh(app, fresh, '/v1/headings?q=milk')).text).not.toBe(headings.text);
  });

  it('an estimate: kept per body and per entry date, each the bytes a fresh app answers that day', async () => {
    const body = { htsno: WINE, customsValueUsd: 5000, litres: 750 };
    const onDay = (iso: string) => appOn(deps, { now: day(iso) });
    const freshOn = (iso: string) => () => appOn(createFixtureDeps({ archive: true }), { now: day(iso) });
    const today = await keptMatchesFresh(onDay('2026-11-22'), freshOn('2026-11-22'), '/v1/duty-estimate', () => estimateInit(body));
    expect(today.status).toBe(200);
    expect(today.etag).toBeNull();
    // The same body on another day is made again for that day (its entry date), whatever was kept the day before.
    const other = await keptMatchesFresh(onDay('2027-03-01'), freshOn('2027-03-01'), '/v1/duty-estimate', () => estimateInit(body));
    expect(other.status).toBe(200);
    const another = await keptMatchesFresh(onDay('2026-11-22'), freshOn('2026-11-22'), '/v1/duty-estimate', () => estimateInit({ ...body, customsValueUsd: 6000 }));
    expect(another.text).not.toBe(today.text);
  });

  it('an estimate with asOf reads the caller: never kept across callers', async () => {
    const init = () => estimateInit({ htsno: WINE, customsValueUsd: 5000, litres: 750, asOf: '2025-06-01' });
    const asPartner = appOn(deps, { caller: partner });
    for (let i = 0; i < 3; i++) {
      expect((await app('/v1/duty-estimate', init())).status).toBe(402);
      expect((await asPartner('/v1/duty-estimate', init())).status).toBe(200);
    }
  });

  it('a deprecated version still carries its block on a kept reply, and the current one does not', async () => {
    const deprecated = appOn(deps, { deprecated: true });
    for (let i = 0; i < 3; i++) {
      expect(JSON.parse(await (await app(`/v1/tariffs/${WINE}`)).text())).not.toHaveProperty('deprecation');
      const marked = await read(await deprecated(`/v1/tariffs/${WINE}`));
      expect(JSON.parse(marked.text)).toHaveProperty('deprecation');
      expect(marked.etag).toBe(etagOf(marked.text));
    }
  });
});
