/**
 * Schedule C countries with ISO codes, trade programmes and column 2 status.
 * Inputs are the raw files as strings and the curated content as parsed JSON.
 * Countries are sorted by Census code, programmes on a country by indicator,
 * the catalogue by indicator: the output depends on the inputs only.
 */
import { ok, err, type Result } from '../result.ts';
import {
  CuratedCountryFixes,
  CuratedProgrammes,
  IsoCountryList,
  type Country,
  type CountryProgramme,
  type Programme,
} from '../schema/country.ts';
import type { DroppedRow, QualityReport } from '../schema/quality-report.ts';
import { buildCountryBase, CENSUS_CODES_FILE, CROSSWALK_FILE, ISO_FILE } from './country-base.ts';
import { nameKey } from './country-names.ts';
import { latestRevision } from './latest-revision.ts';
import { nameIndex } from './name-index.ts';
import { collectMemberships, FTA_FILE, PROGRAMME_COUNTRIES_FILE } from './programme-memberships.ts';
import { readTable, tidy } from './read-table.ts';
import { issueLines, type ReferenceError } from './reference-error.ts';

export const COLUMN2_FILE = 'trade_programs/gn3_column2_countries.csv';
export const SYMBOLS_FILE = 'trade_programs/gn3_program_symbols_2026_rev_9_excerpt.csv';

export type CountryInputs = {
  censusCodesCsv: string;
  crosswalkCsv: string;
  isoJson: string;
  ftaCsv: string;
  column2Csv: string;
  programmeCountriesCsv: string;
  programmeSymbolsCsv: string;
  /** content/reference/trade-programmes.json and content/reference/country-fixes.json, parsed. */
  curated: { programmes: unknown; fixes: unknown };
};

export type BuiltCountries = { countries: Country[]; programmes: Programme[]; report: QualityReport };

