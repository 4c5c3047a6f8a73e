/**
 * The gate every routed request passes before its handler: identifies the
 * caller (API key or anonymous address), counts the request against the
 * plan's daily budget, and answers 401, 429 or 503 itself when it must.
 * Admission comes from what this process knows (key-cache.ts,
 * usage-meter.ts); the store is read only for a key or counter it does not
 * know yet, and written after the answer.
 */
import { readBearer } from '../../lib/callers/api-key-format.ts';
import { remainingBudget } from '../../lib/callers/admit-request.ts';
import { anonymousPlan } from '../../lib/callers/anonymous-plan.ts';
import { rateLimitHeaders } from '../../lib/callers/rate-limit-headers.ts';
import { utcDayWindow } from '../../lib/callers/utc-day.ts';
import type { KeyStoreHealth, Plan, PlanCatalogue } from '../../lib/schema/callers.ts';
import { problem, type Gate, type GateResult } from '../app.ts';
import type { Reply } from '../context.ts';
import type { KeyRefusal } from './api-keys.ts';
import type { CallerView } from './caller-context.ts';
import { anonymousCounterKey, keyCounterKey } from './counter-key.ts';
import { createKeyCache, type KeyCache } from './key-cache.ts';
import type { KvStore } from '../../app/kv-store.ts';
import { createStoreStatus, type StoreStatus } from './store-status.ts';
import { createUsageMeter, type FlushReport, type UsageMeter } from './usage-meter.ts';

export const DEFAULT_FLUSH_INTERVAL_MS = 1_000;
export const DEFAULT_KEY_CACHE_MS = 60_000;

export interface CallerGateOptions {
  /** Opens the store; throws when none is configured. Retried until it succeeds, then reused. */
  openStore: () => KvStore;
  plans: PlanCatalogue;
  /** Secret salt: anonymous callers are counted under HMAC(salt, day, address), never the address. */
  salt: string;
  now?: () => Date;
  log?: (event: Record<string, unknown>) => void;
  /** Pending increments are written at least this often (default 1 s). */
  flushIntervalMs?: number;
  /** A key record is trusted for at most this long, so a revoked key stops within it (default 60 s). */
  keyCacheMs?: number;
  /** Called after every flush (tests and diagnostics). */
  onFlush?: (report: FlushReport) => void;
}

export interface CallerGate {
  gate: Gate;
  storeHealth: () => Promise<KeyStoreHealth>;
  /** Writes every increment recorded so far (on shutdown); resolves even when the store is down, leaving them pending. */
  flush: () => Promise<void>;
  /** For context.waitUntil() after a metered answer: resolves when the next scheduled flush has run. */
  settle: () => Promise<void>;
  /** Clears the flush timer. */
  stop: () => void;
}

const STORE_RETRY_AFTER = '30';
const WWW_AUTHENTICATE = 'Bearer realm="tariff-api", error="invalid_token"';

const KEY_DETAIL: Record<'malformed' | KeyRefusal | 'plan-withdrawn', string> = {
  malformed: 'Send `Authorization: Bearer <API_KEY>` with a key this service issued, or no Authorization header to call anonymously',
  unknown: 'This API key is not known to the service',
  revoked: 'This API key has been revoked',
  'plan-withdrawn': "This API key's plan is no longer offered; ask for a new key",
};

const unauthorized = (why: keyof typeof KEY_DETAIL): GateResult => ({
  stop: { ...problem(401, 'unauthorized', KEY_DETAIL[why]), headers: { 'WWW-Authenticate': WWW_AUTHENTICATE } } as Reply,
});

const unavailable = (detail: string): GateResult => ({
  stop: { ...problem(503, 'unavailable', detail), headers: { 'Retry-After': STORE_RETRY_AFTER } } as Reply,
});

interface Opened {
  kv: KvStore;
  status: StoreStatus;
  keys: KeyCache;
  meter: UsageMeter;
}

