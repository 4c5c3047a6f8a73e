import { nameKey } from '../reference/country-names.ts';
import type { Country } from '../schema/country.ts';

export type CountryCode = (name: string) => string | null;

// One index per countries list: the list is loaded once per process, so every estimate shares it.
const indexes = new WeakMap<readonly Country[], CountryCode>();

/**
 * ISO alpha-2 code of a country name, as findCountry matches names (nameKey:
 * case, accents, punctuation and "the" ignored; a name wins over an alias),
 * from an index built once: findCountry scans every country per call, which
 * cost ~0.5 ms an estimate when reading chapter 99 headings' country lists.
 * Names only: a two-letter word is never read as a code.
 */
export const countryCodes = (countries: readonly Country[]): CountryCode => {
  let lookup = indexes.get(countries);
  if (lookup === undefined) {
    // Built at the first lookup, not here: most estimates name no country (no origin, no country-list heading),
    // and the index's 1,000 names normalised cost a cold start's first estimate milliseconds.
    let index: Map<string, string | null> | undefined;
    const build = () => {
      const built = new Map<string, string | null>();
      for (const c of countries) for (const alias of c.aliases) built.set(nameKey(alias), c.iso2);
      for (const c of countries) built.set(nameKey(c.name), c.iso2);
      return built;
    };
    const found: CountryCode = (name) => (index ??= build()).get(nameKey(name)) ?? null;
    indexes.set(countries, (lookup = found));
  }
  return lookup;
};
