/**
 * The revision in force on a date (asOf), for a lookup, an estimate or anything else read as of a date. Checks,
 * in order: a malformed date is invalid; the archive must be held (else unavailable); a date before its first
 * revision, or beyond the caller's plan window, is refused (history-date.ts).
 */
import { coverage } from '../lib/changes/coverage.ts';
import type { HistoryStores } from '../lib/history/history-store.ts';
import { revisionOn } from '../lib/history/revision-on.ts';
import { ok } from '../lib/result.ts';
import { PUBLICATION_NOTE, type AsOfRevision } from '../lib/schema/line-history.ts';
import { IsoDate } from '../lib/schema/revision.ts';
import { systemClock, windowOf, type Caller, type Clock } from './caller.ts';
import type { Deps } from './deps.ts';
import { failed, type Outcome } from './failure.ts';
import { refuseHistoryDate } from './history-date.ts';

export interface AsOfInput {
  /** YYYY-MM-DD. */
  date: string;
  /** The input's name for the date, in messages and members (default asOf). */
  field?: string;
}

export interface AsOfResolved {
  /** The revision's position in the archive (oldest first). */
  at: number;
  asOf: AsOfRevision;
  stores: HistoryStores;
}

export const resolveAsOf = async (deps: Deps, input: AsOfInput, caller?: Caller, clock: Clock = systemClock): Promise<Outcome<AsOfResolved>> => {
  const { date, field = 'asOf' } = input;
  if (!IsoDate.safeParse(date).success) {
    return failed({ kind: 'invalid', errors: [{ field, message: 'a calendar date, YYYY-MM-DD' }], detail: `${field}: a calendar date, YYYY-MM-DD, e.g. 2025-04-05` });
  }
  const stores = await deps.history();
  const { revisions } = await stores.index();
  const held = coverage(revisions);
  if (!held.ok) return failed({ kind: 'unavailable', detail: 'This build holds no revision archive' });
  const first = held.value.first;
  const refused = refuseHistoryDate(first, windowOf(caller, clock), field, date, {
    beforeArchive: `The archive starts with ${first.release}, published ${first.publishedOn}; ${field} is ${date}`,
    beyondWindow: `${field} is ${date}`,
  });
  if (refused) return failed(refused);
  const at = revisionOn(revisions, date);
  const revision = revisions[at]!;
  return ok({
    at,
    stores,
    asOf: {
      date,
      revision: revision.id,
      release: revision.release,
      publishedOn: revision.publishedOn,
      policyEffectiveOn: revision.policyEffectiveOn,
      note: PUBLICATION_NOTE,
      ...(revision.textNote === undefined ? {} : { textNote: revision.textNote }),
    },
  });
};
