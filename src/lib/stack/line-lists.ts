/**
 * Lists of tariff numbers (a U.S. note's annex or subdivision) as the engine reads them: digit prefixes, each dated.
 * A line is on a list when its number starts with an entry's digits and the entry is in force on the entry date.
 */
import type { ResolvedEntry } from '../schema/chapter99-law.ts';

export interface CompiledList {
  id: string;
  title: string;
  citation: string;
  /** Prefix -> the spans (from, through; null: open) in which it is listed. */
  byPrefix: ReadonlyMap<string, readonly (readonly [string | null, string | null])[]>;
  /** How many entries the list has. */
  size: number;
}

const LENGTHS = [2, 4, 6, 8, 10] as const;

export const compileLists = (lists: readonly { id: string; title: string; citation: string; entries: readonly ResolvedEntry[] }[]): Map<string, CompiledList> => {
  const out = new Map<string, CompiledList>();
  for (const list of lists) {
    const byPrefix = new Map<string, [string | null, string | null][]>();
    for (const [digits, from, through] of list.entries) (byPrefix.get(digits) ?? byPrefix.set(digits, []).get(digits)!).push([from, through]);
    out.set(list.id, { id: list.id, title: list.title, citation: list.citation, byPrefix, size: list.entries.length });
  }
  return out;
};

/** The entry of the list the line falls under on the date (its digits), or null. `date` null: on any date. */
export const listEntryFor = (list: CompiledList, lineDigits: string, date: string | null): string | null => {
  for (const n of LENGTHS) {
    if (n > lineDigits.length) break;
    const prefix = lineDigits.slice(0, n);
    const spans = list.byPrefix.get(prefix);
    if (spans === undefined) continue;
    for (const [from, through] of spans) {
      if (date === null || ((from === null || from <= date) && (through === null || date <= through))) return prefix;
    }
  }
  return null;
};

/** Whether the line starts with one of the digit prefixes. */
export const hasPrefix = (prefixes: readonly string[], lineDigits: string): string | null => {
  for (const p of prefixes) if (lineDigits.startsWith(p)) return p;
  return null;
};
