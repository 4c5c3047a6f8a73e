/**
 * Archived chapters unchanged since the current revision are answered from the current schedule, not rebuilt
 * (src/lib/history/history-store.ts). That is sound only if a chapter rebuilt from the history file at the last
 * revision is the current schedule's chapter, line for line: checked here for every chapter of the real archive,
 * and that the stores then read no history file for such a chapter.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEPLOY_BLOBS_BUILD } from '../../src/data/paths.ts';
import { HISTORY_FILES, type ChapterHistory, type HistoryIndex } from '../../src/lib/history/chapter-history.ts';
import { createHistoryStores, type HistorySource } from '../../src/lib/history/history-store.ts';
import { testDeps } from '../support/app.ts';

const readBlob = <T>(key: string): T => JSON.parse(readFileSync(join(DEPLOY_BLOBS_BUILD, key), 'utf8')) as T;
const counting = () => {
  const reads: string[] = [];
  const source: HistorySource = {
    index: async () => readBlob<HistoryIndex>(HISTORY_FILES.index),
    chapter: async (n) => (reads.push(n), readBlob<ChapterHistory>(HISTORY_FILES.chapter(n))),
  };
  return { source, reads };
};
const BIG = { files: 1024 ** 3, chapters: 1024 ** 3 };

describe('archived chapters and the current schedule', async () => {
  const { store, revision } = await testDeps.hts();
  const index = readBlob<HistoryIndex>(HISTORY_FILES.index);
  const last = index.revisions.length - 1;

  it('the current schedule is the archive’s last revision', () => {
    expect(revision.id).toBe(index.revisions[last]!.id);
    expect(Object.keys(index.timelines).sort()).toEqual([...index.chapters].sort());
  });

  it('every chapter rebuilt from its history at the last revision is the current chapter, line for line', async () => {
    const rebuilt = await createHistoryStores(counting().source, BIG).storeAt(last);
    let lines = 0;
    for (const number of index.chapters) {
      const [then, now] = await Promise.all([rebuilt.chapter(number), store.chapter(number)]);
      expect(then?.digits ?? [], number).toEqual(now?.digits ?? []);
      for (let i = 0; i < (now?.digits.length ?? 0); i++) expect(JSON.stringify(then!.line(i)), `${number} line ${i}`).toBe(JSON.stringify(now!.line(i)));
      lines += now?.digits.length ?? 0;
    }
    expect(lines).toBe(29_597);
  });

  it('a revision that published a chapter as the last did is answered with the current chapter, reading no file', async () => {
    const { source, reads } = counting();
    const stores = createHistoryStores(source, BIG, async () => ({ revision: revision.id, chapter: (n) => store.chapter(n) }));
    // 2026 rev 7 left chapter 22 as rev 10 has it; 2025 Basic did not.
    const at = index.revisions.findIndex((r) => r.id === '2026_rev_7');
    const basic = 0;
    expect(index.timelines['22']![at]).toBe(index.timelines['22']![last]);
    expect(index.timelines['22']![basic]).not.toBe(index.timelines['22']![last]);
    expect(await (await stores.storeAt(at)).chapter('22')).toBe(await store.chapter('22'));
    expect(await (await stores.storeAt(last)).chapter('22')).toBe(await store.chapter('22'));
    expect(reads).toEqual([]);
    const older = await (await stores.storeAt(basic)).chapter('22');
    expect(older).not.toBe(await store.chapter('22'));
    expect(reads).toEqual(['22']);
  });

  it('with another current revision named, nothing is taken from it', async () => {
    const { source, reads } = counting();
    const stores = createHistoryStores(source, BIG, async () => ({ revision: '2026_rev_9', chapter: (n) => store.chapter(n) }));
    expect(await (await stores.storeAt(last)).chapter('22')).not.toBe(await store.chapter('22'));
    expect(reads).toEqual(['22']);
  });
});
