/**
 * One line's history: every archived revision in which it changed, oldest first, with the fields before and after
 * and the line's state after. Entries published before the caller's history window are left out and counted.
 * Reads one chapter's history file. The number must be a whole line's (dots optional), not a prefix.
 */
import { removalSuccessors } from '../lib/codes/removal-successors.ts';
import { isBeyondWindow, type HistoryWindow } from '../lib/changes/history-window.ts';
import { lineHistory as findLineHistory } from '../lib/history/line-history.ts';
import { normaliseHtsno } from '../lib/query/hts-store.ts';
import { ok } from '../lib/result.ts';
import { PUBLICATION_NOTE, type LineHistoryEntry } from '../lib/schema/line-history.ts';
import { systemClock, windowOf, type Caller, type Clock } from './caller.ts';
import type { Deps } from './deps.ts';
import { failed, invalid, type Outcome } from './failure.ts';
import type { LineInput } from './line-lookup.ts';

export interface LineHistoryAnswer {
  /** The number as the archive prints it. */
  htsno: string;
  /** The entries within the caller's window, oldest first. */
  entries: LineHistoryEntry[];
  window: HistoryWindow;
  omittedBeforeWindow: number;
  /** Which revisions were searched, and what publication means. */
  note: string;
}

export const lineHistory = async (deps: Deps, input: LineInput, caller?: Caller, clock: Clock = systemClock): Promise<Outcome<LineHistoryAnswer>> => {
  const digits = normaliseHtsno(input.htsno);
  if (digits === null) return failed(invalid([{ field: 'htsno', message: 'a tariff number is 2 to 10 digits, dots optional, e.g. 0201.30.50.85' }]));
  const stores = await deps.history();
  const { revisions } = await stores.index();
  const history = await stores.chapter(digits.slice(0, 2));
  let found = history ? findLineHistory(history, revisions, digits) : { htsno: null, entries: [] };
  if (history && found.entries.some((e) => e.change === 'removed')) {
    // A removal names what replaced the line, each successor marked in force or not in the latest revision; the
    // code index is read only for a line that was removed.
    const index = await deps.codes();
    found = findLineHistory(history, revisions, digits, removalSuccessors(index, digits, index.revisions.length - 1));
  }
  if (found.htsno === null) {
    return failed({
      kind: 'not-found',
      detail: `No archived revision has a line numbered ${input.htsno.slice(0, 20)}; history is kept per line, so give a whole line's number (see /v1/tariffs?htsno=${digits})`,
    });
  }
  const window = windowOf(caller, clock);
  const entries = found.entries.filter((e) => !isBeyondWindow(window, e.date));
  return ok({
    htsno: found.htsno,
    entries,
    window,
    omittedBeforeWindow: found.entries.length - entries.length,
    note: [
      `Revisions from ${revisions[0]!.release} (${revisions[0]!.publishedOn}, the start of retention: "held") to ${revisions.at(-1)!.release}. ${PUBLICATION_NOTE}`,
      ...revisions.flatMap((r) => (r.textNote === undefined ? [] : [`${r.release}: ${r.textNote}`])),
    ].join(' '),
  });
};
