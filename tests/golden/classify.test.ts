/**
 * GET /v1/classify on its development set (classify-set.json): CBP New York rulings before 2026, each cited, and
 * cases of our own. The set is checked (no ruling dated 2026 or later, every ruled heading in the schedule, each
 * ruling once, none among the rulings classify reads as evidence), then scored through the HTTP handler: top-1,
 * top-3 and top-10 heading and the ruled six-digit subheading among the first 10 subheadings, for the whole set,
 * each half (the tuning half and the held-out one) and each source. The whole set's figures must stay above floors
 * set from its results; the bars, not met yet, are asserted to fail until they are.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { caseDate, caseId, ClassifySet, formatScore, halfOf, scoreClassify, type ClassifyOutcome } from '../../src/lib/classify/classify-quality.ts';
import { CbpRulings } from '../../src/lib/classify/ruling-terms.ts';
import { ClassifyAnswer } from '../../src/lib/schema/classify.ts';
import type { TariffLine } from '../../src/lib/schema/tariff-line.ts';
import { allLines, callHandler } from '../support/app.ts';
import { RankingSet } from '../../src/lib/search/ranking-quality.ts';

export const CLASSIFY_SET = ClassifySet.parse(JSON.parse(readFileSync(join(import.meta.dirname, 'classify-set.json'), 'utf8')));
const RANKING_SET = RankingSet.parse(JSON.parse(readFileSync(join(import.meta.dirname, 'ranking-set.json'), 'utf8')));
/** The bars on the development set. */
const BARS = { top1: 0.45, top10: 0.8, six10: 0.4 };
/**
 * Floors from the measured results (top-1 0.426, top-10 0.746, six-digit 0.586 when set; 0.430, 0.746, 0.590 with
 * phrases; 0.434, 0.746, 0.598 with 15 ruled headings; 0.455, 0.754, 0.594 with the rulings' coverage weighed): a
 * regression fails, noise does not. The top-1 and six-digit bars are met: their floors are the bars.
 */
const FLOORS = { top1: BARS.top1, top10: 0.74, six10: 0.57 };
/** Rulings from this day on are kept apart for independent measurement: none may be in the set. */
const HELD_FOR_MEASUREMENT = '2026-01-01';

let lines: TariffLine[];
beforeAll(async () => {
  lines = await allLines();
});

const classified = async (description: string): Promise<ClassifyAnswer> => {
  const res = await callHandler(`/v1/classify?description=${encodeURIComponent(description)}&limit=10`);
  expect(res.status, description).toBe(200);
  return ClassifyAnswer.parse(await res.json());
};

