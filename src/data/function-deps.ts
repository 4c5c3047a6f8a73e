/**
 * The functions' data adapter: each dataset index is bundled as its own
 * chunk and imported on first use, once per process.
 */
import { hydrateHts, type HtsIndex } from '../lib/datasets/hts-index.ts';
import type { Deps, HtsData } from '../http/context.ts';

let hts: Promise<HtsData> | undefined;

export const functionDeps: Deps = {
  hts: () => (hts ??= import('../../.cache/build/function/hts-index.js').then((m) => hydrateHts(m.default as HtsIndex))),
};
