/**
 * On the real schedule, the answers kept for speed (src/lib/search/searches.ts, src/lib/query/answered-pages.ts) are
 * the orders of a fresh match: for every query of the ranking set and the bench's broad words, the store's lines
 * best first, its headings and each heading's lines equal rank.ts on a match scored now from the build's postings,
 * asked once or again; and a cursor walk of GET /v1/headings and GET /v1/tariffs?sort=relevance, a few at a time,
 * visits exactly the first items of that order.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_DIR } from '../../src/data/paths.ts';
import { FUNCTION_FILES } from '../../src/lib/function-data/function-data.ts';
import { headingLines, rankHeadings, rankLines } from '../../src/lib/search/rank.ts';
import { textIndexOf, type TextIndex, type TextPostings } from '../../src/lib/search/text-index.ts';
import { callHandler, testDeps } from '../support/app.ts';
import { RankingSet } from '../../src/lib/search/ranking-quality.ts';

const BROAD = ['other', 'of', 'parts', 'steel', 'other articles of iron or steel', 'o', 'ma', 'and', 'not', 'heading 8701'];
const RANKING_SET = RankingSet.parse(JSON.parse(readFileSync(join(import.meta.dirname, 'ranking-set.json'), 'utf8')));
const QUERIES = [...BROAD, ...RANKING_SET.queries.map((e) => e.q)];

let index: TextIndex;
let digits: string[];
beforeAll(() => {
  index = textIndexOf(JSON.parse(readFileSync(join(FUNCTION_DIR, FUNCTION_FILES.words), 'utf8')) as TextPostings);
  digits = (JSON.parse(readFileSync(join(FUNCTION_DIR, FUNCTION_FILES.scan), 'utf8')) as { digits: string }).digits.split(' ');
});

describe('kept answers on the real schedule', () => {
  it('equal the orders of a fresh match, the first time and the next', async () => {
    const { store } = await testDeps.hts();
    const isHeadingRow = (line: number) => digits[line]!.length === 4;
    let broad = 0;
    for (const q of QUERIES) {
      for (const partial of [false, true]) {
        const fresh = index.match(index.plan(q), partial);
        const headings = Array.from(rankHeadings(index.headings, fresh), (h) => index.headings.digits[h]!);
        for (let round = 0; round < 2; round++) {
          const hits = await store.headings(q, partial);
          expect(hits.total, q).toBe(headings.length);
          const slice = hits.slice(0, hits.total);
          expect(slice.map((h) => h.heading), q).toEqual(headings);
          // Each heading's lines for the first few (all of them for a narrow query).
          for (const h of slice.slice(0, 12)) {
            const slot = index.headings.digits.indexOf(h.heading);
            expect(Array.from(h.lines), `${q} ${h.heading}`).toEqual(Array.from(headingLines(index.headings, fresh, slot, isHeadingRow)));
          }
          if (!partial) {
            expect(Array.from(await store.filter({ q }, true)), q).toEqual(Array.from(rankLines(index.headings, fresh, fresh.lines)));
            expect(Array.from(await store.filter({ q })), q).toEqual(Array.from(fresh.lines));
          }
        }
        if (fresh.lines.length > 1000) broad++;
      }
    }
    expect(broad).toBeGreaterThan(5);
  }, 300_000);

  it('page by cursor through the same order as one long page', async () => {
    const walk = async (path: string, per: number, pages: number) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      for (let k = 0; k < pages; k++) {
        const res = await callHandler(`${path}&limit=${per}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
        expect(res.status, path).toBe(200);
        const body = (await res.json()) as { items: { heading?: string; htsno?: string }[]; nextCursor: string | null };
        seen.push(...body.items.map((i) => i.heading ?? i.htsno!));
        cursor = body.nextCursor;
        if (!cursor) break;
      }
      return seen;
    };
    for (const q of ['other', 'steel', 'car tires', 'wool sweater', 'parts']) {
      const e = encodeURIComponent(q);
      for (const path of [`/v1/headings?q=${e}`, `/v1/tariffs?q=${e}&sort=relevance`, `/v1/tariffs?q=${e}`]) {
        const whole = await walk(path, 35, 1);
        // Twice: the second walk is answered from the kept pages.
        for (let round = 0; round < 2; round++) expect(await walk(path, 7, 5), path).toEqual(whole);
      }
    }
  }, 300_000);
});
