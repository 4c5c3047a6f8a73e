/**
 * Whether the key and budget store answered lately, shared by the key cache
 * and the usage meter. Once a store call fails, the request path stops
 * waiting on the store for a while (`restMs`): unknown counters are counted
 * locally and unknown keys get a 503 at once, instead of each request
 * waiting for a timeout. Flushes, /healthz probes and the first request after
 * the rest try again; any call that succeeds marks the store up.
 */
export interface StoreStatus {
  /** A store call failed less than `restMs` ago and none succeeded since: do not wait on the store now. */
  resting(): boolean;
  /** The last store call failed. */
  down(): boolean;
  succeeded(): void;
  failed(error: unknown): void;
}

export const createStoreStatus = (restMs: number, log?: (event: Record<string, unknown>) => void): StoreStatus => {
  let failedAt: number | null = null;
  return {
    resting: () => failedAt !== null && performance.now() - failedAt < restMs,
    down: () => failedAt !== null,
    succeeded() {
      if (failedAt === null) return;
      failedAt = null;
      log?.({ level: 'info', event: 'key-store', message: 'The key and budget store answers again' });
    },
    failed(error) {
      // One line per outage, not one per call.
      if (failedAt === null) log?.({ level: 'error', event: 'key-store', message: error instanceof Error ? error.message : String(error) });
      failedAt = performance.now();
    },
  };
};