export const createCallerGate = (options: CallerGateOptions): CallerGate => {
  const now = options.now ?? (() => new Date());
  const flushIntervalMs = options.flushIntervalMs ?? DEFAULT_FLUSH_INTERVAL_MS;
  const anonymous = anonymousPlan(options.plans);
  const keyedPlans = new Map(options.plans.plans.filter((p) => p.credential === 'key').map((p) => [p.name, p]));

  let opened: Opened | undefined;
  let stopped = false;
  const open = (): Opened | null => {
    if (opened) return opened;
    try {
      const kv = options.openStore();
      const status = createStoreStatus(flushIntervalMs, options.log);
      const meter = createUsageMeter({ kv, status, flushIntervalMs, now, ...(options.log ? { log: options.log } : {}), ...(options.onFlush ? { onFlush: options.onFlush } : {}) });
      if (stopped) meter.stop();
      return (opened = { kv, status, meter, keys: createKeyCache({ kv, status, ttlMs: options.keyCacheMs ?? DEFAULT_KEY_CACHE_MS, nowMs: () => now().getTime() }) });
    } catch {
      return null;
    }
  };

  const storeHealth = async (): Promise<KeyStoreHealth> => {
    const store = open();
    if (!store) return { status: 'not-configured', detail: 'No key and budget store is configured (Netlify Blobs context missing)' };
    try {
      await store.kv.get('health/probe');
      store.status.succeeded();
      return { status: 'ok' };
    } catch (error) {
      store.status.failed(error);
      return { status: 'unreachable', detail: 'The key and budget store did not answer' };
    }
  };

  // An unmetered request learns only how the store is: one answer for all of them.
  const unmetered: GateResult = { context: { storeHealth } };
  const gate: Gate = async (request, route, client) => {
    if (!route.metered) return unmetered;
    const bearer = readBearer(request.headers.get('authorization'));
    if (!bearer.ok) return unauthorized('malformed');
    // Not configured at all: nothing counted could ever be written, so nothing is admitted.
    const store = open();
    if (!store) return unavailable('The key and budget store is not configured, so requests cannot be counted');
    const window = utcDayWindow(now());
    try {
      let plan: Plan = anonymous;
      let identity: Pick<CallerView, 'caller' | 'keyId'> = { caller: 'anonymous' };
      let counterKey: string;
      if (bearer.value) {
        const verified = await store.keys.verify(bearer.value);
        if (!verified.ok) {
          if (verified.error === 'unverifiable') return unavailable('The key and budget store cannot be reached, so this API key cannot be verified; try again shortly');
          return unauthorized(verified.error);
        }
        const keyed = keyedPlans.get(verified.value.plan);
        if (!keyed) return unauthorized('plan-withdrawn');
        plan = keyed;
        identity = { caller: 'key', keyId: verified.value.id };
        counterKey = keyCounterKey(window.day, verified.value.id);
      } else {
        counterKey = anonymousCounterKey(options.salt, window.day, client.clientAddress);
      }
      const cost = route.meterCost ? await route.meterCost(request) : 1;
      // An anonymous caller is not made to wait on the store (a keyed one already waited for its key record).
      const admission = await store.meter.admit(counterKey, plan.dailyRequests, window.resetsAt, cost, { readBehind: !bearer.value });
      const remaining = remainingBudget(admission.used, plan.dailyRequests);
      const headers = rateLimitHeaders({ limit: plan.dailyRequests, remaining, resetsInSeconds: window.resetsInSeconds });
      const caller: CallerView = { ...identity, plan, used: admission.used, remaining, ...window };
      if (admission.admitted) return { headers, caller: { plan: plan.name, historyDays: plan.historyDays }, context: { caller, storeHealth } };
      const day = `The ${plan.name} plan allows ${plan.dailyRequests} requests per UTC day; the budget resets at ${window.resetsAt.toISOString()}`;
      // A batch that does not fit says how many lines would: the caller can send that many now.
      const detail = cost > 1 ? `This batch of ${cost} lines counts as ${cost} requests and ${remaining} remain today, so at most ${remaining} lines can be sent. ${day}` : day;
      const extensions = { plan: plan.name, resetsAt: window.resetsAt.toISOString(), ...(cost > 1 ? { lines: cost, remaining } : {}) };
      return {
        headers,
        stop: { ...problem(429, 'too-many-requests', detail, extensions), headers: { 'Retry-After': String(window.resetsInSeconds) } } as Reply,
      };
    } catch (error) {
      // A malformed key record or counter: a broken invariant, never read as "no key" or zero.
      options.log?.({ level: 'error', event: 'key-store', message: error instanceof Error ? error.message : String(error) });
      return unavailable('The key and budget store cannot be read for this caller, so this request cannot be counted; try again shortly');
    }
  };

  return {
    gate,
    storeHealth,
    flush: () => opened?.meter.flush() ?? Promise.resolve(),
    settle: () => opened?.meter.settle() ?? Promise.resolve(),
    stop: () => {
      stopped = true;
      opened?.meter.stop();
    },
  };
};
