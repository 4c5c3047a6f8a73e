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

const timedFetch: typeof fetch = (input, init) => fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(STORE_TIMEOUT_MS) });

/** Throws MissingBlobsEnvironmentError when no store is configured. */
export const openCallerStore = (): KvStore => blobsKv(getStore({ name: CALLER_STORE_NAME, consistency: 'strong', fetch: timedFetch }));
