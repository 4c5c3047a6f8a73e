/** countryCodes: names to ISO codes as findCountry matches them, from an index built at the first lookup. */
import { describe, expect, it } from 'vitest';
import { countryCodes } from '../../../src/lib/estimate/country-codes.ts';
import type { Country } from '../../../src/lib/schema/country.ts';

/** Countries whose names and aliases count how often they are read. */
const counted = () => {
  const reads = { n: 0 };
  const country = (name: string, iso2: string, aliases: string[]) =>
    ({
      iso2,
      get name() {
        reads.n++;
        return name;
      },
      get aliases() {
        reads.n++;
        return aliases;
      },
    }) as unknown as Country;
  return { reads, countries: [country('Côte d’Ivoire', 'CI', ['Ivory Coast']), country('Saint Lucia', 'LC', []), country('The Bahamas', 'BS', ['Bahamas, The'])] };
};

describe('countryCodes', () => {
  it('reads no name until the first lookup (an estimate naming no country builds nothing), then answers from one index', () => {
    const { reads, countries } = counted();
    const code = countryCodes(countries);
    expect(reads.n).toBe(0);
    expect(code('cote d ivoire')).toBe('CI');
    const built = reads.n;
    expect(built).toBeGreaterThan(0);
    expect(code('IVORY COAST')).toBe('CI');
    expect(code('St. Lucia')).toBe('LC');
    expect(code('bahamas')).toBe('BS');
    expect(code('Atlantis')).toBeNull();
    // One index per list: neither later lookups nor asking again for the same list read the names again.
    expect(countryCodes(countries)('Saint Lucia')).toBe('LC');
    expect(reads.n).toBe(built);
  });
});
