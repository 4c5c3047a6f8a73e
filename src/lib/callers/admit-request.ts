/**
 * The admission arithmetic of a daily budget, on the count a process knows:
 * the stored count as last read or written plus the increments admitted
 * there and not yet written. A request is admitted while that count is below
 * the limit; a refused request is not counted.
 */
export interface Admission {
  admitted: boolean;
  /** The count after this request when admitted; the (full) known count when not. */
  used: number;
}

/**
 * `cost` is how many requests this one counts as (a batch of N lines counts N): it is admitted only when all of
 * them fit, never in part.
 */
export const admitRequest = (known: number, limit: number, cost = 1): Admission =>
  known + cost <= limit ? { admitted: true, used: known + cost } : { admitted: false, used: known };

/** Remaining budget as the RateLimit headers and /v1/usage show it. */
export const remainingBudget = (used: number, limit: number): number => Math.max(0, limit - used);
