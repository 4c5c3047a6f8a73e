/**
 * The publisher's presentation markup, removed from the text it wraps. Several of
 * the publisher's own exports (2025 Rev 4, 6, 10 and 14, and every live export)
 * carry inline HTML in descriptions, units and rates (`Eels (<i>Anguilla spp.</i>)`,
 * `m<sup>3</sup>`); others carry the same text without it. The markup is
 * presentation, not content, so every export is read through this once and no
 * answer, page, diff or search index ever holds a tag.
 */
import type { HtsRow } from '../schema/hts-row.ts';

/** Every tag the publisher's exports have been seen to carry; line breaks read as a space. */
const BREAK_TAG = /<\/?(?:br|nl|newline)\b[^<>]*>/gi;
const FORMAT_TAG = /<\/?(?:i|b|u|em|strong|sup|sub|span|il|small|font)\b[^<>]*>/gi;

/** Anything that looks like a tag (a letter or `/` after `<`), known or not: what no served text may hold. */
export const ANY_TAG = /<\/?[A-Za-z][A-Za-z0-9]*\b[^<>]*>/;

/** The text without its markup. Text without a tag is returned as it is; with one, the spaces a break leaves are single. */
export const stripMarkup = (text: string): string => {
  if (!text.includes('<')) return text;
  const stripped = text.replace(BREAK_TAG, ' ').replace(FORMAT_TAG, '');
  return stripped === text ? text : stripped.replace(/ {2,}/g, ' ').trim();
};

const clean = <T extends string | null | undefined>(value: T): T => (typeof value === 'string' ? (stripMarkup(value) as T) : value);

/** One export row with every text field stripped: description, units, the three rate columns, footnotes, quota and additional duties. */
export const stripRowMarkup = (row: HtsRow): HtsRow => ({
  ...row,
  description: clean(row.description),
  superior: clean(row.superior),
  units: row.units?.map(stripMarkup) ?? row.units,
  general: clean(row.general),
  special: clean(row.special),
  other: clean(row.other),
  footnotes: row.footnotes?.map((f) => ({ ...f, value: clean(f.value) })) ?? row.footnotes,
  quotaQuantity: clean(row.quotaQuantity),
  additionalDuties: clean(row.additionalDuties),
  addiitionalDuties: clean(row.addiitionalDuties),
});

const hasMarkup = (row: HtsRow): boolean =>
  [row.description, row.superior, row.general, row.special, row.other, row.quotaQuantity, row.additionalDuties, row.addiitionalDuties, ...(row.units ?? []), ...(row.footnotes ?? []).map((f) => f.value)].some(
    (v) => typeof v === 'string' && v.includes('<'),
  );

/** A whole export, stripped; rows without markup are kept as they are. */
export const stripExportMarkup = (rows: readonly HtsRow[]): HtsRow[] => rows.map((row) => (hasMarkup(row) ? stripRowMarkup(row) : row));
