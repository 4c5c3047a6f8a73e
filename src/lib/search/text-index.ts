import { decodeNumbers, encodeNumbers } from '../datasets/number-text.ts';
import { termKey } from './analyser.ts';
import { compileSynonyms, queryPlan, type QueryGroup, type QueryWord, type Synonym } from './query-plan.ts';
import { levelWords } from './roles.ts';
import { scoreMatches, type Matches, type WordPlaces } from './score.ts';

/**
 * An inverted index for `q`. Every folded word of every line's description
 * path and number is in the vocabulary with the lines it occurs in; so is
 * every word's key (analyser.ts) where it differs from the word, written
 * "~key" so no query word can reach it as a prefix. A query word matches a
 * line when it starts one of the line's words, or when its key is one of the
 * line's words' keys or one of its words (so "exceeding", keyed "exceed",
 * finds "not to exceed", whose own key is "exce"). Each posting also says where the line holds the word:
 * in its own description or number, in a description above it, and in each
 * whether it names the goods or mentions other goods (roles.ts); relevance
 * (score.ts, rank.ts) reads that. The build writes the postings
 * (buildTextPostings) beside the function, so a search never analyses the
 * schedule at run time.
 */
export interface TextIndex {
  readonly count: number;
  readonly headings: Headings;
  /** A query read into groups with the synonym table the build wrote beside the postings. */
  plan(q: string): QueryGroup[];
  /** The lines every group matches (with partial, some group), each line's and each heading's relevance (score.ts). */
  match(groups: readonly QueryGroup[], partial?: boolean): Matches;
  /** Where the postings put each word, as match() reads them (tests score with it against a reference). */
  readonly places: WordPlaces;
  /** Whether a word alone matches any line (through its prefix or key). */
  matchesAny(word: QueryWord): boolean;
  /** The schedule's most frequent word one edit away (words of five letters or more), if any. */
  nearMiss(word: string): string | undefined;
}

/** The schedule's headings (four digits): each one's lines are contiguous, in schedule order. */
export interface Headings {
  readonly count: number;
  readonly digits: readonly string[];
  /** First line of each heading; start[count] is the number of lines. */
  readonly start: Int32Array;
  /** The heading of each line, as an index into digits. */
  readonly of: Uint16Array;
  /** How specific each heading's text is: 0 for a residual heading (isResidual), 1 for the others. */
  readonly specificity: Uint8Array;
}

/**
 * The index as data: the sorted vocabulary (space-separated), how many lines
 * each entry occurs in, and those lines as gaps, each gap times 256 plus where
 * the line holds the word: the word's level (roles.ts, 0 when absent) in the
 * line's own text times 16, plus its best level in the descriptions above. Numbers are number text
 * (src/lib/datasets/number-text.ts).
 */
export interface TextPostings {
  count: number;
  words: string;
  sizes: string;
  gaps: string;
  /** The synonym table (content/search-synonyms.json without its sources): `q` reads nothing else. */
  synonyms: Synonym[];
  headings: {
    /** Four digits of each heading, space-separated, in schedule order. */
    digits: string;
    /** How many lines each heading has (number text). */
    sizes: string;
    /** How specific each heading's text is (number text; Headings.specificity). */
    specificity: string;
  };
}

/** A line's texts for `q`: its heading's four digits, the descriptions above it, and its own description and number. */
export interface LineTexts {
  heading: string;
  above: readonly string[];
  own: readonly string[];
}

/**
 * A residual heading ("Other articles of iron or steel", "Food preparations not elsewhere specified or included")
 * takes what no other heading describes: of two that match a query equally, the other is the more specific.
 */
export const isResidual = (text: string): boolean => /^\W*other\b/i.test(text) || /not elsewhere specified|n\.?e\.?s\.?o\.?i/i.test(text);

