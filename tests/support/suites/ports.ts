/**
 * The HTTP suite of ports: run on the fixture app (tests/unit/http/ports.test.ts) and on the built
 * function over the real data (tests/contract/ports.test.ts). Moved from tests/contract/ports.test.ts:
 * /v1/ports and /v1/ports/{code}.
 */
import { describe, expect, it } from 'vitest';
import type { PortRecord } from '../../../src/lib/schema/port.ts';
import { PortList, PortResponse } from '../../../src/lib/schema/reference-responses.ts';
import { getJson, listEndpoint, problemOf } from '../contract.ts';
import type { Target } from '../target.ts';

const PSEUDO = ['5901', '7000', '7010'];

export const portsSuite = ({ name, call, deps, real }: Target) =>
  describe(`ports through the ${name}`, () => {
    const all = async (): Promise<PortRecord[]> => (await deps.reference()).ports;
    const { list, badFilter, walk } = listEndpoint(call, '/v1/ports', PortList);
    const port = (code: string) => getJson(call, `/v1/ports/${encodeURIComponent(code)}`, PortResponse);
    const problemAt = async (path: string, status: number) => problemOf(await call(path), status, path);

    it('lists districts and ports in one list, 20 by default; a walk visits each once and never a pseudo-port', async () => {
      const records = await all();
      const first = await list('');
      expect(first.total).toBe(records.length);
      expect(first.items).toHaveLength(20);
      const seen = await walk('limit=150');
      expect(seen.map((r) => r.code)).toEqual(records.map((r) => r.code));
      expect(new Set(seen.map((r) => r.code)).size).toBe(seen.length);
      expect(seen.filter((r) => PSEUDO.includes(r.code))).toEqual([]);
      expect(new Set(seen.map((r) => r.kind))).toEqual(new Set(['district', 'port']));
      for (const r of seen) expect(r.kind === 'district' ? /^\d{2}$/.test(r.code) : r.code.slice(0, 2) === r.district, r.code).toBe(true);
    });

    it.runIf(real)('q is one substring over code, port name and district name, not a set of tokens', async () => {
      const records = await all();
      const independent = (q: string) =>
        records
          .filter((r) => [r.code, r.name, r.districtName ?? ''].some((s) => s.toLowerCase().includes(q.toLowerCase())))
          .map((r) => r.code);
      for (const q of ['portland', 'PORTLAND, OR', 'snake', 'airport, or', '29', 'houston-galveston', 'ups, seattle']) {
        const want = independent(q);
        expect(want.length, q).toBeGreaterThan(0);
        expect((await walk(`q=${encodeURIComponent(q)}&limit=200`)).map((r) => r.code), q).toEqual(want);
      }
      // Every token present, but not as one substring: a token match would find PORTLAND INTL AIRPORT, OR.
      expect((await list('q=portland%20airport')).total).toBe(0);
      for (const q of ['low-value', 'late receipts', 'norfolk/mobile']) expect((await list(`q=${encodeURIComponent(q)}`)).total, q).toBe(0);
    });

    it.runIf(real)('kind and district filter; district 4 means 04 and keeps the district and its ports', async () => {
      const records = await all();
      const districts = await walk('kind=district&limit=200');
      expect(districts.map((r) => r.code)).toEqual(records.filter((r) => r.kind === 'district').map((r) => r.code));
      const ports = await list('kind=port&limit=1');
      expect(ports.total).toBe(records.filter((r) => r.kind === 'port').length);

      const four = await walk('district=4&limit=200');
      expect(await walk('district=04&limit=200')).toEqual(four);
      expect(four.map((r) => r.code)).toEqual(records.filter((r) => r.district === '04').map((r) => r.code));
      expect(four.filter((r) => r.kind === 'district').map((r) => r.name)).toEqual(['BOSTON, MA']);
      const onlyPorts = await walk('district=4&kind=port&limit=200');
      expect(onlyPorts.length).toBe(four.length - 1);
      expect(onlyPorts.every((r) => r.kind === 'port' && r.district === '04')).toBe(true);
      expect(await list('district=3')).toMatchObject({ total: 0, items: [], nextCursor: null });
    });

    it.runIf(real)('a district fetched by code also returns its ports; 4 means 04, 101 means 0101', async () => {
      const boston = await port('04');
      expect(boston).toMatchObject({ kind: 'district', code: '04', name: 'BOSTON, MA' });
      expect(boston.ports?.length).toBe(boston.portCount);
      expect(boston.ports?.every((p) => p.kind === 'port' && p.district === '04')).toBe(true);
      expect(await port('4')).toEqual(boston);
      const portland = await port('0101');
      expect(portland).toMatchObject({ kind: 'port', code: '0101', name: 'PORTLAND, ME' });
      expect(portland.ports).toBeUndefined();
      expect(await port('101')).toEqual(portland);
    });

    it.runIf(real)('a name finds a port or a district, case and punctuation aside', async () => {
      expect((await port('Portland, OR')).code).toBe('2904');
      expect((await port('portland or')).code).toBe('2904');
      expect((await port('Houston')).code).toBe('5301');
      expect((await port('Columbia-Snake, OR'))).toMatchObject({ kind: 'district', code: '29' });
    });

    it.runIf(real)('Portland names two ports: 409 listing both, none picked', async () => {
      const p = await problemAt('/v1/ports/Portland', 409);
      expect(p.candidates).toEqual([
        expect.objectContaining({ code: '0101', description: 'PORTLAND, ME' }),
        expect.objectContaining({ code: '2904', description: 'PORTLAND, OR' }),
      ]);
      expect((await problemAt('/v1/ports/charleston', 409)).candidates?.map((c) => c.code)).toEqual(['1409', '1601']);
    });

    it('unknown codes and names, the pseudo-ports and a district Schedule D lacks are 404 problems', async () => {
      for (const code of [...PSEUDO, '9999', '03', '46', '12345', 'Atlantis', '%20']) {
        const p = await problemAt(`/v1/ports/${code}`, 404);
        expect(p.type).toBe('/problems/not-found');
      }
    });

    it('reports every invalid filter, one detail each', async () => {
      const body = await badFilter('kind=harbour&district=123&limit=0&q=&colour=red');
      for (const p of ['kind', 'district', 'limit', 'q']) expect(body.details.filter((d) => d.startsWith(`${p}:`)), p).toHaveLength(1);
      expect(body.details.some((d) => d.includes('colour'))).toBe(true);
    });

    it.each([
      ['district=a', 'district'],
      ['district=-1', 'district'],
      ['limit=1.5', 'limit'],
      ['limit=201', 'limit'],
      ['kind=district&kind=port', 'kind'],
      ['q=%00', 'q'],
      ['cursor=forged', 'cursor'],
    ])('%s is a 400 naming %s', async (query, param) => {
      expect((await badFilter(query)).details.some((d) => d.startsWith(`${param}:`))).toBe(true);
    });

    it('a cursor from one query is refused on another', async () => {
      const first = await list('kind=port&limit=5');
      const foreign = await badFilter(`kind=district&limit=5&cursor=${encodeURIComponent(first.nextCursor!)}`);
      expect(foreign.details[0]).toMatch(/^cursor:/);
    });
  });
