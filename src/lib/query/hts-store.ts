import { lineOffsets, packedHtsnos, unpackLine, type PackedSchedule } from '../datasets/pack-lines.ts';
import { once } from '../once.ts';
import type { TariffLine } from '../schema/tariff-line.ts';
import { scanIndexOf, type ScanIndex, type ScanIndexFile, type TariffFilters } from './scan-index.ts';
import type { QueryGroup } from '../search/query-plan.ts';
import { headingScoreOf } from '../search/score.ts';
import { createSearches, type Searches } from '../search/searches.ts';
import { textIndexOf, type Headings, type TextIndex, type TextPostings } from '../search/text-index.ts';
import { normaliseHtsno } from '../hts/normalise-htsno.ts';

export { normaliseHtsno };

/** Most candidates an ambiguous lookup lists; the caller gets the total and pages through the rest with a list query. */
export const MAX_CANDIDATES = 50;

export interface ScheduleIndexes {
  /** Chapters that have lines; known from the envelope, so a lookup of an empty chapter reads nothing. */
  chapters: ReadonlySet<string>;
  /** The filter columns of every line, for lists. */
  scan(): Promise<ScanIndexFile>;
  /** The `q` postings of every line. */
  words(): Promise<TextPostings>;
  /** Chapter 99 heading -> lines whose own footnotes name it, in schedule order (computed by the build). */
  referencedBy(): Promise<Record<string, string[]>>;
  /** The distinct footnote texts of the schedule's lines that name chapter 99 (computed by the build). */
  chapter99Footnotes(): Promise<readonly string[]>;
}

/**
 * Where the schedule comes from, piece by piece: the adapter reads each piece
 * when first asked (files beside the function, the build's output in tests).
 * Nothing here reads anything itself. Chapters come packed (the store unpacks
 * and keeps each), or unpacked and cached by the caller (an archived
 * revision's, kept among the few most recently used).
 */
export type HtsSources = ScheduleIndexes &
  ({ chapter(number: string): Promise<PackedSchedule> } | { chapterLines(number: string): Promise<ChapterLines> });

/** One chapter: its numbers at hand, each line unpacked when asked (and not kept: a page is small, the schedule is not). */
export interface ChapterLines {
  readonly number: string;
  readonly digits: readonly string[];
  line(local: number): TariffLine;
  get(digits: string): TariffLine | undefined;
  /** The local indexes of the lines whose digits start with `prefix`, in schedule order. */
  startingWith(prefix: string): number[];
}

export type LineLookup =
  | { kind: 'found'; line: TariffLine }
  /** The first MAX_CANDIDATES lines in schedule order, how many there are, and the digits they start with. */
  | { kind: 'ambiguous'; candidates: TariffLine[]; total: number; digits: string }
  | { kind: 'not-found' }
  | { kind: 'malformed' };

export interface Chapter99Headings {
  chapter: ChapterLines;
  /** Chapter 99 lines of 8 digits or more (the headings), as indexes into `chapter`, in schedule order. */
  headings: readonly number[];
  referencedBy(htsno: string): readonly string[];
}

/** Headings whose lines match a query, best first (src/lib/search/rank.ts). */
export interface HeadingHits {
  /** The query read into groups (for why each hit matched, src/lib/search/explain.ts). */
  groups: QueryGroup[];
  total: number;
  /** The headings at [start, end) of the order: four digits and the matching lines (indexes), best first. */
  slice(start: number, end: number): { heading: string; lines: Int32Array }[];
  /** The headings at [start, end) of the order, four digits each, their lines not read (linesOf reads them when needed). */
  order(start: number, end: number): string[];
  /** One heading as slice() gives it, wherever it ranks; undefined when none of its lines matched. */
  hit(heading: string): { heading: string; lines: Int32Array } | undefined;
  /** A heading's matching lines (indexes) best first, as slice() gives them; none when it has none. */
  linesOf(heading: string): Int32Array;
  /** Whether a line (index) carries a general rate, read from the scan index without unpacking it. */
  rated(line: number): boolean;
  /** A line's number without dots, read from the scan index without unpacking it. */
  digits(line: number): string;
}

