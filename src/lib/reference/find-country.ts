/**
 * Country lookups. findCountry takes what a caller may send as origin: four
 * digits are a Schedule C code, two letters an ISO alpha-2 (or the Census
 * alpha-2 for the three non-ISO codes KV, GZ, WE), anything else a name or
 * alias compared with case, accents and punctuation ignored.
 */
import type { Country, CountryFilter } from '../schema/country.ts';
import { nameKey } from './country-names.ts';

export const findCountry = (countries: readonly Country[], code: string): Country | undefined => {
  const q = code.trim();
  if (/^\d{4}$/.test(q)) return countries.find((c) => c.censusCode === q);
  if (/^[A-Za-z]{2}$/.test(q)) {
    const up = q.toUpperCase();
    return countries.find((c) => c.iso2 === up) ?? countries.find((c) => c.iso2 === null && c.censusAlpha2 === up);
  }
  const key = nameKey(q);
  if (key === '') return undefined;
  return countries.find((c) => nameKey(c.name) === key) ?? countries.find((c) => c.aliases.some((a) => nameKey(a) === key));
};

/**
 * filterCountries: every given filter must hold. `q` is a case-insensitive
 * substring of the name or an alias; `iso2` and `programme` ignore case;
 * `programme` keeps countries listed for that indicator whether or not it is
 * claimable today. Order is the input order (Census code).
 */
export const filterCountries = (countries: readonly Country[], filter: CountryFilter): Country[] => {
  const q = filter.q?.trim().toLowerCase();
  const iso2 = filter.iso2?.trim().toUpperCase();
  const programme = filter.programme?.trim().toUpperCase();
  const censusCode = filter.censusCode?.trim();
  return countries.filter(
    (c) =>
      (!q || c.name.toLowerCase().includes(q) || c.aliases.some((a) => a.toLowerCase().includes(q))) &&
      (iso2 === undefined || c.iso2 === iso2) &&
      (censusCode === undefined || c.censusCode === censusCode) &&
      (programme === undefined || c.programmes.some((p) => p.code.toUpperCase() === programme)) &&
      (filter.mapped === undefined || c.mapped === filter.mapped),
  );
};
