/**
 * The HTTP suite of notices: run on the fixture app (tests/unit/http/notices.test.ts) and on the built
 * function over the real data (tests/contract/notices.test.ts). Moved from tests/contract/notices.test.ts:
 * /v1/notices; filters checked against an independent pass over the index.
 */
import { describe, expect, it } from 'vitest';
import type { Notice } from '../../../src/lib/schema/notice.ts';
import { NoticeList } from '../../../src/lib/schema/reference-responses.ts';
import { listEndpoint } from '../contract.ts';
import type { Target } from '../target.ts';

const ids = (ns: readonly Notice[]) => ns.map((n) => n.id);

export const noticesSuite = ({ name, call, deps }: Target) =>
  describe(`notices through the ${name}`, () => {
    const all = async (): Promise<Notice[]> => (await deps.reference()).notices;
    const { badFilter, walk } = listEndpoint(call, '/v1/notices', NoticeList);

    it('lists every notice, 20 by default, and a cursor walk visits each once', async () => {
      const notices = await all();
      const res = await call('/v1/notices');
      expect(res.status).toBe(200);
      const first = NoticeList.parse(await res.json());
      expect(first.total).toBe(notices.length);
      expect(ids(first.items)).toEqual(ids(notices.slice(0, 20)));
      expect(ids(await walk('limit=7'))).toEqual(ids(notices));
    });

    it('from and to bound the publication date, inclusive; undated notices are left out', async () => {
      const notices = await all();
      const within = (from?: string, to?: string) =>
        ids(notices.filter((n) => n.publicationDate !== null && (!from || n.publicationDate >= from) && (!to || n.publicationDate <= to)));
      const ranges: [string | undefined, string | undefined][] = [
        ['2025-01-01', undefined],
        [undefined, '2020-12-31'],
        ['2021-01-06', '2021-03-16'],
        ['2019-10-09', '2019-10-09'],
        ['2026-02-25', '2026-12-31'],
        ['2022-01-01', '2024-12-31'],
      ];
      for (const [from, to] of ranges) {
        const query = [from && `from=${from}`, to && `to=${to}`].filter(Boolean).join('&');
        const got = ids(await walk(`${query}&limit=200`));
        expect(got, query).toEqual(within(from, to));
      }
      const undated = notices.filter((n) => n.publicationDate === null);
      expect(undated.length).toBeGreaterThan(0);
      const everything = ids(await walk('from=1900-01-01&limit=200'));
      expect(everything).toHaveLength(notices.length - undated.length);
      for (const n of undated) expect(everything).not.toContain(n.id);
      expect(ids(await walk('from=2022-01-01&to=2024-12-31'))).toEqual([]);
    });

    it('wineOnly and type agree with an independent pass, and combine with dates', async () => {
      const notices = await all();
      for (const wineOnly of [true, false]) {
        const want = ids(notices.filter((n) => n.wineOnly === wineOnly));
        expect(want.length).toBeGreaterThan(0);
        expect(ids(await walk(`wineOnly=${wineOnly}&limit=200`))).toEqual(want);
      }
      for (const type of ['notice', 'presidential-document'] as const) {
        expect(ids(await walk(`type=${type}&limit=200`))).toEqual(ids(notices.filter((n) => n.type === type)));
      }
      const combined = notices.filter((n) => n.wineOnly && n.type === 'notice' && n.publicationDate !== null && n.publicationDate >= '2020-01-01');
      expect(combined.length).toBeGreaterThan(0);
      expect(ids(await walk('wineOnly=true&type=notice&from=2020-01-01'))).toEqual(ids(combined));
    });

    it('q needs every token, case-insensitively, in the citation, number, title, agency, type detail or wine effect', async () => {
      const notices = await all();
      const text = (n: Notice) => [n.citation, n.documentNumber, n.title, n.agency, n.typeDetail, n.wineEffect].join(' ').toLowerCase();
      for (const q of ['wine', 'AIRCRAFT civil', '86 FR 674', 'ustr', 'EO 14257']) {
        const tokens = q.toLowerCase().split(' ');
        const want = ids(notices.filter((n) => tokens.every((t) => text(n).includes(t))));
        expect(want.length, q).toBeGreaterThan(0);
        expect(ids(await walk(`q=${encodeURIComponent(q)}&limit=200`)), q).toEqual(want);
      }
      expect(ids(await walk('q=wine%20zzzqqq'))).toEqual([]);
    });

    it('from after to is a bad filter naming from; bad dates and values are bad filters, one detail each', async () => {
      expect((await badFilter('from=2026-01-01&to=2025-01-01')).details).toEqual([expect.stringMatching(/^from: .*after to/)]);
      const body = await badFilter('from=2026-02-30&to=yesterday&type=rule&wineOnly=1&limit=0&colour=red');
      for (const p of ['from', 'to', 'type', 'wineOnly', 'limit']) expect(body.details.filter((d) => d.startsWith(`${p}:`)), p).toHaveLength(1);
      expect(body.details.some((d) => d.includes('colour'))).toBe(true);
    });

    it.each([
      ['from=2026-1-1', 'from'],
      ['to=2026-13-01', 'to'],
      ['from=2025-01-01T00:00:00Z', 'from'],
      ['q=', 'q'],
      ['wineOnly=TRUE', 'wineOnly'],
      ['type=notice&type=notice', 'type'],
      ['cursor=forged', 'cursor'],
    ])('%s is a 400 naming %s', async (query, param) => {
      expect((await badFilter(query)).details.some((d) => d.startsWith(`${param}:`))).toBe(true);
    });

    it('a cursor from one query is refused on another', async () => {
      const res = await call('/v1/notices?limit=3');
      const { nextCursor } = NoticeList.parse(await res.json());
      const foreign = await badFilter(`wineOnly=true&limit=3&cursor=${encodeURIComponent(nextCursor!)}`);
      expect(foreign.details[0]).toMatch(/^cursor:/);
    });
  });
