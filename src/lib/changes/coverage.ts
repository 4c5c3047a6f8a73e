import { err, ok, type Result } from '../result.ts';
import type { Coverage, Revision } from '../schema/revision.ts';

const ref = (r: Revision): Coverage['first'] => ({ revision: r.id, release: r.release, publishedOn: r.publishedOn });

/** First and last revision held (from revisionCatalogue, oldest first) and how many. */
export const coverage = (revisions: readonly Revision[]): Result<Coverage, { code: 'no-revisions' }> => {
  const first = revisions[0];
  const last = revisions[revisions.length - 1];
  if (!first || !last) return err({ code: 'no-revisions' });
  return ok({ first: ref(first), last: ref(last), count: revisions.length });
};

/** A `since` day (parseSince) before the first revision held asks for history the service never retained. */
export const isBeforeRetention = (cov: Coverage, sinceDay: string): boolean => sinceDay < cov.first.publishedOn;
