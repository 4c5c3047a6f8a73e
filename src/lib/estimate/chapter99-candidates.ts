import type { Chapter99Heading, HeadingFacts } from '../chapter99/chapter99-heading.ts';
import { headingFacts } from '../chapter99/chapter99-heading.ts';
import type { Chapter99Index } from '../chapter99/chapter99-index.ts';
import { judgeInForce } from '../chapter99/entry-dating.ts';
import { noteLinks } from '../chapter99/note-links.ts';
import { fixedChapter99, priceChapter99, type Chapter99Pricing } from '../chapter99/price-chapter99.ts';
import { chapter99Link } from '../hts/chapter99-link.ts';
import type { Chapter99Candidate, Chapter99Link, EstimateOrigin } from '../schema/duty-estimate.ts';
import { namingWords } from './naming-words.ts';
import { dotted } from '../codes/dotted.ts';
import type { TariffLine } from '../schema/tariff-line.ts';
import { noteCandidate, type Chapter99Memo, type Reached } from './chapter99-memo.ts';

export type { Chapter99Heading } from '../chapter99/chapter99-heading.ts';

/** What the candidates are read from; each lookup is optional, and what it would add is left out without it. */
export interface Chapter99Lookups {
  /** A chapter 99 heading named by the line's footnotes. */
  chapter99?: (heading: string) => Chapter99Heading | undefined;
  /** A line of the schedule by its digits: the ancestors whose footnotes a reference is inherited from. */
  lineByDigits?: (digits: string) => TariffLine | undefined;
  /** ISO alpha-2 code of a country name ("China", "the Russian Federation"), or null: the countries reference data. */
  countryCode?: (name: string) => string | null;
  /**
   * The schedule's chapter 99 read once (buildChapter99Index, kept per schedule by the caller): with it, the
   * headings whose text names the line and the origin-wide headings are listed too, and headings are looked up in it.
   */
  chapter99Index?: Chapter99Index;
}

export { chapter99Memo, keptChapter99Memo, type Chapter99Memo } from './chapter99-memo.ts';

/** What the candidates' amounts and dates are judged on. */
export interface CandidateContext extends Chapter99Pricing {
  /** The entry date, YYYY-MM-DD (asOf, else today, decided at the edge); without it inForce is null. */
  entryDate?: string;
}

const inForceOf = (facts: HeadingFacts | undefined, entryDate: string | undefined): Pick<Chapter99Candidate, 'inForce' | 'inForceBecause'> => {
  if (facts === undefined) return { inForce: null, inForceBecause: 'the heading is not in the schedule, so its dates are unknown' };
  if (entryDate === undefined) return { inForce: null, inForceBecause: 'no entry date was given' };
  const judged = judgeInForce(facts.dating, entryDate);
  return { inForce: judged.inForce, inForceBecause: judged.because };
};

const NONE: Chapter99Link = { by: 'footnote', htsno: null, ancestor: false, footnote: null };

/**
 * The chapter 99 headings that reach the line: the line's footnotes (or its
 * ancestors'), then, with the index, the headings of a U.S. note those
 * footnotes name, the headings whose own text names the line's number,
 * heading or chapter, and the headings that cover articles of the origin
 * generally. Each says how it was linked, whom its
 * text limits it to and whether the origin is in it, whether it is in force on
 * the entry date, the exclusions it names, and what it would add (ifApplied).
 * Never dropped, never applied: an origin out of scope is reported, the caller
 * decides (docs/CONTRACT.md 2.5, chapter99Candidates always applied:false).
 */
export const chapter99Candidates = (
  line: TariffLine,
  origin: EstimateOrigin | undefined,
  lookups: Chapter99Lookups,
  context: CandidateContext,
  memo?: Chapter99Memo,
): Chapter99Candidate[] => {
  const index = lookups.chapter99Index;
  // Kept only with the index: without it the candidates are the footnotes' alone, read from lookups the key cannot name.
  const kept = index !== undefined && memo !== undefined ? { index, memo, key: `${line.htsno}\u0000${JSON.stringify(origin ?? null)}\u0000${context.entryDate ?? ''}` } : undefined;
  const held = kept?.memo.get(kept.index, kept.key);
  const reached = held ?? reach(line, origin, lookups, context.entryDate);
  const candidates = reached.map((r) => {
    // The key the candidates are kept under names the line, so its digits (all fixedChapter99 reads) are the same.
    if (r.whole === undefined) {
      const fixed = fixedChapter99(r.rate, r.effect, context.lineDigits);
      r.whole = fixed === undefined ? null : noted(withIfApplied(r.shown, fixed), r.shown, true, kept?.memo);
    }
    return r.whole ?? noted(withIfApplied(r.shown, priceChapter99(r.rate, r.effect, context)), r.shown, false, kept?.memo);
  });
  if (kept !== undefined && held === undefined) kept.memo.set(kept.index, kept.key, reached);
  return candidates;
};

