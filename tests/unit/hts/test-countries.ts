/**
 * A few real countries as the countries reference data names them (Schedule C
 * name, then ISO and common aliases), so the pure tests resolve names the way
 * the service does (nameKey: case, accents, "the" ignored) without the data
 * mirror. tests/golden/estimate.test.ts checks the same headings against the
 * full countries data.
 */
import { nameKey } from '../../../src/lib/reference/country-names.ts';

const COUNTRIES: [string, ...string[]][] = [
  ['CN', 'China', "People's Republic of China"],
  ['HK', 'Hong Kong'],
  ['CL', 'Chile'],
  ['RU', 'Russia', 'Russian Federation'],
  ['UA', 'Ukraine'],
  ['JP', 'Japan'],
  ['MX', 'Mexico'],
  ['CA', 'Canada'],
  ['IL', 'Israel'],
  ['MW', 'Malawi'],
  ['PH', 'Philippines'],
  ['ZM', 'Zambia'],
  ['CR', 'Costa Rica'],
  ['DO', 'Dominican Republic'],
  ['SV', 'El Salvador'],
  ['GT', 'Guatemala'],
  ['HN', 'Honduras'],
  ['NI', 'Nicaragua'],
  ['AT', 'Austria'],
  ['BE', 'Belgium'],
  ['FI', 'Finland'],
  ['FR', 'France'],
  ['DE', 'Germany', 'Federal Republic of Germany'],
  ['GR', 'Greece'],
  ['IE', 'Ireland'],
  ['IT', 'Italy'],
  ['LU', 'Luxembourg'],
  ['PT', 'Portugal'],
  ['ES', 'Spain'],
  ['SE', 'Sweden'],
  ['GB', 'United Kingdom'],
  ['AR', 'Argentina'],
  ['EC', 'Ecuador'],
  ['KR', 'Korea, South', 'Republic of Korea'],
  ['LI', 'Liechtenstein'],
  ['CH', 'Switzerland'],
  ['TW', 'Taiwan'],
  ['CM', 'Cameroon'],
  ['JO', 'Jordan'],
  ['IN', 'India'],
];
const INDEX = new Map(COUNTRIES.flatMap(([iso2, ...names]) => names.map((n) => [nameKey(n), iso2] as const)));

/** ISO alpha-2 of a country name, as findCountry resolves a name (never a two-letter code: those are codes, not names). */
export const testCountryCode = (name: string): string | null => INDEX.get(nameKey(name)) ?? null;
