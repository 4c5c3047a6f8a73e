import { chapter99Refs } from '../hts/chapter99-refs.ts';
import type { TariffLine } from '../schema/tariff-line.ts';
import type { SearchableLine } from './tariff-query.ts';
import { createTextIndex, type TextIndex } from './text-index.ts';

/**
 * In-memory indexes over the schedule, built once per process from the
 * lines. The costlier ones (the text index, chapter 99 back-references) are
 * built on first use, so a cold function answering a lookup does not pay for them.
 */
export interface HtsStore {
  readonly lines: readonly TariffLine[];
  byDigits: { get(digits: string): TariffLine | undefined };
  /** Lines whose number starts with these digits, in schedule order, unpacking only those. */
  withPrefix(digits: string): TariffLine[];
  readonly counts: { lines: number; classifiable: number };
  readonly chapter99: readonly TariffLine[];
  readonly searchable: readonly SearchableLine[];
  readonly text: TextIndex;
  /** Chapter 99 heading -> htsno of the lines whose own footnotes name it, in schedule order. */
  readonly referencedBy: ReadonlyMap<string, readonly string[]>;
}

const lazy = <T>(make: () => T): (() => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};

/** Where the store's lines come from: every line at once, or their numbers now and each line when first needed. */
export type LineSource = readonly TariffLine[] | { htsnos: readonly string[]; line(index: number): TariffLine };

export const createHtsStore = (source: LineSource): HtsStore => {
  const eager = Array.isArray(source);
  const htsnos = eager ? (source as readonly TariffLine[]).map((l) => l.htsno) : (source as Exclude<LineSource, readonly TariffLine[]>).htsnos;
  const cache: (TariffLine | undefined)[] = eager ? [...(source as readonly TariffLine[])] : new Array(htsnos.length);
  const lineAt = (i: number): TariffLine => (cache[i] ??= (source as Exclude<LineSource, readonly TariffLine[]>).line(i));
  const all = lazy(() => htsnos.map((_, i) => lineAt(i)));
  const digitsOf = htsnos.map((h) => h.replaceAll('.', ''));
  const index = new Map(digitsOf.map((d, i) => [d, i]));
  const chapter99 = lazy(() => all().filter((l) => l.chapter === '99' && l.level >= 8));
  const searchable = lazy(() =>
    all().map(
      (line): SearchableLine => ({
        line,
        programmes: new Set(line.parsedSpecial?.groups.flatMap((g) => g.programmes) ?? []),
        units: new Set(line.units.map((u) => u.toLowerCase())),
      }),
    ),
  );
  const text = lazy(() => {
    const lines = all();
    return createTextIndex(lines.length, (i) => [...lines[i]!.descriptionPath, lines[i]!.htsno, lines[i]!.digits]);
  });
  const referencedBy = lazy(() => {
    const map = new Map<string, string[]>();
    for (const line of all()) {
      for (const ref of chapter99Refs(line.footnotes.map((f) => f.text))) {
        const list = map.get(ref) ?? [];
        list.push(line.htsno);
        map.set(ref, list);
      }
    }
    return map;
  });
  return {
    get lines() {
      return all();
    },
    byDigits: {
      get: (digits) => {
        const i = index.get(digits);
        return i === undefined ? undefined : lineAt(i);
      },
    },
    withPrefix: (digits) => {
      const out: TariffLine[] = [];
      digitsOf.forEach((d, i) => {
        if (d.startsWith(digits)) out.push(lineAt(i));
      });
      return out;
    },
    counts: { lines: digitsOf.length, classifiable: digitsOf.filter((d) => d.length === 10).length },
    get chapter99() {
      return chapter99();
    },
    get searchable() {
      return searchable();
    },
    get text() {
      return text();
    },
    get referencedBy() {
      return referencedBy();
    },
  };
};

/** A tariff number as a caller writes it: digits with optional dots, 2 to 10 digits. */
export const normaliseHtsno = (input: string): string | null => {
  const s = input.trim();
  if (!/^\d+(\.\d+)*$/.test(s)) return null;
  const digits = s.replaceAll('.', '');
  return digits.length >= 2 && digits.length <= 10 ? digits : null;
};

export type LineLookup =
  | { kind: 'found'; line: TariffLine }
  | { kind: 'ambiguous'; candidates: TariffLine[] }
  | { kind: 'not-found' }
  | { kind: 'malformed' };

/** One line by number or unique prefix; a prefix matching several lines picks none (spec: 409). */
export const lookupLine = (store: HtsStore, input: string): LineLookup => {
  const digits = normaliseHtsno(input);
  if (digits === null) return { kind: 'malformed' };
  const exact = digits.length === 10 ? store.byDigits.get(digits) : undefined;
  if (exact) return { kind: 'found', line: exact };
  const candidates = store.withPrefix(digits);
  if (candidates.length === 0) return { kind: 'not-found' };
  if (candidates.length === 1) return { kind: 'found', line: candidates[0]! };
  return { kind: 'ambiguous', candidates };
};
