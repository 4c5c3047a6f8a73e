/**
 * Build step: the change feed as Atom 1.0 files under dist/api/v1/, from the change files the datasets step wrote
 * (the same bytes /api/v1/changes/*.json serves): changes.atom for the whole schedule and
 * changes/chapters/NN.atom for every chapter of the schedule, reserved ones included (a feed with no entries).
 * Their media type reaches Netlify through dist/_headers (ATOM_FEED_HEADER_RULES, written by write-static-answers).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chapterChangeFeed, chapterFeedPath, SCHEDULE_FEED_PATH, scheduleChangeFeed, type ChangeFeedInput } from '../lib/feeds/change-feeds.ts';
import { BuildError } from './build-datasets.ts';
import { currentNumbers, loadChanges, loadRevisionChanges, loadSiteData } from './site-data.ts';
import { siteUrl } from './site-url.ts';

export interface WrittenFeed {
  path: string;
  bytes: number;
}

export const writeAtomFeeds = (distDir: string, site: string = siteUrl()): WrittenFeed[] => {
  const { revisions, summary, licence } = loadChanges();
  const current = currentNumbers();
  const input: ChangeFeedInput = {
    siteUrl: site,
    revisions,
    summary,
    groups: summary.map((s) => loadRevisionChanges(s.revision)),
    isCurrent: (htsno) => current.has(htsno),
    rights: licence,
  };
  const chapters = loadSiteData().sections.flatMap((s) => s.chapters);
  // A changed line of a chapter the schedule no longer lists would be in no chapter feed.
  const listed = new Set(chapters.map((c) => c.number));
  const orphans = input.groups.flatMap((g) => g.lines.filter((l) => !listed.has(l.htsno.slice(0, 2))).map((l) => `${g.revision} ${l.htsno}`));
  if (orphans.length > 0) throw new BuildError(`changed lines in no chapter of the schedule, so in no chapter feed: ${orphans.slice(0, 10).join(', ')}`);
  const feeds: [string, string][] = [
    [SCHEDULE_FEED_PATH, scheduleChangeFeed(input)],
    ...chapters.map((c): [string, string] => [chapterFeedPath(c.number), chapterChangeFeed(input, c)]),
  ];
  return feeds.map(([path, xml]) => {
    const file = join(distDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, xml);
    return { path, bytes: Buffer.byteLength(xml) };
  });
};
