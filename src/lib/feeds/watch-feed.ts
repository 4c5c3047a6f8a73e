/**
 * A watch list's changes as Atom 1.0 (GET /v1/changes.atom?htsno=...): one entry per changed line, newest first,
 * each as the chapter feeds show it (same ids, so a reader that follows both sees one change once). The caller
 * selects the changes (selectWatchedChanges); links are absolute on the site URL given, never the request's host.
 */
import { dotted } from '../codes/dotted.ts';
import type { LineChange } from '../schema/change.ts';
import type { Revision } from '../schema/revision.ts';
import { atomDate, atomDocument } from './atom-document.ts';
import { FEED_AUTHOR, feedContext, lineEntry } from './change-feeds.ts';

export const WATCH_FEED_PATH = '/v1/changes.atom';

export interface WatchFeedInput {
  /** Absolute site URL (`https://example.org`). */
  siteUrl: string;
  /** Every archived revision, oldest first. */
  revisions: readonly Revision[];
  /** The watch list as parseWatchList reads it (digits, sorted, once each). */
  watch: readonly string[];
  /** `since` as the caller sent it. */
  since: string;
  /** The changes to show, as selected for the watch list. */
  changes: readonly LineChange[];
  isCurrent?: (htsno: string) => boolean;
  rights?: string;
}

/** The query a watch list is read with, in one spelling: since, then the numbers dotted, in order. */
export const watchQuery = (watch: readonly string[], since: string): string =>
  new URLSearchParams({ since, htsno: watch.map(dotted).join(',') }).toString();

const listed = (watch: readonly string[]): string => {
  const shown = watch.slice(0, 10).map(dotted).join(', ');
  return watch.length > 10 ? `${shown} and ${watch.length - 10} more` : shown;
};

export const watchChangeFeed = (input: WatchFeedInput): string => {
  const c = feedContext(input);
  // By revision, newest first; within one, in number order (as the chapter feeds).
  const groups = new Map<string, LineChange[]>();
  for (const change of input.changes) {
    const list = groups.get(change.revision);
    if (list) list.push(change);
    else groups.set(change.revision, [change]);
  }
  const entries = c
    .newestFirst([...groups.values()].map((lines) => ({ revision: lines[0]!.revision, date: lines[0]!.date, lines })))
    .flatMap((g) =>
      [...g.lines]
        .sort((a, b) => (a.htsno < b.htsno ? -1 : a.htsno > b.htsno ? 1 : 0))
        .map(({ revision, previous, date, ...line }) => lineEntry(c, input, { revision, previous, date }, line)),
    );
  const query = watchQuery(input.watch, input.since);
  const count = `${input.watch.length} tariff number${input.watch.length === 1 ? '' : 's'}`;
  return atomDocument({
    id: c.tag(`changes/watch/${input.watch.join(',')}`),
    title: `Changes to ${count} — US tariff schedule (unofficial)`,
    subtitle: `Changes published on or after ${input.since} to ${listed(input.watch)}, the lines under them and the headings above them, newest first.`,
    updated: entries[0]?.updated ?? atomDate(c.newestRevision),
    author: { name: FEED_AUTHOR, uri: c.url('/') },
    links: [
      { rel: 'self', type: 'application/atom+xml', href: c.url(`${WATCH_FEED_PATH}?${query}`) },
      { rel: 'alternate', type: 'application/json', href: c.url(`/v1/changes?${query}`) },
    ],
    ...(input.rights === undefined ? {} : { rights: input.rights }),
    entries,
  });
};
