/**
 * How current the build's schedule is, and what the publisher issued after it: for /healthz, /v1/version and the
 * release (the releases alone), and for an answer about a date (an estimate, a line as of a date, a history) whether
 * the build is complete for that date and which later chapter 99 actions may reach it. Pure: the catalogue of later
 * releases is content/currency/later-releases.json; nothing here is priced (an action's pricedBy names the law data
 * that prices it in a stacked estimate).
 */
import { keptByKey } from '../memory/kept-by-key.ts';
import type { LaterAction } from '../schema/duty-stack.ts';
import type { LaterReleases, ScheduleCurrency } from '../schema/schedule-currency.ts';

export interface BuiltSchedule {
  release: string;
  publishedOn: string;
}

// Read once per catalogue and build: every estimate asks.
const kept = new WeakMap<LaterReleases, Map<string, LaterReleases['releases']>>();

/** The releases issued after the build's, in order. */
export const laterThan = (catalogue: LaterReleases, built: BuiltSchedule): LaterReleases['releases'] => {
  let byBuild = kept.get(catalogue);
  if (byBuild === undefined) kept.set(catalogue, (byBuild = new Map()));
  let later = byBuild.get(built.publishedOn);
  if (later === undefined) byBuild.set(built.publishedOn, (later = catalogue.releases.filter((r) => r.publishedOn > built.publishedOn).sort((a, b) => (a.publishedOn < b.publishedOn ? -1 : 1))));
  return later;
};

export const scheduleCurrency = (catalogue: LaterReleases, built: BuiltSchedule, publisherCheckedOn: string | null): ScheduleCurrency => ({
  release: built.release,
  publishedOn: built.publishedOn,
  laterReleases: laterThan(catalogue, built).map((r) => ({ release: r.release, publishedOn: r.publishedOn })),
  publisherCheckedOn,
});

export interface DatedSubject {
  date: string;
  /** The line's digits (any length), when the answer is about a line. */
  digits?: string;
  /** The origin's ISO code, when the answer is about an entry with one. */
  origin?: string | null;
}

/** The later actions in force on the date that may reach the subject (origin and line), in order of their start. */
export const laterActionsFor = (catalogue: LaterReleases, built: BuiltSchedule, subject: DatedSubject): LaterAction[] => {
  const published = new Map(laterThan(catalogue, built).map((r) => [r.release, r.publishedOn]));
  const out: LaterAction[] = [];
  for (const a of catalogue.actions) {
    const publishedOn = published.get(a.release);
    if (publishedOn === undefined || a.from > subject.date) continue;
    const why: string[] = [];
    if (a.reach.origins !== undefined) {
      if (subject.origin !== undefined && subject.origin !== null && !a.reach.origins.includes(subject.origin)) continue;
      why.push(subject.origin ? `it reaches products of ${subject.origin}` : `it reaches products of ${a.reach.origins.join(', ')}; no origin was given`);
    }
    if (a.reach.prefixes !== undefined) {
      const digits = subject.digits;
      const hit = digits === undefined ? undefined : a.reach.prefixes.find((p) => digits.startsWith(p) || p.startsWith(digits));
      if (digits !== undefined && hit === undefined) continue;
      why.push(hit ? `the line falls under ${hit}` : `it reaches goods under ${a.reach.prefixes.join(', ')}`);
    }
    if (a.reach.any === true) why.push('its country list could not be read, so any origin may be among them');
    out.push({
      release: a.release,
      publishedOn,
      headings: a.headings,
      from: a.from,
      rate: a.rate,
      reaches: a.reaches,
      why: `in force from ${a.from}, on or before ${subject.date}; ${why.join('; ')}`,
      source: a.source,
      ...(a.pricedBy ? { pricedBy: a.pricedBy } : {}),
    });
  }
  return out.sort((x, y) => (x.from < y.from ? -1 : x.from > y.from ? 1 : 0));
};

/**
 * The currency of an answer about a date: incomplete when a release issued after the build was published on or
 * before the date, or a later action reaches it; then the actions that may reach the subject.
 */
export const currencyOn = (catalogue: LaterReleases, built: BuiltSchedule, publisherCheckedOn: string | null, subject: DatedSubject): ScheduleCurrency => {
  // Every estimate asks, and an invoice asks the same line, origin and date again and again. Callers never change it.
  const key = `${built.release}|${built.publishedOn}|${publisherCheckedOn}|${subject.date}|${subject.digits ?? ''}|${subject.origin ?? ''}`;
  return keptAnswer(catalogue, key, () => currencyOnAnew(catalogue, built, publisherCheckedOn, subject));
};
const keptAnswer = keptByKey<LaterReleases, ScheduleCurrency>(4096);

const currencyOnAnew = (catalogue: LaterReleases, built: BuiltSchedule, publisherCheckedOn: string | null, subject: DatedSubject): ScheduleCurrency => {
  const base = scheduleCurrency(catalogue, built, publisherCheckedOn);
  const released = base.laterReleases.some((r) => r.publishedOn <= subject.date);
  const laterActions = laterActionsFor(catalogue, built, subject);
  return { ...base, asOfDate: subject.date, complete: !released && laterActions.length === 0, laterActions };
};

/** The first date an answer about a date is incomplete on (the earliest later release), or null when none is known. */
export const firstIncompleteDate = (catalogue: LaterReleases, built: BuiltSchedule): string | null => laterThan(catalogue, built)[0]?.publishedOn ?? null;
