/**
 * Search in the bench: the ranking set's quality through GET /v1/headings (tests/golden/ranking-set.json, scored as
 * tests/golden/ranking.test.ts scores it) and the latency of `q` in process for every word of a mix, broad words
 * included, with and without relevance, and of /v1/headings.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../src/data/paths.ts';
import { RankingSet, scoreRanking } from '../../src/lib/search/ranking-quality.ts';
import { decodeNumbers } from '../../src/lib/datasets/number-text.ts';
import { textIndexOf, type TextPostings } from '../../src/lib/search/text-index.ts';

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

/** Words with at least this many postings are broad (of, other, parts, steel: thousands of lines). */
const BROAD_POSTINGS = 800;

/**
 * Distinct broad queries, deterministic: the schedule's most frequent words (folded, two letters or more), then pairs
 * of them that still match many lines ("other parts", "of steel"). Read from the build's word index without the app,
 * so none of them is kept before it is asked.
 */
export const broadQueries = (postings: TextPostings, n: number): string[] => {
  const index = textIndexOf(postings);
  const sizes = decodeNumbers(postings.sizes);
  const words = postings.words.split(' ');
  const frequent = words
    .map((w, v) => ({ w, size: sizes[v]! }))
    .filter((x) => /^[a-z]{2,}$/.test(x.w) && x.size >= BROAD_POSTINGS)
    .sort((a, b) => b.size - a.size || (a.w < b.w ? -1 : 1))
    .map((x) => x.w);
  const out = [...frequent];
  // Pairs by the sum of their ranks, so the most frequent words are not all paired with the first.
  for (let sum = 1; sum < 2 * frequent.length && out.length < n; sum++) {
    for (let a = Math.max(0, sum - frequent.length + 1); a <= Math.min(sum, frequent.length - 1) && out.length < n; a++) {
      if (a === sum - a) continue;
      const q = `${frequent[a]} ${frequent[sum - a]}`;
      if (index.match(index.plan(q)).lines.length >= BROAD_POSTINGS) out.push(q);
    }
  }
  // A fixed shuffle (by a hash of each query), so each slice of the list holds singles and pairs alike.
  const hash = (q: string) => [...q].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16_777_619) >>> 0, 2_166_136_261);
  return out.slice(0, n).sort((a, b) => hash(a) - hash(b) || (a < b ? -1 : 1));
};

/**
 * First answers: each query of `queries` asked once, through each of q, q with relevance and /v1/headings (a third of
 * the list each), on a process whose chapters are loaded and whose code is warm but that has never seen them, so no
 * answer is kept (src/lib/search/searches.ts, src/lib/query/answered-pages.ts) and each request scores its query.
 */
export const firstQueryLatency = async (app: App, queries: readonly string[], warm: readonly string[]) => {
  const get = async (path: string) => {
    const t = performance.now();
    await app(new Request(`http://bench.local${path}`)).then((r) => r.arrayBuffer());
    return performance.now() - t;
  };
  const paths = {
    q: (q: string) => `/v1/tariffs?q=${encodeURIComponent(q)}`,
    qRelevance: (q: string) => `/v1/tariffs?q=${encodeURIComponent(q)}&sort=relevance`,
    headings: (q: string) => `/v1/headings?q=${encodeURIComponent(q)}`,
  };
  // Every chapter read, and the code compiled, on queries not measured.
  for (let c = 1; c <= 99; c++) await get(`/v1/tariffs?chapter=${String(c).padStart(2, '0')}&limit=1`);
  for (const q of warm) for (const path of Object.values(paths)) await get(path(q));
  const third = Math.floor(queries.length / 3);
  const out: Record<string, { n: number; p50Ms: number; p99Ms: number; maxMs: number }> = {};
  let k = 0;
  for (const [name, path] of Object.entries(paths)) {
    const times: number[] = [];
    for (const q of queries.slice(k * third, (k + 1) * third)) times.push(await get(path(q)));
    k++;
    times.sort((a, b) => a - b);
    out[name] = { n: times.length, p50Ms: round(percentile(times, 50)), p99Ms: round(percentile(times, 99)), maxMs: round(times.at(-1)!) };
  }
  return out;
};
