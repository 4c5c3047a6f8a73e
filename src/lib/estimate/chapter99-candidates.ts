import { chapter99Link } from '../hts/chapter99-link.ts';
import { originScope } from '../hts/origin-scope.ts';
import type { Chapter99Candidate, EstimateOrigin } from '../schema/duty-estimate.ts';
import type { TariffLine } from '../schema/tariff-line.ts';

/** A chapter 99 heading as the lookup gives it. */
export interface Chapter99Heading {
  heading: string;
  description: string;
  rate: string;
  /** The heading's description path (its own text with the headers above it, "Articles the product of Ukraine:"); the description alone when absent. */
  descriptionPath?: readonly string[];
}

/** What the candidates are read from; each lookup is optional, and what it would add is left out without it. */
export interface Chapter99Lookups {
  /** A chapter 99 heading named by the line's footnotes. */
  chapter99?: (heading: string) => Chapter99Heading | undefined;
  /** A line of the schedule by its digits: the ancestors whose footnotes a reference is inherited from. */
  lineByDigits?: (digits: string) => TariffLine | undefined;
  /** ISO alpha-2 code of a country name ("China", "the Russian Federation"), or null: the countries reference data. */
  countryCode?: (name: string) => string | null;
}

// A heading's scope never changes for one resolver: read each heading's text once per resolver (countryCodes gives one per process).
const scopes = new WeakMap<(name: string) => string | null, Map<string, string[] | null>>();
const scopeOf = (texts: readonly string[], countryCode: (name: string) => string | null): string[] | null => {
  let known = scopes.get(countryCode);
  if (known === undefined) scopes.set(countryCode, (known = new Map()));
  const key = texts.join('\n');
  if (!known.has(key)) known.set(key, originScope(texts, countryCode));
  return known.get(key)!;
};

/**
 * The chapter 99 headings the line's footnotes (or its ancestors') name, each
 * with how it was linked and, when the heading's own text limits it to named
 * countries, that scope; with an origin, whether the origin is in it. Never
 * dropped, never applied: an origin out of scope is reported, the caller
 * decides (docs/CONTRACT.md 2.5, chapter99Candidates always applied:false).
 */
export const chapter99Candidates = (line: TariffLine, origin: EstimateOrigin | undefined, lookups: Chapter99Lookups): Chapter99Candidate[] =>
  line.chapter99.map((heading) => {
    const found = lookups.chapter99?.(heading);
    const candidate: Chapter99Candidate = {
      heading,
      description: found?.description ?? null,
      rate: found?.rate ?? null,
      applied: false,
      linkedBy: chapter99Link(line, heading, lookups.lineByDigits),
    };
    const scope = found && lookups.countryCode ? scopeOf(found.descriptionPath ?? [found.description], lookups.countryCode) : null;
    if (scope !== null) {
      candidate.originScope = scope.slice();
      if (origin !== undefined) candidate.originInScope = origin.iso2 !== null && scope.includes(origin.iso2);
    }
    return candidate;
  });