export interface HtsStore {
  chapter(number: string): Promise<ChapterLines | undefined>;
  /** One line by number or unique prefix; loads one chapter. A prefix matching several lines picks none (spec: 409). */
  lookup(input: string): Promise<LineLookup>;
  /** Indexes (schedule order, or best first with `relevance` and `q`) of the lines every filter keeps; reads no line. */
  filter(filters: TariffFilters, relevance?: boolean): Promise<Int32Array>;
  /**
   * Near misses of `q`: each word of five letters or more that
   * matches no line alone, replaced by the schedule's most frequent word one
   * edit away. Null when no word was corrected.
   */
  correct(q: string): Promise<{ q: string; corrections: { from: string; to: string }[] } | null>;
  /** Headings whose lines match `q` (with partial, some of its words), best first; reads no line. */
  headings(q: string, partial?: boolean): Promise<HeadingHits>;
  /** `q` read into groups, as filter() reads it. */
  plan(q: string): Promise<QueryGroup[]>;
  /** The lines at these indexes, unpacked from their chapters. */
  lines(indexes: ArrayLike<number>): Promise<TariffLine[]>;
  chapter99(): Promise<Chapter99Headings>;
  /** The distinct footnote texts of the schedule's lines that name chapter 99: what the chapter 99 index reads. */
  chapter99Footnotes(): Promise<readonly string[]>;
}


/**
 * Whether the numbers never go down in schedule order (every chapter of the schedule so far): the sort by number, ties
 * in schedule order, is then schedule order itself, and a chapter's first prefix asked costs a pass, not a sort.
 */
const inOrder = (digits: readonly string[]): boolean => {
  for (let i = 1; i < digits.length; i++) if (digits[i - 1]! > digits[i]!) return false;
  return true;
};

export const chapterLines = (number: string, packed: PackedSchedule): ChapterLines => {
  const offsets = lineOffsets(packed);
  // Made when first read: a chapter read only for its lines by index (a search's, a classify's) never reads them.
  let numbers: string[] | undefined;
  const digitsOf = () => (numbers ??= packedHtsnos(packed, offsets).map((h) => h.replaceAll('.', '')));
  // Made on the first lookup by number: a chapter read for its lines by index (a search, a classify) is never asked one.
  let index: Map<string, number> | undefined;
  const line = (local: number) => unpackLine(packed, offsets[local]!);
  // The lines sorted by their digits, made on the first prefix asked: a prefix's lines are then one run found by
  // binary search, not a pass over the whole chapter (a heading of chapter 84 asked was 2,000 comparisons).
  let sorted: Int32Array | undefined;
  const bySorted = (digits: readonly string[]) =>
    (sorted ??= inOrder(digits) ? Int32Array.from(digits.keys()) : Int32Array.from(digits.keys()).sort((a, b) => (digits[a]! < digits[b]! ? -1 : digits[a]! > digits[b]! ? 1 : a - b)));
  return {
    number,
    get digits() {
      return digitsOf();
    },
    line,
    get: (d) => {
      const i = (index ??= new Map(digitsOf().map((x, k) => [x, k]))).get(d);
      return i === undefined ? undefined : line(i);
    },
    startingWith: (prefix) => {
      const digits = digitsOf();
      const order = bySorted(digits);
      let lo = 0;
      let hi = order.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (digits[order[mid]!]! < prefix) lo = mid + 1;
        else hi = mid;
      }
      const found: number[] = [];
      for (let k = lo; k < order.length && digits[order[k]!]!.startsWith(prefix); k++) found.push(order[k]!);
      // Schedule order, which is not the numbers' order everywhere.
      return found.sort((a, b) => a - b);
    },
  };
};

/** Each heading's slot (four digits -> index into Headings), made once per index: classify asks many headings' lines by their digits. */
const slotsMade = new WeakMap<Headings, ReadonlyMap<string, number>>();
const headingSlots = (headings: Headings): ReadonlyMap<string, number> => {
  let slots = slotsMade.get(headings);
  if (!slots) slotsMade.set(headings, (slots = new Map(headings.digits.map((d, h) => [d, h]))));
  return slots;
};

