/**
 * The date checks of every request into the archive, in this order: a date before the first archived revision
 * asks for history the service never held (refused whatever the plan); one older than the caller's plan window
 * is refused by plan. Shared by asOf (a lookup, an estimate) and /v1/changes' since, each in its own words.
 */
import { isBeyondWindow, type HistoryWindow } from '../lib/changes/history-window.ts';
import type { DateRefused } from './failure.ts';

export interface ArchiveStart {
  release: string;
  publishedOn: string;
}

export interface DateWords {
  /** The sentence for a date before the archive, e.g. "The archive starts with 2025HTSBasic, published 2025-01-01; asOf is 2024-06-01". */
  beforeArchive: string;
  /** What follows the window's sentence ("The anonymous plan reaches back 365 days, to ...; "), e.g. "asOf is 2024-06-01". */
  beyondWindow: string;
}

export const refuseHistoryDate = (first: ArchiveStart, window: HistoryWindow, field: string, date: string, words: DateWords): DateRefused | null => {
  if (date < first.publishedOn) {
    return { kind: 'date-refused', reason: 'before-archive', detail: words.beforeArchive, field, date, retentionStartedOn: first.publishedOn };
  }
  if (isBeyondWindow(window, date)) {
    const detail = `The ${window.plan} plan reaches back ${window.historyDays} days, to ${window.oldestSince}; ${words.beyondWindow}`;
    return { kind: 'date-refused', reason: 'beyond-window', detail, field, date, window };
  }
  return null;
};
