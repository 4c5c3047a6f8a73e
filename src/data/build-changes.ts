/**
 * The change feed and the schedule's history over the whole revision archive.
 * Reading 44 exports takes most of the build, so the result is cached under
 * .cache/ keyed by the archive's checksums and the code of src/lib/changes and
 * src/lib/history: same inputs, same result. Exports are read one at a time,
 * oldest first, so the build holds one export at most.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import { changeFeedBuilder } from '../lib/changes/build-change-feed.ts';
import { groupChanges } from '../lib/changes/group-changes.ts';
import { historyBuilder, type ChapterHistory, type HistoryIndex } from '../lib/history/chapter-history.ts';
import type { ChangeSummary, RevisionChanges } from '../lib/schema/change.ts';
import type { Revision } from '../lib/schema/revision.ts';
import type { SourcesManifest } from '../lib/schema/sources.ts';
import { ROOT } from './paths.ts';
import { readExport } from './read-export.ts';
import { sha256Hex, writeJson } from './write-json.ts';

export interface ChangeArchive {
  summary: ChangeSummary[];
  groups: RevisionChanges[];
  history: { index: HistoryIndex; chapters: ChapterHistory[] };
}

export const buildChangeArchive = (manifest: SourcesManifest, revisions: readonly Revision[]): ChangeArchive => {
  const code = fg
    .sync(['src/lib/changes/**/*.ts', 'src/lib/history/**/*.ts', 'src/lib/hts/strip-markup.ts'], { cwd: ROOT })
    .sort()
    .map((f) => readFileSync(join(ROOT, f), 'utf8'));
  const key = sha256Hex(JSON.stringify([manifest.hts.revisions.map((r) => r.sha256), revisions, code]));
  const cache = join(ROOT, '.cache', 'changes', `${key}.json`);
  if (existsSync(cache)) return JSON.parse(readFileSync(cache, 'utf8')) as ChangeArchive;

  const byId = new Map(manifest.hts.revisions.map((r) => [r.id, r]));
  const feed = changeFeedBuilder();
  const history = historyBuilder();
  // The catalogue lists revisions oldest first.
  for (const revision of revisions) {
    const source = byId.get(revision.id);
    if (!source) throw new Error(`revision ${revision.id} is not declared in content/sources.json`);
    const rows = readExport(source);
    feed.add({ revision, rows });
    history.add(revision, rows);
  }
  const archive = { summary: feed.feed().summary, groups: groupChanges(feed.feed()), history: history.files() };
  writeJson(cache, archive);
  return archive;
};
