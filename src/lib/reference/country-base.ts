/**
 * The Schedule C list with ISO codes and names, before programmes.
 * Every code of either Census file is kept (the crosswalk, read from Census's
 * own country.txt, has 7370 Western Sahara that census_codes.csv lacks). The
 * name is census_codes.csv's where it has one; an ISO alpha-2 maps only when
 * the code Census gives is in ISO 3166-1.
 */
import type { CuratedCountryFixes, IsoCountry } from '../schema/country.ts';
import type { DroppedRow, InputReport, UnmappedCode } from '../schema/quality-report.ts';
import { candidateAliases, cutUnclosed, nameKey } from './country-names.ts';
import { tidy, type TableRow } from './read-table.ts';

export const CENSUS_CODES_FILE = 'schedule_c_countries/census_codes.csv';
export const CROSSWALK_FILE = 'schedule_c_countries/census_country_crosswalk.csv';
export const ISO_FILE = 'schedule_c_countries/iso_3166-1.json';

export type CountryBase = {
  censusCode: string;
  name: string;
  iso2: string | null;
  iso3: string | null;
  censusAlpha2: string | null;
  aliases: string[];
  notes: string[];
};

export type BaseInputs = {
  census: TableRow<'Code' | 'Name'>[];
  crosswalk: TableRow<'cty_code' | 'cty_name' | 'iso2'>[];
  iso: IsoCountry[];
  nonIso: CuratedCountryFixes['nonIsoCodes'];
};

export const buildCountryBase = (input: BaseInputs) => {
  const notes: string[] = [];
  const unmapped: UnmappedCode[] = [];
  const censusName = new Map(input.census.map((r) => [r.values.Code.trim(), tidy(r.values.Name)]));
  const walk = new Map(input.crosswalk.map((r) => [r.values.cty_code.trim(), r.values]));
  const isoBy = new Map(input.iso.map((e) => [e.alpha_2, e]));
  const nonIso = new Map(input.nonIso.map((n) => [n.censusCode, n]));
  const codes = [...new Set([...censusName.keys(), ...walk.keys()])].sort();

  const bases: CountryBase[] = codes.map((censusCode) => {
    const w = walk.get(censusCode);
    const walkName = w ? tidy(w.cty_name) : undefined;
    const raw = censusName.get(censusCode) ?? (walkName as string);
    const name = cutUnclosed(raw);
    const countryNotes: string[] = [];
    if (name !== raw) countryNotes.push(`Census name "${raw}" is cut at its field width; the unclosed parenthesis is dropped`);
    if (!censusName.has(censusCode)) notes.push(`${censusCode} ${raw}: only in the Census crosswalk (country.txt), not in census_codes.csv; kept`);
    if (walkName !== undefined && censusName.has(censusCode) && walkName !== raw) {
      notes.push(`${censusCode}: census_codes.csv says "${raw}", the crosswalk says "${walkName}"; published as "${name}", the other kept as an alias`);
    }
    const alpha2 = w?.iso2.trim().toUpperCase() || null;
    const iso = alpha2 ? isoBy.get(alpha2) : undefined;
    const fix = nonIso.get(censusCode);
    if (alpha2 && !iso) {
      const explained = fix !== undefined && fix.censusAlpha2 === alpha2;
      if (explained) countryNotes.push(fix.note);
      const reason = explained ? fix.note : `Census alpha-2 ${alpha2} is not an ISO 3166-1 code and no curated note explains it`;
      unmapped.push({ code: censusCode, reason });
    } else if (!alpha2) {
      unmapped.push({ code: censusCode, reason: 'The Census crosswalk gives no alpha-2 code' });
    }
    // Aliases from names with any cut-off tail removed: a truncated name is no name.
    const names = [...new Set([name, ...(walkName ? [cutUnclosed(walkName)] : [])])];
    return {
      censusCode,
      name,
      iso2: iso ? iso.alpha_2 : null,
      iso3: iso ? iso.alpha_3 : null,
      censusAlpha2: alpha2,
      aliases: candidateAliases(names, iso),
      notes: countryNotes,
    };
  });

  dedupeAliases(bases, notes);

  const used = new Set(bases.map((b) => b.iso2).filter((c): c is string => c !== null));
  const isoDropped: DroppedRow[] = [];
  input.iso.forEach((e, i) => {
    if (used.has(e.alpha_2)) return;
    const reason = `No Schedule C code carries ISO ${e.alpha_2} (${e.name})`;
    isoDropped.push({ row: i + 1, key: e.alpha_2, reason });
    unmapped.push({ code: e.alpha_2, reason });
  });
  for (const n of input.nonIso) if (!walk.has(n.censusCode)) notes.push(`Curated non-ISO note for ${n.censusCode} matches no Census code`);

  const inputs: InputReport[] = [
    { file: CENSUS_CODES_FILE, rowsRead: input.census.length, rowsPublished: input.census.length, rowsDropped: [] },
    { file: CROSSWALK_FILE, rowsRead: input.crosswalk.length, rowsPublished: input.crosswalk.length, rowsDropped: [] },
    { file: ISO_FILE, rowsRead: input.iso.length, rowsPublished: input.iso.length - isoDropped.length, rowsDropped: isoDropped },
  ];
  return { bases, inputs, unmapped, notes };
};

/** Keeps each alias on one country only (the name itself always stays), and drops spelling variants of the name. */
const dedupeAliases = (bases: CountryBase[], notes: string[]): void => {
  const owners = new Map<string, Set<string>>();
  for (const b of bases) {
    for (const a of [b.name, ...b.aliases]) {
      const k = nameKey(a);
      if (k === '') continue;
      const set = owners.get(k) ?? new Set<string>();
      set.add(b.censusCode);
      owners.set(k, set);
    }
  }
  for (const b of bases) {
    const seen = new Set([nameKey(b.name)]);
    const kept: string[] = [];
    for (const a of b.aliases) {
      const k = nameKey(a);
      if (k === '' || seen.has(k)) continue;
      seen.add(k);
      const owner = owners.get(k) as Set<string>;
      if (owner.size > 1) {
        notes.push(`Alias "${a}" of ${b.censusCode} also names ${[...owner].filter((c) => c !== b.censusCode).join(', ')}; not used`);
        continue;
      }
      kept.push(a);
    }
    b.aliases = kept.sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
  }
};
