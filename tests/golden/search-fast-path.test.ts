/**
 * On the real schedule, the fast paths of search give exactly what the full readings gave:
 * - scoring (src/lib/search/score.ts) equals the reference it replaced (tests/unit/search/reference-score.ts) for
 *   every query of the ranking set, the schedule's most frequent words and pairs of them, prefixes and numbers, full
 *   and partial: the same lines, the same relevance for every line and heading, hence the same orders;
 * - a heading's best lines are chosen before unpacking (src/lib/query/heading-search.ts) by the scan index's rate
 *   kind, which is present exactly on the lines whose general rate is not empty.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_DIR } from '../../src/data/paths.ts';
import { decodeNumbers } from '../../src/lib/datasets/number-text.ts';
import { FUNCTION_FILES } from '../../src/lib/function-data/function-data.ts';
import { scanIndexOf, type ScanIndexFile } from '../../src/lib/query/scan-index.ts';
import { RankingSet } from '../../src/lib/search/ranking-quality.ts';
import { textIndexOf, type TextIndex, type TextPostings } from '../../src/lib/search/text-index.ts';
import { testDeps } from '../support/app.ts';
import { compactOf, scoreMatchesReference } from '../unit/search/reference-score.ts';

const RANKING_SET = RankingSet.parse(JSON.parse(readFileSync(join(import.meta.dirname, 'ranking-set.json'), 'utf8')));
/** Prefixes a live box sends while a word is typed, numbers, and phrases of broad words. */
const TYPED = ['o', 'co', 'pr', 'ma', 'ca', 'ti', 'heading 8701', '8701', '0101.21', 'other articles of iron or steel', 'parts and accessories', 'not elsewhere specified'];

let postings: TextPostings;
let index: TextIndex;
beforeAll(() => {
  postings = JSON.parse(readFileSync(join(FUNCTION_DIR, FUNCTION_FILES.words), 'utf8')) as TextPostings;
  index = textIndexOf(postings);
});

/** The first place two arrays differ, -1 when they are equal. */
const firstDifference = (a: ArrayLike<number>, b: ArrayLike<number>): number => {
  if (a.length !== b.length) return Math.min(a.length, b.length);
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return i;
  return -1;
};

describe('fast paths on the real schedule', () => {
  it('score every query exactly as the reference, full and partial', () => {
    const sizes = decodeNumbers(postings.sizes);
    const frequent = postings.words
      .split(' ')
      .map((w, v) => ({ w, size: sizes[v]! }))
      .filter((x) => /^[a-z]{2,}$/.test(x.w))
      .sort((a, b) => b.size - a.size)
      .slice(0, 120)
      .map((x) => x.w);
    const pairs = frequent.slice(0, 40).flatMap((a, k) => frequent.slice(k + 1, k + 5).map((b) => `${a} ${b}`));
    const queries = [...TYPED, ...frequent, ...pairs, ...RANKING_SET.queries.map((e) => e.q)];
    let broad = 0;
    for (const q of queries) {
      const groups = index.plan(q);
      for (const partial of [false, true]) {
        const fast = index.match(groups, partial);
        const reference = scoreMatchesReference(groups, index.places, index.headings, index.count, partial);
        expect(firstDifference(fast.lines, reference.lines), `${q} lines`).toBe(-1);
        // The reference gives every line's and heading's relevance; the match holds those not 0, which must be the same.
        const compact = compactOf(reference);
        expect(firstDifference(fast.lineScores, compact.lineScores), `${q} line relevance`).toBe(-1);
        expect(firstDifference(fast.headings, compact.headings), `${q} headings reached`).toBe(-1);
        expect(firstDifference(fast.headingScores, compact.headingScores), `${q} heading relevance`).toBe(-1);
        expect([fast.numbered, fast.partial], q).toEqual([reference.numbered, reference.partial]);
        if (fast.lines.length > 5000) broad++;
      }
    }
    expect(broad).toBeGreaterThan(50);
  }, 300_000);

  it('finds a general rate by the scan index exactly where the line has one', async () => {
    const { store } = await testDeps.hts();
    const scan = scanIndexOf(JSON.parse(readFileSync(join(FUNCTION_DIR, FUNCTION_FILES.scan), 'utf8')) as ScanIndexFile);
    let rated = 0;
    for (const c of scan.chapters) {
      const chapter = (await store.chapter(c.number))!;
      for (let i = 0; i < c.count; i++) {
        const line = chapter.line(i);
        expect(scan.rated(c.start + i), line.htsno).toBe(line.general.text !== '');
        if (scan.rated(c.start + i)) rated++;
      }
    }
    expect(rated).toBeGreaterThan(10_000);
  }, 300_000);
});
