import type { ParsedRate, ParsedSpecial } from '../schema/rate.ts';
import type { ColumnRate, Footnote, TariffLine } from '../schema/tariff-line.ts';

/**
 * The functions' compact form of the schedule. Strings, parsed rates and
 * footnotes are stored once and lines are tuples of indexes into them, so the
 * bundled index is a few MB instead of the 30+ MB of hts-schedule.json, and
 * parsing it at cold start is fast. Fields derivable from the number are
 * recomputed on unpack; unpack(pack(lines)) deep-equals lines.
 */
type PackedColumn = [text: number, source: number, inherited: 0 | 1];
export type PackedLine = [
  htsno: number,
  indent: number,
  description: number,
  path: number[],
  units: number[],
  general: PackedColumn,
  special: PackedColumn,
  other: PackedColumn,
  rates: [general: number, special: number, other: number],
  parsedOk: 0 | 1,
  footnotes: number[],
  chapter99: number[],
  quotaQuantity: number,
  additionalDuties: number,
];

export interface PackedSchedule {
  strings: string[];
  rates: ParsedRate[];
  specials: ParsedSpecial[];
  footnotes: Footnote[];
  lines: PackedLine[];
}

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
  const column = (c: ColumnRate): PackedColumn => [str(c.text), str(c.source), c.inherited ? 1 : 0];
  const packed = lines.map((l): PackedLine => [
    str(l.htsno),
    l.indent,
    str(l.description),
    l.descriptionPath.map(str),
    l.units.map(str),
    column(l.general),
    column(l.special),
    column(l.other),
    [rates.add(l.parsed), specials.add(l.parsedSpecial), rates.add(l.parsedOther)],
    l.parsedOk ? 1 : 0,
    l.footnotes.map((f) => footnotes.add(f)),
    l.chapter99.map(str),
    str(l.quotaQuantity),
    str(l.additionalDuties),
  ]);
  return { strings: strings.list, rates: rates.list, specials: specials.list, footnotes: footnotes.list, lines: packed };
};

/** Line `i` of a packed schedule as a full TariffLine. */
export const unpackLine = (p: PackedSchedule, i: number): TariffLine => {
  const [htsno, indent, description, path, units, g, sp, o, r, parsedOk, footnotes, chapter99, quota, additional] = p.lines[i]!;
  const s = (k: number): string | null => (k < 0 ? null : p.strings[k]!);
  const column = ([text, source, inherited]: PackedColumn): ColumnRate => ({ text: s(text)!, source: s(source), inherited: inherited === 1 });
  const number = s(htsno)!;
  const digits = number.replaceAll('.', '');
  const parsed = r[0] >= 0 ? p.rates[r[0]]! : null;
  const general = column(g);
  const special = column(sp);
  const other = column(o);
  const inheritedColumns: TariffLine['inheritedColumns'] = {};
  if (general.inherited) inheritedColumns.general = general.source!;
  if (special.inherited) inheritedColumns.special = special.source!;
  if (other.inherited) inheritedColumns.other = other.source!;
  // Built in schema order so a line reads the same here as in the static files.
  return {
    htsno: number,
    digits,
    level: digits.length,
    indent,
    chapter: digits.slice(0, 2),
    heading: digits.slice(0, 4),
    description: s(description)!,
    descriptionPath: path.map((k) => s(k)!),
    units: units.map((k) => s(k)!),
    classifiable: digits.length === 10,
    general,
    special,
    other,
    rateKind: parsed?.kind ?? null,
    parsed,
    parsedSpecial: r[1] >= 0 ? p.specials[r[1]]! : null,
    parsedOther: r[2] >= 0 ? p.rates[r[2]]! : null,
    parsedOk: parsedOk === 1,
    inheritedColumns,
    footnotes: footnotes.map((k) => p.footnotes[k]!),
    chapter99: chapter99.map((k) => s(k)!),
    quotaQuantity: s(quota),
    additionalDuties: s(additional),
  };
};

export const unpackLines = (p: PackedSchedule): TariffLine[] => p.lines.map((_, i) => unpackLine(p, i));

/** Tariff numbers of a packed schedule without unpacking the lines. */
export const packedHtsnos = (p: PackedSchedule): string[] => p.lines.map((l) => p.strings[l[0]]!);
