/** The Atom feed of a watch list, read back with a real XML parser as Atom 1.0. */
import { describe, expect, it } from 'vitest';
import { selectWatchedChanges, parseWatchList } from '../../../src/lib/changes/watch-changes.ts';
import { chapterChangeFeed } from '../../../src/lib/feeds/change-feeds.ts';
import { watchChangeFeed, watchQuery, type WatchFeedInput } from '../../../src/lib/feeds/watch-feed.ts';
import type { ChangeSummary, RevisionChanges } from '../../../src/lib/schema/change.ts';
import { atomProblems, htmlText, parseAtom } from '../../support/atom.ts';
import { revision } from '../codes/archive.ts';

const revisions = [revision('2026_basic', '2026-01-01'), revision('2026_rev_1', '2026-01-16'), revision('2026_rev_2', '2026-01-30')];
const groups: RevisionChanges[] = [
  {
    revision: '2026_rev_1',
    previous: '2026_basic',
    date: '2026-01-16',
    lines: [
      { htsno: '2204.21.50', change: 'modified', fields: [{ field: 'general', before: '6.3¢/liter', after: '7¢/liter & more' }] },
      { htsno: '2204.21.50.10', change: 'modified', fields: [{ field: 'description', before: 'White', after: 'White <still>' }] },
      { htsno: '0201.30.50.85', change: 'removed' },
    ],
  },
  {
    revision: '2026_rev_2',
    previous: '2026_rev_1',
    date: '2026-01-30',
    lines: [
      { htsno: '2204.21.50.05', change: 'modified', fields: [{ field: 'units', before: ['liters'], after: ['liters', 'kg'] }] },
      { htsno: '0201.30.50.91', change: 'added' },
      { htsno: '0201.30.50.10', change: 'added' },
    ],
  },
];
const watch = (() => {
  const read = parseWatchList('2204.21.50.05,020130');
  if (!read.ok) throw new Error(read.error);
  return read.value;
})();
const selected = (() => {
  const page = selectWatchedChanges(groups, watch, { since: '2026-01-01', limit: 50, offset: 0 });
  if (!page.ok) throw new Error('selection refused');
  return page.value.items;
})();
const input: WatchFeedInput = { siteUrl: 'https://tariffs.example/', revisions, watch, since: '2026-01-01', changes: selected, isCurrent: (h) => h !== '0201.30.50.85', rights: 'Public domain' };

describe('watchChangeFeed', () => {
  const xml = watchChangeFeed(input);
  const feed = parseAtom(xml);

  it('is valid Atom 1.0 with absolute links on the site given, never the request host', () => {
    expect(atomProblems(feed)).toEqual([]);
    expect(xml).not.toMatch(/localhost|127\.0\.0\.1/);
    expect(feed.id).toBe('tag:tariffs.example,2026:changes/watch/020130,2204215005');
    expect(feed.links).toContainEqual({
      rel: 'self',
      type: 'application/atom+xml',
      href: 'https://tariffs.example/v1/changes.atom?since=2026-01-01&htsno=0201.30%2C2204.21.50.05',
      title: null,
    });
    expect(feed.links).toContainEqual({ rel: 'alternate', type: 'application/json', href: 'https://tariffs.example/v1/changes?since=2026-01-01&htsno=0201.30%2C2204.21.50.05', title: null });
    expect(feed.title).toBe('Changes to 2 tariff numbers — US tariff schedule (unofficial)');
    expect(feed.updated).toBe('2026-01-30T00:00:00Z');
  });

  it('has one entry per change to a watched line or a line above one, newest revision first, numbers in order', () => {
    expect(feed.entries.map((e) => e.title)).toEqual([
      'R2026_rev_2: 0201.30.50.10 added',
      'R2026_rev_2: 0201.30.50.91 added',
      'R2026_rev_2: 2204.21.50.05 modified',
      'R2026_rev_1: 0201.30.50.85 removed',
      'R2026_rev_1: 2204.21.50 modified',
    ]);
    const rate = feed.entries.at(-1)!;
    expect(htmlText(rate.content!)).toContain('general 6.3¢/liter 7¢/liter & more');
    expect(rate.links[0]).toEqual({ rel: 'alternate', type: 'text/html', href: 'https://tariffs.example/changes/2026_rev_1/#2204.21.50', title: null });
    // A removed line has no page in the current schedule.
    expect(feed.entries[3]!.links.map((l) => l.rel)).toEqual(['alternate']);
  });

  it('gives each entry the id the chapter feeds give the same change', () => {
    const chapterIds = parseAtom(chapterChangeFeed({ siteUrl: input.siteUrl, revisions, summary: [] as ChangeSummary[], groups }, { number: '22', title: 'Beverages' })).entries.map((e) => e.id);
    expect(chapterIds).toContain('tag:tariffs.example,2026:changes/2026_rev_2/2204.21.50.05');
    expect(feed.entries.map((e) => e.id)).toContain('tag:tariffs.example,2026:changes/2026_rev_2/2204.21.50.05');
  });

  it('is a valid feed with no entry when nothing changed, dated by the newest revision', () => {
    const empty = parseAtom(watchChangeFeed({ ...input, changes: [] }));
    expect(atomProblems(empty)).toEqual([]);
    expect(empty.entries).toEqual([]);
    expect(empty.updated).toBe('2026-01-30T00:00:00Z');
  });

  it('spells the query one way whatever order the numbers came in', () => {
    expect(watchQuery(['0201', '2204215005'], '2026-01-01T00:00:00Z')).toBe('since=2026-01-01T00%3A00%3A00Z&htsno=0201%2C2204.21.50.05');
  });
});
