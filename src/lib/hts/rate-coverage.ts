import type { ParsedRate, RateColumn, RateKind } from '../schema/rate.ts';
import { PRICED_KINDS } from '../schema/rate.ts';
import type { TariffLine } from '../schema/tariff-line.ts';

export interface RateUsage {
  text: string;
  column: RateColumn;
  kind: RateKind;
  parsed: ParsedRate;
  publishedOn: number;
  appliesTo: number;
}

/** Each column's applied rates of a line, special groups split out. */
const ratesOf = (line: TariffLine): { column: RateColumn; parsed: ParsedRate; own: boolean }[] => {
  const out: { column: RateColumn; parsed: ParsedRate; own: boolean }[] = [];
  if (line.parsed) out.push({ column: 'general', parsed: line.parsed, own: !line.general.inherited });
  if (line.parsedOther) out.push({ column: 'other', parsed: line.parsedOther, own: !line.other.inherited });
  for (const g of line.parsedSpecial?.groups ?? []) out.push({ column: 'special', parsed: g.rate, own: !line.special.inherited });
  return out;
};

/** Every distinct rate string per column with its kind and usage, plus counts per kind; schedule order of first use. */
export const rateCoverage = (lines: readonly TariffLine[]) => {
  const usage = new Map<string, RateUsage>();
  const linesPerKind: Record<RateColumn, Partial<Record<RateKind, number>>> = { general: {}, special: {}, other: {} };
  for (const line of lines) {
    const seenKinds = new Set<string>();
    for (const { column, parsed, own } of ratesOf(line)) {
      const key = `${column}\u0000${parsed.text}`;
      let u = usage.get(key);
      if (!u) usage.set(key, (u = { text: parsed.text, column, kind: parsed.kind, parsed, publishedOn: 0, appliesTo: 0 }));
      u.appliesTo += 1;
      if (own) u.publishedOn += 1;
      // A line counts once per kind per column even when several special groups share the kind.
      const kindKey = `${column}:${parsed.kind}`;
      if (!seenKinds.has(kindKey)) {
        seenKinds.add(kindKey);
        linesPerKind[column][parsed.kind] = (linesPerKind[column][parsed.kind] ?? 0) + 1;
      }
    }
  }
  const rates = [...usage.values()];
  const distinctStrings: Record<RateColumn, number> = { general: 0, special: 0, other: 0 };
  for (const r of rates) distinctStrings[r.column] += 1;
  const refused = rates
    .filter((r) => !PRICED_KINDS.includes(r.kind))
    .map(({ text, column, kind, appliesTo }) => ({ text, column, kind, appliesTo }));
  return { rates, distinctStrings, linesPerKind, refused };
};
