import { err, ok, type Result } from '../result.ts';
import { IsoDate } from '../schema/revision.ts';
import { parseCsv, type CsvError } from '../csv/parse-csv.ts';
import { parseRevisionId, revisionId } from './revision-id.ts';

/** One row of revision_dates.csv, keyed by our revision id. */
export interface RevisionDate {
  id: string;
  publishedOn: string;
  policyEffectiveOn: string | null;
  note: string | null;
}

export type RevisionDatesIssue =
  | { code: 'missing-column'; column: string }
  | { code: 'field-count'; row: number; expected: number; found: number }
  | { code: 'bad-revision'; row: number; value: string }
  | { code: 'bad-date'; row: number; column: string; value: string }
  | { code: 'duplicate-revision'; row: number; id: string };

export type RevisionDatesError = CsvError | { code: 'revision-dates-invalid'; issues: RevisionDatesIssue[] };

const COLUMNS = ['revision', 'effective_date', 'policy_effective_date', 'policy_event'] as const;
const UNPREFIXED = /^(?:basic|rev_[1-9]\d*)$/;
const absent = (v: string): boolean => v.trim() === '' || v.trim() === 'NA';

/**
 * revision_dates.csv -> one RevisionDate per row. `effective_date` is the
 * publication date; `policy_effective_date` and `policy_event` are kept when
 * not NA; the tracker's own columns (tpc_*, needs_review) are not ours and are dropped.
 *
 * The csv names 2025 revisions without a year (`basic`, `rev_1`..`rev_32`) and
 * later ones with it (`2026_rev_1`): an unprefixed row takes the year of its
 * publication date. revisionCatalogue checks the resulting order is chronological.
 */
export const parseRevisionDates = (csv: string): Result<RevisionDate[], RevisionDatesError> => {
  const parsed = parseCsv(csv);
  if (!parsed.ok) return parsed;
  const [header = [], ...records] = parsed.value;
  const names = header.map((h) => h.trim());
  const issues: RevisionDatesIssue[] = [];
  const at = Object.fromEntries(COLUMNS.map((c) => [c, names.indexOf(c)])) as Record<(typeof COLUMNS)[number], number>;
  for (const column of COLUMNS) if (at[column] < 0) issues.push({ code: 'missing-column', column });
  if (issues.length > 0) return err({ code: 'revision-dates-invalid', issues });

  const dates: RevisionDate[] = [];
  const seen = new Set<string>();
  records.forEach((fields, index) => {
    const row = index + 2; // 1-based, after the header
    if (fields.length !== names.length) {
      issues.push({ code: 'field-count', row, expected: names.length, found: fields.length });
      return;
    }
    const get = (c: (typeof COLUMNS)[number]): string => fields[at[c]]!.trim();
    const date = (c: 'effective_date' | 'policy_effective_date'): string | null | undefined => {
      const v = get(c);
      if (c !== 'effective_date' && absent(v)) return null;
      if (IsoDate.safeParse(v).success) return v;
      issues.push({ code: 'bad-date', row, column: c, value: v });
      return undefined;
    };
    const publishedOn = date('effective_date');
    const policyEffectiveOn = date('policy_effective_date');
    const raw = get('revision');
    // An unprefixed id with a bad date has no year; its bad-date issue is already recorded.
    const key = UNPREFIXED.test(raw)
      ? publishedOn && parseRevisionId(`${publishedOn.slice(0, 4)}_${raw}`)
      : parseRevisionId(raw);
    if (key === null) issues.push({ code: 'bad-revision', row, value: raw });
    if (!key || !publishedOn || policyEffectiveOn === undefined) return;
    const id = revisionId(key);
    if (seen.has(id)) issues.push({ code: 'duplicate-revision', row, id });
    seen.add(id);
    const note = get('policy_event');
    dates.push({ id, publishedOn, policyEffectiveOn, note: absent(note) ? null : note });
  });
  return issues.length > 0 ? err({ code: 'revision-dates-invalid', issues }) : ok(dates);
};
