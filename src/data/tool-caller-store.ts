/**
 * The callers' store for command-line tools (npm run keys), chosen like this:
 * 1. NETLIFY_BLOBS_CONTEXT set: that store (as the function sees it);
 * 2. NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN set: the deployed site's store, through the Netlify API;
 * 3. otherwise the local file-backed store that `npm start` serves (TARIFF_BLOBS_DIR or .cache/blobs).
 */
import { getStore } from '@netlify/blobs';
import type { KvStore } from '../app/kv-store.ts';
import { blobsKv } from './blobs-kv.ts';
import { CALLER_STORE_NAME, openCallerStore } from './open-caller-store.ts';
import { localBlobsDir, startLocalBlobs } from './local-blobs-server.ts';

export interface ToolStore {
  kv: KvStore;
  where: string;
  close(): Promise<void>;
}

export const openToolStore = async (env: Record<string, string | undefined> = process.env): Promise<ToolStore> => {
  if (env.NETLIFY_BLOBS_CONTEXT) return { kv: openCallerStore(), where: 'the store in NETLIFY_BLOBS_CONTEXT', close: async () => {} };
  if (env.NETLIFY_SITE_ID && env.NETLIFY_AUTH_TOKEN) {
    const store = getStore({ name: CALLER_STORE_NAME, siteID: env.NETLIFY_SITE_ID, token: env.NETLIFY_AUTH_TOKEN });
    return { kv: blobsKv(store), where: `Netlify Blobs of site ${env.NETLIFY_SITE_ID}`, close: async () => {} };
  }
  const dir = localBlobsDir();
  const local = await startLocalBlobs(dir);
  const store = getStore({ name: CALLER_STORE_NAME, ...local.context, consistency: 'strong' });
  return { kv: blobsKv(store), where: `the local store in ${dir}`, close: local.stop };
};
