/**
 * What the schedule CSV must read back as (src/lib/datasets/read-schedule-csv.ts) for a line of the JSON
 * datasets, written from the JSON fields directly, not through the CSV writer. Shared by the unit test (fixture
 * lines) and the golden test (every line of the built files).
 */
import type { ScheduleCsvLine } from '../../../src/lib/datasets/read-schedule-csv.ts';
import type { TariffLine } from '../../../src/lib/schema/tariff-line.ts';

export const expectedCsvLine = (l: TariffLine, htsRelease: string): ScheduleCsvLine => ({
  htsno: l.htsno,
  digits: l.digits,
  level: l.level,
  indent: l.indent,
  chapter: l.chapter,
  heading: l.heading,
  description: l.description,
  descriptionPath: l.descriptionPath,
  units: l.units,
  classifiable: l.classifiable,
  general: { text: l.general.text, kinds: l.rateKind === null ? [] : [l.rateKind], inheritedFrom: l.inheritedColumns.general ?? null },
  special: { text: l.special.text, kinds: [...new Set(l.parsedSpecial?.groups.map((g) => g.rate.kind) ?? [])], inheritedFrom: l.inheritedColumns.special ?? null },
  other: { text: l.other.text, kinds: l.parsedOther ? [l.parsedOther.kind] : [], inheritedFrom: l.inheritedColumns.other ?? null },
  footnotes: l.footnotes.map((f) => ({ columns: f.columns, text: f.text })),
  chapter99: l.chapter99,
  quotaQuantity: l.quotaQuantity,
  additionalDuties: l.additionalDuties,
  htsRelease,
});