describe('the classify development set', () => {
  it('holds no CBP ruling dated 2026 or later, each ruling once, each ruled heading in the schedule', () => {
    const rulings = CLASSIFY_SET.cases.filter((c) => c.source.kind === 'cbp-ruling');
    expect(rulings.length).toBeGreaterThanOrEqual(150);
    for (const c of rulings) {
      const date = caseDate(c);
      expect(date, caseId(c)).toBeDefined();
      expect(date! < HELD_FOR_MEASUREMENT, `${caseId(c)} is dated ${date}`).toBe(true);
    }
    expect(new Set(rulings.map(caseId)).size).toBe(rulings.length);
    const headings = new Set(lines.map((l) => l.heading));
    const missing = CLASSIFY_SET.cases.filter((c) => !headings.has(c.code.replaceAll('.', '').slice(0, 4))).map(caseId);
    expect(missing).toEqual([]);
  });

  it('is disjoint from the rulings classify reads: no ruling in both, none of those from a page the set cites, none dated 2026 or later; each of those of a heading of chapters 1 to 97 the schedule has', () => {
    const vocabulary = CbpRulings.parse(JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'content', 'classify', 'cbp-rulings.json'), 'utf8')));
    // The same page under another host name or scheme (a staging copy, www) is the same page.
    const page = (url: string) => url.replace(/^https?:\/\/(www\.|stage\.)?/, '').replace(/[?#].*$/, '');
    const setRulings = new Set(CLASSIFY_SET.cases.map(caseId));
    const setPages = new Set(CLASSIFY_SET.cases.flatMap((c) => (c.source.kind === 'cbp-ruling' ? [page(c.source.url)] : [])));
    expect(vocabulary.rulings.length).toBeGreaterThanOrEqual(50);
    for (const r of vocabulary.rulings) {
      expect(setRulings.has(r.ruling), `${r.ruling} is in the development set`).toBe(false);
      expect(setPages.has(page(r.url)), `${r.ruling} is on a page the development set cites`).toBe(false);
      expect((r.rulingDate ?? r.notAfter)! < HELD_FOR_MEASUREMENT, `${r.ruling} is dated ${r.rulingDate ?? r.notAfter}`).toBe(true);
    }
    expect(new Set(vocabulary.rulings.map((r) => r.ruling)).size).toBe(vocabulary.rulings.length);
    // Its _source says rulings of a heading the schedule no longer has (6908 before HS 2017) are left out.
    const headings = new Set(lines.filter((l) => l.chapter < '98').map((l) => l.heading));
    expect(vocabulary.rulings.filter((r) => !headings.has(r.code.slice(0, 4))).map((r) => `${r.ruling} ${r.code}`)).toEqual([]);
  });

  let outcomes: ClassifyOutcome[] | undefined;
  const scored = async (): Promise<ClassifyOutcome[]> => {
    if (outcomes) return outcomes;
    const found: ClassifyOutcome[] = [];
    for (const c of CLASSIFY_SET.cases) {
      const answer = await classified(c.description);
      found.push({ case: c, headings: answer.headings.map((h) => h.heading), subheadings: answer.subheadings.map((s) => s.htsno) });
    }
    return (outcomes = found);
  };

  it(`keeps its figures on the whole set (floors: top-1 >= ${FLOORS.top1}, top-10 >= ${FLOORS.top10}, six-digit >= ${FLOORS.six10}) and prints them by half and by source`, async () => {
    const all = await scored();
    const score = scoreClassify(all);
    console.log(formatScore('development set', score));
    for (const half of ['tune', 'held'] as const) {
      const name = half === 'tune' ? 'tuning half' : 'held-out half';
      console.log(formatScore(`  ${name}`, scoreClassify(all.filter((o) => halfOf(o.case) === half))));
      for (const kind of ['cbp-ruling', 'own'] as const) console.log(formatScore(`    ${name}, ${kind}`, scoreClassify(all.filter((o) => halfOf(o.case) === half && o.case.source.kind === kind))));
    }
    for (const kind of ['cbp-ruling', 'own'] as const) console.log(formatScore(`  ${kind}`, scoreClassify(all.filter((o) => o.case.source.kind === kind))));
    // Six-digit subheadings of older rulings the 2026 schedule no longer has cannot be found: said, not hidden.
    const sixes = new Set(lines.map((l) => l.digits.slice(0, 6)));
    const gone = all.filter((o) => !sixes.has(o.case.code.replaceAll('.', '').slice(0, 6))).map((o) => `${caseId(o.case)} ${o.case.code}`);
    console.log(`rulings whose six-digit subheading the 2026 schedule no longer has: ${gone.length ? gone.join(', ') : 'none'}`);
    expect(score.n).toBe(CLASSIFY_SET.cases.length);
    expect(score.top1).toBeGreaterThanOrEqual(FLOORS.top1);
    expect(score.top10).toBeGreaterThanOrEqual(FLOORS.top10);
    expect(score.six10).toBeGreaterThanOrEqual(FLOORS.six10);
  }, 600_000);

  // The 426 everyday queries of the search's ranking set, each with a broker's heading, never used to choose classify's
  // weights: a second, independent measure (0.763, 0.904, 0.988 before the rulings' coverage was weighed).
  it('puts the broker\'s heading first for at least 0.8 of the ranking set\'s everyday queries, in the first 3 for 0.95', async () => {
    let first = 0;
    let three = 0;
    for (const { q, heading } of RANKING_SET.queries) {
      const k = (await classified(q)).headings.findIndex((h) => h.heading === heading) + 1;
      if (k === 1) first++;
      if (k >= 1 && k <= 3) three++;
    }
    const n = RANKING_SET.queries.length;
    console.log(`ranking set via /v1/classify: ${n} queries, top-1 ${(first / n).toFixed(3)}, top-3 ${(three / n).toFixed(3)}`);
    expect(first / n).toBeGreaterThanOrEqual(0.8);
    expect(three / n).toBeGreaterThanOrEqual(0.95);
  }, 600_000);

  // Everyday words a ruling names only in part: "wine" is ruled in 2202 only as "alcohol-removed wine", "beer" in a
  // beer mug's heading; the schedule's own heading stays first (ruling-terms.ts, coverage; classify.ts).
  it.each([
    ['wine', '2204'],
    ['red wine in bottles', '2204'],
    ['beer', '2203'],
    ['coffee beans', '0901'],
  ])('puts the schedule\'s own heading first for %s: %s', async (description, heading) => {
    expect((await classified(description)).headings[0]!.heading).toBe(heading);
  });

  it(`reaches the issue's bars for the heading first (>= ${BARS.top1}) and the six-digit subheading in the first 10 (>= ${BARS.six10})`, async () => {
    const score = scoreClassify(await scored());
    expect(score.top1).toBeGreaterThanOrEqual(BARS.top1);
    expect(score.six10).toBeGreaterThanOrEqual(BARS.six10);
  }, 600_000);

  // The top-10 bar is not met (docs/SEARCH.md, Classify, says by how much). This fails the day it is: then make it a
  // plain test.
  it.fails(`does not yet reach the issue's bar for the heading in the first 10 (>= ${BARS.top10})`, async () => {
    const score = scoreClassify(await scored());
    expect(score.top10).toBeGreaterThanOrEqual(BARS.top10);
  }, 600_000);
});
