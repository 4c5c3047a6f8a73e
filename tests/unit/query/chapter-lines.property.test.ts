/**
 * A chapter's lines under a prefix, found by binary search over the sorted numbers, are exactly the lines a pass
 * over the whole chapter finds, in schedule order: on generated chapters whose numbers are in any order (the
 * schedule's order is not the numbers' order everywhere) and on prefixes of every length, present or not.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packLines } from '../../../src/lib/datasets/pack-lines.ts';
import { buildSchedule } from '../../../src/lib/hts/build-schedule.ts';
import { createRateCache } from '../../../src/lib/hts/rate-cache.ts';
import { chapterLines, createHtsStore, MAX_CANDIDATES } from '../../../src/lib/query/hts-store.ts';
import type { HtsRow } from '../../../src/lib/schema/hts-row.ts';

const row = (digits: string, indent: number): HtsRow => ({
  htsno: [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8), digits.slice(8, 10)].filter(Boolean).join('.'),
  indent: String(indent),
  description: `line ${digits}`,
  units: [],
  general: digits.length === 8 ? '1%' : '',
  special: '',
  other: '',
  footnotes: [],
});

/** Numbers of chapter 84 of every length, few distinct digits so that prefixes share lines. */
const number = fc.constantFrom(4, 6, 8, 10).chain((n) => fc.array(fc.constantFrom('0', '1', '9'), { minLength: n - 2, maxLength: n - 2 }).map((d) => `84${d.join('')}`));
const chapter = fc.uniqueArray(number, { minLength: 1, maxLength: 40 }).map((numbers) => {
  const rows = numbers.map((d) => row(d, (d.length - 4) / 2));
  return chapterLines('84', packLines(buildSchedule(rows, createRateCache()).lines));
});
const prefix = fc.integer({ min: 2, max: 10 }).chain((n) => fc.array(fc.constantFrom('0', '1', '9', '5'), { minLength: n - 2, maxLength: n - 2 }).map((d) => `84${d.join('')}`));

describe('chapter lines under a prefix', () => {
  it('are the lines whose numbers start with it, in schedule order', () => {
    fc.assert(
      fc.property(chapter, fc.array(prefix, { minLength: 1, maxLength: 10 }), (lines, prefixes) => {
        for (const p of [...prefixes, ...lines.digits]) {
          const scanned = lines.digits.flatMap((d, i) => (d.startsWith(p) ? [i] : []));
          expect(lines.startingWith(p), p).toEqual(scanned);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('decide what a lookup of a number answers: found, ambiguous with its candidates, or not found', async () => {
    await fc.assert(
      fc.asyncProperty(chapter, prefix, async (lines, p) => {
        const store = createHtsStore({ chapters: new Set(['84']), chapterLines: async () => lines } as never);
        const scanned = lines.digits.flatMap((d, i) => (d.startsWith(p) ? [i] : []));
        const exact = p.length === 10 ? lines.digits.indexOf(p) : -1;
        const found = await store.lookup(p);
        if (exact >= 0 || scanned.length === 1) expect(found).toEqual({ kind: 'found', line: lines.line(exact >= 0 ? exact : scanned[0]!) });
        else if (scanned.length === 0) expect(found).toEqual({ kind: 'not-found' });
        else expect(found).toMatchObject({ kind: 'ambiguous', total: scanned.length, candidates: scanned.slice(0, MAX_CANDIDATES).map(lines.line) });
      }),
      { numRuns: 200 },
    );
  });
});
