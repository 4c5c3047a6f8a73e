/**
 * A plan's history window: how far back `since` may reach, counted in whole
 * UTC days back from today. A `since` day before the oldest day the window
 * allows is beyond it (402); retention (isBeforeRetention, 422) is checked first,
 * because history the service never held is not a matter of plan.
 */
export interface HistoryWindow {
  plan: string;
  historyDays: number;
  /** The earliest `since` day (YYYY-MM-DD) the plan reaches today. */
  oldestSince: string;
}

const DAY_MS = 86_400_000;

export const historyWindow = (plan: string, historyDays: number, now: Date): HistoryWindow => {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { plan, historyDays, oldestSince: new Date(today - historyDays * DAY_MS).toISOString().slice(0, 10) };
};

export const isBeyondWindow = (window: HistoryWindow, sinceDay: string): boolean => sinceDay < window.oldestSince;
