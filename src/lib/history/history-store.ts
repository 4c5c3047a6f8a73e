import { packLines } from '../datasets/pack-lines.ts';
import { once } from '../once.ts';
import { buildSchedule } from '../hts/build-schedule.ts';
import { createRateCache } from '../hts/rate-cache.ts';
import { chapterLines, createHtsStore, type ChapterLines, type HtsStore } from '../query/hts-store.ts';
import { rowsAt, type ChapterHistory, type HistoryIndex } from './chapter-history.ts';

/** Where the history files come from; the adapter reads each when first asked. */
export interface HistorySource {
  index(): Promise<HistoryIndex>;
  chapter(number: string): Promise<ChapterHistory>;
}

export interface HistoryStores {
  index(): Promise<HistoryIndex>;
  /** One chapter's history file (kept among the few most recently used). */
  chapter(number: string): Promise<ChapterHistory | undefined>;
  /** The schedule as revision `at` of the index published it: lookups by number, as the current store answers them. */
  storeAt(at: number): Promise<HtsStore>;
}

/** A small least-recently-used cache of promises; a failed load is forgotten. */
const lru = <T>(size: number) => {
  const held = new Map<string, Promise<T>>();
  return (key: string, load: () => Promise<T>): Promise<T> => {
    let value = held.get(key);
    if (value) held.delete(key);
    else {
      value = load();
      value.catch(() => held.delete(key));
    }
    held.set(key, value);
    if (held.size > size) held.delete(held.keys().next().value!);
    return value;
  };
};

const listsNeedTheCurrentSchedule = () => Promise.reject(new Error('an archived revision is looked up by number; lists and q search the current schedule'));

/**
 * Archived revisions as line stores. A revision's chapter is rebuilt from its
 * export rows with the build's own buildSchedule and packer, the first time a
 * request needs it; a few chapters and rebuilt chapters are kept, so memory
 * stays bounded however many dates are asked for.
 */
export const createHistoryStores = (source: HistorySource, keep = { files: 6, chapters: 12 }): HistoryStores => {
  const readIndex = once(() => source.index());
  const files = lru<ChapterHistory>(keep.files);
  const built = lru<ChapterLines>(keep.chapters);
  const rates = createRateCache();
  const chapter = async (number: string) => ((await readIndex()).chapters.includes(number) ? files(number, () => source.chapter(number)) : undefined);
  return {
    index: readIndex,
    chapter,
    storeAt: async (at) => {
      // A chapter this revision did not have builds to no lines: its lookups are 404s.
      const rebuilt = (number: string) =>
        built(`${at}:${number}`, async () => {
          const history = await chapter(number);
          return chapterLines(number, packLines(history ? buildSchedule(rowsAt(history, at), rates).lines : []));
        });
      return createHtsStore({
        chapters: new Set((await readIndex()).chapters),
        chapterLines: rebuilt,
        scan: listsNeedTheCurrentSchedule,
        words: listsNeedTheCurrentSchedule,
        referencedBy: listsNeedTheCurrentSchedule,
        chapter99Footnotes: async () => {
          const held = (await readIndex()).chapter99Footnotes;
          if (held === undefined) throw new Error('the history index has no chapter 99 footnotes: rebuild the data');
          return (held.revisions[at] ?? []).map((i) => held.texts[i]!);
        },
      });
    },
  };
};
