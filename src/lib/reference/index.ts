/** Reference datasets (Schedule C countries, Schedule D ports, notices, 19 CFR rules): builders and lookups. */
export { parseCsv, parseCsvObjects, type CsvError } from '../csv/parse-csv.ts';
export type { ReferenceError } from './reference-error.ts';
export { buildCountries, type CountryInputs, type BuiltCountries } from './build-countries.ts';
export { findCountry, filterCountries } from './find-country.ts';
export { buildPorts, type BuiltPorts } from './build-ports.ts';
export { findPort, filterPorts } from './find-port.ts';
export { buildNotices, targetsWine } from './build-notices.ts';
export { filterNotices } from './filter-notices.ts';
export { extractHtsNumbers } from './extract-hts-numbers.ts';
export { buildCustomsRules } from './build-customs-rules.ts';
