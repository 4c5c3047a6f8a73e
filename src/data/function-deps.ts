/**
 * The functions' data adapter: each dataset index is bundled as its own
 * chunk and imported on first use, once per process.
 */
import { hydrateHts, type HtsIndex } from '../lib/datasets/hts-index.ts';
import type { ChangesIndex, ReferenceIndex, SourcesIndex } from '../lib/datasets/reference-index.ts';
import type { Deps } from '../http/context.ts';

const once = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let value: Promise<T> | undefined;
  return () => (value ??= load());
};

export const functionDeps: Deps = {
  hts: once(() => import('../../.cache/build/function/hts-index.js').then((m) => hydrateHts(m.default as HtsIndex))),
  reference: once(() => import('../../.cache/build/function/reference-index.js').then((m) => m.default as ReferenceIndex)),
  changes: once(() => import('../../.cache/build/function/changes-index.js').then((m) => m.default as ChangesIndex)),
  sources: once(() => import('../../.cache/build/function/sources-index.js').then((m) => m.default as SourcesIndex)),
};
