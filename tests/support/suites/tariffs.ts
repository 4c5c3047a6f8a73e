/**
 * The HTTP suite of tariffs: run on the fixture app (tests/unit/http/tariffs.test.ts) and on the built
 * function over the real data (tests/contract/tariffs.test.ts). Moved from tests/contract/tariffs.test.ts:
 * /v1/tariffs, /v1/tariffs/{htsno}, /v1/tariffs/release and /v1/chapter99.
 */
import { describe, expect, it } from 'vitest';
import { Chapter99List, ReleaseResponse, TariffLineResponse, TariffList } from '../../../src/lib/schema/api-responses.ts';
import { RATE_KINDS } from '../../../src/lib/schema/rate.ts';
import { listEndpoint, problemOf, walkPages } from '../contract.ts';
import type { Target } from '../target.ts';
import { allLinesOf } from '../target.ts';

export const tariffsSuite = ({ name, call, deps, real }: Target) =>
  describe(`tariffs through the ${name}`, () => {
    const all = () => allLinesOf(deps);
    const { list, badFilter, walk } = listEndpoint(call, '/v1/tariffs', TariffList);

    it('returns the docs/CONTRACT.md 2.3 envelope with a default page of 20 in schedule order', async () => {
      const body = await list('');
      const lines = await all();
      expect(body.total).toBe(lines.length);
      expect(body.items.map((l) => l.htsno)).toEqual(lines.slice(0, 20).map((l) => l.htsno));
      expect(body.htsRelease).toBe('2026HTSRev10');
      expect(body.datasetVersions.hts).toMatch(/^hts-\d{4}\.\d+$/);
      expect(body.licence).not.toBe('');
      expect(body.attribution.length).toBeGreaterThan(0);
      expect(typeof body.nextCursor).toBe('string');
    });

    it('q=sparkling wine finds 2204.10, every token must match, case and punctuation do not matter', async () => {
      const body = await list('q=sparkling%20wine&limit=200');
      expect(body.items.map((l) => l.htsno)).toContain('2204.10.00');
      for (const l of body.items) expect(l.descriptionPath.join(' ').toLowerCase()).toMatch(/sparkling/);
      const loud = await list('q=SPARKLING,%20WINE!&limit=200');
      expect(loud.items.map((l) => l.htsno)).toEqual(body.items.map((l) => l.htsno));
      const none = await list('q=sparkling%20zzzqqq');
      expect(none.total).toBe(0);
    });

    it('htsno filter is a prefix match and dots are optional', async () => {
      const dotted = await list('htsno=2204.21&limit=200');
      const bare = await list('htsno=220421&limit=200');
      expect(dotted.items).toEqual(bare.items);
      expect(dotted.total).toBeGreaterThan(1);
      for (const l of dotted.items) expect(l.digits.startsWith('220421')).toBe(true);
    });

    it('chapter and heading filters; chapter 77 is an empty page, not an error', async () => {
      const ch22 = await list('chapter=22&limit=200');
      expect(ch22.total).toBe((await all()).filter((l) => l.chapter === '22').length);
      const h2204 = await list('heading=2204&limit=200');
      expect(h2204.items.every((l) => l.heading === '2204')).toBe(true);
      const ch77 = await list('chapter=77');
      expect(ch77).toMatchObject({ total: 0, items: [], nextCursor: null });
      const h9999 = await list('heading=9999');
      expect(h9999.total).toBe(0);
    });

    it('programme, unit, classifiable and rateKind filters, combined', async () => {
      const jo = await list('programme=JO&heading=2204&limit=200');
      expect(jo.total).toBeGreaterThan(0);
      for (const l of jo.items) expect(l.parsedSpecial?.groups.some((g) => g.programmes.includes('JO'))).toBe(true);
      const liters = await list('unit=liters&classifiable=true&chapter=22&limit=200');
      expect(liters.total).toBeGreaterThan(0);
      for (const l of liters.items) {
        expect(l.units).toContain('liters');
        expect(l.classifiable).toBe(true);
        expect(l.chapter).toBe('22');
      }
      const notClassifiable = await list('classifiable=false&heading=2204&limit=200');
      expect(notClassifiable.items.every((l) => !l.classifiable)).toBe(true);
      const lines = await all();
      for (const kind of RATE_KINDS) {
        const body = await list(`rateKind=${kind}&limit=1`);
        expect(body.total, kind).toBe(lines.filter((l) => l.rateKind === kind).length);
      }
    });

    it('the refused kinds find the lines the estimator refuses', async () => {
      for (const kind of ['cross-reference', 'sliding-scale', 'note-reference', 'conditional-free', 'apportioned']) {
        const body = await list(`rateKind=${kind}&limit=5`);
        expect(body.total, kind).toBeGreaterThan(0);
        for (const l of body.items) expect(l.rateKind).toBe(kind);
      }
    });

    it('a cursor walk over chapter 84 visits every line exactly once', async () => {
      const want = (await all()).filter((l) => l.chapter === '84').map((l) => l.htsno);
      const seen = (await walk('chapter=84&limit=200')).map((l) => l.htsno);
      expect(seen).toEqual(want);
      expect(new Set(seen).size).toBe(seen.length);
    });

    it('reports every invalid filter, one detail each, and never runs the query unfiltered', async () => {
      const body = await badFilter('chapter=7&heading=22&htsno=abc&rateKind=cheap&classifiable=yes&limit=0&colour=red');
      expect(body.error).toBeTruthy();
      for (const p of ['chapter', 'heading', 'htsno', 'rateKind', 'classifiable', 'limit']) {
        expect(body.details.filter((d) => d.startsWith(`${p}:`)), p).toHaveLength(1);
      }
      expect(body.details.some((d) => d.includes('colour'))).toBe(true);
    });

    it.each([
      ['limit=201', 'limit'],
      ['limit=-1', 'limit'],
      ['limit=1e3', 'limit'],
      ['limit=99999999999999999999', 'limit'],
      ['chapter=22&chapter=23', 'chapter'],
      [`q=${'x'.repeat(300)}`, 'q'],
      ['q=', 'q'],
      ['htsno=%00', 'htsno'],
      ['unit=%00%00', 'unit'],
      ['cursor=forged', 'cursor'],
      ['cursor=MTA.AAAAAAAAAAAAAAAA', 'cursor'],
      ['programme=%E2%9C%93', 'programme'],
    ])('hostile or invalid %s is a 400 naming %s', async (query, param) => {
      const body = await badFilter(query);
      expect(body.details.some((d) => d.startsWith(`${param}:`) || d.includes(param))).toBe(true);
    });

    it('a cursor from one query is refused on another', async () => {
      const first = await list('chapter=22&limit=5');
      const foreign = await badFilter(`chapter=23&limit=5&cursor=${encodeURIComponent(first.nextCursor!)}`);
      expect(foreign.details[0]).toMatch(/^cursor:/);
    });

    it('GET /v1/tariffs/{htsno} finds one line with or without dots and shows where each rate came from', async () => {
      for (const id of ['2204.21.50.05', '2204215005']) {
        const res = await call(`/v1/tariffs/${id}`);
        expect(res.status).toBe(200);
        const line = TariffLineResponse.parse(await res.json());
        expect(line.htsno).toBe('2204.21.50.05');
        expect(line.general).toEqual({ text: '6.3¢/liter', source: '2204.21.50', inherited: true });
        expect(line.inheritedColumns.general).toBe('2204.21.50');
        expect(line.rateKind).toBe('specific');
        expect(line.parsedOk).toBe(true);
        expect(line.chapter99).toContain('9903.88.03');
        expect(line.descriptionPath.at(-1)).toBe('Red');
      }
    });

    it('a prefix matching several lines is a 409 listing every candidate, with their total and the list query', async () => {
      const p = await problemOf(await call('/v1/tariffs/2204.21'), 409);
      const want = (await all()).filter((l) => l.digits.startsWith('220421'));
      expect(p.candidates?.map((c) => c.code)).toEqual(want.map((l) => l.htsno));
      expect(p.candidates?.every((c) => c.description.length > 0)).toBe(true);
      expect(p).toMatchObject({ total: want.length, listQuery: '/v1/tariffs?htsno=220421' });
    });

    it.runIf(real)('a prefix of thousands of lines lists the first 50; its list query pages through all of them', async () => {
      const p = await problemOf(await call('/v1/tariffs/84'), 409);
      const want = (await all()).filter((l) => l.chapter === '84').map((l) => l.htsno);
      expect(want.length).toBeGreaterThan(1000);
      expect(p.candidates?.map((c) => c.code)).toEqual(want.slice(0, 50));
      expect(p).toMatchObject({ total: want.length, listQuery: '/v1/tariffs?htsno=84' });
      const [path, query] = String(p.listQuery).split('?') as [string, string];
      const walked = await walkPages(call, path, `${query}&limit=200`, TariffList);
      expect(walked.total).toBe(want.length);
      const seen = walked.items.map((l) => l.htsno);
      expect(seen).toEqual(want);
      expect(new TextEncoder().encode(JSON.stringify(p)).length).toBeLessThan(20_000);
    });

    it('unknown is 404 and malformed is 400, as problem documents', async () => {
      await problemOf(await call('/v1/tariffs/9999.99.99.99'), 404);
      for (const bad of ['abc', '%00', '2', '22.04.', '12345678901', encodeURIComponent('２２０４'), '%E0%A4%A']) {
        const res = await call(`/v1/tariffs/${bad}`);
        const p = await problemOf(res, 400);
        expect(JSON.stringify(p)).not.toMatch(/at .*\.(ts|js|mjs):\d+/);
      }
    });

    it('release is routed before {htsno} and is never read as a tariff number', async () => {
      const res = await call('/v1/tariffs/release');
      expect(res.status).toBe(200);
      const body = ReleaseResponse.parse(await res.json());
      expect(body).toMatchObject({ htsRelease: '2026HTSRev10', revision: '2026_rev_10', publishedOn: '2026-06-08' });
      expect(body.sha256).toMatch(/^[0-9a-f]{64}$/);
    });

    it.runIf(real)('chapter 99 headings page with limit default 50, each with the lines that point to it', async () => {
      const res = await call('/v1/chapter99');
      expect(res.status).toBe(200);
      const body = Chapter99List.parse(await res.json());
      expect(body.items).toHaveLength(50);
      expect(body.items.every((h) => h.heading.startsWith('99') && h.applied === false)).toBe(true);
      let cursor = body.nextCursor;
      let found: { referencedBy: string[] } | undefined;
      for (let i = 0; i < 100 && cursor && !found; i++) {
        const next = Chapter99List.parse(await (await call(`/v1/chapter99?limit=200&cursor=${encodeURIComponent(cursor)}`)).json());
        found = next.items.find((h) => h.heading === '9903.88.03');
        cursor = next.nextCursor;
      }
      expect(found?.referencedBy).toContain('2204.21.50');
      expect((await call('/v1/chapter99?limit=0')).status).toBe(400);
    });

    it('shared headers: request id, CORS, cache validators and 304', async () => {
      const res = await call('/v1/tariffs/2204.30.00.00');
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('cache-control')).toMatch(/max-age=/);
      const etag = res.headers.get('etag')!;
      expect(etag).toMatch(/^"[^"]+"$/);
      const again = await call('/v1/tariffs/2204.30.00.00', { headers: { 'If-None-Match': etag } });
      expect(again.status).toBe(304);
      const other = await call('/v1/tariffs/2204.21.50.05', { headers: { 'If-None-Match': etag } });
      expect(other.status).toBe(200);
      const preflight = await call('/v1/tariffs', { method: 'OPTIONS' });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-methods')).toMatch(/GET/);
    });

    it('datasetVersions is in every JSON body, errors included; unknown paths and methods are problems', async () => {
      for (const [path, init, status] of [
        ['/v1/nothing-here', undefined, 404],
        ['/v1/tariffs', { method: 'DELETE' }, 405],
        ['/v1/tariffs/abc', undefined, 400],
      ] as const) {
        const res = await call(path, init);
        const p = await problemOf(res, status);
        expect(p.datasetVersions.hts).toBeTruthy();
      }
    });
  });
