import { createByteLru } from '../memory/byte-lru.ts';
import { decodeNumbers, encodeNumbers } from '../datasets/number-text.ts';
import type { TariffLine } from '../schema/tariff-line.ts';
import type { TariffQuery } from './tariff-query.ts';
import type { Matches } from '../search/score.ts';
import type { Search } from '../search/searches.ts';

/** The /v1/tariffs filters, without the paging. */
export type TariffFilters = Omit<TariffQuery, 'limit' | 'cursor' | 'sort'>;

/**
 * What the list filters need of every line, in schedule order, as columns:
 * lists and `q` are answered from this without unpacking a line; only the
 * page's lines are unpacked, from their chapters. Line sets (programmes,
 * units) are stored as gaps between line indexes, like the text postings.
 */
export interface ScanIndexFile {
  count: number;
  /** Tariff number of each line without dots, space-separated. */
  digits: string;
  /** Rate kinds present; kindOf holds, per line, 1 + the index of its kind in this list, 0 for none (number text). */
  kinds: string[];
  kindOf: string;
  /** Special-programme indicator -> lines whose special column names it (gaps, number text). */
  programmes: Record<string, string>;
  /** Unit of quantity, lower-cased -> lines stating it (gaps, number text). */
  units: Record<string, string>;
  /** Each chapter's lines are contiguous in schedule order. */
  chapters: { number: string; start: number; count: number }[];
}

const gapsOf = (sorted: readonly number[]): string => encodeNumbers(sorted.map((v, k) => (k === 0 ? v : v - sorted[k - 1]!)));

const lineSets = (lines: readonly TariffLine[], keysOf: (l: TariffLine) => Iterable<string>): Record<string, string> => {
  const sets = new Map<string, number[]>();
  lines.forEach((line, i) => {
    for (const key of new Set(keysOf(line))) {
      const list = sets.get(key);
      if (list) list.push(i);
      else sets.set(key, [i]);
    }
  });
  return Object.fromEntries([...sets.keys()].sort().map((k) => [k, gapsOf(sets.get(k)!)]));
};

export const buildScanIndex = (lines: readonly TariffLine[]): ScanIndexFile => {
  const kinds = [...new Set(lines.flatMap((l) => (l.rateKind === null ? [] : [l.rateKind])))].sort();
  const chapters: ScanIndexFile['chapters'] = [];
  lines.forEach((l, i) => {
    const last = chapters.at(-1);
    if (last?.number === l.chapter) last.count++;
    else if (chapters.some((c) => c.number === l.chapter)) throw new Error(`chapter ${l.chapter} is not contiguous in schedule order (line ${l.htsno})`);
    else chapters.push({ number: l.chapter, start: i, count: 1 });
  });
  return {
    count: lines.length,
    digits: lines.map((l) => l.digits).join(' '),
    kinds,
    kindOf: encodeNumbers(lines.map((l) => (l.rateKind === null ? 0 : 1 + kinds.indexOf(l.rateKind)))),
    programmes: lineSets(lines, (l) => l.parsedSpecial?.groups.flatMap((g) => g.programmes) ?? []),
    units: lineSets(lines, (l) => l.units.map((u) => u.toLowerCase())),
    chapters,
  };
};

export interface ScanIndex {
  readonly count: number;
  readonly digits: readonly string[];
  readonly chapters: ScanIndexFile['chapters'];
  /** The chapter a line is in, as an index into `chapters`. */
  chapterSlot(line: number): number;
  /** Whether a line carries a general rate (it has a rate kind; a line that only groups others has none). */
  rated(line: number): boolean;
  /**
   * Indexes of the lines every filter keeps, in schedule order. `search` is
   * asked only when the filters have `q` (src/lib/search/searches.ts: a query's
   * answer, kept). With `relevance` (and `q`), the lines come best first, ties
   * in schedule order. The array may be the kept answer's own: read it, never
   * write it.
   */
  scan(filters: TariffFilters, search: (q: string) => Search, relevance?: boolean): Int32Array;
}

