/**
 * GET /v1/changes.atom: the change feed as Atom 1.0 from the function, so a feed reader can watch a catalogue.
 * With `htsno` (a watch list, as /v1/changes takes it) one entry per change that touches it, newest first; without,
 * the whole schedule's feed, an entry per revision (the document the static /api/v1/changes.atom holds).
 * `since` is optional: without it, from the oldest day the caller's plan window reaches. Absolute links point at
 * the site: the deploy's main address from URL (set by Netlify in the function's environment, as at build time),
 * else the request's own origin (the local server). Cacheable, with an ETag.
 */
import { systemClock, windowOf, type Clock } from '../../app/caller.ts';
import { invalidDetails } from '../../app/failure.ts';
import { refuseHistoryDate } from '../../app/history-date.ts';
import { coverage } from '../../lib/changes/coverage.ts';
import { expandChanges } from '../../lib/changes/group-changes.ts';
import { parseSince } from '../../lib/changes/parse-since.ts';
import { parseWatchList, watchesLine } from '../../lib/changes/watch-changes.ts';
import { ATOM_CONTENT_TYPE, scheduleChangeFeed } from '../../lib/feeds/change-feeds.ts';
import { watchChangeFeed } from '../../lib/feeds/watch-feed.ts';
import { WatchFeedQuery } from '../../lib/query/change-query.ts';
import { readParams } from '../../lib/query/read-params.ts';
import { problem } from '../app.ts';
import type { Handler } from '../context.ts';
import { failureReply } from '../failure-reply.ts';

/** Most entries a watch feed carries, newest first: a reader polls it, so older changes have been seen. */
export const MAX_WATCH_FEED_ENTRIES = 500;

/** The site's origin for absolute links: URL (Netlify's main address for the deploy), else the request's. */
export const siteOrigin = (request: Request, env: Record<string, string | undefined> = process.env): string => {
  const configured = URL.parse(env.URL || env.SITE_URL || '');
  return configured && (configured.protocol === 'https:' || configured.protocol === 'http:') ? configured.origin : new URL(request.url).origin;
};

export const createChangesAtom =
  (now: Clock = systemClock, env: Record<string, string | undefined> = process.env): Handler =>
  async (ctx) => {
    const query = readParams(WatchFeedQuery, ctx.url.searchParams);
    if (!query.ok) return failureReply(invalidDetails(query.error));
    const index = await ctx.deps.changes();
    const held = coverage(index.revisions);
    if (!held.ok) return problem(503, 'unavailable', 'This build holds no revision archive, so no change can be reported');
    const retention = held.value.first;
    const window = windowOf(ctx.caller, now);
    let sinceDay: string;
    if (query.value.since === undefined) sinceDay = window.oldestSince > retention.publishedOn ? window.oldestSince : retention.publishedOn;
    else {
      const day = parseSince(query.value.since);
      if (!day.ok) return failureReply(invalidDetails([`since: not a date-time: ${query.value.since}`]));
      sinceDay = day.value;
      const refused = refuseHistoryDate(retention, window, 'sinceDay', sinceDay, {
        beforeArchive: `History is retained from ${retention.publishedOn} (${retention.release}); since falls on ${sinceDay}`,
        beyondWindow: `since falls on ${sinceDay}`,
      });
      if (refused) return failureReply(refused);
    }
    const siteUrl = siteOrigin(ctx.request, env);
    const codes = await ctx.deps.codes();
    const latest = codes.revisions.length - 1;
    const isCurrent = (htsno: string) => codes.held(htsno.replaceAll('.', ''), latest);
    const rights = ctx.envelope.licence;
    let body: string;
    if (query.value.htsno === undefined) {
      const groups = index.groups.filter((g) => query.value.since === undefined || g.date >= sinceDay);
      const kept = new Set(groups.map((g) => g.revision));
      body = scheduleChangeFeed({ siteUrl, revisions: index.revisions, summary: index.summary.filter((s) => kept.has(s.revision)), groups, isCurrent, rights });
    } else {
      const watch = parseWatchList(query.value.htsno);
      if (!watch.ok) return failureReply(invalidDetails([`htsno: ${watch.error}`]));
      const changes = index.groups
        .filter((g) => g.date >= sinceDay)
        .flatMap((g) => expandChanges({ ...g, lines: g.lines.filter((l) => watchesLine(watch.value, l.htsno)) }));
      // Oldest first in the feed's groups: the newest are the last.
      body = watchChangeFeed({ siteUrl, revisions: index.revisions, watch: watch.value, since: sinceDay, changes: changes.slice(-MAX_WATCH_FEED_ENTRIES), isCurrent, rights });
    }
    return { kind: 'text', status: 200, mediaType: ATOM_CONTENT_TYPE, body, cache: 'public' };
  };

export const getChangesAtom: Handler = createChangesAtom();
