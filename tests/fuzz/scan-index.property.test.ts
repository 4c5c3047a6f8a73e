/**
 * The list scan (compact columns and prebuilt `q` postings, src/lib/query/scan-index.ts) against a brute-force
 * filter over every real line, unpacked: for generated combinations of every /v1/tariffs filter the scan keeps
 * exactly the lines the filters' meaning keeps, in schedule order.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TariffFilters } from '../../src/lib/query/scan-index.ts';
import { termKey, tokens } from '../../src/lib/search/analyser.ts';
import { SYNONYMS } from '../../src/data/search-synonyms.ts';
import { compileSynonyms, queryPlan, type QueryGroup, type QueryWord } from '../../src/lib/search/query-plan.ts';

const TABLE = compileSynonyms(SYNONYMS.entries);
import { RATE_KINDS } from '../../src/lib/schema/rate.ts';
import type { TariffLine } from '../../src/lib/schema/tariff-line.ts';
import { allLines, testDeps } from '../support/app.ts';

let lines: TariffLine[];
let words: string[][];
let keys: Set<string>[];
beforeAll(async () => {
  lines = await allLines();
  words = lines.map((l) => [...l.descriptionPath, l.htsno, l.digits].flatMap(tokens));
  keys = words.map((ws) => new Set(ws.map(termKey)));
});

/** `q` as docs/GUIDE.md says: every part of the query matches, a word at the start of a word or by its key, a synonym name by all words of one of its schedule phrases. */
const matchesQ = (i: number, groups: readonly QueryGroup[]): boolean => {
  // A query key may also be one of the line's words (text-index.ts: "exceeding" keys to "exceed", keyed "exce").
  const hasWord = (w: QueryWord) => keys[i]!.has(w.key) || words[i]!.includes(w.key) || words[i]!.some((x) => x.startsWith(w.word));
  return groups.every((g) => g.words.every(hasWord) || g.synonyms.some((alt) => alt.every(hasWord)));
};

/** The first k digits of a tariff number as written, dots kept: 2204.21.50.05, 6 -> 2204.21. */
const dottedPrefix = (htsno: string, k: number): string => {
  let seen = 0;
  let end = 0;
  while (seen < k) if (/\d/.test(htsno[end++]!)) seen++;
  return htsno.slice(0, end);
};

/** What each filter means (docs/GUIDE.md, docs/CONTRACT.md part 4 rule 1), checked line by line. */
const bruteForce = (f: TariffFilters): number[] => {
  const plan = f.q === undefined ? [] : queryPlan(f.q, TABLE);
  return lines.flatMap((l, i) => {
    const keep =
      (f.q === undefined || matchesQ(i, plan)) &&
      (f.chapter === undefined || l.chapter === f.chapter) &&
      (f.heading === undefined || l.heading === f.heading) &&
      (f.htsno === undefined || l.digits.startsWith(f.htsno.replaceAll('.', ''))) &&
      (f.programme === undefined || (l.parsedSpecial?.groups ?? []).some((g) => g.programmes.includes(f.programme!))) &&
      (f.rateKind === undefined || l.rateKind === f.rateKind) &&
      (f.unit === undefined || l.units.some((u) => u.toLowerCase() === f.unit!.toLowerCase())) &&
      (f.classifiable === undefined || l.classifiable === f.classifiable);
    return keep ? [i] : [];
  });
};

