/**
 * Search in the bench: the ranking set's quality through GET /v1/headings (tests/golden/ranking-set.json, scored as
 * tests/golden/ranking.test.ts scores it) and the latency of `q` in process for every word of a mix, broad words
 * included, with and without relevance, and of /v1/headings.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../src/data/paths.ts';
import { RankingSet, scoreRanking } from '../../src/lib/search/ranking-quality.ts';

type App = (request: Request) => Promise<Response>;

/** Broad words (other, of, parts: thousands of lines each) beside everyday ones. */
export const SEARCH_MIX = ['other', 'of', 'parts', 'steel', 'other articles of iron or steel', 'sparkling wine', 'car tires', 'wool sweater', 'motorcycle', 'plastic bags'];
const EXAMPLES = ['car tires', 'plastic bags', 'denim jeans', 'tractor', 'wool sweater', 'motorcycle', 'television', 'perfume'];

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (x: number) => Math.round(x * 1000) / 1000;

export const rankingQuality = async (app: App) => {
  const set = RankingSet.parse(JSON.parse(readFileSync(join(ROOT, 'tests', 'golden', 'ranking-set.json'), 'utf8')));
  const results = [];
  for (const query of set.queries) {
    const res = await app(new Request(`http://bench.local/v1/headings?q=${encodeURIComponent(query.q)}&limit=20`));
    const body = (await res.json()) as { items: { heading: string }[] };
    results.push({ query, ranked: body.items.map((h) => h.heading) });
  }
  const all = scoreRanking(results);
  const examples = scoreRanking(results.filter((r) => EXAMPLES.includes(r.query.q)));
  const three = (s: typeof all) => ({ n: s.n, top1: round(s.top1), top3: round(s.top3), mrr: round(s.mrr) });
  return { set: three(all), examples: three(examples) };
};

/** p50 and p99 of each query of the mix, 200 times each, and the worst p99 of all. */
export const searchLatency = async (app: App, path: (q: string) => string) => {
  const perQuery: Record<string, { p50Ms: number; p99Ms: number }> = {};
  for (const q of SEARCH_MIX) {
    const get = () => app(new Request(`http://bench.local${path(q)}`)).then((r) => r.arrayBuffer());
    await get();
    const times: number[] = [];
    for (let i = 0; i < 200; i++) {
      const t = performance.now();
      await get();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    perQuery[q] = { p50Ms: round(percentile(times, 50)), p99Ms: round(percentile(times, 99)) };
  }
  return { worstP99Ms: Math.max(...Object.values(perQuery).map((r) => r.p99Ms)), perQuery };
};
