/**
 * The app in process with the real gate on a fresh local Blobs store, a
 * clock the test controls, and optional plan and contract-version
 * configurations: what the deployed function runs, minus the bundle. Its data
 * are the caller's: the build's (testDeps of tests/support/app.ts) or the unit
 * fixture's (fixtureDeps of tests/support/fixture-deps.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { startLocalBlobs, type LocalBlobs } from '../../src/data/local-blobs-server.ts';
import { createApp } from '../../src/http/app.ts';
import { createCallerGate, type CallerGate, type CallerGateOptions } from '../../src/http/gate/create-gate.ts';
import type { KvStore } from '../../src/app/kv-store.ts';
import { blobsKv } from '../../src/data/blobs-kv.ts';
import { CALLER_STORE_NAME } from '../../src/data/open-caller-store.ts';
import { PLAN_CATALOGUE } from '../../src/app/plans.ts';
import { ROUTES } from '../../src/http/routes.ts';
import type { PlanCatalogue } from '../../src/lib/schema/callers.ts';
import type { ContractVersions } from '../../src/lib/schema/static-files.ts';
import type { Deps } from '../../src/app/deps.ts';

export interface GatedApp {
  call(path: string, init?: RequestInit & { address?: string }): Promise<Response>;
  /** The app itself, for a wrapper that dispatches through it (/mcp). */
  app: ReturnType<typeof createApp>;
  kv: KvStore;
  blobs: LocalBlobs;
  clock: { now: Date };
  logs: Record<string, unknown>[];
  /** The gate's flush, settle and stop (counts reach the store only through these or its timer). */
  callers: CallerGate;
  close(): Promise<void>;
}

export const SALT = 'a-test-salt-of-enough-length';

export const startGatedApp = async (
  options: {
    deps: Deps;
    plans?: PlanCatalogue;
    contractVersions?: ContractVersions;
    openStore?: () => KvStore;
    blobs?: LocalBlobs;
    gate?: Pick<CallerGateOptions, 'flushIntervalMs' | 'keyCacheMs' | 'onFlush'>;
  },
): Promise<GatedApp> => {
  const dir = mkdtempSync(join(tmpdir(), 'gated-app-'));
  const blobs = options.blobs ?? (await startLocalBlobs(dir));
  const kv = blobsKv(getStore({ name: CALLER_STORE_NAME, ...blobs.context, consistency: 'strong' }));
  const clock = { now: new Date('2026-11-22T12:00:00Z') };
  const logs: Record<string, unknown>[] = [];
  const log = (event: Record<string, unknown>) => void logs.push(event);
  const callers = createCallerGate({
    ...options.gate,
    openStore: options.openStore ?? (() => kv),
    plans: options.plans ?? PLAN_CATALOGUE,
    salt: SALT,
    now: () => clock.now,
    log,
  });
  const app = createApp({ deps: options.deps, routes: ROUTES, gate: callers.gate, log, ...(options.contractVersions ? { contractVersions: options.contractVersions } : {}) });
  return {
    call: (path, { address = '203.0.113.7', ...init } = {}) => app(new Request(`http://test.local${path}`, init), { clientAddress: address }),
    app,
    kv,
    blobs,
    clock,
    logs,
    callers,
    close: async () => {
      callers.stop();
      if (!options.blobs) await blobs.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

/** A catalogue like the real one with small budgets, to reach the limits in a test. */
export const smallPlans = (anonymous: number, developer: number): PlanCatalogue => ({
  ...PLAN_CATALOGUE,
  plans: PLAN_CATALOGUE.plans.map((p) => ({ ...p, dailyRequests: p.name === 'anonymous' ? anonymous : p.name === 'developer' ? developer : p.dailyRequests })),
});
