/** Schedule C countries and trade programmes on the FULL raw files. */
import { describe, expect, it } from 'vitest';
import { referenceFile } from '../support/data.ts';
import { countryInputs, loadCountries } from '../unit/reference/load-reference.ts';
import { buildCountries } from '../../src/lib/reference/build-countries.ts';
import { findCountry, filterCountries } from '../../src/lib/reference/find-country.ts';
import { parseCsv } from '../../src/lib/csv/parse-csv.ts';
import { Country, Programme } from '../../src/lib/schema/country.ts';
import { QualityReport } from '../../src/lib/schema/quality-report.ts';

const table = (path: string): string[][] => {
  const r = parseCsv(referenceFile(path));
  if (!r.ok) throw new Error(path);
  return r.value.slice(1).filter((row) => row.length > 1);
};

describe('Schedule C countries (full files)', () => {
  const { countries, programmes, report } = loadCountries();
  const by = (code: string) => {
    const c = findCountry(countries, code);
    if (!c) throw new Error(`no country ${code}`);
    return c;
  };
  const programme = (code: string, p: string) => by(code).programmes.find((x) => x.code === p);

  it('publishes every Census code of either Schedule C file, sorted, and the report counts add up', () => {
    const codes = new Set([
      ...table('schedule_c_countries/census_codes.csv').map((r) => r[0]),
      ...table('schedule_c_countries/census_country_crosswalk.csv').map((r) => r[0]),
    ]);
    expect(countries.map((c) => c.censusCode)).toEqual([...codes].sort());
    expect(countries).toHaveLength(241);
    expect(QualityReport.parse(report)).toEqual(report);
    for (const i of report.inputs) expect(i.rowsPublished + i.rowsDropped.length).toBe(i.rowsRead);
    expect(report.recordsPublished).toBe(countries.length);
    for (const c of countries) expect(Country.parse(c)).toEqual(c);
    for (const p of programmes) expect(Programme.parse(p)).toEqual(p);
  });

  it('reads every row of every input', () => {
    const rows = Object.fromEntries(report.inputs.map((i) => [i.file, i.rowsRead]));
    expect(rows['trade_programs/gn_program_countries_2026_rev_10_excerpt.csv']).toBe(174);
    expect(rows['trade_programs/gn3_column2_countries.csv']).toBe(216);
    expect(rows['trade_programs/fta_partners.csv']).toBe(21);
    expect(rows['schedule_c_countries/iso_3166-1.json']).toBe(249);
  });

  it('FR, 4279 and France (in any case, with spaces) give the same country', () => {
    const france = by('FR');
    expect(france.censusCode).toBe('4279');
    for (const q of ['4279', 'France', ' france ', 'fr', 'French Republic']) expect(findCountry(countries, q)).toBe(france);
    expect(findCountry(countries, 'Atlantis')).toBeUndefined();
    expect(findCountry(countries, 'ZZ')).toBeUndefined();
  });

  it('no PDF fragment survives as a programme listing, and the Netherlands is not CBERA', () => {
    const fragments = ['GSP', 'Republic', 'Islands', 'Strip', 'Antilles', 'British Indian Ocean', 'McDonald Islands'];
    for (const f of fragments) expect(findCountry(countries, f)).toBeUndefined();
    expect(by('Netherlands').programmes).toEqual([]);
    expect(by('NL').programmes.some((p) => p.code === 'E')).toBe(false);
    const dropped = report.inputs.flatMap((i) => i.rowsDropped.map((d) => d.key));
    for (const k of ['GSP (A)', 'Republic (A)', 'Islands (A)', 'Strip (A)', 'Antilles (E)', 'Netherlands (E)']) expect(dropped).toContain(k);
  });

  it('fragments that name a real territory are repaired to it', () => {
    expect(programme('7810', 'A')?.listedIn).toMatch(/British Indian Ocean Territory/);
    expect(programme('6029', 'A')).toBeDefined();
    expect(programme('5082', 'A')).toBeDefined();
    expect(programme('5083', 'A')).toBeDefined();
    expect(programme('7370', 'A')).toBeDefined();
    expect(programme('7540', 'A')).toBeDefined(); // Central African Republic, from its first line
  });

  it('every matched raw beneficiary row is on its country (independent pass)', () => {
    const rows = table('trade_programs/gn_program_countries_2026_rev_10_excerpt.csv');
    for (const [name, code, , status, , symbol] of rows) {
      if (status === 'unmatched' || (name === 'Netherlands' && symbol === 'E')) continue;
      expect(programme(code as string, symbol as string), `${name} ${symbol}`).toBeDefined();
    }
  });

  it('Cuba, North Korea, Russia and Belarus are column 2, and no other country is', () => {
    const column2 = countries.filter((c) => c.column2).map((c) => c.iso2).sort();
    expect(column2).toEqual(['BY', 'CU', 'KP', 'RU']);
    for (const q of ['Cuba', 'North Korea', 'Russia', 'Belarus', 'Russian Federation']) expect(by(q).column2).toBe(true);
  });

  it('Chile can claim CL; Canada and Mexico S and S+; Jordan JO', () => {
    expect(programme('CL', 'CL')).toMatchObject({ claimable: true, status: 'in-force' });
    for (const q of ['Canada', 'Mexico']) {
      expect(by(q).programmes.filter((p) => p.claimable).map((p) => p.code)).toEqual(['S', 'S+']);
    }
    expect(programme('Jordan', 'JO')).toMatchObject({ claimable: true, notClaimableBecause: null });
    expect(programme('IL', 'IL')?.claimable).toBe(true);
    expect(programme('5880', 'JP')?.claimable).toBe(true);
  });

  it('a GSP beneficiary shows GSP, not claimable, with the reason; India is no beneficiary', () => {
    const gsp = programme('Kenya', 'A');
    expect(gsp).toMatchObject({ status: 'lapsed', claimable: false });
    expect(gsp?.notClaimableBecause).toMatch(/2020-12-31/);
    expect(programme('Jordan', 'A')?.claimable).toBe(false);
    expect(programme('India', 'A')).toBeUndefined();
    expect(programme('Kenya', 'D')?.claimable).toBe(true);
  });

  it('every non-ISO Census alpha-2 (KV, GZ, WE) is unmapped, explained and still found by its code', () => {
    for (const [code, alpha2] of [['4803', 'KV'], ['5082', 'GZ'], ['5083', 'WE']] as const) {
      const c = by(code);
      expect(c).toMatchObject({ iso2: null, mapped: false, censusAlpha2: alpha2 });
      expect(findCountry(countries, alpha2)).toBe(c);
      expect(c.notes.join(' ')).toMatch(/not an ISO 3166-1 code/);
      expect(report.unmapped.map((u) => u.code)).toContain(code);
    }
    expect(countries.filter((c) => !c.mapped).map((c) => c.censusCode)).toEqual(['4803', '5082', '5083']);
  });

  it('filters by programme, mapped, iso2, censusCode and q', () => {
    expect(filterCountries(countries, { programme: 'e' }).length).toBe(programmes.find((p) => p.code === 'E')?.countryCount);
    expect(filterCountries(countries, { mapped: false })).toHaveLength(3);
    expect(filterCountries(countries, { iso2: 'cl' }).map((c) => c.name)).toEqual(['Chile']);
    expect(filterCountries(countries, { censusCode: '1220', programme: 'S+' }).map((c) => c.iso2)).toEqual(['CA']);
    expect(filterCountries(countries, { q: 'korea' }).map((c) => c.iso2).sort()).toEqual(['KP', 'KR']);
  });

  it('every programme a country carries is in the catalogue with sources', () => {
    const codes = new Set(programmes.map((p) => p.code));
    for (const c of countries) for (const p of c.programmes) expect(codes.has(p.code)).toBe(true);
    for (const p of programmes) expect(p.countryCount).toBe(countries.filter((c) => c.programmes.some((x) => x.code === p.code)).length);
  });

  it('is byte-identical on a second build', () => {
    expect(JSON.stringify(buildCountries(countryInputs()))).toBe(JSON.stringify({ ok: true, value: { countries, programmes, report } }));
  });
});
