/**
 * What a batch keeps of the chapter 99 candidates across its lines (chapter99Memo), and what the process keeps across
 * estimates (keptChapter99Memo, bounded by bytes), is keyed by everything they depend on whatever the amounts: the
 * line, the origin and the entry date. On the fixture's chapter 99, for every line and origin whose candidates some
 * days judge differently (dating clauses), the candidates read through one memo on those days, twice over, equal the
 * candidates read afresh each time; the process's memo forgets what is over its budget and answers the same.
 */
import { describe, expect, it } from 'vitest';
import { buildChapter99Index, chapter99FootnoteTexts } from '../../../src/lib/chapter99/chapter99-index.ts';
import { chapter99Candidates, chapter99Memo, keptChapter99Memo, type CandidateContext, type Chapter99Lookups } from '../../../src/lib/estimate/chapter99-candidates.ts';
import { candidateShown } from '../../../src/lib/estimate/chapter99-memo.ts';
import { estimate } from '../../../src/app/estimate.ts';
import { createFixtureDeps } from '../../support/fixture-deps.ts';
import { exactDecimal } from '../../../src/lib/money/index.ts';
import { priceRate } from '../../../src/lib/pricing/price-rate.ts';
import type { EstimateOrigin } from '../../../src/lib/schema/duty-estimate.ts';
import type { TariffLine } from '../../../src/lib/schema/tariff-line.ts';
import { fixtureLines } from '../../support/schedule-fixture.ts';
import { testCountryCode } from '../hts/test-countries.ts';

const lines = fixtureLines();
const byDigits = new Map(lines.map((l) => [l.digits, l]));
const headings = lines
  .filter((l) => l.chapter === '99' && l.digits.length >= 8)
  .map((l) => ({ heading: l.htsno, description: l.description, rate: l.general.text, descriptionPath: l.descriptionPath, footnotes: l.footnotes.map((f) => f.text) }));
const lookups: Chapter99Lookups = {
  chapter99: (heading) => {
    const line = byDigits.get(heading.replaceAll('.', ''));
    return line && { heading: line.htsno, description: line.description, descriptionPath: line.descriptionPath, rate: line.general.text };
  },
  lineByDigits: (d) => byDigits.get(d),
  countryCode: testCountryCode,
  chapter99Index: buildChapter99Index({ headings, footnoteTexts: chapter99FootnoteTexts(lines), countryCode: testCountryCode }),
};
const context = (line: TariffLine, entryDate: string, value = 10000n): CandidateContext => {
  const shipment = { amounts: {} };
  const customsValue = exactDecimal(value);
  return { lineDigits: line.digits, shipment, customsValue, lineDuty: priceRate(line.parsed, line.general.text, shipment, customsValue), entryDate };
};
const origin = (iso2: string): EstimateOrigin => ({ name: iso2, iso2, column2: false, programmes: [] });
const signature = (line: TariffLine, from: EstimateOrigin, day: string) =>
  chapter99Candidates(line, from, lookups, context(line, day))
    .map((c) => `${c.heading} ${c.inForce}`)
    .join();

