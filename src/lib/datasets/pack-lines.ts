import type { ParsedRate, ParsedSpecial } from '../schema/rate.ts';
import type { ColumnRate, Footnote, TariffLine } from '../schema/tariff-line.ts';

/**
 * The functions' compact form of the schedule. Strings, parsed rates and
 * footnotes are stored once; all lines are one flat array of integers
 * indexing them, because parsing a flat number array is several times faster
 * at cold start than ~30,000 small nested arrays. Fields derivable from the
 * number are recomputed on unpack; unpack(pack(lines)) deep-equals lines.
 *
 * Per line: htsno, indent, description, general (text, source, inherited),
 * special (same), other (same), parsed general, parsed special, parsed other,
 * parsedOk, quotaQuantity, additionalDuties, then four length-prefixed lists:
 * description path, units, footnotes, chapter 99 references. -1 is null.
 */
export interface PackedSchedule {
  count: number;
  strings: string[];
  rates: ParsedRate[];
  specials: ParsedSpecial[];
  footnotes: Footnote[];
  lines: number[];
}

const FIXED = 18;

const interner = <T>(key: (value: T) => string) => {
  const index = new Map<string, number>();
  const list: T[] = [];
  return {
    list,
    add(value: T | null): number {
      if (value === null) return -1;
      const k = key(value);
      let i = index.get(k);
      if (i === undefined) {
        i = list.length;
        index.set(k, i);
        list.push(value);
      }
      return i;
    },
  };
};

export const packLines = (lines: readonly TariffLine[]): PackedSchedule => {
  const strings = interner<string>((s) => s);
  const rates = interner<ParsedRate>((r) => r.text);
  const specials = interner<ParsedSpecial>((r) => r.text);
  const footnotes = interner<Footnote>((f) => JSON.stringify(f));
  const str = (s: string | null) => strings.add(s);
  const out: number[] = [];
  const column = (c: ColumnRate) => out.push(str(c.text), str(c.source), c.inherited ? 1 : 0);
  const list = (items: number[]) => out.push(items.length, ...items);
  for (const l of lines) {
    out.push(str(l.htsno), l.indent, str(l.description));
    column(l.general);
    column(l.special);
    column(l.other);
    out.push(rates.add(l.parsed), specials.add(l.parsedSpecial), rates.add(l.parsedOther), l.parsedOk ? 1 : 0);
    out.push(str(l.quotaQuantity), str(l.additionalDuties));
    list(l.descriptionPath.map(str));
    list(l.units.map(str));
    list(l.footnotes.map((f) => footnotes.add(f)));
    list(l.chapter99.map(str));
  }
  return { count: lines.length, strings: strings.list, rates: rates.list, specials: specials.list, footnotes: footnotes.list, lines: out };
};

/** Where each line starts in the flat array. */
export const lineOffsets = (p: PackedSchedule): Int32Array => {
  const offsets = new Int32Array(p.count);
  let at = 0;
  for (let i = 0; i < p.count; i++) {
    offsets[i] = at;
    at += FIXED;
    for (let k = 0; k < 4; k++) at += 1 + p.lines[at]!;
  }
  return offsets;
};

/** Tariff numbers of a packed schedule without unpacking the lines. */
export const packedHtsnos = (p: PackedSchedule, offsets: Int32Array): string[] =>
  Array.from(offsets, (at) => p.strings[p.lines[at]!]!);

/** The line starting at `at` as a full TariffLine. */
export const unpackLine = (p: PackedSchedule, at: number): TariffLine => {
  const n = p.lines;
  const s = (k: number): string | null => (k < 0 ? null : p.strings[k]!);
  const column = (k: number): ColumnRate => ({ text: s(n[k]!)!, source: s(n[k + 1]!), inherited: n[k + 2] === 1 });
  let cursor = at + FIXED;
  const list = (): number[] => {
    const length = n[cursor]!;
    const items = n.slice(cursor + 1, cursor + 1 + length);
    cursor += 1 + length;
    return items;
  };
  const path = list();
  const units = list();
  const footnotes = list();
  const chapter99 = list();
  const number = s(n[at]!)!;
  const digits = number.replaceAll('.', '');
  const parsed = n[at + 12]! >= 0 ? p.rates[n[at + 12]!]! : null;
  const general = column(at + 3);
  const special = column(at + 6);
  const other = column(at + 9);
  const inheritedColumns: TariffLine['inheritedColumns'] = {};
  if (general.inherited) inheritedColumns.general = general.source!;
  if (special.inherited) inheritedColumns.special = special.source!;
  if (other.inherited) inheritedColumns.other = other.source!;
  // Built in schema order so a line reads the same here as in the static files.
  return {
    htsno: number,
    digits,
    level: digits.length,
    indent: n[at + 1]!,
    chapter: digits.slice(0, 2),
    heading: digits.slice(0, 4),
    description: s(n[at + 2]!)!,
    descriptionPath: path.map((k) => s(k)!),
    units: units.map((k) => s(k)!),
    classifiable: digits.length === 10,
    general,
    special,
    other,
    rateKind: parsed?.kind ?? null,
    parsed,
    parsedSpecial: n[at + 13]! >= 0 ? p.specials[n[at + 13]!]! : null,
    parsedOther: n[at + 14]! >= 0 ? p.rates[n[at + 14]!]! : null,
    parsedOk: n[at + 15] === 1,
    inheritedColumns,
    footnotes: footnotes.map((k) => p.footnotes[k]!),
    chapter99: chapter99.map((k) => s(k)!),
    quotaQuantity: s(n[at + 16]!),
    additionalDuties: s(n[at + 17]!),
  };
};

export const unpackLines = (p: PackedSchedule): TariffLine[] => Array.from(lineOffsets(p), (at) => unpackLine(p, at));
