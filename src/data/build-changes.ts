/**
 * The change feed over the whole revision archive. Reading 44 exports takes
 * most of the build, so the result is cached under .cache/ keyed by the
 * archive's checksums and the code of src/lib/changes: same inputs, same feed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import { buildChangeFeed } from '../lib/changes/build-change-feed.ts';
import { groupChanges } from '../lib/changes/group-changes.ts';
import type { ChangeSummary, RevisionChanges } from '../lib/schema/change.ts';
import { HtsExport } from '../lib/schema/hts-row.ts';
import type { Revision } from '../lib/schema/revision.ts';
import type { SourcesManifest } from '../lib/schema/sources.ts';
import { ROOT } from './paths.ts';
import { readRaw } from './pull-sources.ts';
import { sha256Hex, writeJson } from './write-json.ts';

export interface ChangeArchive {
  summary: ChangeSummary[];
  groups: RevisionChanges[];
}

export const buildChangeArchive = (manifest: SourcesManifest, revisions: readonly Revision[]): ChangeArchive => {
  const code = fg.sync('src/lib/changes/**/*.ts', { cwd: ROOT }).sort().map((f) => readFileSync(join(ROOT, f), 'utf8'));
  const key = sha256Hex(JSON.stringify([manifest.hts.revisions.map((r) => r.sha256), revisions, code]));
  const cache = join(ROOT, '.cache', 'changes', `${key}.json`);
  if (existsSync(cache)) return JSON.parse(readFileSync(cache, 'utf8')) as ChangeArchive;

  const byId = new Map(manifest.hts.revisions.map((r) => [r.id, r]));
  const held = revisions.map((revision) => {
    const source = byId.get(revision.id);
    if (!source) throw new Error(`revision ${revision.id} is not declared in content/sources.json`);
    return { revision, rows: HtsExport.parse(JSON.parse(readRaw(source))) };
  });
  const feed = buildChangeFeed(held);
  const archive = { summary: feed.summary, groups: groupChanges(feed) };
  writeJson(cache, archive);
  return archive;
};