export const buildCountries = (input: CountryInputs): Result<BuiltCountries, ReferenceError> => {
  const programmesContent = CuratedProgrammes.safeParse(input.curated.programmes);
  if (!programmesContent.success) return err({ code: 'content-invalid', file: 'content/reference/trade-programmes.json', issues: issueLines(programmesContent.error) });
  const fixes = CuratedCountryFixes.safeParse(input.curated.fixes);
  if (!fixes.success) return err({ code: 'content-invalid', file: 'content/reference/country-fixes.json', issues: issueLines(fixes.error) });
  let isoRaw: unknown;
  try {
    isoRaw = JSON.parse(input.isoJson);
  } catch (e) {
    return err({ code: 'json-invalid', file: ISO_FILE, detail: String(e) });
  }
  const iso = IsoCountryList.safeParse(isoRaw);
  if (!iso.success) return err({ code: 'content-invalid', file: ISO_FILE, issues: issueLines(iso.error) });

  const census = readTable(CENSUS_CODES_FILE, input.censusCodesCsv, ['Code', 'Name'] as const);
  if (!census.ok) return census;
  const crosswalk = readTable(CROSSWALK_FILE, input.crosswalkCsv, ['cty_code', 'cty_name', 'iso2'] as const);
  if (!crosswalk.ok) return crosswalk;
  const fta = readTable(FTA_FILE, input.ftaCsv, ['census_code', 'country_name', 'fta_label', 'general_note', 'codes'] as const);
  if (!fta.ok) return fta;
  const lists = readTable(PROGRAMME_COUNTRIES_FILE, input.programmeCountriesCsv, [
    'country_name', 'census_code', 'match_status', 'revision', 'symbol', 'program', 'general_note', 'source_url',
  ] as const);
  if (!lists.ok) return lists;
  const column2 = readTable(COLUMN2_FILE, input.column2Csv, ['country_name', 'revision', 'source_url'] as const);
  if (!column2.ok) return column2;
  const symbols = readTable(SYMBOLS_FILE, input.programmeSymbolsCsv, ['symbol', 'program_name', 'revision'] as const);
  if (!symbols.ok) return symbols;

  const curated = programmesContent.data;
  const base = buildCountryBase({ census: census.value, crosswalk: crosswalk.value, iso: iso.data['3166-1'], nonIso: fixes.data.nonIsoCodes });
  const known = new Set(base.bases.map((b) => b.censusCode));
  const members = collectMemberships({ known, fta: fta.value, lists: lists.value, programmes: curated, fixes: fixes.data.programmeRows });
  const unmapped = [...base.unmapped, ...members.unmapped];
  const notes = [...base.notes, ...members.notes];

  // Programme names from the General Note 3 symbol list (newest revision).
  const symbolRevision = latestRevision(symbols.value.map((r) => r.values.revision));
  const names = new Map<string, string>();
  const symbolDropped: DroppedRow[] = [];
  const skipped = new Map(curated.notAttached.map((n) => [n.code, n.reason]));
  const curatedCodes = new Set(curated.programmes.map((p) => p.code));
  for (const { row, values } of symbols.value) {
    const code = values.symbol.trim();
    if (values.revision !== symbolRevision) symbolDropped.push({ row, key: code, reason: `Superseded: revision ${values.revision}, newest is ${symbolRevision}` });
    else if (!curatedCodes.has(code)) symbolDropped.push({ row, key: code, reason: skipped.get(code) ?? 'No curated programme status' });
    else names.set(code, tidy(values.program_name));
  }
  for (const { key, reason } of symbolDropped) if (!skipped.has(key) && !reason.startsWith('Superseded')) unmapped.push({ code: key, reason });

  const catalogue = new Map<string, Omit<Programme, 'countryCount'>>();
  for (const p of curated.programmes) {
    const name = names.get(p.code);
    if (!name) {
      unmapped.push({ code: p.code, reason: `Curated programme ${p.code} is not in the General Note 3 symbol list (${SYMBOLS_FILE}); not published` });
      continue;
    }
    const { countries: _members, ...rest } = p;
    catalogue.set(p.code, { ...rest, name, generalNote: null });
  }

  // Column 2 (GN 3(b)): the newest revision's list, joined by name.
  const index = nameIndex(base.bases);
  const column2Revision = latestRevision(column2.value.map((r) => r.values.revision));
  const column2Codes = new Map<string, string>();
  const column2Dropped: DroppedRow[] = [];
  for (const { row, values } of column2.value) {
    const name = tidy(values.country_name);
    if (values.revision !== column2Revision) {
      column2Dropped.push({ row, key: name, reason: `Superseded: revision ${values.revision}, newest is ${column2Revision}` });
      continue;
    }
    const code = index.get(nameKey(name));
    if (!code) {
      column2Dropped.push({ row, key: name, reason: 'Name matches no Schedule C country' });
      unmapped.push({ code: name, reason: `Column 2 country not found in Schedule C (${COLUMN2_FILE})` });
      continue;
    }
    column2Codes.set(code, `Column 2 rates apply: listed in HTS General Note 3(b) (${tidy(values.source_url)})`);
  }

  const countries: Country[] = base.bases.map((b) => {
    const programmes: CountryProgramme[] = [];
    for (const [code, m] of members.memberships.get(b.censusCode) ?? []) {
      const p = catalogue.get(code);
      if (!p) continue;
      programmes.push({
        code,
        name: p.name,
        status: p.status,
        claimable: p.claimable,
        notClaimableBecause: p.notClaimableBecause,
        generalNote: m.generalNote,
        listedIn: m.listedIn,
      });
    }
    programmes.sort((x, y) => (x.code < y.code ? -1 : x.code > y.code ? 1 : 0));
    const column2Note = column2Codes.get(b.censusCode);
    return {
      censusCode: b.censusCode,
      iso2: b.iso2,
      iso3: b.iso3,
      censusAlpha2: b.censusAlpha2,
      name: b.name,
      aliases: b.aliases,
      mapped: b.iso2 !== null,
      column2: column2Note !== undefined,
      programmes,
      notes: column2Note ? [...b.notes, column2Note] : b.notes,
    };
  });

  const programmes: Programme[] = [...catalogue.values()]
    .map((p) => {
      const holders = countries.filter((c) => c.programmes.some((x) => x.code === p.code));
      const notesOn = new Set(holders.flatMap((c) => c.programmes.filter((x) => x.code === p.code).map((x) => x.generalNote)));
      const generalNote = notesOn.size === 1 ? ([...notesOn][0] ?? null) : null;
      return { ...p, generalNote, countryCount: holders.length };
    })
    .sort((x, y) => (x.code < y.code ? -1 : x.code > y.code ? 1 : 0));

  const report: QualityReport = {
    dataset: 'countries',
    inputs: [
      ...base.inputs,
      ...members.inputs,
      { file: COLUMN2_FILE, rowsRead: column2.value.length, rowsPublished: column2.value.length - column2Dropped.length, rowsDropped: column2Dropped },
      { file: SYMBOLS_FILE, rowsRead: symbols.value.length, rowsPublished: symbols.value.length - symbolDropped.length, rowsDropped: symbolDropped },
    ],
    recordsPublished: countries.length,
    unmapped,
    notes,
  };
  return ok({ countries, programmes, report });
};
