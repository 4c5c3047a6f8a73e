import { RATE_COLUMNS, type RateColumn } from '../schema/rate.ts';
import type { ColumnRate } from '../schema/tariff-line.ts';

/** The numbered-row facts inheritance needs. */
export interface RateCarrier {
  htsno: string;
  heading: string;
  own: Record<RateColumn, string>;
}

export type ColumnRates = Record<RateColumn, ColumnRate>;

/**
 * Per-column inheritance (docs/CONTRACT.md 2.1, fixed in 1.1.0): each column a line lacks
 * is taken from the nearest numbered ancestor in the same heading that has
 * that column, independently of the other columns.
 *
 * `ancestors` lists the line's numbered ancestors nearest first.
 */
export const inheritColumns = (line: RateCarrier, ancestors: readonly RateCarrier[]): ColumnRates => {
  const out = {} as ColumnRates;
  for (const column of RATE_COLUMNS) {
    const own = line.own[column];
    if (own !== '') {
      out[column] = { text: own, source: line.htsno, inherited: false };
      continue;
    }
    const from = ancestors.find((a) => a.heading === line.heading && a.own[column] !== '');
    out[column] = from
      ? { text: from.own[column], source: from.htsno, inherited: true }
      : { text: '', source: null, inherited: false };
  }
  return out;
};