export const buildTextPostings = (count: number, textsOf: (i: number) => LineTexts, synonyms: readonly Synonym[]): TextPostings => {
  const cache = new Map<string, [string, number][]>();
  const entriesOf = (text: string): [string, number][] => {
    let entries = cache.get(text);
    if (!entries) {
      entries = [];
      for (const { word, level } of levelWords(text)) {
        entries.push([word, level]);
        const key = termKey(word);
        if (key !== word) entries.push([`~${key}`, level]);
      }
      cache.set(text, entries);
    }
    return entries;
  };
  const postings = new Map<string, number[]>();
  const headings: { digits: string; size: number; specificity: number }[] = [];
  for (let i = 0; i < count; i++) {
    const texts = textsOf(i);
    const last = headings.at(-1);
    if (last?.digits === texts.heading) last.size++;
    else {
      if (headings.some((h) => h.digits === texts.heading)) throw new Error(`heading ${texts.heading} is not contiguous in schedule order (line ${i})`);
      const text = texts.above[0] ?? texts.own[0] ?? '';
      headings.push({ digits: texts.heading, size: 1, specificity: isResidual(text) ? 0 : 1 });
    }
    const place = new Map<string, number>();
    for (const text of texts.above) for (const [e, r] of entriesOf(text)) place.set(e, Math.max(place.get(e) ?? 0, r));
    for (const text of texts.own) {
      for (const [e, r] of entriesOf(text)) {
        const p = place.get(e) ?? 0;
        place.set(e, (Math.max(p >> 4, r) << 4) | (p & 15));
      }
    }
    for (const [e, p] of place) {
      const value = i * 256 + p;
      const list = postings.get(e);
      if (list) list.push(value);
      else postings.set(e, [value]);
    }
  }
  const words = [...postings.keys()].sort();
  const sizes: number[] = [];
  const gaps: number[] = [];
  for (const w of words) {
    const list = postings.get(w)!;
    sizes.push(list.length);
    // Gaps between line indexes, times 256, plus the place.
    list.forEach((v, k) => gaps.push(k === 0 ? v : v - (list[k - 1]! & ~255)));
  }
  return {
    count,
    words: words.join(' '),
    sizes: encodeNumbers(sizes),
    gaps: encodeNumbers(gaps),
    synonyms: synonyms.map((e) => ({ names: e.names, schedule: e.schedule })),
    headings: {
      digits: headings.map((h) => h.digits).join(' '),
      sizes: encodeNumbers(headings.map((h) => h.size)),
      specificity: encodeNumbers(headings.map((h) => h.specificity)),
    },
  };
};

const headingsOf = (count: number, file: TextPostings['headings']): Headings => {
  const digits = file.digits === '' ? [] : file.digits.split(' ');
  const sizes = decodeNumbers(file.sizes);
  const start = new Int32Array(digits.length + 1);
  const of = new Uint16Array(count);
  for (let h = 0; h < digits.length; h++) {
    start[h + 1] = start[h]! + sizes[h]!;
    of.fill(h, start[h], start[h + 1]);
  }
  if (start[digits.length] !== count) throw new Error(`the headings hold ${start[digits.length]} lines, the index ${count}`);
  return { count: digits.length, digits, start, of, specificity: Uint8Array.from(decodeNumbers(file.specificity)) };
};

/** How a word matched (bits 8-9 of a word's place): where a line's word starts with it, or is it or shares its key. */
export const PREFIX = 1;
export const EXACT = 2;

