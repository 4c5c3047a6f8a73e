import type { HtsRow } from '../schema/hts-row.ts';
import type { ParsedRate, ParsedSpecial, RateColumn } from '../schema/rate.ts';
import type { Footnote, TariffLine } from '../schema/tariff-line.ts';
import { chapter99Refs } from './chapter99-refs.ts';
import { inheritColumns, type RateCarrier } from './inherit-columns.ts';
import type { RateCache } from './rate-cache.ts';

/** A data-quality problem found while building; the build prints all of them and fails once. */
export type ScheduleIssue =
  | { code: 'unrecognised-rate'; htsno: string; column: RateColumn; text: string }
  | { code: 'bad-htsno'; htsno: string; row: number }
  | { code: 'bad-indent'; htsno: string; row: number; indent: string };

export interface Schedule {
  lines: TariffLine[];
  issues: ScheduleIssue[];
  rowsRead: number;
  unnumberedRows: number;
}

interface Frame {
  indent: number;
  description: string;
  carrier: RateCarrier | null;
  chapter99: string[];
}

const HTSNO = /^\d{4}(\.\d{2}){0,3}$/;
// Most texts are already clean: one test, and no new string, unless some whitespace is not a single inner space.
const UNCLEAN = /[^\S ]| {2}|^ | $/;
const clean = (s: string | null | undefined): string => (s == null ? '' : UNCLEAN.test(s) ? s.replace(/\s+/g, ' ').trim() : s);

/**
 * The USITC export -> tariff lines. Every numbered row is a line; unnumbered
 * rows only contribute to the description path of the lines beneath them.
 * Parent-child structure comes from `indent`, scoped to one heading.
 */
export const buildSchedule = (rows: readonly HtsRow[], cache: RateCache): Schedule => {
  const lines: TariffLine[] = [];
  const issues: ScheduleIssue[] = [];
  const stack: Frame[] = [];
  let unnumberedRows = 0;

  rows.forEach((row, index) => {
    const indent = Number.parseInt(String(row.indent), 10);
    const htsno = clean(row.htsno);
    if (!Number.isInteger(indent) || indent < 0) {
      issues.push({ code: 'bad-indent', htsno, row: index, indent: String(row.indent) });
      return;
    }
    while (stack.length > 0 && stack[stack.length - 1]!.indent >= indent) stack.pop();
    const description = clean(row.description);

    if (htsno === '') {
      unnumberedRows += 1;
      stack.push({ indent, description, carrier: null, chapter99: [] });
      return;
    }
    if (!HTSNO.test(htsno)) {
      issues.push({ code: 'bad-htsno', htsno, row: index });
      return;
    }

    const digits = htsno.replaceAll('.', '');
    const heading = digits.slice(0, 4);
    // A new heading starts a new tree even if the export's indent says otherwise.
    if (digits.length === 4) stack.length = 0;
    const carrier: RateCarrier = {
      htsno,
      heading,
      own: { general: clean(row.general), special: clean(row.special), other: clean(row.other) },
    };
    const ancestors = stack
      .filter((f) => f.carrier !== null && f.carrier.heading === heading)
      .map((f) => f.carrier!)
      .reverse();
    const rates = inheritColumns(carrier, ancestors);

    const footnotes: Footnote[] = (row.footnotes ?? []).map((f) => ({
      columns: (f.columns ?? []).map(clean),
      text: clean(f.value),
      type: clean(f.type),
    }));
    const ownRefs = chapter99Refs(footnotes.map((f) => f.text));
    const inheritedRefs = stack.filter((f) => f.carrier?.heading === heading).flatMap((f) => f.chapter99);
    const chapter99 = [...new Set([...ownRefs, ...inheritedRefs])].sort();

    const parsedGeneral = parseColumn(cache, rates.general.text, htsno, 'general', issues);
    const parsedOther = parseColumn(cache, rates.other.text, htsno, 'other', issues);
    const parsedSpecial = parseSpecialColumn(cache, rates.special.text, htsno, issues);
    const parsedOk =
      rates.general.text !== '' &&
      parsedGeneral !== null &&
      (rates.other.text === '' || parsedOther !== null) &&
      (rates.special.text === '' || parsedSpecial !== null);

    const inheritedColumns: TariffLine['inheritedColumns'] = {};
    for (const column of ['general', 'special', 'other'] as const) {
      const rate = rates[column];
      if (rate.inherited && rate.source !== null) inheritedColumns[column] = rate.source;
    }

    lines.push({
      htsno,
      digits,
      level: digits.length,
      indent,
      chapter: digits.slice(0, 2),
      heading,
      description,
      descriptionPath: [...stack.map((f) => f.description), description].filter((d) => d !== ''),
      units: (row.units ?? []).map(clean).filter((u) => u !== ''),
      classifiable: digits.length === 10,
      general: rates.general,
      special: rates.special,
      other: rates.other,
      rateKind: parsedGeneral?.kind ?? null,
      parsed: parsedGeneral,
      parsedSpecial,
      parsedOther,
      parsedOk,
      inheritedColumns,
      footnotes,
      chapter99,
      quotaQuantity: clean(row.quotaQuantity) || null,
      additionalDuties: clean(row.additionalDuties) || null,
    });
    stack.push({ indent, description, carrier, chapter99: ownRefs });
  });

  return { lines, issues, rowsRead: rows.length, unnumberedRows };
};

const parseColumn = (
  cache: RateCache,
  text: string,
  htsno: string,
  column: 'general' | 'other',
  issues: ScheduleIssue[],
): ParsedRate | null => {
  if (text === '') return null;
  const result = cache.rate(text);
  if (result.ok) return result.value;
  issues.push({ code: 'unrecognised-rate', htsno, column, text });
  return null;
};

const parseSpecialColumn = (cache: RateCache, text: string, htsno: string, issues: ScheduleIssue[]): ParsedSpecial | null => {
  if (text === '') return null;
  const result = cache.special(text);
  if (result.ok) return result.value;
  issues.push({ code: 'unrecognised-rate', htsno, column: 'special', text });
  return null;
};