describe('chapter 99 candidates kept across the lines of a batch', () => {
  it('are judged on each line’s own entry date', () => {
    // Days either side of dating clauses of the fixture's headings (entries on or after 2024-09-27, before
    // 2025-10-05, ...), and the lines and origins whose candidates those days judge differently.
    const days = ['2024-09-20', '2024-10-01', '2025-03-01', '2025-10-01', '2025-10-10', '2026-06-01'];
    const cases = lines
      .filter((l) => l.chapter !== '99' && l.digits.length === 10)
      .flatMap((line) => ['CN', 'JP', 'MX', 'CA', 'IN'].map((iso2) => ({ line, from: origin(iso2) })))
      .filter(({ line, from }) => new Set(days.map((day) => signature(line, from, day))).size > 1);
    expect(cases.length).toBeGreaterThan(0);
    for (const { line, from } of cases) {
      const afresh = days.map((day) => chapter99Candidates(line, from, lookups, context(line, day)));
      const memo = chapter99Memo();
      expect([...days, ...days].map((day) => chapter99Candidates(line, from, lookups, context(line, day), memo)), `${line.htsno} ${from.iso2}`).toEqual([...afresh, ...afresh]);
    }
  });

  it('are one object on every line when what they would add does not depend on the amounts, and each line\'s own otherwise', () => {
    let shared = 0;
    let own = 0;
    for (const line of lines.filter((l) => l.chapter !== '99' && l.digits.length === 10)) {
      for (const from of [origin('CN'), origin('MX')]) {
        const memo = chapter99Memo();
        const values = [10000n, 2500n, 0n];
        const read = values.map((v) => chapter99Candidates(line, from, lookups, context(line, '2026-06-01', v), memo));
        // The same as read afresh for each line.
        expect(read).toEqual(values.map((v) => chapter99Candidates(line, from, lookups, context(line, '2026-06-01', v))));
        for (const [i, c] of read[0]!.entries()) {
          const same = read.every((r) => r[i] === c);
          if (same) shared++;
          else own++;
          // Never one object for answers that differ between the amounts.
          if (read.some((r) => JSON.stringify(r[i]!.ifApplied) !== JSON.stringify(c.ifApplied))) expect(same, `${line.htsno} ${c.heading}`).toBe(false);
        }
      }
    }
    expect(shared).toBeGreaterThan(0);
    expect(own).toBeGreaterThan(0);
  });

  it('are kept across estimates within a byte budget, the least recently used forgotten, with the same answers', () => {
    const cases = lines
      .filter((l) => l.chapter !== '99' && l.digits.length === 10)
      .flatMap((line) => [origin('CN'), origin('MX')].map((from) => ({ line, from })))
      .filter(({ line, from }) => chapter99Candidates(line, from, lookups, context(line, '2026-06-01')).length > 0);
    expect(cases.length).toBeGreaterThan(3);
    // A budget for about two keys: reading every case twice over evicts all along, and every answer is still the same.
    const memo = keptChapter99Memo(2 * JSON.stringify(chapter99Candidates(cases[0]!.line, cases[0]!.from, lookups, context(cases[0]!.line, '2026-06-01'))).length);
    for (const round of [1, 2]) {
      for (const { line, from } of cases) {
        const values = [10000n, 2500n];
        expect(values.map((v) => chapter99Candidates(line, from, lookups, context(line, '2026-06-01', v), memo)), `${round} ${line.htsno} ${from.iso2}`).toEqual(
          values.map((v) => chapter99Candidates(line, from, lookups, context(line, '2026-06-01', v))),
        );
      }
    }
    // Kept: a candidate that adds the same whatever the amounts is one object from one estimate to the next; past
    // the budget it is read afresh (a new object), so the memo holds no more than it may.
    const fixedAt = (read: ReturnType<typeof chapter99Candidates>[]) => read[0]!.findIndex((c, i) => read.every((r) => r[i] === c));
    const roomy = keptChapter99Memo(64 * 1024 * 1024);
    const withFixed = cases.find(({ line, from }) => fixedAt([10000n, 2500n].map((v) => chapter99Candidates(line, from, lookups, context(line, '2026-06-01', v), roomy))) >= 0);
    expect(withFixed).toBeDefined();
    const { line, from } = withFixed!;
    const tiny = keptChapter99Memo(1);
    const twice = [10000n, 2500n].map((v) => chapter99Candidates(line, from, lookups, context(line, '2026-06-01', v), tiny));
    expect(fixedAt(twice)).toBe(-1);
    expect(twice).toEqual([10000n, 2500n].map((v) => chapter99Candidates(line, from, lookups, context(line, '2026-06-01', v))));
  });

  it('are kept by the estimate use case between requests (the process\'s memo), with the same answer as afresh', async () => {
    const deps = createFixtureDeps();
    const body = (value: number) => ({ htsno: '2204.21.50.05', customsValueUsd: value, litres: 750, countryOfOrigin: 'FR' });
    const [a, b] = [await estimate(deps, body(3000)), await estimate(deps, body(4000))];
    const [freshA, freshB] = [await estimate(deps, body(3000), undefined, undefined, chapter99Memo()), await estimate(deps, body(4000), undefined, undefined, chapter99Memo())];
    if (!a.ok || !b.ok || !freshA.ok || !freshB.ok) throw new Error('expected estimates');
    expect(a.value).toEqual(freshA.value);
    expect(b.value).toEqual(freshB.value);
    expect(a.value.chapter99Candidates.length).toBeGreaterThan(0);
    // Read once for both requests: each candidate the schedule links has the same texts (objects) in the second answer;
    // those the law of content/chapter99 alone reaches (linkedBy.measure) are made per estimate.
    for (const [i, c] of a.value.chapter99Candidates.entries()) if (c.linkedBy.measure === undefined) expect(b.value.chapter99Candidates[i]!.linkedBy).toBe(c.linkedBy);
    // A batch's own memo reads afresh: nothing shared with the process's.
    expect(freshB.value.chapter99Candidates[0]!.linkedBy).not.toBe(b.value.chapter99Candidates[0]!.linkedBy);
  });

  it('are noted for the edge to write from pieces through the process\'s memo only, not a batch\'s or none', () => {
    const line = lines.find((l) => l.chapter !== '99' && l.digits.length === 10 && chapter99Candidates(l, origin('CN'), lookups, context(l, '2026-06-01')).length > 0)!;
    const read = (memo?: ReturnType<typeof chapter99Memo>) => chapter99Candidates(line, origin('CN'), lookups, context(line, '2026-06-01'), memo);
    expect(read(keptChapter99Memo(1 << 20)).every((c) => candidateShown(c) !== undefined)).toBe(true);
    expect(read(chapter99Memo()).some((c) => candidateShown(c) !== undefined)).toBe(false);
    expect(read().some((c) => candidateShown(c) !== undefined)).toBe(false);
  });

  it('are noted by a batch\'s memo in its own, each with the members it was made from besides ifApplied', () => {
    const line = lines.find((l) => l.chapter !== '99' && l.digits.length === 10 && chapter99Candidates(l, origin('CN'), lookups, context(l, '2026-06-01')).length > 0)!;
    const memo = chapter99Memo();
    const first = chapter99Candidates(line, origin('CN'), lookups, context(line, '2026-06-01', 10000n), memo);
    const second = chapter99Candidates(line, origin('CN'), lookups, context(line, '2026-06-01', 25000n), memo);
    for (const [a, b] of first.map((c, i) => [c, second[i]!] as const)) {
      const { ifApplied: _a, ...members } = a;
      expect(memo.shownOf!(a)).toEqual(members);
      // The same line, origin and date: one shown for both amounts (the stream makes its pieces once).
      expect(memo.shownOf!(b)).toBe(memo.shownOf!(a));
    }
    expect(memo.shownOf!({})).toBeUndefined();
    expect(chapter99Memo().shownOf!(first[0]!)).toBeUndefined();
  });
});