export const textIndexOf = (p: TextPostings): TextIndex => {
  const { count } = p;
  const vocabulary = p.words === '' ? [] : p.words.split(' ');
  const sizes = decodeNumbers(p.sizes);
  // All postings in one typed array: entry v's are postings[starts[v]] .. postings[starts[v + 1] - 1], as line * 256 + place.
  const postings = decodeNumbers(p.gaps);
  const starts = new Int32Array(vocabulary.length + 1);
  let at = 0;
  for (let v = 0; v < vocabulary.length; v++) {
    starts[v] = at;
    for (let k = 0; k < sizes[v]!; k++, at++) if (k > 0) postings[at] = (postings[at - 1]! & ~255) + postings[at]!;
  }
  starts[vocabulary.length] = at;
  const headings = headingsOf(count, p.headings);

  const firstAtLeast = (token: string): number => {
    let lo = 0;
    let hi = vocabulary.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (vocabulary[mid]! < token) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const indexOf = (entry: string): number => {
    const v = firstAtLeast(entry);
    return vocabulary[v] === entry ? v : -1;
  };

  // Scratch places over all lines, reused across queries; each is zeroed on its touched lines when given back.
  const pool: Uint16Array[] = [];
  /** Scratch lists of touched lines, reused likewise (a broad prefix touches tens of thousands). */
  const listPool: Int32Array[] = [];
  /** The place of a posting found by binary search in entry v's postings (sorted by line), 0 when the line has none. */
  const lookup = (v: number, line: number): number => {
    let lo = starts[v]!;
    let hi = starts[v + 1]!;
    const want = line << 8;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (postings[mid]! < want) lo = mid + 1;
      else hi = mid;
    }
    return lo < starts[v + 1]! && postings[lo]! >> 8 === line ? postings[lo]! & 255 : -1;
  };
  const places: WordPlaces = {
    of(word) {
      const entries: number[] = [];
      const hows: number[] = [];
      let size = 0;
      const add = (v: number, how: number) => {
        entries.push(v);
        hows.push(how);
        size += starts[v + 1]! - starts[v]!;
      };
      for (let v = firstAtLeast(word.word); v < vocabulary.length && vocabulary[v]!.startsWith(word.word); v++) add(v, vocabulary[v] === word.word ? EXACT : PREFIX);
      for (const entry of [word.key, `~${word.key}`]) {
        const v = indexOf(entry);
        if (v >= 0 && !entries.includes(v)) add(v, EXACT);
      }
      let bytes: Uint16Array | undefined;
      let touched: Int32Array | undefined;
      return {
        get bytes() {
          return bytes;
        },
        size,
        spread: entries.length,
        lines() {
          if (touched) return touched;
          const b = (bytes = pool.pop() ?? new Uint16Array(count));
          // At most one line per posting, and each line once: a typed list, filled without growing.
          const most = Math.min(size, count);
          let t = listPool.pop();
          if (!t || t.length < most) t = new Int32Array(Math.max(most, t?.length ?? 0));
          let n = 0;
          // Only the lines a word's postings reach are visited: a query costs what its words match.
          for (let k = 0; k < entries.length; k++) {
            const v = entries[k]!;
            const how = hows[k]! << 8;
            const end = starts[v + 1]!;
            for (let j = starts[v]!; j < end; j++) {
              const x = postings[j]!;
              const line = x >> 8;
              const place = how | (x & 255);
              const old = b[line]!;
              if (old === 0) t[n++] = line;
              if (old < place) b[line] = place;
            }
          }
          return (touched = t.subarray(0, n));
        },
        at(line) {
          if (bytes) return bytes[line]!;
          // A broad word (of, other) is looked up on the few candidate lines rather than spread over all.
          let best = 0;
          for (let k = 0; k < entries.length; k++) {
            const place = lookup(entries[k]!, line);
            if (place >= 0 && ((hows[k]! << 8) | place) > best) best = (hows[k]! << 8) | place;
          }
          return best;
        },
        release() {
          if (!bytes || !touched) return;
          // Zeroing every line costs less than visiting each touched one past an eighth of the schedule.
          if (touched.length * 8 > count) bytes.fill(0);
          else for (let k = 0; k < touched.length; k++) bytes[touched[k]!] = 0;
          pool.push(bytes);
          listPool.push(new Int32Array(touched.buffer));
          bytes = undefined;
          touched = undefined;
        },
      };
    },
  };

  const synonyms = compileSynonyms(p.synonyms);

  return {
    count,
    headings,
    plan: (q) => queryPlan(q, synonyms),
    places,
    match: (groups, partial = false) => scoreMatches(groups, places, headings, count, partial),
    matchesAny(word) {
      const v = firstAtLeast(word.word);
      if (v < vocabulary.length && vocabulary[v]!.startsWith(word.word)) return true;
      return indexOf(word.key) >= 0 || indexOf(`~${word.key}`) >= 0;
    },
    nearMiss(word) {
      if (word.length < 5 || /[^a-z]/.test(word)) return undefined;
      const letters = 'abcdefghijklmnopqrstuvwxyz';
      const edits = new Set<string>();
      for (let i = 0; i <= word.length; i++) {
        const head = word.slice(0, i);
        const tail = word.slice(i);
        if (tail.length > 0) edits.add(head + tail.slice(1));
        if (tail.length > 1) edits.add(head + tail[1]! + tail[0]! + tail.slice(2));
        for (const c of letters) {
          edits.add(head + c + tail);
          if (tail.length > 0) edits.add(head + c + tail.slice(1));
        }
      }
      edits.delete(word);
      let best: string | undefined;
      let bestSize = 0;
      for (const candidate of [...edits].sort()) {
        const v = indexOf(candidate);
        if (v >= 0 && sizes[v]! > bestSize) [best, bestSize] = [candidate, sizes[v]!];
      }
      return best;
    },
  };
};

export const createTextIndex = (count: number, textsOf: (i: number) => LineTexts, synonyms: readonly Synonym[] = []): TextIndex =>
  textIndexOf(buildTextPostings(count, textsOf, synonyms));
