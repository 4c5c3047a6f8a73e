/**
 * The lists of content/chapter99/lists.json read from their sources, at build time: numbers of a U.S. note's text
 * between two markers, rows of a derived CSV, or numbers written inline. Pure: the files come in as text. Every
 * problem (a file missing, a marker not found, a list that reads empty) is returned, never thrown.
 */
import { parseCsvObjects } from '../csv/parse-csv.ts';
import type { ListSource, ResolvedEntry, TariffList } from '../schema/chapter99-law.ts';

export interface ResolvedList {
  id: string;
  title: string;
  citation: string;
  entries: ResolvedEntry[];
}

// A tariff number as the notes print it: 7208, 7216.10.00, 7616.99.5160, 7325.10.0010 or 8471.30.01.00.
const NUMBER = /\b(\d{4})(?:\.(\d{2})(?:\.(\d{2})(?:\.?(\d{2}))?)?)?\b/g;
const HAS_LETTERS = /[a-z]/i;

export const digitsOf = (text: string): string => text.replace(/\D/g, '');

/** The tariff numbers on the lines between the first line matching `start` and the next matching `end`, as digits. */
export const numbersBetween = (text: string, start: RegExp, end: RegExp): { numbers: string[] } | { error: string } => {
  const lines = text.split(/\r?\n/);
  const from = lines.findIndex((l) => start.test(l.trim()));
  if (from === -1) return { error: `no line matches ${start}` };
  const to = lines.findIndex((l, i) => i > from && end.test(l.trim()));
  if (to === -1) return { error: `no line after ${start} matches ${end}` };
  const numbers: string[] = [];
  for (const line of lines.slice(from + 1, to)) {
    // Lists sit on lines of numbers only; a line with words is prose, a page header or a compiler's note.
    if (HAS_LETTERS.test(line)) continue;
    for (const m of line.matchAll(NUMBER)) numbers.push(m.slice(1).filter(Boolean).join(''));
  }
  return { numbers };
};

// The proclamation's annexes: "Annex I-A: 50% ...", then blocks headed by their metal ("Steel", "Steel Derivatives",
// "Aluminum", "Copper Articles"), the numbers on their own lines or after the block's heading. Lines with words
// are descriptions ("Parts ... of heading 8471"), never read for numbers.
const ANNEX = /^Annex ([IV]+(?:-[A-C])?)\b/;
const METAL_HEAD = /^(Steel|Aluminum|Copper)(?: Derivatives?| Articles)?(?=\s|$)/;

/** The numbers of one metal's blocks in one annex of the proclamation's text, as digits, in order, each once. */
export const annexNumbers = (text: string, annex: string, metal: 'steel' | 'aluminum' | 'copper'): string[] => {
  let current: string | null = null;
  let block: string | null = null;
  const out = new Set<string>();
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const a = ANNEX.exec(line);
    if (a) {
      current = a[1]!;
      block = null;
      continue;
    }
    const head = METAL_HEAD.exec(line);
    const rest = head && !/^\w+,/.test(line) ? line.slice(head[0].length) : line;
    if (head && !/^\w+,/.test(line) && !HAS_LETTERS.test(rest)) block = head[1]!.toLowerCase();
    if (current !== annex || block !== metal || HAS_LETTERS.test(rest)) continue;
    for (const m of rest.matchAll(NUMBER)) out.add(m.slice(1).filter(Boolean).join(''));
  }
  return [...out];
};

const dateOrNull = (value: string | undefined): string | null => (value === undefined || value === '' || value === 'NA' ? null : value);

export interface ListFiles {
  /** The text of a file named by a list, relative to the data folder (hts/notes/...); undefined when missing. */
  read(file: string): string | undefined;
}

export const resolveLists = (lists: readonly TariffList[], files: ListFiles): { lists: ResolvedList[]; problems: string[] } => {
  const problems: string[] = [];
  const out: ResolvedList[] = [];
  for (const list of lists) {
    const entries = entriesOf(list, files, problems);
    if (entries.length === 0) problems.push(`list ${list.id}: no entries read`);
    out.push({ id: list.id, title: list.title, citation: list.citation, entries });
  }
  applyMoves(lists, out);
  return { lists: out, problems };
};

const entriesOf = (list: TariffList, files: ListFiles, problems: string[]): ResolvedEntry[] => {
  const seen = new Set<string>();
  const out: ResolvedEntry[] = [];
  for (const source of list.sources) {
    for (const entry of sourceEntries(list, source, files, problems)) {
      const key = entry.join(' ');
      if (!seen.has(key)) out.push(entry);
      seen.add(key);
    }
  }
  return out;
};

