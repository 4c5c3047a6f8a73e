/**
 * The HTTP suite of countries: run on the fixture app (tests/unit/http/countries.test.ts) and on the built
 * function over the real data (tests/contract/countries.test.ts). Moved from tests/contract/countries.test.ts:
 * /v1/countries and /v1/countries/{code}.
 */
import { describe, expect, it } from 'vitest';
import { CountryList, CountryResponse } from '../../../src/lib/schema/reference-responses.ts';
import type { Country } from '../../../src/lib/schema/country.ts';
import { getJson, listEndpoint, problemOf } from '../contract.ts';
import type { Target } from '../target.ts';

export const countriesSuite = ({ name, call, deps, real }: Target) =>
  describe(`countries through the ${name}`, () => {
    const all = async (): Promise<Country[]> => (await deps.reference()).countries;
    const { list, badFilter, walk } = listEndpoint(call, '/v1/countries', CountryList);
    const country = (code: string) => getJson(call, `/v1/countries/${encodeURIComponent(code)}`, CountryResponse);

    it.runIf(real)('lists every country, 20 by default, in Census code order', async () => {
      const countries = await all();
      const body = await list('');
      expect(body.total).toBe(countries.length);
      expect(body.items.map((c) => c.censusCode)).toEqual(countries.slice(0, 20).map((c) => c.censusCode));
      expect(body.datasetVersions.countries).toMatch(/^countries-\d{4}\.\d+$/);
      expect(typeof body.nextCursor).toBe('string');
    });

    it('a cursor walk visits every country exactly once', async () => {
      const seen = await walk('limit=37');
      expect(seen.map((c) => c.censusCode)).toEqual((await all()).map((c) => c.censusCode));
    });

    it.runIf(real)('each filter agrees with an independent pass over the index, and filters combine', async () => {
      const countries = await all();
      const codes = (cs: readonly Country[]) => cs.map((c) => c.censusCode);
      const cases: [string, (c: Country) => boolean][] = [
        ['q=KINGDOM', (c) => [c.name, ...c.aliases].some((n) => n.toLowerCase().includes('kingdom'))],
        ['q=korea', (c) => [c.name, ...c.aliases].some((n) => n.toLowerCase().includes('korea'))],
        ['iso2=fr', (c) => c.iso2 === 'FR'],
        ['censusCode=5700', (c) => c.censusCode === '5700'],
        ['programme=cl', (c) => c.programmes.some((p) => p.code === 'CL')],
        ['programme=A', (c) => c.programmes.some((p) => p.code === 'A')],
        ['programme=S%2B', (c) => c.programmes.some((p) => p.code === 'S+')],
        ['mapped=false', (c) => !c.mapped],
        ['mapped=true', (c) => c.mapped],
        ['programme=D&mapped=true&q=a', (c) => c.programmes.some((p) => p.code === 'D') && c.mapped && [c.name, ...c.aliases].some((n) => n.toLowerCase().includes('a'))],
      ];
      for (const [query, keep] of cases) {
        const want = codes(countries.filter(keep));
        expect(want.length, query).toBeGreaterThan(0);
        expect(codes(await walk(`${query}&limit=200`)), query).toEqual(want);
      }
      expect((await list('mapped=false')).items.map((c) => c.censusAlpha2).sort()).toEqual(['GZ', 'KV', 'WE']);
      expect(await list('q=atlantis')).toMatchObject({ total: 0, items: [], nextCursor: null });
    });

    it('FR, fr, 4279, France, FRANCE and French Republic are the same country', async () => {
      const byIso = await country('FR');
      expect(byIso).toMatchObject({ censusCode: '4279', iso2: 'FR', name: 'France' });
      for (const code of ['fr', '4279', 'France', 'FRANCE', ' france ', 'French Republic']) expect(await country(code), code).toEqual(byIso);
    });

    it.runIf(real)('Cuba is column 2; Chile can claim CL; a GSP beneficiary is not offered GSP as claimable', async () => {
      const cuba = await country('CU');
      expect(cuba.column2).toBe(true);
      expect((await country('Cuba')).censusCode).toBe(cuba.censusCode);
      expect((await country('FR')).column2).toBe(false);

      const chile = await country('Chile');
      expect(chile.programmes.find((p) => p.code === 'CL')).toMatchObject({ claimable: true, status: 'in-force', notClaimableBecause: null });

      const beneficiaries = (await all()).filter((c) => c.programmes.some((p) => p.code === 'A'));
      expect(beneficiaries.length).toBeGreaterThan(50);
      for (const c of beneficiaries.slice(0, 5)) {
        const gsp = (await country(c.censusCode)).programmes.find((p) => p.code === 'A');
        expect(gsp, c.name).toMatchObject({ claimable: false, status: 'lapsed' });
        expect(gsp?.notClaimableBecause).toMatch(/lapsed/);
      }
    });

    it.runIf(real)('a non-ISO Census alpha-2 (Kosovo KV) is found', async () => {
      expect(await country('KV')).toMatchObject({ censusCode: '4803', iso2: null, mapped: false });
    });

    it('an unknown code or name is a 404 problem', async () => {
      for (const code of ['ZZ', '9999', 'Atlantis', '42', '%E2%9C%93']) {
        const p = await problemOf(await call(`/v1/countries/${code}`), 404, code);
        expect(p.type).toBe('/problems/not-found');
      }
    });

    it('reports every invalid filter, one detail each', async () => {
      const body = await badFilter('iso2=FRA&censusCode=42&programme=%21%21&mapped=yes&limit=0&colour=red');
      for (const p of ['iso2', 'censusCode', 'programme', 'mapped', 'limit']) {
        expect(body.details.filter((d) => d.startsWith(`${p}:`)), p).toHaveLength(1);
      }
      expect(body.details.some((d) => d.includes('colour'))).toBe(true);
    });

    it.each([
      ['q=', 'q'],
      ['q=%00', 'q'],
      ['iso2=F1', 'iso2'],
      ['censusCode=42790', 'censusCode'],
      ['mapped=1', 'mapped'],
      ['limit=201', 'limit'],
      ['iso2=FR&iso2=DE', 'iso2'],
      ['cursor=forged', 'cursor'],
    ])('%s is a 400 naming %s', async (query, param) => {
      const body = await badFilter(query);
      expect(body.details.some((d) => d.startsWith(`${param}:`))).toBe(true);
    });

    it('a cursor from one query is refused on another', async () => {
      const first = await list('programme=A&limit=5');
      const foreign = await badFilter(`programme=D&limit=5&cursor=${encodeURIComponent(first.nextCursor!)}`);
      expect(foreign.details[0]).toMatch(/^cursor:/);
    });
  });
