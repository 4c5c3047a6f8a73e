import { packLines } from '../datasets/pack-lines.ts';
import { once } from '../once.ts';
import { approxBytes } from '../memory/approx-bytes.ts';
import { cachedLoad, createByteLru } from '../memory/byte-lru.ts';
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
  /** One chapter's history file (kept among the most recently used, within a byte budget). */
  chapter(number: string): Promise<ChapterHistory | undefined>;
  /** The schedule as revision `at` of the index published it: lookups by number, as the current store answers them. */
  storeAt(at: number): Promise<HtsStore>;
  /** How many history files and rebuilt chapters are kept now (tests and the bench). */
  kept(): { files: number; chapters: number };
}

/**
 * The current schedule, as the function serves it: an archived chapter whose rows are those of the revision the
 * current schedule was built from is the current chapter, line for line (tests/golden/history-current.test.ts).
 */
export interface CurrentSchedule {
  /** The id of the revision the current schedule was built from. */
  revision: string;
  chapter(number: string): Promise<ChapterLines | undefined>;
}

interface Rebuilt {
  lines: ChapterLines;
  bytes: number;
}

const listsNeedTheCurrentSchedule = () => Promise.reject(new Error('an archived revision is looked up by number; lists and q search the current schedule'));

/**
 * Bytes of heap kept for history files and for rebuilt chapters (chapter 99's file, the largest, weighs about 4
 * MB). Since unchanged chapters are the current ones and each chapter's timeline is in the index, a file is read
 * only to rebuild a chapter or to answer a line's history, so few need keeping; rebuilding a chapter takes 1 to 3
 * ms (chapter 99 about 50). At 24 MB each the two were 43 of the 109 MB of live heap after the soak's heavy phases,
 * and the server held 214 MB at rest after them; at these, 189 to 196 MB (docs/PERFORMANCE.md).
 */
export const HISTORY_KEEP_BYTES = { files: 8 * 1024 * 1024, chapters: 12 * 1024 * 1024 };

/**
 * Archived revisions as line stores. A revision's chapter is rebuilt from its
 * export rows with the build's own buildSchedule and packer, the first time a
 * request needs it; the most recently used files and rebuilt chapters are kept
 * within a byte budget each, so memory stays bounded however many dates and
 * chapters are asked for, and a large chapter counts for what it holds.
 *
 * A rebuilt chapter is kept by its row sequence, not by revision: most chapters
 * stay the same through many revisions (the history file stores each distinct
 * sequence once), and revisions that share a sequence share one rebuilt chapter.
 * Lookups as of five dates in every chapter rebuilt every chapter five times
 * when kept by revision, more than the budget holds, so each pass rebuilt them
 * all again (about 190 MB of garbage a pass of 485 lookups).
 *
 * A chapter a revision published as the current schedule's revision did (the
 * same sequence) is not rebuilt at all: it is the current schedule's chapter,
 * which the function keeps anyway. Which sequence each revision published is in
 * the index, so that is known without reading the chapter's file. Lookups as of
 * five dates across the archive in every chapter then rebuild 143 chapters, not 241.
 */
export const createHistoryStores = (source: HistorySource, keep = HISTORY_KEEP_BYTES, current?: () => Promise<CurrentSchedule>): HistoryStores => {
  const readIndex = once(() => source.index());
  const keptFiles = createByteLru<Promise<ChapterHistory>>(keep.files);
  const keptChapters = createByteLru<Promise<Rebuilt>>(keep.chapters);
  const files = cachedLoad(keptFiles, approxBytes);
  const built = cachedLoad(keptChapters, (r: Rebuilt) => r.bytes);
  const rates = createRateCache();
  const chapter = async (number: string) => ((await readIndex()).chapters.includes(number) ? files(number, () => source.chapter(number)) : undefined);
  // Which sequence revision `at` published of a chapter: in the index, so a kept rebuilt chapter is found without its file.
  const sequenceAt = async (at: number, number: string): Promise<number> => (await readIndex()).timelines[number]?.[at] ?? -1;
  /** The current schedule's chapter when revision `at` published the rows the current schedule was built from. */
  const currentChapter = async (at: number, number: string): Promise<ChapterLines | undefined> => {
    if (!current) return undefined;
    const { revisions } = await readIndex();
    const last = revisions.length - 1;
    const sequence = await sequenceAt(at, number);
    if (sequence < 0 || sequence !== (await sequenceAt(last, number))) return undefined;
    const now = await current();
    return now.revision === revisions[last]!.id ? now.chapter(number) : undefined;
  };
  return {
    index: readIndex,
    chapter,
    kept: () => ({ files: keptFiles.size, chapters: keptChapters.size }),
    storeAt: async (at) => {
      // A chapter this revision did not have (sequence -1) builds to no lines: its lookups are 404s.
      const rebuilt = async (number: string) =>
        (await currentChapter(at, number)) ??
        (
          await built(`${number}#${await sequenceAt(at, number)}`, async () => {
            const history = await chapter(number);
            const packed = packLines(history ? buildSchedule(rowsAt(history, at), rates).lines : []);
            const lines = chapterLines(number, packed);
            // The packed lines, plus the numbers and the index over them that chapterLines keeps.
            return { lines, bytes: approxBytes(packed) + 2 * approxBytes(lines.digits) };
          })
        ).lines;
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
