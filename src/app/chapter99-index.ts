/**
 * The chapter 99 index of a schedule (src/lib/chapter99/chapter99-index.ts), built the first time an estimate on
 * that schedule needs it and kept: once for the current schedule, and for the few archived revisions most recently
 * asked for (asOf), so memory stays bounded however many dates are asked for. Reading chapter 99 and its headings'
 * texts takes a moment; a request never pays it twice for the same schedule.
 */
import { buildChapter99Index, type Chapter99Index } from '../lib/chapter99/chapter99-index.ts';
import type { Chapter99Heading } from '../lib/chapter99/chapter99-heading.ts';
import { countryCodes } from '../lib/estimate/country-codes.ts';
import type { HtsStore } from '../lib/query/hts-store.ts';
import type { Deps } from './deps.ts';

/** Archived revisions' indexes kept at once, besides the current schedule's. */
const KEEP_REVISIONS = 4;

/** Which schedule a store is: the current one, or revision `at` of the history index. */
export type ScheduleKey = 'current' | { at: number };

interface Held {
  current?: Promise<Chapter99Index | undefined>;
  revisions: Map<number, Promise<Chapter99Index | undefined>>;
  countryCode?: Promise<(name: string) => string | null>;
}

// Per data source (the function's one, each test's fixture): the same key means the same schedule only within one.
const held = new WeakMap<Deps, Held>();

const build = async (store: HtsStore, countryCode: (name: string) => string | null): Promise<Chapter99Index | undefined> => {
  const chapter = await store.chapter('99');
  if (chapter === undefined) return undefined;
  const headings: Chapter99Heading[] = [];
  chapter.digits.forEach((d, i) => {
    if (d.length < 8) return;
    const l = chapter.line(i);
    headings.push({ heading: l.htsno, description: l.description, rate: l.general.text, descriptionPath: l.descriptionPath, footnotes: l.footnotes.map((f) => f.text) });
  });
  return buildChapter99Index({ headings, footnoteTexts: await store.chapter99Footnotes(), countryCode });
};

/** The index of `store`'s chapter 99 (undefined when the schedule has none), built once per schedule and kept. */
export const chapter99IndexOf = (deps: Deps, store: HtsStore, key: ScheduleKey): Promise<Chapter99Index | undefined> => {
  let h = held.get(deps);
  if (h === undefined) held.set(deps, (h = { revisions: new Map() }));
  const mine = h;
  // One resolver per data source: a heading's facts are cached per resolver.
  const countryCode = (mine.countryCode ??= deps.reference().then((r) => countryCodes(r.countries)));
  countryCode.catch(() => (mine.countryCode = undefined));
  const load = async () => build(store, await countryCode);
  const forget = (p: Promise<Chapter99Index | undefined>, drop: () => void) => {
    p.catch(drop);
    return p;
  };
  if (key === 'current') return (mine.current ??= forget(load(), () => (mine.current = undefined)));
  let index = mine.revisions.get(key.at);
  if (index !== undefined) mine.revisions.delete(key.at);
  else index = forget(load(), () => mine.revisions.delete(key.at));
  mine.revisions.set(key.at, index);
  if (mine.revisions.size > KEEP_REVISIONS) mine.revisions.delete(mine.revisions.keys().next().value!);
  return index;
};
