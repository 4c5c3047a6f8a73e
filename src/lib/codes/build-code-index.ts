/**
 * The code index, from the history files the build already writes: which revisions held each number, every
 * removal (a number one revision held and the next did not) with the line as it last stood, and its successors.
 * A removal's chapters are rebuilt with the build's own buildSchedule (before and after), so `last` and the
 * successors' description paths are exactly what those revisions published.
 */
import { rowsAt, type ChapterHistory, type HistoryIndex } from '../history/chapter-history.ts';
import { buildSchedule } from '../hts/build-schedule.ts';
import { createRateCache } from '../hts/rate-cache.ts';
import type { NamedLine } from '../schema/code-check.ts';
import type { CodeIndexFile, Removal } from '../schema/code-index.ts';
import type { TariffLine } from '../schema/tariff-line.ts';
import { checkedLine, namedLine } from './checked-line.ts';
import { sortedNumbers } from './sorted-numbers.ts';
import { pathWordKeys } from './line-words.ts';
import { successorsOf } from './successors.ts';

const digitsOf = (htsno: string): string => htsno.replace(/\D/g, '');

/**
 * For each number, the revisions that held it (1 at each index). Worked out per distinct row order of a chapter,
 * not per revision: most chapters have a handful of orders over the 44 revisions.
 */
const presenceOf = (index: HistoryIndex, chapters: readonly ChapterHistory[]): Map<string, Uint8Array> => {
  const n = index.revisions.length;
  const presence = new Map<string, Uint8Array>();
  for (const history of chapters) {
    const numbers = history.rows.map((r) => (r.htsno.trim() === '' ? '' : digitsOf(r.htsno)));
    const inSequences = new Map<string, number[]>();
    history.sequences.forEach((runs, sequence) => {
      for (let i = 0; i < runs.length; i += 2) {
        for (let id = runs[i]!; id < runs[i]! + runs[i + 1]!; id += 1) {
          const d = numbers[id]!;
          if (d === '') continue;
          const list = inSequences.get(d);
          if (!list) inSequences.set(d, [sequence]);
          else if (list.at(-1) !== sequence) list.push(sequence);
        }
      }
    });
    for (const [d, sequences] of inSequences) {
      let bits = presence.get(d);
      if (!bits) presence.set(d, (bits = new Uint8Array(n)));
      for (let at = 0; at < n; at += 1) if (sequences.includes(history.timeline[at] ?? -1)) bits[at] = 1;
    }
  }
  return presence;
};

/** [from, to) runs of the revisions holding a number. */
const runsOf = (bits: Uint8Array): number[] => {
  const runs: number[] = [];
  bits.forEach((held, at) => {
    if (held === 0) return;
    if (runs.length > 0 && runs.at(-1) === at) runs[runs.length - 1] = at + 1;
    else runs.push(at, at + 1);
  });
  return runs;
};

export const buildCodeIndex = (index: HistoryIndex, chapters: readonly ChapterHistory[]): CodeIndexFile => {
  const presence = presenceOf(index, chapters);
  const all = [...presence.keys()].sort();
  const spans: Record<string, number[]> = {};
  for (const d of all) {
    const bits = presence.get(d)!;
    if (bits.includes(0)) spans[d] = runsOf(bits);
  }

  const byChapter = new Map(chapters.map((c) => [c.chapter, c]));
  const rates = createRateCache();
  const builtLines = new Map<string, Map<string, TariffLine>>();
  const lineAt = (at: number, digits: string): TariffLine => {
    const key = `${at}:${digits.slice(0, 2)}`;
    let lines = builtLines.get(key);
    if (!lines) {
      const history = byChapter.get(digits.slice(0, 2));
      lines = new Map((history ? buildSchedule(rowsAt(history, at), rates).lines : []).map((l) => [l.digits, l]));
      builtLines.set(key, lines);
    }
    const line = lines.get(digits);
    if (!line) throw new Error(`revision ${index.revisions[at]!.id} holds ${digits} but its chapter builds no such line`);
    return line;
  };

  const removals: Removal[] = [];
  const added: Record<string, Record<string, NamedLine>> = {};
  const heldIn = (d: string, at: number) => presence.get(d)![at] === 1;
  for (let at = 1; at < index.revisions.length; at += 1) {
    const gone = Object.keys(spans).filter((d) => heldIn(d, at - 1) && !heldIn(d, at)).sort();
    if (gone.length === 0) continue;
    const now = sortedNumbers(all.filter((d) => heldIn(d, at)));
    const newLeaves = now.numbers.filter((d) => !heldIn(d, at - 1) && now.isLeaf(d)).map((d) => ({ digits: d, words: pathWordKeys(lineAt(at, d).descriptionPath) }));
    const revision = index.revisions[at]!.id;
    for (const digits of gone) {
      const last = lineAt(at - 1, digits);
      const found = successorsOf({ removed: last, added: newLeaves, heldUnder: (prefix) => now.countUnder(prefix) });
      removals.push({ digits, at, last: checkedLine(last), ...found });
      for (const s of found.successors) (added[revision] ??= {})[s.digits] = namedLine(lineAt(at, s.digits));
    }
  }
  return {
    revisions: index.revisions.map((r) => ({ revision: r.id, release: r.release, publishedOn: r.publishedOn })),
    numbers: all.join(' '),
    spans,
    removals,
    added,
  };
};
