import { err, ok, type Result } from '../result.ts';
import type { ChangeSummary, LineChange } from '../schema/change.ts';
import { parseSince, type SinceError } from './parse-since.ts';

export interface ChangeQuery {
  /** ISO date-time (or date); see parseSince for the day semantics. */
  since: string;
  limit: number;
  offset: number;
}

export type SelectError = SinceError | { code: 'invalid-paging'; limit: number; offset: number };

export interface ChangePage {
  items: LineChange[];
  /** Changes matching `since`, over all pages. */
  total: number;
  nextOffset: number | null;
}

/** Where one page lies in the per-revision groups, so a loader reads only those revisions. */
export interface PageSlice {
  revision: string;
  /** Index range [start, end) into that revision's `lines`. */
  start: number;
  end: number;
}

const paging = (q: ChangeQuery): Result<string, SelectError> => {
  if (!Number.isInteger(q.limit) || q.limit < 1 || !Number.isInteger(q.offset) || q.offset < 0) {
    return err({ code: 'invalid-paging', limit: q.limit, offset: q.offset });
  }
  return parseSince(q.since);
};

const next = (q: ChangeQuery, total: number): number | null => (q.offset + q.limit < total ? q.offset + q.limit : null);

/** One page of the changes published on or after `since`, in feed order. */
export const selectChanges = (changes: readonly LineChange[], q: ChangeQuery): Result<ChangePage, SelectError> => {
  const day = paging(q);
  if (!day.ok) return day;
  const matching = changes.filter((c) => c.date >= day.value);
  return ok({ items: matching.slice(q.offset, q.offset + q.limit), total: matching.length, nextOffset: next(q, matching.length) });
};

/**
 * The same page as selectChanges, computed from the summary alone: which
 * revisions' groups to load and which of their lines to take. Every line of
 * one revision shares its date, so `since` selects whole revisions.
 */
export const pageSlices = (
  summary: readonly ChangeSummary[],
  q: ChangeQuery,
): Result<{ slices: PageSlice[]; total: number; nextOffset: number | null }, SelectError> => {
  const day = paging(q);
  if (!day.ok) return day;
  const slices: PageSlice[] = [];
  let seen = 0;
  for (const s of summary) {
    if (s.date < day.value) continue;
    const size = s.added + s.removed + s.modified;
    const start = Math.max(q.offset - seen, 0);
    const end = Math.min(q.offset + q.limit - seen, size);
    if (start < end) slices.push({ revision: s.revision, start, end });
    seen += size;
  }
  return ok({ slices, total: seen, nextOffset: next(q, seen) });
};
