/**
 * The gate every routed request passes before its handler: identifies the
 * caller (API key or anonymous address), counts the request against the
 * plan's daily budget, and answers 401, 429 or 503 itself when it must.
 */
import { createHmac } from 'node:crypto';
import { addressBucket } from '../../lib/callers/address-bucket.ts';
import { readBearer } from '../../lib/callers/api-key-format.ts';
import { rateLimitHeaders } from '../../lib/callers/rate-limit-headers.ts';
import { utcDayWindow } from '../../lib/callers/utc-day.ts';
import type { KeyStoreHealth, Plan, PlanCatalogue } from '../../lib/schema/callers.ts';
import { problem, type Gate, type GateResult } from '../app.ts';
import type { Reply } from '../context.ts';
import { verifyApiKey, type KeyRefusal } from './api-keys.ts';
import { createBudgetCounter, type BudgetCounter } from './budget-counter.ts';
import { bindCallerContext, type CallerView } from './caller-context.ts';
import type { KvStore } from './kv-store.ts';

export interface CallerGateOptions {
  /** Opens the store; throws when none is configured. Retried until it succeeds, then reused. */
  openStore: () => KvStore;
  plans: PlanCatalogue;
  /** Secret salt: anonymous callers are counted under HMAC(salt, day, address), never the address. */
  salt: string;
  now?: () => Date;
  log?: (event: Record<string, unknown>) => void;
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

export const createCallerGate = (options: CallerGateOptions): { gate: Gate; storeHealth: () => Promise<KeyStoreHealth> } => {
  const now = options.now ?? (() => new Date());
  const anonymousPlan = options.plans.plans.find((p) => p.credential === 'none');
  if (!anonymousPlan) throw new Error('The plan catalogue has no anonymous plan');
  const keyedPlans = new Map(options.plans.plans.filter((p) => p.credential === 'key').map((p) => [p.name, p]));

  let opened: { kv: KvStore; counter: BudgetCounter } | undefined;
  const open = (): { kv: KvStore; counter: BudgetCounter } | null => {
    if (opened) return opened;
    try {
      const kv = options.openStore();
      return (opened = { kv, counter: createBudgetCounter(kv) });
    } catch {
      return null;
    }
  };

  const storeHealth = async (): Promise<KeyStoreHealth> => {
    const store = open();
    if (!store) return { status: 'not-configured', detail: 'No key and budget store is configured (Netlify Blobs context missing)' };
    try {
      await store.kv.get('health/probe');
      return { status: 'ok' };
    } catch {
      return { status: 'unreachable', detail: 'The key and budget store did not answer' };
    }
  };

  const gate: Gate = async (request, route, client) => {
    bindCallerContext(request, { storeHealth });
    if (!route.metered) return {};
    const bearer = readBearer(request.headers.get('authorization'));
    if (!bearer.ok) return unauthorized('malformed');
    const store = open();
    if (!store) return unavailable('The key and budget store is not configured, so requests cannot be counted');
    const window = utcDayWindow(now());
    try {
      let plan: Plan = anonymousPlan;
      let identity: Pick<CallerView, 'caller' | 'keyId'> = { caller: 'anonymous' };
      let counterKey: string;
      if (bearer.value) {
        const verified = await verifyApiKey(store.kv, bearer.value);
        if (!verified.ok) return unauthorized(verified.error);
        const keyed = keyedPlans.get(verified.value.plan);
        if (!keyed) return unauthorized('plan-withdrawn');
        plan = keyed;
        identity = { caller: 'key', keyId: verified.value.id };
        counterKey = `usage/${window.day}/k-${verified.value.id}`;
      } else {
        const bucket = addressBucket(client.clientAddress);
        const hashed = createHmac('sha256', options.salt).update(`${window.day}\n${bucket}`).digest('hex').slice(0, 32);
        counterKey = `usage/${window.day}/a-${hashed}`;
      }
      const admission = await store.counter.count(counterKey, plan.dailyRequests);
      const remaining = Math.max(0, plan.dailyRequests - admission.used);
      const headers = rateLimitHeaders({ limit: plan.dailyRequests, remaining, resetsInSeconds: window.resetsInSeconds });
      const caller: CallerView = { ...identity, plan, used: admission.used, remaining, ...window };
      bindCallerContext(request, { caller, storeHealth });
      if (admission.admitted) return { headers, caller: { plan: plan.name, historyDays: plan.historyDays } };
      const detail = `The ${plan.name} plan allows ${plan.dailyRequests} requests per UTC day; the budget resets at ${window.resetsAt.toISOString()}`;
      return {
        headers,
        stop: { ...problem(429, 'too-many-requests', detail, { plan: plan.name, resetsAt: window.resetsAt.toISOString() }), headers: { 'Retry-After': String(window.resetsInSeconds) } } as Reply,
      };
    } catch (error) {
      options.log?.({ level: 'error', event: 'key-store', message: error instanceof Error ? error.message : String(error) });
      return unavailable('The key and budget store cannot be reached, so this request cannot be counted; try again shortly');
    }
  };

  return { gate, storeHealth };
};
