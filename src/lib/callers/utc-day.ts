/** Budgets count per UTC day: which day an instant falls in and when that day ends. */
export interface DayWindow {
  /** YYYY-MM-DD (UTC). */
  day: string;
  /** The next 00:00 UTC. */
  resetsAt: Date;
  /** Whole seconds until resetsAt, at least 1 (so Retry-After never says 0). */
  resetsInSeconds: number;
}

const DAY_MS = 86_400_000;

// The day's name for the last day asked about: every request asks, and a day has many (formatting a date is most
// of this function's cost).
let named = { start: NaN, day: '' };

export const utcDayWindow = (now: Date): DayWindow => {
  const start = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  if (named.start !== start) named = { start, day: new Date(start).toISOString().slice(0, 10) };
  const resetsAt = new Date(start + DAY_MS);
  return {
    day: named.day,
    resetsAt,
    resetsInSeconds: Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000)),
  };
};
