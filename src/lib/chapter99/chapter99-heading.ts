import { approxBytes } from '../memory/approx-bytes.ts';
import { createByteLru, type ByteLru } from '../memory/byte-lru.ts';
import { originScope } from '../hts/origin-scope.ts';
import { chapter99Text } from './chapter99-text.ts';
import { datingClauses, type DatingClause } from './entry-dating.ts';
import { exclusions, type Exclusion } from './exclusions.ts';
import { readChapter99Rate, type Chapter99RateEffect } from './read-chapter99-rate.ts';

/** A chapter 99 heading as the schedule gives it. */
export interface Chapter99Heading {
  heading: string;
  description: string;
  /** The general-column rate as published (after inheritance); "" when none. */
  rate: string;
  /** The heading's description path (its own text with the headers above it, "Articles the product of Ukraine:"); the description alone when absent. */
  descriptionPath?: readonly string[];
  /** The heading's own footnote texts ("Effective July 21, 2022 through December 31, 2022."); they may date it. */
  footnotes?: readonly string[];
}

/** What a heading's texts say, read once: its rate's effect, its dating, its exclusions and its named origin scope. */
export interface HeadingFacts {
  effect: Chapter99RateEffect;
  dating: DatingClause[];
  exclusions: Exclusion[];
  /** ISO codes its text limits it to ("articles the product of China"), or null. */
  originScope: string[] | null;
}

const textsOf = (h: Chapter99Heading): readonly string[] => h.descriptionPath ?? [h.description];

/** Reads a heading's facts; `countryCode` resolves the country names its text gives. */
export const readHeadingFacts = (h: Chapter99Heading, countryCode?: (name: string) => string | null): HeadingFacts => {
  const texts = textsOf(h);
  return {
    effect: readChapter99Rate(h.rate),
    dating: datingClauses([...texts, ...(h.footnotes ?? [])]),
    exclusions: exclusions(chapter99Text(h.description)),
    originScope: countryCode ? originScope(texts, countryCode) : null,
  };
};

// A heading's facts never change for one resolver: read each heading's texts once per resolver (the countries index
// is one per process), not per estimate.
const cache = new WeakMap<object, ByteLru<HeadingFacts>>();
/** Bytes of heading facts kept per resolver: every heading of the current schedule and of the archived ones asked for. */
export const HEADING_FACTS_BYTES = 8 * 1024 * 1024;
const NO_RESOLVER = {};

/** readHeadingFacts, cached per resolver and heading text. */
export const headingFacts = (h: Chapter99Heading, countryCode?: (name: string) => string | null): HeadingFacts => {
  const owner = countryCode ?? NO_RESOLVER;
  let known = cache.get(owner);
  if (known === undefined) cache.set(owner, (known = createByteLru(HEADING_FACTS_BYTES)));
  const key = JSON.stringify([h.heading, h.rate, textsOf(h), h.footnotes ?? []]);
  let facts = known.get(key);
  if (facts === undefined) known.set(key, (facts = readHeadingFacts(h, countryCode)), approxBytes(key) + approxBytes(facts));
  return facts;
};
