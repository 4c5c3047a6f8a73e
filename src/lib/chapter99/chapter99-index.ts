import { readHeadingFacts, type Chapter99Heading, type HeadingFacts } from './chapter99-heading.ts';
import { chapter99Text } from './chapter99-text.ts';
import { withoutExclusions } from './exclusions.ts';
import { footnoteHeadings } from './footnote-headings.ts';
import { namedNumbers } from './named-numbers.ts';
import { originWideScope, type OriginWideScope } from './origin-wide.ts';

/** A heading whose own text names a number as the goods it covers. */
export interface NamedLink {
  heading: string;
  /** The naming words, quoted. */
  words: string;
  /** The named number, as digits (2 for a chapter). */
  digits: string;
  /** Numbers the naming itself excepts, as digits. */
  except: readonly string[];
}

export interface OriginWideHeading {
  heading: string;
  scope: OriginWideScope;
}

/**
 * What one schedule's chapter 99 says, read once (per schedule, not per
 * request): every heading by number with its facts, the headings that name
 * numbers by the numbers they name, and the origin-wide headings.
 */
export interface Chapter99Index {
  heading(heading: string): Chapter99Heading | undefined;
  facts(heading: string): HeadingFacts | undefined;
  /** Headings whose text names the line's number, heading or chapter (partOfLine: a narrower number under the line). */
  namedFor(lineDigits: string): { link: NamedLink; partOfLine: boolean }[];
  /** Headings that cover articles of an origin generally, in schedule order. */
  readonly originWide: readonly OriginWideHeading[];
  /** Headings some footnote of the schedule names (ranges expanded). */
  readonly footnoteNamed: ReadonlySet<string>;
  /**
   * The headings of subchapter III provided for in a U.S. note (their text cites it and names no number), for a
   * line whose footnote names the note ("See U.S. note 16 to subchapter III, chapter 99."); none for a note whose
   * headings footnotes name one by one (note 20 of 9903.88.03).
   */
  headingsOfNote(note: string): readonly string[];
}

export interface Chapter99IndexInput {
  /** Every chapter 99 line of 8 digits or more, with its description path and footnotes, in schedule order. */
  headings: readonly Chapter99Heading[];
  /** The footnote texts of the schedule's lines (any chapter; duplicates are fine) that may name chapter 99. */
  footnoteTexts: Iterable<string>;
  /** ISO alpha-2 code of a country name (the countries reference data). */
  countryCode: (name: string) => string | null;
}

const NAMED_LENGTHS = [2, 4, 6, 8, 10];

// The subchapter's U.S. notes a heading's text points to ("as provided for in U.S. note 2(u) to this subchapter",
// "subdivision (e) of U.S. note 31"); a note of another chapter ("note 3(e) to chapter 4") is not one of them.
const SUBCHAPTER_NOTE = /\bnote\s+(\d+)\b(?:\([a-z0-9]+\))*(?!\s+to\s+(?:chapter|the tariff schedule))/gi;
const notesOf = (text: string): string[] => [...new Set([...text.matchAll(SUBCHAPTER_NOTE)].map((m) => m[1]!))];

/**
 * Builds the index of one schedule (the current one, or one archived revision
 * for asOf): pure, and meant to be kept per schedule by the caller.
 *
 * Origin-wide, decided on the whole schedule: a heading whose own text covers
 * articles of an origin generally (originWideScope), that names no number,
 * that no footnote of the schedule names, and whose U.S. note no footnote
 * expresses. A heading such as 9903.88.03 ("articles the product of China, as
 * provided for in U.S. note 20(e)") has its product list in a note, expressed
 * by footnotes on the lines: it reaches lines only by those footnotes, and so
 * does every heading of note 20, never origin-wide.
 */
export const buildChapter99Index = ({ headings, footnoteTexts, countryCode }: Chapter99IndexInput): Chapter99Index => {
  const byHeading = new Map<string, { heading: Chapter99Heading; facts: HeadingFacts }>();
  for (const h of headings) byHeading.set(h.heading, { heading: h, facts: readHeadingFacts(h, countryCode) });
  const footnoteNamed = footnoteHeadings(footnoteTexts, [...byHeading.keys()]);

  const exact = new Map<string, NamedLink[]>();
  const narrower = new Map<string, NamedLink[]>();
  const put = (map: Map<string, NamedLink[]>, key: string, link: NamedLink): void => {
    const list = map.get(key);
    if (list === undefined) map.set(key, [link]);
    else if (!list.some((l) => l.heading === link.heading)) list.push(link);
  };
  // A note whose product lists the schedule expresses by footnotes: some heading pointing to it is named by a
  // footnote (note 20 of 9903.88.03, note 31 of 9903.91.01). Its other headings reach lines the same way, or not
  // at all when the footnotes are missing (9903.91.04), never origin-wide.
  const footnoteNotes = new Set<string>();
  for (const h of headings) if (footnoteNamed.has(h.heading)) for (const n of notesOf(chapter99Text(h.description))) footnoteNotes.add(n);
  const originWide: OriginWideHeading[] = [];
  const byNote = new Map<string, string[]>();
  for (const h of headings) {
    const texts = h.descriptionPath ?? [h.description];
    let names = 0;
    for (const text of texts) {
      for (const named of namedNumbers(text)) {
        for (const digits of named.digits) {
          names++;
          const link: NamedLink = { heading: h.heading, words: named.words, digits, except: named.except };
          put(exact, digits, link);
          for (const n of NAMED_LENGTHS) if (n < digits.length) put(narrower, digits.slice(0, n), link);
        }
      }
    }
    const own = chapter99Text(h.description);
    if (names === 0 && h.heading.startsWith('9903')) {
      for (const n of notesOf(withoutExclusions(own))) if (!footnoteNotes.has(n)) (byNote.get(n) ?? byNote.set(n, []).get(n)!).push(h.heading);
    }
    if (names > 0 || footnoteNamed.has(h.heading) || notesOf(own).some((n) => footnoteNotes.has(n))) continue;
    const scope = originWideScope(own, countryCode);
    if (scope !== null) originWide.push({ heading: h.heading, scope });
  }

  return {
    heading: (heading) => byHeading.get(heading)?.heading,
    facts: (heading) => byHeading.get(heading)?.facts,
    namedFor: (lineDigits) => {
      const found: { link: NamedLink; partOfLine: boolean }[] = [];
      const seen = new Set<string>();
      const add = (link: NamedLink, partOfLine: boolean): void => {
        if (seen.has(link.heading) || link.except.some((e) => lineDigits.startsWith(e))) return;
        seen.add(link.heading);
        found.push({ link, partOfLine });
      };
      for (const n of NAMED_LENGTHS) if (n <= lineDigits.length) for (const link of exact.get(lineDigits.slice(0, n)) ?? []) add(link, false);
      for (const link of narrower.get(lineDigits) ?? []) add(link, true);
      return found.sort((a, b) => (a.link.heading < b.link.heading ? -1 : a.link.heading > b.link.heading ? 1 : 0));
    },
    originWide,
    footnoteNamed,
    headingsOfNote: (note) => byNote.get(note) ?? [],
  };
};

/** The footnote texts of the schedule's lines that name chapter 99: what buildChapter99Index reads from the lines. */
export const chapter99FootnoteTexts = (lines: Iterable<{ footnotes: readonly { text: string }[] }>): Set<string> => {
  const texts = new Set<string>();
  for (const line of lines) for (const f of line.footnotes) if (/\b99\d{2}\.\d{2}/.test(f.text)) texts.add(f.text);
  return texts;
};