const sourceEntries = (list: TariffList, source: ListSource, files: ListFiles, problems: string[]): ResolvedEntry[] => {
  const from = list.validFrom ?? null;
  const through = list.validThrough ?? null;
  if (source.from === 'inline') return source.numbers.map((n) => [n, from, through]);
  const text = files.read(source.file);
  if (text === undefined) {
    problems.push(`list ${list.id}: ${source.file} is missing`);
    return [];
  }
  if (source.from === 'text') {
    const read = numbersBetween(text, new RegExp(source.start), new RegExp(source.end));
    if ('error' in read) {
      problems.push(`list ${list.id}: ${read.error} in ${source.file}`);
      return [];
    }
    const numbers = [...new Set(read.numbers)];
    if (source.datedBy === undefined) return numbers.map((n) => [n, from, through]);
    const rows = csvRows(list, { file: source.datedBy.file, column: source.datedBy.column, startColumn: source.datedBy.startColumn, endColumn: source.datedBy.endColumn }, files, problems);
    return numbers.map((n): ResolvedEntry => {
      const under = rows.filter(([digits]) => digits.startsWith(n) || n.startsWith(digits));
      if (under.length === 0) return [n, from, through];
      // The earliest start and the latest end of the rows under it; an open end or start stays open.
      const starts = under.map(([, s]) => s);
      const ends = under.map(([, , e]) => e);
      return [n, starts.includes(null) ? from : starts.sort()[0]!, ends.includes(null) ? through : ends.sort().at(-1)!];
    });
  }
  if (source.from === 'annex') {
    const numbers = annexNumbers(text, source.annex, source.metal);
    if (numbers.length === 0) problems.push(`list ${list.id}: no ${source.metal} numbers under Annex ${source.annex} in ${source.file}`);
    return numbers.map((n) => [n, from, through]);
  }
  return csvRows(list, source, files, problems, text);
};

/** A derived CSV's rows as dated entries: comment lines (#) skipped, filtered by column values, dated by its columns when named. */
const csvRows = (
  list: TariffList,
  source: { file: string; column: string; where?: Record<string, string[]>; startColumn?: string; endColumn?: string; endedOnly?: true },
  files: ListFiles,
  problems: string[],
  read: string | undefined = files.read(source.file),
): ResolvedEntry[] => {
  const from = list.validFrom ?? null;
  const through = list.validThrough ?? null;
  if (read === undefined) {
    problems.push(`list ${list.id}: ${source.file} is missing`);
    return [];
  }
  const body = read
    .split(/\r?\n/)
    .filter((l) => !l.startsWith('#'))
    .join('\n');
  const parsed = parseCsvObjects(body);
  if (!parsed.ok) {
    problems.push(`list ${list.id}: ${source.file} is not CSV (${parsed.error.code})`);
    return [];
  }
  for (const column of [source.column, ...Object.keys(source.where ?? {}), source.startColumn, source.endColumn]) {
    if (column !== undefined && !parsed.value.columns.includes(column)) problems.push(`list ${list.id}: ${source.file} has no column ${column}`);
  }
  const entries: ResolvedEntry[] = [];
  for (const { values } of parsed.value.rows) {
    if (source.where !== undefined && !Object.entries(source.where).every(([k, allowed]) => allowed.includes(values[k] ?? ''))) continue;
    // A number of more than 10 digits is a statistical number with a stray suffix (ieepa_exempt_products.csv
    // writes 8505.11.0070 as 850511007000): the schedule has no such line, so it is read as its first 10 digits.
    const digits = digitsOf(values[source.column] ?? '').slice(0, 10);
    if (digits.length < 4) continue;
    const end = source.endColumn ? dateOrNull(values[source.endColumn]) : null;
    if (source.endedOnly === true && end === null) continue;
    entries.push([digits, source.startColumn ? (dateOrNull(values[source.startColumn]) ?? from) : from, end ?? through]);
  }
  return entries;
};

const dayBefore = (iso: string): string => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
};

/** A number that appears on another list of the same group from a later date leaves the earlier list the day before. */
const applyMoves = (lists: readonly TariffList[], resolved: ResolvedList[]): void => {
  const groups = new Map<string, ResolvedList[]>();
  lists.forEach((l, i) => {
    if (l.movesWithin !== undefined) (groups.get(l.movesWithin) ?? groups.set(l.movesWithin, []).get(l.movesWithin)!).push(resolved[i]!);
  });
  for (const members of groups.values()) {
    const starts = new Map<string, { list: ResolvedList; from: string }[]>();
    for (const list of members) for (const [digits, from] of list.entries) if (from !== null) (starts.get(digits) ?? starts.set(digits, []).get(digits)!).push({ list, from });
    for (const list of members) {
      list.entries = list.entries.map(([digits, from, through]) => {
        const later = (starts.get(digits) ?? []).filter((s) => s.list !== list && from !== null && s.from > from).map((s) => s.from).sort()[0];
        return later === undefined ? [digits, from, through] : [digits, from, dayBefore(later)];
      });
    }
  }
};
