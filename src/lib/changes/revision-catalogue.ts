import { err, ok, type Result } from '../result.ts';
import { CuratedRevisionDates, type Revision } from '../schema/revision.ts';
import { parseRevisionDates, type RevisionDate, type RevisionDatesError } from './parse-revision-dates.ts';
import { compareRevisionKeys, parseRevisionId, releaseName, revisionIdOfFile, type RevisionKey } from './revision-id.ts';

export type CatalogueIssue =
  | { code: 'bad-file-name'; file: string }
  | { code: 'duplicate-file'; id: string; file: string }
  | { code: 'missing-date'; id: string }
  | { code: 'curated-overlaps-csv'; id: string }
  | { code: 'missing-file'; id: string }
  | { code: 'numbering-gap'; year: number; after: number; next: number }
  | { code: 'out-of-order'; id: string; publishedOn: string; previous: string; previousOn: string };

export type CatalogueError =
  | RevisionDatesError
  | { code: 'curated-invalid'; issues: string[] }
  | { code: 'catalogue-invalid'; issues: CatalogueIssue[] };

type Keyed = RevisionKey & { id: string };
const byKey = (a: RevisionKey, b: RevisionKey): number => compareRevisionKeys(a, b);

/**
 * Archive file names + revision_dates.csv + hand-curated dates -> every held
 * revision, oldest first. A held revision needs exactly one date: from the
 * csv, or (only where the csv has no row) from the curated list, so a later
 * csv row can never silently disagree with a curation. The result must be
 * gap-free (no csv-dated revision inside the held range without its file, no
 * hole in a year's numbering) and its publication dates must not go backwards.
 * All issues are collected and returned together.
 */
export const revisionCatalogue = (
  files: readonly string[],
  datesCsv: string,
  curated: unknown,
): Result<Revision[], CatalogueError> => {
  const parsedDates = parseRevisionDates(datesCsv);
  if (!parsedDates.ok) return parsedDates;
  const curation = CuratedRevisionDates.safeParse(curated);
  if (!curation.success) {
    return err({ code: 'curated-invalid', issues: curation.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) });
  }
  const csv = new Map(parsedDates.value.map((d) => [d.id, d]));
  const hand = new Map(curation.data.dates.map((d) => [d.revision, d]));
  const issues: CatalogueIssue[] = [];

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
    const row: RevisionDate | undefined = csv.get(key.id);
    const fix = hand.get(key.id);
    if (row && fix) issues.push({ code: 'curated-overlaps-csv', id: key.id });
    else if (row) revisions.push(revision(key, row.publishedOn, row.policyEffectiveOn, row.note, 'revision-dates-csv'));
    else if (fix) revisions.push(revision(key, fix.publishedOn, null, null, 'curated'));
    else issues.push({ code: 'missing-date', id: key.id });
  }
  issues.push(...gaps(sorted, [...csv.keys(), ...hand.keys()]), ...disorder(revisions));
  return issues.length > 0 ? err({ code: 'catalogue-invalid', issues }) : ok(revisions);
};

const revision = (
  key: Keyed,
  publishedOn: string,
  policyEffectiveOn: string | null,
  note: string | null,
  dateSource: Revision['dateSource'],
): Revision => ({
  id: key.id,
  release: releaseName(key),
  year: key.year,
  number: key.number,
  publishedOn,
  policyEffectiveOn,
  note,
  dateSource,
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
