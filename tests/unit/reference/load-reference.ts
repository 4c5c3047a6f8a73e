/** Builds the reference datasets from the FULL raw files and the curated content, as the build does. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { referenceFile } from '../../support/data.ts';
import { buildCountries } from '../../../src/lib/reference/build-countries.ts';
import { buildPorts } from '../../../src/lib/reference/build-ports.ts';
import { buildNotices } from '../../../src/lib/reference/build-notices.ts';
import { buildCustomsRules } from '../../../src/lib/reference/build-customs-rules.ts';
import type { Result } from '../../../src/lib/result.ts';

export const content = (name: string): unknown =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../content/reference', name), 'utf8'));

/** The value of a Result, or a thrown error naming what failed: a build that fails must fail the test loudly. */
export const unwrap = <T, E>(r: Result<T, E>): T => {
  if (!r.ok) throw new Error(`build failed: ${JSON.stringify(r.error)}`);
  return r.value;
};

export const countryInputs = () => ({
  censusCodesCsv: referenceFile('schedule_c_countries/census_codes.csv'),
  crosswalkCsv: referenceFile('schedule_c_countries/census_country_crosswalk.csv'),
  isoJson: referenceFile('schedule_c_countries/iso_3166-1.json'),
  ftaCsv: referenceFile('trade_programs/fta_partners.csv'),
  column2Csv: referenceFile('trade_programs/gn3_column2_countries.csv'),
  programmeCountriesCsv: referenceFile('trade_programs/gn_program_countries_2026_rev_10_excerpt.csv'),
  programmeSymbolsCsv: referenceFile('trade_programs/gn3_program_symbols_2026_rev_9_excerpt.csv'),
  curated: { programmes: content('trade-programmes.json'), fixes: content('country-fixes.json') },
});

export const loadCountries = () => unwrap(buildCountries(countryInputs()));
export const loadPorts = () => unwrap(buildPorts(referenceFile('schedule_d_ports/census_ports.csv'), content('ports.json')));
export const loadNotices = () => unwrap(buildNotices(referenceFile('fr_wine_notices/wine_fr_notices_compiled.csv')));
export const loadCustomsRules = () => unwrap(buildCustomsRules(referenceFile('cfr19/cfr19_citations.csv')));
