import * as z from 'zod';
import { HtsRow } from '../schema/hts-row.ts';
import { Revision } from '../schema/revision.ts';
import { chapter99FootnoteTexts as builtFootnoteTexts } from '../chapter99/chapter99-index.ts';

/**
 * The schedule through time, one file per chapter: every distinct export row
 * the chapter ever had, stored once, and for each archived revision the
 * chapter's rows in published order as runs of row ids. Rows, not built
 * lines: a line's description path and inherited rates depend on the rows
 * around it, so the function rebuilds a chapter of a revision with the same
 * buildSchedule the build uses, when a request first asks for it.
 */
export const ChapterHistory = z.object({
  chapter: z.string().regex(/^\d{2}$/),
  rows: z.array(HtsRow).describe('Distinct export rows, in the order they first appear'),
  sequences: z.array(z.array(z.number().int().min(0))).describe('Row orders as [first id, count] runs'),
  timeline: z
    .array(z.number().int().min(-1))
    .describe('Per revision of the index, oldest first: the sequence of that revision, -1 when the chapter had no row'),
});
export type ChapterHistory = z.infer<typeof ChapterHistory>;

/** What the history files cover: the revisions (oldest first, as the change feed orders them) and the chapters. */
export const HistoryIndex = z.object({
  revisions: z.array(Revision),
  chapters: z.array(z.string().regex(/^\d{2}$/)),
  /**
   * Per revision of the index, the footnote texts of its rows that name chapter 99 (as indexes into `texts`):
   * what the chapter 99 index of an archived revision reads besides chapter 99, without rebuilding every chapter.
   */
  chapter99Footnotes: z
    .object({ texts: z.array(z.string()), revisions: z.array(z.array(z.number().int().min(0))) })
    .optional(),
  /**
   * Each chapter's timeline, as its file holds it: which sequence every revision published, known without reading
   * the file (an archived chapter unchanged since is then answered from the current schedule, src/lib/history/history-store.ts).
   */
  timelines: z.record(z.string().regex(/^\d{2}$/), z.array(z.number().int().min(-1))),
});
export type HistoryIndex = z.infer<typeof HistoryIndex>;

export const HISTORY_FILES = {
  index: 'history/index.json',
  chapter: (number: string) => `history/${number}.json`,
} as const;

const spaces = (s: string | null | undefined): string => (s ?? '').replace(/\s+/g, ' ').trim();

/** The footnote texts of export rows that name chapter 99, spaced as a built line's footnotes are. */
const chapter99FootnoteTexts = (rows: readonly HtsRow[]): Set<string> =>
  builtFootnoteTexts(rows.map((r) => ({ footnotes: (r.footnotes ?? []).map((f) => ({ text: spaces(f.value) })) })));

/** The chapter a numbered row belongs to; null for an unnumbered row (it belongs to the chapter it stands in). */
const chapterOf = (row: HtsRow): string | null => {
  const digits = row.htsno.replace(/\D/g, '');
  return digits.length >= 2 ? digits.slice(0, 2) : null;
};

/** One export's rows split by chapter, in published order. Unnumbered rows go with the numbered row before them. */
export const rowsByChapter = (rows: readonly HtsRow[]): Map<string, HtsRow[]> => {
  const out = new Map<string, HtsRow[]>();
  let current: HtsRow[] | undefined;
  const pending: HtsRow[] = [];
  for (const row of rows) {
    const chapter = chapterOf(row);
    if (chapter !== null) {
      current = out.get(chapter);
      if (!current) out.set(chapter, (current = []));
      // Unnumbered rows before the first numbered row of the export have no chapter before them: the next one takes them.
      if (pending.length > 0) current.push(...pending.splice(0));
    }
    if (current) current.push(row);
    else pending.push(row);
  }
  return out;
};

const runsOf = (ids: readonly number[]): number[] => {
  const runs: number[] = [];
  for (let i = 0; i < ids.length; ) {
    let k = i + 1;
    while (k < ids.length && ids[k] === ids[k - 1]! + 1) k += 1;
    runs.push(ids[i]!, k - i);
    i = k;
  }
  return runs;
};

interface Building {
  rows: HtsRow[];
  rowIds: Map<string, number>;
  sequences: number[][];
  sequenceIds: Map<string, number>;
  timeline: number[];
}

/**
 * Builds every chapter's history one revision at a time, oldest first, so the
 * build never holds more than one export: add(revision, rows) per revision,
 * then files().
 */
export const historyBuilder = () => {
  const revisions: Revision[] = [];
  const chapters = new Map<string, Building>();
  const footnoteTexts = new Map<string, number>();
  const footnotesAt: number[][] = [];
  return {
    add(revision: Revision, rows: readonly HtsRow[]): void {
      const at = revisions.length;
      revisions.push(revision);
      const own = new Set<number>();
      for (const text of chapter99FootnoteTexts(rows)) {
        let id = footnoteTexts.get(text);
        if (id === undefined) footnoteTexts.set(text, (id = footnoteTexts.size));
        own.add(id);
      }
      footnotesAt.push([...own].sort((a, b) => a - b));
      for (const [number, chapterRows] of rowsByChapter(rows)) {
        let c = chapters.get(number);
        if (!c) chapters.set(number, (c = { rows: [], rowIds: new Map(), sequences: [], sequenceIds: new Map(), timeline: [] }));
        const ids = chapterRows.map((row) => {
          const key = JSON.stringify(row);
          let id = c.rowIds.get(key);
          if (id === undefined) {
            id = c.rows.length;
            c.rowIds.set(key, id);
            c.rows.push(row);
          }
          return id;
        });
        const runs = runsOf(ids);
        const key = runs.join(',');
        let sequence = c.sequenceIds.get(key);
        if (sequence === undefined) {
          sequence = c.sequences.length;
          c.sequenceIds.set(key, sequence);
          c.sequences.push(runs);
        }
        while (c.timeline.length < at) c.timeline.push(-1);
        c.timeline.push(sequence);
      }
    },
    files(): { index: HistoryIndex; chapters: ChapterHistory[] } {
      const numbers = [...chapters.keys()].sort();
      const timelines = new Map(
        numbers.map((number) => {
          const timeline = [...chapters.get(number)!.timeline];
          while (timeline.length < revisions.length) timeline.push(-1);
          return [number, timeline];
        }),
      );
      return {
        index: {
          revisions: [...revisions],
          chapters: numbers,
          chapter99Footnotes: { texts: [...footnoteTexts.keys()], revisions: footnotesAt.map((ids) => [...ids]) },
          timelines: Object.fromEntries(timelines),
        },
        chapters: numbers.map((number) => {
          const c = chapters.get(number)!;
          return { chapter: number, rows: c.rows, sequences: c.sequences, timeline: timelines.get(number)! };
        }),
      };
    },
  };
};

/** The chapter's rows in revision `at` (an index into the history index's revisions); [] when it had none. */
export const rowsAt = (history: ChapterHistory, at: number): HtsRow[] => {
  const sequence = history.timeline[at] ?? -1;
  if (sequence < 0) return [];
  const runs = history.sequences[sequence]!;
  const out: HtsRow[] = [];
  for (let i = 0; i < runs.length; i += 2) {
    const first = runs[i]!;
    const count = runs[i + 1]!;
    for (let k = 0; k < count; k += 1) out.push(history.rows[first + k]!);
  }
  return out;
};
