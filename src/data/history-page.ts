/**
 * The history page (/history/{htsno}/) on demand: one line's timeline read
 * from the archive's per-chapter history (the files GET
 * /v1/tariffs/{htsno}/history reads, through the functions' data adapter),
 * with the line's description path from the schedule that last had it and
 * which chapter 99 numbers named in its footnotes have a history of their own.
 */
import { lineHistory } from '../lib/history/line-history.ts';
import type { ChapterHistory } from '../lib/history/chapter-history.ts';
import { normaliseHtsno } from '../lib/query/hts-store.ts';
import type { LineHistoryEntry } from '../lib/schema/line-history.ts';
import type { Revision } from '../lib/schema/revision.ts';
import type { TariffLine } from '../lib/schema/tariff-line.ts';
import { chapter99Named, historyCandidates, historyRows, lineStatus, type HistoryRow, type LineStatus } from '../lib/site/history-view.ts';
import { functionDeps } from './function-deps.ts';

export type HistoryOutcome =
  | { kind: 'malformed'; input: string }
  | { kind: 'not-found'; input: string; digits: string; first: Revision; latest: Revision }
  | {
      kind: 'found';
      input: string;
      /** The number as the latest revision that had the line printed it. */
      htsno: string;
      digits: string;
      entries: LineHistoryEntry[];
      rows: HistoryRow[];
      status: LineStatus;
      first: Revision;
      latest: Revision;
      /** The line as the last schedule that had it built it (description path, where its rates come from). */
      line: TariffLine | null;
      /** Chapter 99 numbers named in its footnotes that some archived revision had (each has a history page). */
      known: ReadonlySet<string>;
    };

const digitsOf = (htsno: string): string => htsno.replace(/\D/g, '');

// The numbers a chapter's history ever had; built once per history file held.
const numbersOf = new WeakMap<ChapterHistory, Set<string>>();
const everNumbered = (history: ChapterHistory): Set<string> => {
  let numbers = numbersOf.get(history);
  if (!numbers) numbersOf.set(history, (numbers = new Set(history.rows.flatMap((r) => (r.htsno.trim() === '' ? [] : [digitsOf(r.htsno)])))));
  return numbers;
};

/** The line in the current schedule, or else in the last revision before its removal. */
const lastLine = async (digits: string, entries: readonly LineHistoryEntry[], revisions: readonly Revision[]): Promise<TariffLine | null> => {
  const last = entries.at(-1);
  if (last?.change !== 'removed') {
    const current = await (await functionDeps.hts()).store.chapter(digits.slice(0, 2));
    const line = current?.get(digits);
    if (line) return line;
  }
  const removedAt = last ? revisions.findIndex((r) => r.id === last.revision) : -1;
  if (removedAt < 1) return null;
  const store = await (await functionDeps.history()).storeAt(removedAt - 1);
  return (await store.chapter(digits.slice(0, 2)))?.get(digits) ?? null;
};

export const loadHistoryPage = async (input: string): Promise<HistoryOutcome> => {
  const asked = normaliseHtsno(input);
  if (asked === null) return { kind: 'malformed', input };
  const stores = await functionDeps.history();
  const { revisions } = await stores.index();
  const first = revisions[0]!;
  const latest = revisions.at(-1)!;
  const history = await stores.chapter(asked.slice(0, 2));
  if (history) {
    for (const digits of historyCandidates(asked)) {
      const found = lineHistory(history, revisions, digits);
      if (found.htsno === null) continue;
      const rows = historyRows(found.entries);
      const named = chapter99Named(rows);
      const chapter99 = named.length > 0 ? await stores.chapter('99') : undefined;
      const known = new Set(chapter99 ? named.filter((n) => everNumbered(chapter99).has(digitsOf(n))) : []);
      return {
        kind: 'found',
        input,
        htsno: found.htsno,
        digits,
        entries: found.entries,
        rows,
        status: lineStatus(found.entries, latest),
        first,
        latest,
        line: await lastLine(digits, found.entries, revisions).catch(() => null),
        known,
      };
    }
  }
  return { kind: 'not-found', input, digits: asked, first, latest };
};