export const createHtsStore = (sources: HtsSources): HtsStore => {
  const chapters = new Map<string, () => Promise<ChapterLines>>();
  const chapter = (number: string): Promise<ChapterLines | undefined> => {
    if (!sources.chapters.has(number)) return Promise.resolve(undefined);
    if ('chapterLines' in sources) return sources.chapterLines(number);
    let load = chapters.get(number);
    if (!load) chapters.set(number, (load = once(async () => chapterLines(number, await sources.chapter(number)))));
    return load();
  };
  const scan = once(async (): Promise<ScanIndex> => scanIndexOf(await sources.scan()));
  const words = once(async (): Promise<TextIndex> => textIndexOf(await sources.words()));
  // Queries' answers, kept by bytes (src/lib/search/searches.ts): paging and repeated broad words cost a lookup.
  const searches = once(async (): Promise<Searches> => {
    const [index, text] = await Promise.all([scan(), words()]);
    return createSearches(
      text.headings,
      (q, partial) => {
        const groups = text.plan(q);
        return { groups, matches: text.match(groups, partial) };
      },
      (line) => index.digits[line]!.length === 4,
    );
  });
  const chapter99 = once(async (): Promise<Chapter99Headings> => {
    const [lines, refs] = await Promise.all([chapter('99'), sources.referencedBy()]);
    if (!lines) throw new Error('the schedule has no chapter 99');
    const headings = lines.digits.flatMap((d, i) => (d.length >= 8 ? [i] : []));
    return { chapter: lines, headings, referencedBy: (htsno) => (Object.hasOwn(refs, htsno) ? refs[htsno]! : []) };
  });

  return {
    chapter,
    lookup: async (input) => {
      const digits = normaliseHtsno(input);
      if (digits === null) return { kind: 'malformed' };
      // A number has 2 digits at least, so its lines are all in one chapter.
      const lines = await chapter(digits.slice(0, 2));
      if (!lines) return { kind: 'not-found' };
      const exact = digits.length === 10 ? lines.get(digits) : undefined;
      if (exact) return { kind: 'found', line: exact };
      const matches = lines.startingWith(digits);
      if (matches.length === 0) return { kind: 'not-found' };
      if (matches.length === 1) return { kind: 'found', line: lines.line(matches[0]!) };
      return { kind: 'ambiguous', candidates: matches.slice(0, MAX_CANDIDATES).map(lines.line), total: matches.length, digits };
    },
    filter: async (filters, relevance = false) => {
      const index = await scan();
      // The text postings are read only for `q`; they are ready before the synchronous scan asks.
      const kept = filters.q === undefined ? undefined : await searches();
      return index.scan(filters, (q) => kept!.get(q, false), relevance);
    },
    headings: async (q, partial = false) => {
      const [text, kept, index] = await Promise.all([words(), searches(), scan()]);
      const found = kept.get(q, partial);
      const order = found.headingOrder();
      const slot = (heading: string) => headingSlots(text.headings).get(heading) ?? -1;
      return {
        groups: found.groups,
        total: order.length,
        slice: (start, end) => Array.from(order.subarray(start, end), (h) => ({ heading: text.headings.digits[h]!, lines: found.linesOf(h) })),
        order: (start, end) => Array.from(order.subarray(start, end), (h) => text.headings.digits[h]!),
        hit: (heading) => {
          const h = slot(heading);
          return h < 0 || headingScoreOf(found.matches, h) === 0 ? undefined : { heading, lines: found.linesOf(h) };
        },
        linesOf: (heading) => {
          const h = slot(heading);
          return h < 0 ? new Int32Array(0) : found.linesOf(h);
        },
        rated: (line) => index.rated(line),
        digits: (line) => index.digits[line]!,
      };
    },
    plan: async (q) => (await words()).plan(q),
    correct: async (q) => {
      const text = await words();
      const corrections: { from: string; to: string }[] = [];
      // A synonym's name is not a typo even when the schedule never writes it.
      const out = text.plan(q).flatMap((group) =>
        group.words.map((w) => {
          if (group.synonyms.length > 0 || text.matchesAny(w)) return w.word;
          const near = text.nearMiss(w.word);
          if (near === undefined) return w.word;
          corrections.push({ from: w.word, to: near });
          return near;
        }),
      );
      return corrections.length === 0 ? null : { q: out.join(' '), corrections };
    },
    lines: async (indexes) => {
      const index = await scan();
      const wanted = Array.from(indexes, (i) => ({ i, chapter: index.chapters[index.chapterSlot(i)]! }));
      const numbers = [...new Set(wanted.map((w) => w.chapter.number))];
      const loaded = new Map(numbers.map((n, k) => [n, k]));
      const chapters_ = (await Promise.all(numbers.map(chapter))) as ChapterLines[];
      return wanted.map(({ i, chapter: c }) => chapters_[loaded.get(c.number)!]!.line(i - c.start));
    },
    chapter99,
    chapter99Footnotes: once(() => sources.chapter99Footnotes()),
  };
};
