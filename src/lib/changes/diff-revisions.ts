import { CHANGE_FIELDS, type FieldChange, type LineChange } from '../schema/change.ts';
import type { HtsRow } from '../schema/hts-row.ts';
import { comparableLine, type ComparableLine } from './comparable-line.ts';
import { normaliseText } from './normalise-text.ts';

export interface DiffMeta {
  revision: string;
  previous: string;
  date: string;
}

/** htsno values that occur on more than one numbered row (none do in the 44 archived exports). */
export const duplicateHtsnos = (rows: readonly HtsRow[]): string[] => {
  const seen = new Set<string>();
  const dupes = new Set<string>();
  for (const row of rows) {
    const htsno = normaliseText(row.htsno);
    if (htsno === '') continue;
    if (seen.has(htsno)) dupes.add(htsno);
    seen.add(htsno);
  }
  return [...dupes].sort(byCodeUnit);
};

/**
 * Field-level differences between two consecutive revisions, keyed by htsno.
 * Only numbered rows are lines; unnumbered header rows are ignored (a header's
 * wording change shows on no line). Fields are compared after comparableLine's
 * normalisation, and a modification lists only the fields that differ, in
 * CHANGE_FIELDS order, with normalised before and after values.
 *
 * Order: by htsno in code-unit order, which for dotted tariff numbers is
 * schedule order with a parent before its children (`0101.21` < `0101.21.00`).
 *
 * A tariff number on two rows of one export would make the comparison
 * ambiguous: that broken invariant throws (check with duplicateHtsnos first).
 */
export const diffRevisions = (before: readonly HtsRow[], after: readonly HtsRow[], meta: DiffMeta): LineChange[] =>
  diffKeyedRows(keyRows(before, meta.previous), keyRows(after, meta.revision), meta);

/** Numbered rows by htsno; throws on a duplicate tariff number (see diffRevisions). */
export const keyRows = (rows: readonly HtsRow[], revision: string): Map<string, HtsRow> => {
  const lines = new Map<string, HtsRow>();
  for (const row of rows) {
    const htsno = normaliseText(row.htsno);
    if (htsno === '') continue;
    if (lines.has(htsno)) throw new Error(`${revision}: htsno ${htsno} occurs on more than one row`);
    lines.set(htsno, row);
  }
  return lines;
};

/** diffRevisions on rows already keyed, so a feed keys each revision once. */
export const diffKeyedRows = (old: ReadonlyMap<string, HtsRow>, now: ReadonlyMap<string, HtsRow>, meta: DiffMeta): LineChange[] => {
  const head = { revision: meta.revision, previous: meta.previous, date: meta.date };
  const changes: LineChange[] = [];
  for (const htsno of [...new Set([...old.keys(), ...now.keys()])].sort(byCodeUnit)) {
    const a = old.get(htsno);
    const b = now.get(htsno);
    if (!a) changes.push({ ...head, htsno, change: 'added' });
    else if (!b) changes.push({ ...head, htsno, change: 'removed' });
    else if (!sameRaw(a, b)) {
      const fields = fieldChanges(comparableLine(a), comparableLine(b));
      if (fields.length > 0) changes.push({ ...head, htsno, change: 'modified', fields });
    }
  }
  return changes;
};

const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

// The compared values are plain strings and arrays built in a fixed key order, so JSON equality is exact.
const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/** Identical published fields normalise identically: most lines take this shortcut and skip normalising. */
const sameRaw = (a: HtsRow, b: HtsRow): boolean =>
  a.description === b.description &&
  a.general === b.general &&
  a.special === b.special &&
  a.other === b.other &&
  sameList(a.units, b.units, (x, y) => x === y) &&
  sameList(a.footnotes, b.footnotes, (x, y) => x.value === y.value && sameList(x.columns, y.columns, (p, q) => p === q));

const sameList = <T>(a: readonly T[] | null | undefined, b: readonly T[] | null | undefined, eq: (x: T, y: T) => boolean): boolean =>
  a === b || (!!a && !!b && a.length === b.length && a.every((x, i) => eq(x, b[i]!)));

const fieldChanges = (a: ComparableLine, b: ComparableLine): FieldChange[] =>
  // Each entry pairs a field with its own values, so the cast to the union is sound.
  CHANGE_FIELDS.filter((field) => !same(a[field], b[field])).map(
    (field) => ({ field, before: a[field], after: b[field] }) as FieldChange,
  );