describe('the tokens a candidate with its status is noted with', () => {
  it('are one per what it was made from and key, and a few keys per candidate at most', async () => {
    const { keptToken } = await import('../../../src/lib/estimate/chapter99-memo.ts');
    const from = {};
    const first = keptToken(from, 'applies');
    expect(keptToken(from, 'applies')).toBe(first);
    expect(keptToken({}, 'applies')).not.toBe(first);
    // Keys whose words name an amount (a new one per value asked) never pile up: the ninth forgets the eight.
    for (let i = 0; i < 8; i++) keptToken(from, `not-met at $${i}`);
    expect(keptToken(from, 'applies')).not.toBe(first);
    const wide = {};
    const heading = keptToken(wide, '9903.01.25', 1024);
    for (let i = 0; i < 100; i++) keptToken(wide, `9903.${i}`, 1024);
    expect(keptToken(wide, '9903.01.25', 1024)).toBe(heading);
  });

  it('write a candidate with a status byte for byte as JSON.stringify, the same pieces for the same status only', async () => {
    const { answerBytes } = await import('../../../src/http/candidate-json.ts');
    const { keptToken, noteCandidate, withAdded } = await import('../../../src/lib/estimate/chapter99-memo.ts');
    const shown = { heading: '9903.01.25', applied: false };
    const made = (usd: number) => noteCandidate({ ...shown, ifApplied: { additionalDutyUsd: usd } } as never, shown as never, false);
    const statuses = [{ status: 'applies', statusBecause: 'in force' }, { status: 'ended', statusBecause: 'ended on 2026-02-23' }, { status: 'applies', statusBecause: 'in force' }];
    for (const [i, s] of statuses.entries()) {
      const body = { chapter99Candidates: [withAdded(made(100 + i), s, (from) => keptToken(from, `${s.status}|${s.statusBecause}`))] };
      expect(Buffer.from(answerBytes(body)).toString()).toBe(JSON.stringify(body));
    }
  });
});
