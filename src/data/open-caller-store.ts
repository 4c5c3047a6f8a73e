/**
 * The callers' store from the environment: Netlify provides the Blobs
 * context to the deployed function; `npm start` / `npm run serve` and the
 * tests set NETLIFY_BLOBS_CONTEXT to a local file-backed server.
 */
import { getStore } from '@netlify/blobs';
import type { KvStore } from '../app/kv-store.ts';
import { blobsKv } from './blobs-kv.ts';

export const CALLER_STORE_NAME = 'tariff-callers';

/** A store that does not answer within this is reported unreachable, not waited on. */
export const STORE_TIMEOUT_MS = 3_000;

/**
 * TARIFF_STORE_TIMEOUT_MS overrides it for runs that judge something other than the store's speed: the fuzz and
 * load runs on a busy machine, where the local file-backed store can take seconds to answer and a 503 would then
 * say nothing about the request under test.
 */
export const storeTimeoutMs = (value = process.env.TARIFF_STORE_TIMEOUT_MS): number => {
  const ms = Number(value);
  return Number.isInteger(ms) && ms > 0 ? ms : STORE_TIMEOUT_MS;
};

const timedFetch: typeof fetch = (input, init) => fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(storeTimeoutMs()) });

/** Throws MissingBlobsEnvironmentError when no store is configured. */
export const openCallerStore = (): KvStore => blobsKv(getStore({ name: CALLER_STORE_NAME, consistency: 'strong', fetch: timedFetch }));
