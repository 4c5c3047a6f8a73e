/**
 * Which country may use which programme indicator, from the raw lists plus the
 * curated repairs. A raw row is published only when it resolves to a Census
 * code: upstream matches are trusted unless a curated fix overrides them, and
 * unmatched rows (PDF fragments) are published only through a curated map.
 * Only the newest revision in each list is read; older rows are dropped as superseded.
 */
import type { CuratedCountryFixes, CuratedProgrammes } from '../schema/country.ts';
import type { DroppedRow, InputReport, UnmappedCode } from '../schema/quality-report.ts';
import { latestRevision } from './latest-revision.ts';
import { tidy, type TableRow } from './read-table.ts';

export const FTA_FILE = 'trade_programs/fta_partners.csv';
export const PROGRAMME_COUNTRIES_FILE = 'trade_programs/gn_program_countries_2026_rev_10_excerpt.csv';

export type Membership = { listedIn: string; generalNote: string | null };
/** censusCode -> indicator -> where it is listed. */
export type Memberships = Map<string, Map<string, Membership>>;

type FtaColumns = 'census_code' | 'country_name' | 'fta_label' | 'general_note' | 'codes';
type ListColumns = 'country_name' | 'census_code' | 'match_status' | 'revision' | 'symbol' | 'program' | 'general_note' | 'source_url';

export type MembershipInputs = {
  known: ReadonlySet<string>;
  fta: TableRow<FtaColumns>[];
  lists: TableRow<ListColumns>[];
  programmes: CuratedProgrammes;
  fixes: CuratedCountryFixes['programmeRows'];
};

export const collectMemberships = (input: MembershipInputs) => {
  const memberships: Memberships = new Map();
  const unmapped: UnmappedCode[] = [];
  const notes: string[] = [];
  const curated = new Set(input.programmes.programmes.map((p) => p.code));
  const skipped = new Map(input.programmes.notAttached.map((n) => [n.code, n.reason]));

  /** Adds one membership; false when the country already had it from an earlier row. */
  const add = (censusCode: string, code: string, m: Membership): boolean => {
    const byCode = memberships.get(censusCode) ?? new Map<string, Membership>();
    memberships.set(censusCode, byCode);
    if (byCode.has(code)) return false;
    byCode.set(code, m);
    return true;
  };

  // Free trade agreement partners: one row per country, indicators separated by '|'.
  const ftaDropped: DroppedRow[] = [];
  for (const { row, values } of input.fta) {
    const censusCode = values.census_code.trim();
    const key = `${censusCode} ${tidy(values.country_name)}`;
    if (!input.known.has(censusCode)) {
      ftaDropped.push({ row, key, reason: `Census code ${censusCode} is not in Schedule C` });
      continue;
    }
    const generalNote = values.general_note.trim() || null;
    const listedIn = `${FTA_FILE} (${tidy(values.fta_label)}${generalNote ? `, General Note ${generalNote}` : ''})`;
    let usable = 0;
    for (const code of values.codes.split('|').map((c) => c.trim()).filter(Boolean)) {
      if (curated.has(code)) {
        add(censusCode, code, { listedIn, generalNote });
        usable++;
      } else if (skipped.has(code)) notes.push(`${key}: indicator ${code} not attached: ${skipped.get(code)}`);
      else unmapped.push({ code, reason: `Indicator ${code} (${key}, ${FTA_FILE}) has no curated programme status` });
    }
    if (usable === 0) ftaDropped.push({ row, key, reason: 'None of its indicators is attached' });
  }

  // Beneficiary lists (GSP, AGOA, CBERA), newest revision only, with curated repairs.
  const listDropped: DroppedRow[] = [];
  const newest = latestRevision(input.lists.map((r) => r.values.revision));
  const fixes = new Map(input.fixes.map((f) => [`${f.countryName}\u0000${f.symbol}`, f]));
  const usedFixes = new Set<string>();
  for (const { row, values } of input.lists) {
    const name = tidy(values.country_name);
    const symbol = values.symbol.trim();
    const key = `${name} (${symbol})`;
    if (values.revision !== newest) {
      listDropped.push({ row, key, reason: `Superseded: revision ${values.revision}, newest is ${newest}` });
      continue;
    }
    const fixKey = `${name}\u0000${symbol}`;
    const fix = fixes.get(fixKey);
    if (fix) usedFixes.add(fixKey);
    if (fix?.action === 'drop') {
      listDropped.push({ row, key, reason: fix.reason });
      continue;
    }
    const status = values.match_status.trim();
    const codes = fix?.action === 'map' ? fix.censusCodes : status === 'matched' || status === 'alias' ? [values.census_code.trim()] : [];
    const unknown = codes.filter((c) => !input.known.has(c));
    if (codes.length === 0 || unknown.length > 0) {
      const reason = codes.length === 0 ? `Unmatched upstream (${status}) and no curated repair` : `Census code ${unknown.join(', ')} is not in Schedule C`;
      listDropped.push({ row, key, reason });
      unmapped.push({ code: name, reason: `${reason} (${PROGRAMME_COUNTRIES_FILE})` });
      continue;
    }
    if (!curated.has(symbol)) {
      const reason = skipped.get(symbol) ?? `Indicator ${symbol} has no curated programme status`;
      listDropped.push({ row, key, reason });
      if (!skipped.has(symbol)) unmapped.push({ code: symbol, reason });
      continue;
    }
    const generalNote = values.general_note.trim() || null;
    const listedIn = `HTS General Note ${generalNote ?? '?'} (${tidy(values.source_url)})${fix ? `; repaired: ${fix.reason}` : ''}`;
    const added = codes.map((c) => add(c, symbol, { listedIn, generalNote })).some(Boolean);
    if (!added) listDropped.push({ row, key, reason: `Duplicate: ${codes.join(', ')} already listed for ${symbol}` });
  }
  for (const f of input.fixes) {
    if (!usedFixes.has(`${f.countryName}\u0000${f.symbol}`)) notes.push(`Curated repair for "${f.countryName}" (${f.symbol}) matched no row`);
  }

  // Programmes whose members are curated (no raw list covers them).
  for (const p of input.programmes.programmes) {
    for (const c of p.countries?.censusCodes ?? []) {
      if (!input.known.has(c)) unmapped.push({ code: c, reason: `Curated member of ${p.code} is not in Schedule C` });
      else add(c, p.code, { listedIn: p.countries?.listedIn ?? '', generalNote: null });
    }
  }

  const inputs: InputReport[] = [
    { file: FTA_FILE, rowsRead: input.fta.length, rowsPublished: input.fta.length - ftaDropped.length, rowsDropped: ftaDropped },
    { file: PROGRAMME_COUNTRIES_FILE, rowsRead: input.lists.length, rowsPublished: input.lists.length - listDropped.length, rowsDropped: listDropped },
  ];
  return { memberships, inputs, unmapped, notes };
};
