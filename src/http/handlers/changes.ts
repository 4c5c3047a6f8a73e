/**
 * GET /v1/changes: field-level differences between consecutive archived HTS
 * revisions published on or after `since`. Checks, in order: a missing or
 * malformed parameter is a 400 problem (docs/CONTRACT.md part 7: a problem here, not the
 * bad-filter body); a `since` before the first archived revision is 422
 * (history never retained); one older than the caller's plan window is 402.
 * countries and notices have no archive (only the current build is held), so
 * any valid `since` gives an empty page that says why. The current schedule
 * is never presented as history: every record is a difference between two
 * archived revisions, and a page loads only the revision groups it shows.
 */
import { systemClock, windowOf, type Clock } from '../../app/caller.ts';
import { refuseHistoryDate } from '../../app/history-date.ts';
import { coverage } from '../../lib/changes/coverage.ts';
import { expandChanges } from '../../lib/changes/group-changes.ts';
import { parseSince } from '../../lib/changes/parse-since.ts';
import { pageSlices } from '../../lib/changes/select-changes.ts';
import { parseWatchList, selectWatchedChanges } from '../../lib/changes/watch-changes.ts';
import type { ChangesIndex } from '../../lib/datasets/reference-index.ts';
import { ChangeWatchQuery } from '../../lib/query/change-query.ts';
import { readParams } from '../../lib/query/read-params.ts';
import type { RevisionChanges } from '../../lib/schema/change.ts';
import { problem } from '../app.ts';
import type { Ctx, Handler } from '../context.ts';
import { decodeCursor, encodeCursor } from '../cursor.ts';
import { badParams, failureReply } from '../failure-reply.ts';

const groupIndex = new WeakMap<ChangesIndex, Map<string, RevisionChanges>>();
const groupsOf = (index: ChangesIndex): Map<string, RevisionChanges> => {
  let map = groupIndex.get(index);
  if (!map) groupIndex.set(index, (map = new Map(index.groups.map((g) => [g.revision, g]))));
  return map;
};

/** A cursor is bound to the path, every parameter but cursor and limit, and the dataset versions. */
const scopeOf = (ctx: Ctx): string =>
  JSON.stringify([
    ctx.url.pathname.replace(/\/$/, ''),
    [...ctx.url.searchParams].filter(([k]) => k !== 'cursor' && k !== 'limit').sort(([a], [b]) => (a < b ? -1 : 1)),
    ctx.envelope.datasetVersions,
  ]);

const FEED_NOTE =
  'Differences between consecutive archived HTS revisions published on or after sinceDay; each record names the revision that made it and the one it is compared with. The current schedule is never presented as history.';
const WATCH_NOTE = 'Kept to changes of the lines numbered in htsno, the lines under them and the headings and subheadings above them.';

export const createListChanges =
  (now: Clock = systemClock): Handler =>
  async (ctx) => {
    const query = readParams(ChangeWatchQuery, ctx.url.searchParams);
    if (!query.ok) return badParams(query.error);
    const { dataset, since, limit, cursor, htsno } = query.value;
    if (htsno !== undefined && dataset !== 'hts') return badParams([`htsno: only the hts dataset has tariff numbers; ${dataset} has none`]);
    const day = parseSince(since);
    if (!day.ok) return badParams([`since: not a date-time: ${since}`]);
    const sinceDay = day.value;

    const index = await ctx.deps.changes();
    const held = coverage(index.revisions);
    if (!held.ok) return problem(503, 'unavailable', 'This build holds no revision archive, so no change can be reported');
    const retention = held.value.first;
    // Behind the gate every request carries its plan's window in ctx.caller; without one, the anonymous plan's.
    const window = windowOf(ctx.caller, now);
    const refused = refuseHistoryDate(retention, window, 'sinceDay', sinceDay, {
      beforeArchive: `History is retained from ${retention.publishedOn} (${retention.release}); since falls on ${sinceDay}`,
      beyondWindow: `since falls on ${sinceDay}`,
    });
    if (refused) return failureReply(refused);

    const scope = scopeOf(ctx);
    const offset = cursor === undefined ? 0 : decodeCursor(scope, cursor);
    const stale = () => badParams(['cursor: not issued for this query, or the data has since changed; start again without it']);
    if (offset === null) return stale();
    const base = { dataset, since, sinceDay, window };

    if (dataset !== 'hts') {
      if (offset > 0) return stale();
      const version = ctx.envelope.datasetVersions[dataset] ?? 'unversioned';
      return {
        kind: 'json',
        status: 200,
        body: {
          ...base,
          archived: false,
          total: 0,
          items: [],
          nextCursor: null,
          note: `Only the current build of ${dataset} (${version}) is held; no earlier version was retained, so there is no change to report. See /v1/history/coverage.`,
        },
      };
    }

    if (htsno !== undefined) {
      // A watch list: the same feed with every change that touches none of its numbers left out.
      const watch = parseWatchList(htsno);
      if (!watch.ok) return badParams([`htsno: ${watch.error}`]);
      const watched = selectWatchedChanges(index.groups, watch.value, { since: sinceDay, limit, offset });
      if (!watched.ok) return badParams([`since: ${JSON.stringify(watched.error)}`]);
      if (offset > watched.value.total) return stale();
      const next = watched.value.nextOffset;
      return {
        kind: 'json',
        status: 200,
        body: { ...base, archived: true, total: watched.value.total, items: watched.value.items, nextCursor: next === null ? null : encodeCursor(scope, next), note: `${WATCH_NOTE} ${FEED_NOTE}` },
      };
    }

    const slices = pageSlices(index.summary, { since: sinceDay, limit, offset });
    if (!slices.ok) return badParams([`since: ${JSON.stringify(slices.error)}`]);
    if (offset > slices.value.total) return stale();
    const groups = groupsOf(index);
    const items = slices.value.slices.flatMap((s) => {
      const group = groups.get(s.revision);
      if (!group) throw new Error(`change summary names ${s.revision}, which has no group`);
      return expandChanges({ ...group, lines: group.lines.slice(s.start, s.end) });
    });
    const next = slices.value.nextOffset;
    return {
      kind: 'json',
      status: 200,
      body: {
        ...base,
        archived: true,
        total: slices.value.total,
        items,
        nextCursor: next === null ? null : encodeCursor(scope, next),
        note: FEED_NOTE,
      },
    };
  };

export const listChanges: Handler = createListChanges();
