/** Reference datasets from the verified raw files and the curated content, through the pure builders. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCountries, buildCustomsRules, buildNotices, buildPorts } from '../lib/reference/index.ts';
import type { Result } from '../lib/result.ts';
import { ROOT } from './paths.ts';

const curated = (name: string): unknown => JSON.parse(readFileSync(join(ROOT, 'content', 'reference', name), 'utf8'));

export class ReferenceBuildError extends Error {}

const unwrap = <T, E>(dataset: string, r: Result<T, E>): T => {
  if (!r.ok) throw new ReferenceBuildError(`${dataset}: ${JSON.stringify(r.error)}`);
  return r.value;
};

/** `reference(file)` reads a declared, verified reference file as text. */
export const buildReferenceDatasets = (reference: (file: string) => string) => {
  const countries = unwrap(
    'countries',
    buildCountries({
      censusCodesCsv: reference('schedule_c_countries/census_codes.csv'),
      crosswalkCsv: reference('schedule_c_countries/census_country_crosswalk.csv'),
      isoJson: reference('schedule_c_countries/iso_3166-1.json'),
      ftaCsv: reference('trade_programs/fta_partners.csv'),
      column2Csv: reference('trade_programs/gn3_column2_countries.csv'),
      programmeCountriesCsv: reference('trade_programs/gn_program_countries_2026_rev_10_excerpt.csv'),
      programmeSymbolsCsv: reference('trade_programs/gn3_program_symbols_2026_rev_9_excerpt.csv'),
      curated: { programmes: curated('trade-programmes.json'), fixes: curated('country-fixes.json') },
    }),
  );
  const ports = unwrap('ports', buildPorts(reference('schedule_d_ports/census_ports.csv'), curated('ports.json')));
  const notices = unwrap('notices', buildNotices(reference('fr_wine_notices/wine_fr_notices_compiled.csv')));
  const customsRules = unwrap('customs-rules', buildCustomsRules(reference('cfr19/cfr19_citations.csv')));
  return { countries, ports, notices, customsRules };
};
export type ReferenceDatasets = ReturnType<typeof buildReferenceDatasets>;