describe('the list scan agrees with a brute-force filter over every line', () => {
  it('for a few hundred generated filter combinations', async () => {
    const { store } = await testDeps.hts();
    const pick = <T>(values: readonly T[]) => fc.constantFrom(...values);
    const programmes = [...new Set(lines.flatMap((l) => l.parsedSpecial?.groups.flatMap((g) => g.programmes) ?? []))];
    const units = [...new Set(lines.flatMap((l) => l.units))];
    const wordOf = (i: number) => pick(words[i]!).chain((w) => fc.nat({ max: w.length - 1 }).map((k) => w.slice(0, k + 1)));
    // Each filter's value is read from one real line (so combinations often match), or from anywhere (so they often do not).
    // Anchors are mostly lines with a rate, a unit and a programme, so every filter has a value of their own to take.
    const rich = lines.flatMap((l, i) => (l.rateKind !== null && l.units.length > 0 && (l.parsedSpecial?.groups.length ?? 0) > 0 ? [i] : []));
    const anchor = fc.oneof({ arbitrary: pick(rich), weight: 3 }, { arbitrary: fc.nat({ max: lines.length - 1 }), weight: 1 });
    const filters: fc.Arbitrary<TariffFilters> = anchor.chain((i) => {
      const l = lines[i]!;
      const own = <T>(mine: fc.Arbitrary<T>, any: fc.Arbitrary<T>) => fc.oneof({ arbitrary: mine, weight: 9 }, { arbitrary: any, weight: 1 });
      const ownProgrammes = l.parsedSpecial?.groups.flatMap((g) => g.programmes) ?? [];
      return fc.record(
        {
          q: own(
            fc.array(wordOf(i), { minLength: 1, maxLength: 3 }).map((ws) => ws.join(' ')),
            fc.oneof(wordOf(i).map((w) => `${w.toUpperCase()},`), fc.constantFrom('sparkling wine', 'Café', 'zzzqqq', '2204.21', 'other', 'whisky', 'cell phone', 'tyres', 'champagne', 'sneakers')),
          ),
          chapter: own(fc.constant(l.chapter), pick(['01', '22', '84', '99', '77'])),
          heading: own(fc.constant(l.heading), pick(['0101', '2204', '8471', '9903'])),
          htsno: fc.tuple(fc.integer({ min: 1, max: l.digits.length }), fc.boolean()).map(([k, dotted]) => (dotted ? dottedPrefix(l.htsno, k) : l.digits.slice(0, k))),
          programme: own(ownProgrammes.length > 0 ? pick(ownProgrammes) : pick(programmes), pick([...programmes, 'ZZ'])),
          rateKind: own(l.rateKind === null ? pick(RATE_KINDS) : fc.constant(l.rateKind), pick(RATE_KINDS)),
          unit: own(l.units.length > 0 ? pick(l.units).map((u) => u.toUpperCase()) : pick(units), fc.oneof(pick(units), fc.constant('furlongs'))),
          classifiable: own(fc.constant(l.classifiable), fc.boolean()),
        },
        { requiredKeys: [] },
      );
    });
    let nonEmpty = 0;
    let combined = 0;
    await fc.assert(
      fc.asyncProperty(filters, async (f) => {
        const got = Array.from(await store.filter(f));
        const want = bruteForce(f);
        expect(got, JSON.stringify(f)).toEqual(want);
        if (want.length > 0) nonEmpty++;
        if (Object.keys(f).length >= 2 && want.length > 0) combined++;
      }),
      { numRuns: 300 },
    );
    // Not vacuous: most queries matched lines, many with filters combined.
    expect(nonEmpty).toBeGreaterThan(120);
    expect(combined).toBeGreaterThan(60);
  });

  it('each filter alone, on every value it can take', async () => {
    const { store } = await testDeps.hts();
    const cases: TariffFilters[] = [
      {},
      ...[...new Set(lines.map((l) => l.chapter))].map((chapter) => ({ chapter })),
      ...[...new Set(lines.flatMap((l) => l.parsedSpecial?.groups.flatMap((g) => g.programmes) ?? []))].map((programme) => ({ programme })),
      ...RATE_KINDS.map((rateKind) => ({ rateKind })),
      ...[...new Set(lines.flatMap((l) => l.units))].map((unit) => ({ unit })),
      { classifiable: true },
      { classifiable: false },
    ];
    for (const f of cases) expect(Array.from(await store.filter(f)), JSON.stringify(f)).toEqual(bruteForce(f));
    expect(cases.length).toBeGreaterThan(150);
  });
});
