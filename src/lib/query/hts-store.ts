import { chapter99Refs } from '../hts/chapter99-refs.ts';
import type { TariffLine } from '../schema/tariff-line.ts';
import { searchText } from './search-text.ts';
import type { SearchableLine } from './tariff-query.ts';

/** In-memory indexes over the schedule, built once per process from the lines. */
export interface HtsStore {
  lines: readonly TariffLine[];
  searchable: readonly SearchableLine[];
  byDigits: ReadonlyMap<string, TariffLine>;
  /** Chapter 99 heading -> htsno of the lines whose own footnotes name it, in schedule order. */
  referencedBy: ReadonlyMap<string, readonly string[]>;
  chapter99: readonly TariffLine[];
}

export const createHtsStore = (lines: readonly TariffLine[]): HtsStore => {
  const referencedBy = new Map<string, string[]>();
  const searchable = lines.map((line): SearchableLine => {
    for (const ref of chapter99Refs(line.footnotes.map((f) => f.text))) {
      const list = referencedBy.get(ref) ?? [];
      list.push(line.htsno);
      referencedBy.set(ref, list);
    }
    return {
      line,
      text: searchText([...line.descriptionPath, line.htsno, line.digits]),
      programmes: new Set(line.parsedSpecial?.groups.flatMap((g) => g.programmes) ?? []),
      units: new Set(line.units.map((u) => u.toLowerCase())),
    };
  });
  return {
    lines,
    searchable,
    byDigits: new Map(lines.map((l) => [l.digits, l])),
    referencedBy,
    chapter99: lines.filter((l) => l.chapter === '99' && l.level >= 8),
  };
};

/** A tariff number as a caller writes it: digits with optional dots, 2 to 10 digits. */
export const normaliseHtsno = (input: string): string | null => {
  const s = input.trim();
  if (!/^\d+(\.\d+)*$/.test(s)) return null;
  const digits = s.replaceAll('.', '');
  return digits.length >= 2 && digits.length <= 10 ? digits : null;
};

export type LineLookup =
  | { kind: 'found'; line: TariffLine }
  | { kind: 'ambiguous'; candidates: TariffLine[] }
  | { kind: 'not-found' }
  | { kind: 'malformed' };

/** One line by number or unique prefix; a prefix matching several lines picks none (spec: 409). */
export const lookupLine = (store: HtsStore, input: string): LineLookup => {
  const digits = normaliseHtsno(input);
  if (digits === null) return { kind: 'malformed' };
  const exact = digits.length === 10 ? store.byDigits.get(digits) : undefined;
  if (exact) return { kind: 'found', line: exact };
  const candidates = store.lines.filter((l) => l.digits.startsWith(digits));
  if (candidates.length === 0) return { kind: 'not-found' };
  if (candidates.length === 1) return { kind: 'found', line: candidates[0]! };
  return { kind: 'ambiguous', candidates };
};
