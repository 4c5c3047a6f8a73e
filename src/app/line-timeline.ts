/**
 * A line's timeline, for its history page: every archived revision that changed it (as lineHistory finds them,
 * the whole archive, no plan window: the page is unmetered and public), the rows a timeline shows, whether the
 * line is still in the schedule, the line as the last schedule that had it built it, and which chapter 99 numbers
 * its footnotes named have a history of their own. A number padded to 10 digits (9903.01.63.00) finds its line.
 */
import type { ChapterHistory } from '../lib/history/chapter-history.ts';
import { lineHistory } from '../lib/history/line-history.ts';
import { normaliseHtsno } from '../lib/query/hts-store.ts';
import { ok } from '../lib/result.ts';
import type { LineHistoryEntry } from '../lib/schema/line-history.ts';
import type { Revision } from '../lib/schema/revision.ts';
import type { TariffLine } from '../lib/schema/tariff-line.ts';
import { chapter99Named, historyCandidates, historyRows, lineStatus, type HistoryRow, type LineStatus } from '../lib/site/history-view.ts';
import type { Deps } from './deps.ts';
import { failed, invalid, type Outcome } from './failure.ts';
import type { LineInput } from './line-lookup.ts';

export interface LineTimeline {
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
}

/** The first and the latest archived revision. */
export const archiveSpan = async (deps: Deps): Promise<{ first: Revision; latest: Revision }> => {
  const { revisions } = await (await deps.history()).index();
  return { first: revisions[0]!, latest: revisions.at(-1)! };
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
const lastLine = async (deps: Deps, digits: string, entries: readonly LineHistoryEntry[], revisions: readonly Revision[]): Promise<TariffLine | null> => {
  const last = entries.at(-1);
  if (last?.change !== 'removed') {
    const current = await (await deps.hts()).store.chapter(digits.slice(0, 2));
    const line = current?.get(digits);
    if (line) return line;
  }
  const removedAt = last ? revisions.findIndex((r) => r.id === last.revision) : -1;
  if (removedAt < 1) return null;
  const store = await (await deps.history()).storeAt(removedAt - 1);
  return (await store.chapter(digits.slice(0, 2)))?.get(digits) ?? null;
};

export const lineTimeline = async (deps: Deps, input: LineInput): Promise<Outcome<LineTimeline>> => {
  const asked = normaliseHtsno(input.htsno);
  if (asked === null) return failed(invalid([{ field: 'htsno', message: 'a tariff number is 2 to 10 digits, dots optional, e.g. 0201.30.50.85' }]));
  const stores = await deps.history();
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
      return ok({
        htsno: found.htsno,
        digits,
        entries: found.entries,
        rows,
        status: lineStatus(found.entries, latest),
        first,
        latest,
        line: await lastLine(deps, digits, found.entries, revisions).catch(() => null),
        known,
      });
    }
  }
  return failed({ kind: 'not-found', detail: `No archived revision, from ${first.release} to ${latest.release}, has a line numbered ${input.htsno.slice(0, 20)}` });
};
