import type { ParsedRate, ParsedSpecial } from '../schema/rate.ts';
import type { TariffLine } from '../schema/tariff-line.ts';

/**
 * The functions' compact form of the schedule: ~1,600 distinct parsed rates
 * are stored once and lines refer to them by index, so the bundled index is a
 * fraction of hts-schedule.json. Derived fields are recomputed on unpack.
 */
type Derived = 'digits' | 'level' | 'chapter' | 'heading' | 'classifiable' | 'parsed' | 'parsedSpecial' | 'parsedOther' | 'rateKind' | 'descriptionPath';
/** `d`: description path as indexes into `strings`; `r`: general, special, other parsed rates as indexes (-1: none). */
export type PackedLine = Omit<TariffLine, Derived> & { d: number[]; r: [number, number, number] };

export interface PackedSchedule {
  strings: string[];
  rates: ParsedRate[];
  specials: ParsedSpecial[];
  lines: PackedLine[];
}

const interner = <T>(key: (value: T) => string) => {
  const index = new Map<string, number>();
  const list: T[] = [];
  return {
    list,
    add(value: T | null): number {
      if (value === null) return -1;
      let i = index.get(key(value));
      if (i === undefined) {
        i = list.length;
        index.set(key(value), i);
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
  const packed = lines.map((line): PackedLine => {
    const { digits, level, chapter, heading, classifiable, parsed, parsedSpecial, parsedOther, rateKind, descriptionPath, ...rest } = line;
    return {
      ...rest,
      d: descriptionPath.map((s) => strings.add(s)),
      r: [rates.add(parsed), specials.add(parsedSpecial), rates.add(parsedOther)],
    };
  });
  return { strings: strings.list, rates: rates.list, specials: specials.list, lines: packed };
};

export const unpackLines = (packed: PackedSchedule): TariffLine[] =>
  packed.lines.map((p) => {
    const digits = p.htsno.replaceAll('.', '');
    const parsed = p.r[0] >= 0 ? packed.rates[p.r[0]]! : null;
    // Built in schema order so a line reads the same here as in the static files.
    return {
      htsno: p.htsno,
      digits,
      level: digits.length,
      indent: p.indent,
      chapter: digits.slice(0, 2),
      heading: digits.slice(0, 4),
      description: p.description,
      descriptionPath: p.d.map((i) => packed.strings[i]!),
      units: p.units,
      classifiable: digits.length === 10,
      general: p.general,
      special: p.special,
      other: p.other,
      rateKind: parsed?.kind ?? null,
      parsed,
      parsedSpecial: p.r[1] >= 0 ? packed.specials[p.r[1]]! : null,
      parsedOther: p.r[2] >= 0 ? packed.rates[p.r[2]]! : null,
      parsedOk: p.parsedOk,
      inheritedColumns: p.inheritedColumns,
      footnotes: p.footnotes,
      chapter99: p.chapter99,
      quotaQuantity: p.quotaQuantity,
      additionalDuties: p.additionalDuties,
    };
  });
