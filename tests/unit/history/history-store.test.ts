/** Archived revisions' stores keep history files and rebuilt chapters within a byte budget, not a count. */
import { describe, expect, it } from 'vitest';
import { historyBuilder, type ChapterHistory } from '../../../src/lib/history/chapter-history.ts';
import { createHistoryStores } from '../../../src/lib/history/history-store.ts';
import { approxBytes } from '../../../src/lib/memory/approx-bytes.ts';
import { FIXTURE_ARCHIVE } from '../../support/fixture-deps.ts';
import { SCHEDULE_FIXTURE_ROWS } from '../../support/schedule-fixture-rows.ts';

const builder = historyBuilder();
builder.add(FIXTURE_ARCHIVE.current, [...SCHEDULE_FIXTURE_ROWS]);
const held = builder.files();

const counted = (keep: { files: number; chapters: number }) => {
  const reads: string[] = [];
  const stores = createHistoryStores(
    {
      index: async () => held.index,
      chapter: async (n) => {
        reads.push(n);
        return held.chapters.find((c) => c.chapter === n)!;
      },
    },
    keep,
  );
  return { stores, reads };
};

describe('createHistoryStores', () => {
  const sizes = held.chapters.map((c) => approxBytes(c)).sort((a, b) => a - b);
  const [a, b] = held.chapters.map((c: ChapterHistory) => c.chapter);

  it('keeps every file that fits the budget: each is read once', async () => {
    const { stores, reads } = counted({ files: sizes.reduce((n, s) => n + s, 0) + 1, chapters: 64 * 1024 * 1024 });
    for (let i = 0; i < 3; i++) for (const c of held.chapters) await stores.chapter(c.chapter);
    expect(reads.sort()).toEqual(held.chapters.map((c) => c.chapter).sort());
  });

  it('past the budget the least recently used file is read again; one heavier than the budget is never kept', async () => {
    expect(held.chapters.length).toBeGreaterThanOrEqual(2);
    const weigh = (n: string) => approxBytes(held.chapters.find((c) => c.chapter === n)!);
    const { stores, reads } = counted({ files: Math.max(weigh(a!), weigh(b!)) + 1, chapters: 64 * 1024 * 1024 });
    await stores.chapter(a!);
    await stores.chapter(b!);
    await stores.chapter(a!);
    // Both do not fit together, so each time the other was read the first was forgotten.
    expect(reads).toEqual([a, b, a]);
    const none = counted({ files: 1, chapters: 1 });
    await none.stores.chapter(a!);
    await none.stores.chapter(a!);
    expect(none.reads).toEqual([a, a]);
  });

  it('rebuilt chapters come out the same whether kept or rebuilt', async () => {
    const kept = counted({ files: 64 * 1024 * 1024, chapters: 64 * 1024 * 1024 }).stores;
    const rebuiltEachTime = counted({ files: 1, chapters: 1 }).stores;
    const at = held.index.revisions.length - 1;
    const [x, y] = await Promise.all([kept.storeAt(at), rebuiltEachTime.storeAt(at)]);
    const first = SCHEDULE_FIXTURE_ROWS.find((r) => r.htsno.length === 13)!.htsno;
    const one = await x.lookup(first);
    expect(one.kind).toBe('found');
    expect(await y.lookup(first)).toEqual(one);
    expect(await y.lookup(first)).toEqual(one);
  });

  it('revisions that publish a chapter unchanged share one rebuilt chapter; a changed one is rebuilt apart', async () => {
    // Three revisions: the first two publish the same rows, the third changes one rate in chapter 22.
    const wine = SCHEDULE_FIXTURE_ROWS.find((r) => r.htsno === '2204.21.50')!;
    const changed = SCHEDULE_FIXTURE_ROWS.map((r) => (r === wine ? { ...r, general: '9.9¢/liter' } : r));
    const three = historyBuilder();
    three.add(FIXTURE_ARCHIVE.first, [...SCHEDULE_FIXTURE_ROWS]);
    three.add(FIXTURE_ARCHIVE.middle, [...SCHEDULE_FIXTURE_ROWS]);
    three.add(FIXTURE_ARCHIVE.current, changed);
    const files = three.files();
    const reads: string[] = [];
    const stores = createHistoryStores(
      { index: async () => files.index, chapter: async (n) => (reads.push(n), files.chapters.find((c) => c.chapter === n)!) },
      { files: 64 * 1024 * 1024, chapters: 64 * 1024 * 1024 },
    );
    const line = SCHEDULE_FIXTURE_ROWS.find((r) => r.htsno.startsWith('2204.21.50.') && r.htsno.length === 13)!.htsno;
    const rateAt = async (at: number) => {
      const found = await (await stores.storeAt(at)).lookup(line);
      if (found.kind !== 'found') throw new Error(`${line} not found at ${at}`);
      return found.line;
    };
    const [first, second] = [await rateAt(0), await rateAt(1)];
    expect(second).toEqual(first);
    expect(stores.kept().chapters).toBe(1);
    const third = await rateAt(2);
    expect(stores.kept().chapters).toBe(2);
    expect(third.general).not.toEqual(first.general);
    // Asked again, each revision finds its rebuilt chapter without reading the file again.
    const before = reads.length;
    expect(await rateAt(0)).toEqual(first);
    expect(await rateAt(2)).toEqual(third);
    expect(reads.length).toBe(before);
  });
});
