import type { CheckedLine, NamedLine } from '../schema/code-check.ts';
import type { TariffLine } from '../schema/tariff-line.ts';

/** A built line as a code check shows it: rates as the text that applies after inheritance. */
export const checkedLine = (line: TariffLine): CheckedLine => ({
  htsno: line.htsno,
  level: line.level,
  classifiable: line.classifiable,
  description: line.description,
  descriptionPath: line.descriptionPath,
  units: line.units,
  general: line.general.text,
  special: line.special.text,
  other: line.other.text,
});

export const namedLine = (line: Pick<TariffLine, 'htsno' | 'description' | 'descriptionPath'>): NamedLine => ({
  htsno: line.htsno,
  description: line.description,
  descriptionPath: line.descriptionPath,
});
