/**
 * The revision in force on a date (asOf), for a lookup, a line's history or an estimate. Checks, in order, as
 * /v1/changes checks `since`: a malformed date is 400; a date before the first archived revision is 422 (history
 * never retained); one older than the caller's plan window is 402.
 */
import { coverage } from '../lib/changes/coverage.ts';
import { historyWindow, isBeyondWindow, type HistoryWindow } from '../lib/changes/history-window.ts';
import type { HistoryStores } from '../lib/history/history-store.ts';
import { revisionOn } from '../lib/history/revision-on.ts';
import { PUBLICATION_NOTE, type AsOfRevision } from '../lib/schema/line-history.ts';
import { IsoDate } from '../lib/schema/revision.ts';
import { problem } from './app.ts';
import type { Deps } from '../app/deps.ts';
import type { Ctx, Reply } from './context.ts';
import { ANONYMOUS_PLAN } from './handlers/changes.ts';

export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** The caller's history window: their plan's, or the anonymous plan's when no gate named them. */
export const windowOf = (caller: Ctx['caller'], now: Clock): HistoryWindow =>
  historyWindow(caller?.plan ?? ANONYMOUS_PLAN.plan, caller?.historyDays ?? ANONYMOUS_PLAN.historyDays, now());

export type AsOf = { ok: true; at: number; asOf: AsOfRevision; stores: HistoryStores } | { ok: false; reply: Reply };

export const resolveAsOf = async (deps: Deps, caller: Ctx['caller'], date: string, now: Clock, field = 'asOf'): Promise<AsOf> => {
  if (!IsoDate.safeParse(date).success) {
    return { ok: false, reply: problem(400, 'bad-request', `${field}: a calendar date, YYYY-MM-DD, e.g. 2025-04-05`, { errors: [{ field, message: 'a calendar date, YYYY-MM-DD' }] }) };
  }
  const stores = await deps.history();
  const { revisions } = await stores.index();
  const held = coverage(revisions);
  if (!held.ok) return { ok: false, reply: problem(503, 'unavailable', 'This build holds no revision archive') };
  const first = held.value.first;
  const at = revisionOn(revisions, date);
  if (at < 0) {
    return {
      ok: false,
      reply: problem(422, 'unprocessable', `The archive starts with ${first.release}, published ${first.publishedOn}; ${field} is ${date}`, {
        retentionStartedOn: first.publishedOn,
        [field]: date,
      }),
    };
  }
  const window = windowOf(caller, now);
  if (isBeyondWindow(window, date)) {
    return {
      ok: false,
      reply: problem(402, 'payment-required', `The ${window.plan} plan reaches back ${window.historyDays} days, to ${window.oldestSince}; ${field} is ${date}`, {
        ...window,
        [field]: date,
        plans: '/v1/plans',
      }),
    };
  }
  const revision = revisions[at]!;
  return {
    ok: true,
    at,
    stores,
    asOf: {
      date,
      revision: revision.id,
      release: revision.release,
      publishedOn: revision.publishedOn,
      policyEffectiveOn: revision.policyEffectiveOn,
      note: PUBLICATION_NOTE,
    },
  };
};
