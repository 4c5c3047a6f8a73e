/**
 * Who asks and when: the two things a use case takes besides its data and input. The caller is what the edge
 * identified (the gate's plan for an API request); absent, the anonymous plan applies. The clock is an argument
 * so tests can move through time; absent, the system clock.
 */
import { historyWindow, type HistoryWindow } from '../lib/changes/history-window.ts';
import { ANONYMOUS_PLAN } from './plans.ts';

export interface Caller {
  plan: string;
  /** How far back the plan reaches into the archive (asOf, since, a line's history), in days. */
  historyDays: number;
}

export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** The caller's history window today: their plan's, or the anonymous plan's when no caller is named. */
export const windowOf = (caller: Caller | undefined, clock: Clock = systemClock): HistoryWindow =>
  historyWindow(caller?.plan ?? ANONYMOUS_PLAN.name, caller?.historyDays ?? ANONYMOUS_PLAN.historyDays, clock());
