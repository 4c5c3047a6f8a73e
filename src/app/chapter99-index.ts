/**
 * The chapter 99 index of a schedule (src/lib/chapter99/chapter99-index.ts), read from the function's data for the
 * current schedule (built by the build: FUNCTION_FILES.chapter99Index), built from the schedule the first time an
 * estimate as of an archived revision needs it; kept: once for the current schedule, and for the archived revisions
 * most recently asked for (asOf) within KEEP_REVISION_BYTES, so memory stays bounded however many dates are asked for. Reading chapter 99 and its headings'
 * texts takes a moment; a request never pays it twice for the same schedule.
 */
import { chapter99IndexData, chapter99IndexOfData, chapter99IndexOfFile, type Chapter99Index, type Chapter99IndexData } from '../lib/chapter99/chapter99-index.ts';
import type { Chapter99Heading } from '../lib/chapter99/chapter99-heading.ts';
import { countryCodes } from '../lib/estimate/country-codes.ts';
import { cachedLoad, createByteLru } from '../lib/memory/byte-lru.ts';
import type { HtsStore } from '../lib/query/hts-store.ts';
import type { Deps } from './deps.ts';

/**
 * Bytes of archived revisions' indexes kept at once, besides the current schedule's (each weighed once built: about
 * 8 MB for a 2026 revision, so the four revisions most recently asked for).
 */
export const KEEP_REVISION_BYTES = 32 * 1024 * 1024;

/** Which schedule a store is: the current one, or revision `at` of the history index. */
export type ScheduleKey = 'current' | { at: number };

interface Held {
  current?: Promise<Chapter99Index | undefined>;
  revisions: (key: string, load: () => Promise<Chapter99Index | undefined>) => Promise<Chapter99Index | undefined>;
  revisionsHeld: () => number;
  countryCode?: Promise<(name: string) => string | null>;
}

// Per data source (the function's one, each test's fixture): the same key means the same schedule only within one.
const held = new WeakMap<Deps, Held>();

/** The index's data of `store`'s chapter 99, read from its lines (undefined when the schedule has none): what the build writes for the current schedule. */
export const chapter99IndexDataOf = async (store: HtsStore, countryCode: (name: string) => string | null): Promise<Chapter99IndexData | undefined> => {
  const chapter = await store.chapter('99');
  if (chapter === undefined) return undefined;
  const headings: Chapter99Heading[] = [];
  chapter.digits.forEach((d, i) => {
    if (d.length < 8) return;
    const l = chapter.line(i);
    headings.push({ heading: l.htsno, description: l.description, rate: l.general.text, descriptionPath: l.descriptionPath, footnotes: l.footnotes.map((f) => f.text) });
  });
  return chapter99IndexData({ headings, footnoteTexts: await store.chapter99Footnotes(), countryCode });
};

// The weight of each built index, for the byte-bounded cache of archived revisions' indexes.
const weights = new WeakMap<Chapter99Index, number>();
const build = async (store: HtsStore, countryCode: (name: string) => string | null): Promise<Chapter99Index | undefined> => {
  const data = await chapter99IndexDataOf(store, countryCode);
  if (data === undefined) return undefined;
  const index = chapter99IndexOfData(data);
  // Weighed by counts, not walked (approxBytes takes hundreds of milliseconds on 3,000 headings): measured, the
  // index of 2026 rev 10 (2,975 headings, 14,361 links) holds about 6.4 MB of heap; this says 7.9 MB.
  weights.set(index, 2048 * data.headings.length + 128 * data.links.length);
  return index;
};
const weightOf = (index: Chapter99Index | undefined): number => (index === undefined ? 64 : (weights.get(index) ?? 0));

/** How many archived revisions' indexes `deps` holds now (tests and the bench). */
export const revisionIndexesHeld = (deps: Deps): number => held.get(deps)?.revisionsHeld() ?? 0;

/** The index of `store`'s chapter 99 (undefined when the schedule has none), built once per schedule and kept. */
export const chapter99IndexOf = (deps: Deps, store: HtsStore, key: ScheduleKey): Promise<Chapter99Index | undefined> => {
  let h = held.get(deps);
  if (h === undefined) {
    const lru = createByteLru<Promise<Chapter99Index | undefined>>(KEEP_REVISION_BYTES);
    held.set(deps, (h = { revisions: cachedLoad(lru, weightOf), revisionsHeld: () => lru.size }));
  }
  const mine = h;
  // One resolver per data source: a heading's facts are cached per resolver.
  const countryCode = (mine.countryCode ??= deps.reference().then((r) => countryCodes(r.countries)));
  countryCode.catch(() => (mine.countryCode = undefined));
  const load = async () => build(store, await countryCode);
  const forget = (p: Promise<Chapter99Index | undefined>, drop: () => void) => {
    p.catch(drop);
    return p;
  };
  if (key === 'current') {
    // The data source's prebuilt index of its current schedule, when it has one: no heading's text is read.
    const prebuilt = async () => {
      const data = await (await deps.hts()).chapter99Index?.();
      return data === undefined ? load() : data === null ? undefined : chapter99IndexOfFile(data);
    };
    return (mine.current ??= forget(prebuilt(), () => (mine.current = undefined)));
  }
  return mine.revisions(String(key.at), load);
};
