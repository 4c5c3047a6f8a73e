import { CountryQuery } from '../../lib/query/country-query.ts';
import { filterCountries, findCountry } from '../../lib/reference/find-country.ts';
import { problem } from '../app.ts';
import type { Handler } from '../context.ts';
import { referenceListHandler } from '../list-handler.ts';

/** GET /v1/countries: Schedule C countries with ISO codes and trade programmes, in Census code order. */
export const listCountries: Handler = referenceListHandler(CountryQuery, ({ countries }, filter) => filterCountries(countries, filter));

/** GET /v1/countries/{code}: by ISO alpha-2, Schedule C code or name, case-insensitive. */
export const getCountry: Handler = async (ctx) => {
  const code = ctx.params.code ?? '';
  const { countries } = await ctx.deps.reference();
  const country = findCountry(countries, code);
  if (!country) {
    return problem(404, 'not-found', `No country has the ISO alpha-2 code, Schedule C code or name ${JSON.stringify(code.slice(0, 60))}`);
  }
  return { kind: 'json', status: 200, body: { ...country } };
};