/** The members in the order they always had: ifApplied after linkedBy. */
const withIfApplied = (shown: Reached['shown'], ifApplied: Chapter99Candidate['ifApplied']): Chapter99Candidate => {
  const { heading, description, rate, applied, linkedBy, inForce, inForceBecause, ...rest } = shown;
  return { heading, description, rate, applied, linkedBy, ifApplied, inForce, inForceBecause, ...rest };
};
/** The candidate, noted for the edge: by the process's memo (Chapter99Memo.notes), or by a batch's in its own. */
const noted = (candidate: Chapter99Candidate, shown: Reached['shown'], whole: boolean, memo: Chapter99Memo | undefined): Chapter99Candidate => {
  if (memo?.notes === true) return noteCandidate(candidate, shown, whole);
  memo?.note?.(candidate, shown);
  return candidate;
};

const reach = (line: TariffLine, origin: EstimateOrigin | undefined, lookups: Chapter99Lookups, entryDate: string | undefined): Reached[] => {
  const index = lookups.chapter99Index;
  const find = (heading: string): { found: Chapter99Heading | undefined; facts: HeadingFacts | undefined } => {
    const found = index?.heading(heading) ?? lookups.chapter99?.(heading);
    const facts = found === undefined ? undefined : (index?.facts(heading) ?? headingFacts(found, lookups.countryCode));
    return { found, facts };
  };
  const candidate = (heading: string, linkedBy: Chapter99Link, scope?: { iso2: readonly string[]; anyCountry: boolean }): Reached => {
    const { found, facts } = find(heading);
    const c: Reached['shown'] = {
      heading,
      description: found?.description ?? null,
      rate: found?.rate ?? null,
      applied: false,
      linkedBy,
      ...inForceOf(facts, entryDate),
    };
    const named = scope ?? (facts?.originScope ? { iso2: facts.originScope, anyCountry: false } : undefined);
    if (named !== undefined && !named.anyCountry) c.originScope = [...named.iso2];
    if (named !== undefined && origin !== undefined) c.originInScope = named.anyCountry || (origin.iso2 !== null && named.iso2.includes(origin.iso2));
    if (facts !== undefined && facts.exclusions.length > 0) c.exclusions = facts.exclusions.map((e) => ({ text: e.text, headings: [...e.headings], notes: [...e.notes] }));
    return { shown: c, rate: found?.rate ?? null, effect: facts?.effect ?? null };
  };

  const candidates = line.chapter99.map((heading) => candidate(heading, { by: 'footnote', ...chapter99Link(line, heading, lookups.lineByDigits) }));
  if (index === undefined) return candidates;

  const byHeading = new Map(candidates.map((c) => [c.shown.heading, c.shown]));
  for (const { note, htsno, ancestor, footnote } of noteLinks(line, lookups.lineByDigits)) {
    for (const heading of index.headingsOfNote(note)) {
      if (byHeading.has(heading)) continue;
      const c = candidate(heading, { by: 'note', htsno, ancestor, footnote, note });
      candidates.push(c);
      byHeading.set(heading, c.shown);
    }
  }
  for (const { link, partOfLine } of index.namedFor(line.digits)) {
    const named = { words: namingWords(link), number: dotted(link.digits), partOfLine };
    const listed = byHeading.get(link.heading);
    if (listed !== undefined) {
      listed.linkedBy.named ??= named;
      continue;
    }
    const c = candidate(link.heading, { ...NONE, by: 'named-heading', named });
    candidates.push(c);
    byHeading.set(c.shown.heading, c.shown);
  }
  for (const { heading, scope } of index.originWide) {
    if (byHeading.has(heading)) continue;
    const reaches = scope.anyCountry || (origin?.iso2 != null && scope.iso2.includes(origin.iso2));
    if (!reaches) continue;
    const c = candidate(heading, { ...NONE, by: 'origin', origin: true, originWords: scope.words }, scope);
    candidates.push(c);
    byHeading.set(heading, c.shown);
  }
  return candidates;
};

