import { headingFacts, type Chapter99Heading, type HeadingFacts } from './chapter99-heading.ts';
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
export const buildChapter99Index = (input: Chapter99IndexInput): Chapter99Index => chapter99IndexOfData(chapter99IndexData(input));

/**
 * What buildChapter99Index reads from a schedule, as plain JSON: the function's data carries the current
 * schedule's (FUNCTION_FILES.chapter99Index), so no request builds it; an archived revision's is built when asked.
 * Once through JSON it is equal, value for value, to the data built (tests/unit/chapter99/chapter99-index-data.test.ts).
 */
export interface Chapter99IndexData {
  /** Every heading with its facts, in schedule order. */
  headings: { heading: Chapter99Heading; facts: HeadingFacts }[];
  /** Every naming link; `exact` and `narrower` name them by position. */
  links: NamedLink[];
  /** The links of a number named exactly: digits -> positions in `links`. */
  exact: [string, number[]][];
  /** The links of numbers narrower than the key (2 to 10 digits) -> positions in `links`. */
  narrower: [string, number[]][];
  originWide: OriginWideHeading[];
  footnoteNamed: string[];
  byNote: [string, string[]][];
}

/** The index's data of one schedule: pure, and the costly part of buildChapter99Index (every heading's texts read). */
export const chapter99IndexData = ({ headings, footnoteTexts, countryCode }: Chapter99IndexInput): Chapter99IndexData => {
  const byHeading = new Map<string, { heading: Chapter99Heading; facts: HeadingFacts }>();
  for (const h of headings) byHeading.set(h.heading, { heading: h, facts: headingFacts(h, countryCode) });
  const footnoteNamed = footnoteHeadings(footnoteTexts, [...byHeading.keys()]);

  const links: NamedLink[] = [];
  const exact = new Map<string, number[]>();
  const narrower = new Map<string, number[]>();
  // One link per heading and key: the first. A heading's links are made one after another, so while it is read its
  // links are the last of any key's list: checking the last entry is enough, where scanning the whole list (a
  // chapter's key, "04", gathers thousands) made the index of an archived revision quadratic. A heading listed twice
  // (none is) would break that, so then the list is scanned as before.
  const unique = new Set(headings.map((h) => h.heading)).size === headings.length;
  const put = (map: Map<string, number[]>, key: string, link: number): void => {
    const list = map.get(key);
    const heading = links[link]!.heading;
    if (list === undefined) map.set(key, [link]);
    else if (unique ? links[list[list.length - 1]!]!.heading !== heading : !list.some((l) => links[l]!.heading === heading)) list.push(link);
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
          const link = links.push({ heading: h.heading, words: named.words, digits, except: named.except }) - 1;
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
  return { headings: [...byHeading.values()], links, exact: [...exact], narrower: [...narrower], originWide, footnoteNamed: [...footnoteNamed], byNote: [...byNote] };
};

interface ViewParts {
  heading(heading: string): Chapter99Heading | undefined;
  facts(heading: string): HeadingFacts | undefined;
  /** Positions of links by key. */
  exact: ReadonlyMap<string, readonly number[]>;
  narrower: ReadonlyMap<string, readonly number[]>;
  link(at: number): NamedLink;
  originWide: readonly OriginWideHeading[];
  footnoteNamed: readonly string[];
  byNote: readonly [string, string[]][];
}

const viewOf = (parts: ViewParts): Chapter99Index => {
  const byNote = new Map(parts.byNote);
  return {
    heading: parts.heading,
    facts: parts.facts,
    namedFor: (lineDigits) => {
      const found: { link: NamedLink; partOfLine: boolean }[] = [];
      const seen = new Set<string>();
      const add = (at: number, partOfLine: boolean): void => {
        const link = parts.link(at);
        if (seen.has(link.heading) || link.except.some((e) => lineDigits.startsWith(e))) return;
        seen.add(link.heading);
        found.push({ link, partOfLine });
      };
      for (const n of NAMED_LENGTHS) if (n <= lineDigits.length) for (const at of parts.exact.get(lineDigits.slice(0, n)) ?? []) add(at, false);
      for (const at of parts.narrower.get(lineDigits) ?? []) add(at, true);
      return found.sort((a, b) => (a.link.heading < b.link.heading ? -1 : a.link.heading > b.link.heading ? 1 : 0));
    },
    originWide: parts.originWide,
    footnoteNamed: new Set(parts.footnoteNamed),
    headingsOfNote: (note) => byNote.get(note) ?? [],
  };
};

/** The index over its data (built here for an archived revision): maps only, no text read again. */
export const chapter99IndexOfData = (data: Chapter99IndexData): Chapter99Index => {
  const byHeading = new Map(data.headings.map((h) => [h.heading.heading, h]));
  return viewOf({
    heading: (heading) => byHeading.get(heading)?.heading,
    facts: (heading) => byHeading.get(heading)?.facts,
    exact: new Map(data.exact),
    narrower: new Map(data.narrower),
    link: (at) => data.links[at]!,
    originWide: data.originWide,
    footnoteNamed: data.footnoteNamed,
    byNote: data.byNote,
  });
};

/** The footnote texts of the schedule's lines that name chapter 99: what buildChapter99Index reads from the lines. */
export const chapter99FootnoteTexts = (lines: Iterable<{ footnotes: readonly { text: string }[] }>): Set<string> => {
  const texts = new Set<string>();
  for (const line of lines) for (const f of line.footnotes) if (/\b99\d{2}\.\d{2}/.test(f.text)) texts.add(f.text);
  return texts;
};

/**
 * Chapter99IndexData as the function's data file holds it (FUNCTION_FILES.chapter99Index): each text once (a
 * heading's description path repeats its headers, a link's words are its heading's), read back by
 * unpackChapter99Index into data equal value for value, key order and absent keys included.
 */
export interface Chapter99IndexFile {
  /** Every distinct text: descriptions, description paths' entries, footnotes, naming words. */
  texts: string[];
  /** [heading, description, rate, description path or null, footnotes or null, facts]: texts by position. */
  headings: [string, number, string, number[] | null, number[] | null, HeadingFacts][];
  /** [heading, words, digits, except]: words by position in texts. */
  links: [string, number, string, string[]][];
  exact: [string, number[]][];
  narrower: [string, number[]][];
  originWide: OriginWideHeading[];
  footnoteNamed: string[];
  byNote: [string, string[]][];
}

export const packChapter99Index = (data: Chapter99IndexData): Chapter99IndexFile => {
  const texts: string[] = [];
  const at = new Map<string, number>();
  const text = (t: string): number => at.get(t) ?? (at.set(t, texts.push(t) - 1), texts.length - 1);
  return {
    texts,
    headings: data.headings.map(({ heading: h, facts }) => [
      h.heading,
      text(h.description),
      h.rate,
      h.descriptionPath === undefined ? null : h.descriptionPath.map(text),
      h.footnotes === undefined ? null : h.footnotes.map(text),
      facts,
    ]),
    links: data.links.map((l) => [l.heading, text(l.words), l.digits, [...l.except]]),
    exact: data.exact,
    narrower: data.narrower,
    originWide: data.originWide,
    footnoteNamed: data.footnoteNamed,
    byNote: data.byNote,
  };
};

export const unpackChapter99Index = (file: Chapter99IndexFile): Chapter99IndexData => {
  const { texts } = file;
  const text = (i: number) => texts[i]!;
  return {
    headings: file.headings.map(([heading, description, rate, path, footnotes, facts]) => ({
      heading: { heading, description: text(description), rate, ...(path === null ? {} : { descriptionPath: path.map(text) }), ...(footnotes === null ? {} : { footnotes: footnotes.map(text) }) },
      facts,
    })),
    links: file.links.map(([heading, words, digits, except]) => ({ heading, words: text(words), digits, except })),
    exact: file.exact,
    narrower: file.narrower,
    originWide: file.originWide,
    footnoteNamed: file.footnoteNamed,
    byNote: file.byNote,
  };
};

/**
 * The index over the function's file as parsed, each heading and link made the first time an estimate asks for it:
 * answers as chapter99IndexOfData(unpackChapter99Index(file)) (tests/unit/chapter99/chapter99-index-data.test.ts),
 * without making 3,000 headings and 14,000 links on the first estimate.
 */
export const chapter99IndexOfFile = (file: Chapter99IndexFile): Chapter99Index => {
  const { texts } = file;
  const position = new Map<string, number>();
  file.headings.forEach((h, i) => position.set(h[0], i));
  const headings: (Chapter99Heading | undefined)[] = [];
  const links: (NamedLink | undefined)[] = [];
  const headingAt = (i: number): Chapter99Heading => {
    const [heading, description, rate, path, footnotes] = file.headings[i]!;
    return { heading, description: texts[description]!, rate, ...(path === null ? {} : { descriptionPath: path.map((t) => texts[t]!) }), ...(footnotes === null ? {} : { footnotes: footnotes.map((t) => texts[t]!) }) };
  };
  return viewOf({
    heading: (heading) => {
      const i = position.get(heading);
      return i === undefined ? undefined : (headings[i] ??= headingAt(i));
    },
    facts: (heading) => {
      const i = position.get(heading);
      return i === undefined ? undefined : file.headings[i]![5];
    },
    exact: new Map(file.exact),
    narrower: new Map(file.narrower),
    link: (at) => {
      let link = links[at];
      if (link === undefined) {
        const [heading, words, digits, except] = file.links[at]!;
        links[at] = link = { heading, words: texts[words]!, digits, except };
      }
      return link;
    },
    originWide: file.originWide,
    footnoteNamed: file.footnoteNamed,
    byNote: file.byNote,
  });
};