/** Bytes of decoded line masks kept (about 280 masks of the 2026 schedule's 29,597 lines). */
export const MASK_BYTES = 8 * 1024 * 1024;

export const scanIndexOf = (file: ScanIndexFile): ScanIndex => {
  const { count, chapters } = file;
  const digits = file.digits === '' ? [] : file.digits.split(' ');
  const kindOf = decodeNumbers(file.kindOf);
  const slotOf = new Uint8Array(count);
  chapters.forEach((c, slot) => slotOf.fill(slot, c.start, c.start + c.count));
  const masks = createByteLru<Uint8Array>(MASK_BYTES);
  // A line set as a mask over all lines, decoded once per key and kept (a few dozen keys in the data; the most
  // recently used within MASK_BYTES).
  const maskOf = (kind: 'programmes' | 'units', key: string): Uint8Array => {
    const id = `${kind}\u0000${key}`;
    let mask = masks.get(id);
    if (!mask) {
      mask = new Uint8Array(count);
      const gaps = decodeNumbers(Object.hasOwn(file[kind], key) ? file[kind][key]! : '');
      let line = 0;
      gaps.forEach((gap, k) => (mask![(line = k === 0 ? gap : line + gap)] = 1));
      masks.set(id, mask, mask.byteLength + id.length);
    }
    return mask;
  };

  return {
    count,
    digits,
    chapters,
    chapterSlot: (line) => slotOf[line]!,
    rated: (line) => kindOf[line] !== 0,
    scan(filters, search, relevance = false) {
      const checks: ((i: number) => boolean)[] = [];
      // Every number filter names a chapter (2 digits at least), and a chapter's lines are one range.
      let from = 0;
      let to = count;
      const prefixes = [filters.chapter, filters.heading, filters.htsno?.replaceAll('.', '')].filter((p): p is string => p !== undefined);
      for (const prefix of prefixes) {
        if (prefix.length >= 2) {
          const chapter = chapters.find((c) => c.number === prefix.slice(0, 2));
          from = Math.max(from, chapter?.start ?? 0);
          to = Math.min(to, chapter ? chapter.start + chapter.count : 0);
        }
        checks.push((i) => digits[i]!.startsWith(prefix));
      }
      // With `q`, only its hits are checked against the other filters (a handful, where a range can be thousands).
      let hits: Matches | undefined;
      let searched: Search | undefined;
      if (filters.q !== undefined) {
        searched = search(filters.q);
        hits = searched.matches;
      }
      if (filters.programme !== undefined) {
        const mask = maskOf('programmes', filters.programme);
        checks.push((i) => mask[i] === 1);
      }
      if (filters.rateKind !== undefined) {
        const kind = 1 + file.kinds.indexOf(filters.rateKind);
        checks.push((i) => kindOf[i] === kind && kind > 0);
      }
      if (filters.unit !== undefined) {
        const mask = maskOf('units', filters.unit.toLowerCase());
        checks.push((i) => mask[i] === 1);
      }
      if (filters.classifiable !== undefined) {
        const want = filters.classifiable;
        checks.push((i) => (digits[i]!.length === 10) === want);
      }
      let kept: Int32Array;
      if (hits) {
        // The hits first (in schedule order), then the other filters on those alone.
        const found = from === 0 && to === count ? hits.lines : hits.lines.filter((i) => i >= from && i < to);
        kept = checks.length === 0 ? found : found.filter((i) => checks.every((check) => check(i)));
      } else {
        const out = new Int32Array(Math.max(0, to - from));
        let n = 0;
        for (let i = from; i < to; i++) {
          let pass = true;
          for (const check of checks) if (!check(i)) pass = false;
          if (pass) out[n++] = i;
        }
        kept = out.subarray(0, n);
      }
      // Best first, ties in schedule order: the same query always pages through the same order, so cursors hold.
      return relevance && searched ? searched.rank(kept) : kept;
    },
  };
};
