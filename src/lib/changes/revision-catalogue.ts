import { err, ok, type Result } from '../result.ts';
import { RevisionDatesFile, type Revision, type RevisionDateRow } from '../schema/revision.ts';
import { compareRevisionKeys, parseRevisionId, releaseName, revisionIdOfFile, type RevisionKey } from './revision-id.ts';

export type CatalogueIssue =
  | { code: 'bad-file-name'; file: string }
  | { code: 'duplicate-file'; id: string; file: string }
  | { code: 'missing-date'; id: string }
  | { code: 'duplicate-date'; id: string }
  | { code: 'missing-file'; id: string }
  | { code: 'numbering-gap'; year: number; after: number; next: number }
  | { code: 'out-of-order'; id: string; publishedOn: string; previous: string; previousOn: string };

export type CatalogueError =
  | { code: 'revision-dates-invalid'; issues: string[] }
  | { code: 'catalogue-invalid'; issues: CatalogueIssue[] };

type Keyed = RevisionKey & { id: string };
const byKey = (a: RevisionKey, b: RevisionKey): number => compareRevisionKeys(a, b);

/**
 * Archive file names + content/revision-dates.json -> every held revision,
 * oldest first. A held revision needs exactly one dated row. The result must be
 * gap-free (no dated revision inside the held range without its file, no hole
 * in a year's numbering) and its publication dates must not go backwards.
 * All issues are collected and returned together.
 */
export const revisionCatalogue = (files: readonly string[], dates: unknown): Result<Revision[], CatalogueError> => {
  const parsed = RevisionDatesFile.safeParse(dates);
  if (!parsed.success) {
    return err({ code: 'revision-dates-invalid', issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) });
  }
  const issues: CatalogueIssue[] = [];
  const dated = new Map<string, RevisionDateRow>();
  for (const row of parsed.data.revisions) {
    if (dated.has(row.revision)) issues.push({ code: 'duplicate-date', id: row.revision });
    dated.set(row.revision, row);
  }

  const held = new Map<string, Keyed>();
  for (const file of files) {
    const id = revisionIdOfFile(file);
    const key = id === null ? null : parseRevisionId(id);
    if (id === null || key === null) issues.push({ code: 'bad-file-name', file });
    else if (held.has(id)) issues.push({ code: 'duplicate-file', id, file });
    else held.set(id, { ...key, id });
  }
  const sorted = [...held.values()].sort(byKey);

  const revisions: Revision[] = [];
  for (const key of sorted) {
    const row = dated.get(key.id);
    if (row) revisions.push(revision(key, row));
    else issues.push({ code: 'missing-date', id: key.id });
  }
  issues.push(...gaps(sorted, [...dated.keys()]), ...disorder(revisions));
  return issues.length > 0 ? err({ code: 'catalogue-invalid', issues }) : ok(revisions);
};

const revision = (key: Keyed, row: RevisionDateRow): Revision => ({
  id: key.id,
  release: releaseName(key),
  year: key.year,
  number: key.number,
  publishedOn: row.publishedOn,
  policyEffectiveOn: row.policyEffectiveOn,
  note: row.note,
  dateSource: row.dateSource,
});

/** Revisions known to exist inside the held range but not held, and holes in a year's numbering. */
const gaps = (sorted: readonly Keyed[], datedIds: readonly string[]): CatalogueIssue[] => {
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) return [];
  const heldIds = new Set(sorted.map((k) => k.id));
  const found: CatalogueIssue[] = [];
  for (const id of new Set(datedIds)) {
    const key = parseRevisionId(id);
    if (key && !heldIds.has(id) && byKey(key, first) > 0 && byKey(key, last) < 0) found.push({ code: 'missing-file', id });
  }
  sorted.forEach((key, i) => {
    const prev = sorted[i - 1];
    if (prev && prev.year === key.year && key.number !== prev.number + 1) {
      found.push({ code: 'numbering-gap', year: key.year, after: prev.number, next: key.number });
    }
  });
  return found;
};

const disorder = (revisions: readonly Revision[]): CatalogueIssue[] =>
  revisions.flatMap((r, i) => {
    const prev = revisions[i - 1];
    return prev && r.publishedOn < prev.publishedOn
      ? [{ code: 'out-of-order' as const, id: r.id, publishedOn: r.publishedOn, previous: prev.id, previousOn: prev.publishedOn }]
      : [];
  });
