/** Measurements inside one process: the estimator's throughput and handler latency, on the real build. */
import { createFunctionDeps } from '../../src/data/function-deps.ts';
import { DEPLOY_BLOBS_BUILD, FUNCTION_DIR } from '../../src/data/paths.ts';
import { createApp } from '../../src/http/app.ts';
import type { Deps } from '../../src/app/deps.ts';
import { estimate } from '../../src/app/estimate.ts';
import { ROUTES } from '../../src/http/routes.ts';
import { estimateDuty } from '../../src/lib/estimate/estimate-duty.ts';
import { readShipment } from '../../src/lib/pricing/read-shipment.ts';
import { fromNumber } from '../../src/lib/money/index.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FUNCTION_FILES } from '../../src/lib/function-data/function-data.ts';
import type { TextPostings } from '../../src/lib/search/text-index.ts';
import { broadQueries, firstQueryLatency, rankingQuality, searchLatency } from './search.ts';
import { classifyBench } from './classify.ts';
import { stackBench } from './stack.ts';

/** The function's data files from the build output, each read when first needed, as the function does. */
export const benchDeps = async (): Promise<Deps> => createFunctionDeps({ dir: () => FUNCTION_DIR, blobsDir: () => DEPLOY_BLOBS_BUILD });

/** A realistic mix: wine and spirits by the litre, ad valorem, compound, Free, and refusals. */
export const ESTIMATE_MIX = [
  { htsno: '2204.21.50.05', customsValueUsd: 5000, litres: 750 },
  { htsno: '2204.30.00.00', customsValueUsd: 3000, litres: 1000, alcoholByVolume: 12 },
  { htsno: '2204.10.00.75', customsValueUsd: 9000, litres: 900, countryOfOrigin: 'FR' },
  { htsno: '2206.00.30.00', customsValueUsd: 20000, litres: 1200, alcoholByVolume: 8 },
  { htsno: '2404.12.05.10', customsValueUsd: 10027 },
  { htsno: '0402.29.50.00', customsValueUsd: 5000, quantity: 1000, quantityUnit: 'kg' },
  { htsno: '6402.19.50.31', customsValueUsd: 200, quantity: 10, quantityUnit: 'pr.' },
  { htsno: '0101.21.00.10', customsValueUsd: 25000 },
  { htsno: '1701.12.05.00', customsValueUsd: 1000, quantity: 10, quantityUnit: 'kg' },
  { htsno: '2204.21.50.05', customsValueUsd: 5000 },
];

/** A 1,000-line invoice: the mix above, line after line, as one POST /v1/duty-estimates body. */
export const BATCH_1000_BODY = JSON.stringify({ lines: Array.from({ length: 1000 }, (_, i) => ESTIMATE_MIX[i % ESTIMATE_MIX.length]) });
/**
 * The same invoice with every line's value its own (the same ten lines and origins at 1,000 amounts): what the batch
 * shares between lines is then only what does not depend on the amounts (each line's chapter 99 candidates' texts),
 * not whole answers, as the repeated mix above allows.
 */
export const BATCH_1000_VARIED_BODY = JSON.stringify({
  lines: Array.from({ length: 1000 }, (_, i) => ({ ...ESTIMATE_MIX[i % ESTIMATE_MIX.length]!, customsValueUsd: ESTIMATE_MIX[i % ESTIMATE_MIX.length]!.customsValueUsd + i * 7.31 })),
});
/** The same invoice asking for the compact answer. */
export const BATCH_1000_COMPACT_BODY = JSON.stringify({ ...(JSON.parse(BATCH_1000_BODY) as object), chapter99Texts: 'once' });

const rate = (seconds: number, run: () => void): number => {
  let n = 0;
  const start = performance.now();
  const until = start + seconds * 1000;
  while (performance.now() < until) {
    for (let i = 0; i < 1000; i++) run();
    n += 1000;
  }
  return Math.round(n / ((performance.now() - start) / 1000));
};

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export const latency = async (n: number, run: () => Promise<unknown>) => {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50Ms: round(percentile(times, 50)), p99Ms: round(percentile(times, 99)) };
};
const round = (x: number) => Math.round(x * 1000) / 1000;

/** Distinct broad queries asked once each (a third per endpoint), after others that warm the code. */
const FIRST_QUERIES = 600;
const FIRST_WARM = 60;

export const inProcess = async (deps: Deps) => {
  const { store } = await deps.hts();
  // The pure estimator alone: line, shipment and value already read.
  const looked = await Promise.all(ESTIMATE_MIX.filter((b) => !('countryOfOrigin' in b)).map(async (b) => ({ b, found: await store.lookup(b.htsno) })));
  const prepared = looked.map(({ b, found }) => {
    if (found.kind !== 'found') throw new Error(`bench line ${b.htsno}: ${found.kind}`);
    const shipment = readShipment(b);
    const value = fromNumber(b.customsValueUsd);
    if (!shipment.ok || !value.ok) throw new Error(`bench request ${b.htsno} invalid`);
    return { line: found.line, shipment: shipment.value, customsValue: value.value };
  });
  let k = 0;
  const pure = rate(2, () => estimateDuty(prepared[k++ % prepared.length]!));
  // The whole request path minus HTTP: validation, lookups, estimator.
  let j = 0;
  const full = await (async () => {
    let n = 0;
    const start = performance.now();
    while (performance.now() - start < 2000) {
      for (let i = 0; i < 200; i++) await estimate(deps, ESTIMATE_MIX[j++ % ESTIMATE_MIX.length]);
      n += 200;
    }
    return Math.round(n / ((performance.now() - start) / 1000));
  })();

  const app = createApp({ deps, routes: ROUTES });
  const get = (path: string) => () => app(new Request(`http://bench.local${path}`)).then((r) => r.text());
  await get('/v1/tariffs?q=wine')();
  const batchBytes = { inline: 0, once: 0, varied: 0 };
  const post = (body: string) =>
    app(new Request('http://bench.local/v1/duty-estimates', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })).then((r) => {
      if (r.status !== 200) throw new Error(`batch answered ${r.status}`);
      return r;
    });
  // The bytes read as a server sends them, chunk by chunk as they are made: neither decoded back to text nor joined
  // into one buffer (a 26 MB join is the caller's cost, measured apart below as batch1000Whole).
  const batchOf = (body: string, kind: keyof typeof batchBytes) => () =>
    post(body).then(async (r) => {
      let n = 0;
      for await (const chunk of r.body!) n += chunk.byteLength;
      batchBytes[kind] = n;
      return n;
    });
  const batch = batchOf(BATCH_1000_BODY, 'inline');
  // The same answer read whole (Response.arrayBuffer(): every chunk copied again into one buffer), as a caller may.
  const batchWhole = () => post(BATCH_1000_BODY).then((r) => r.arrayBuffer());
  // The compact answer (chapter99Texts: once): the same facts, each candidate's texts once per batch.
  const batchCompact = batchOf(BATCH_1000_COMPACT_BODY, 'once');
  const batchVaried = batchOf(BATCH_1000_VARIED_BODY, 'varied');
  await batch();
  await batchCompact();
  await batchVaried();
  // The schedule through time. As of a recent date (the revision the current schedule was built from) a lookup reads
  // the history index and answers from the current chapter; as of an archived revision that published chapters 22
  // and 99 otherwise, the first lookup reads that chapter's history and rebuilds it, later ones find it built. Both
  // dates within the anonymous window (365 days).
  const recent = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const { revisions, timelines } = await (await deps.history()).index();
  const last = revisions.length - 1;
  const windowStart = new Date(Date.now() - 360 * 86_400_000).toISOString().slice(0, 10);
  const changed = revisions.findIndex((r, at) => r.publishedOn >= windowStart && ['22', '99'].every((c) => timelines[c]![at] !== timelines[c]![last]));
  const archived = changed >= 0 ? revisions[changed]!.publishedOn : recent;
  const once = async (f: () => Promise<unknown>) => {
    const t = performance.now();
    await f();
    return round(performance.now() - t);
  };
  const asOf = {
    firstCurrentMs: await once(get(`/v1/tariffs/2204.21.50.05?asOf=${recent}`)),
    archived: changed >= 0 ? revisions[changed]!.id : 'none in the window',
    firstLookupChapter99Ms: await once(get(`/v1/tariffs/9903.01.63?asOf=${archived}`)),
    firstLookupChapter22Ms: await once(get(`/v1/tariffs/2204.21.50.05?asOf=${archived}`)),
    // An estimate as of that revision also needs its chapter 99 index, built from its chapter 99 on first use.
    firstEstimateMs: await once(() =>
      app(new Request('http://bench.local/v1/duty-estimate', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...ESTIMATE_MIX[0], asOf: archived }) })).then((r) => r.text()),
    ),
    lookup: await latency(2000, get(`/v1/tariffs/2204.21.50.05?asOf=${archived}`)),
    history: await latency(300, get('/v1/tariffs/9903.01.63/history')),
  };
  return {
    asOf,
    estimatesPerSecond: { pureEstimator: pure, fullRequestWithoutHttp: full },
    stack: await stackBench(deps),
    lineLookup: await latency(2000, get('/v1/tariffs/2204.21.50.05')),
    qSearch: await latency(300, get('/v1/tariffs?q=sparkling%20wine')),
    qSearchBroad: await latency(100, get('/v1/tariffs?q=other')),
    qSearchRelevance: await latency(300, get('/v1/tariffs?q=sparkling%20wine&sort=relevance')),
    // The broadest word ranked: its first ask is the process's first ranking of 22,568 lines (V8 has not optimised
    // the ranking yet), shown apart; the p99 is over 1,000 asks, as a percentile of 100 would be that one ask alone.
    qSearchBroadRelevanceFirstMs: await once(get('/v1/tariffs?q=other&sort=relevance')),
    qSearchBroadRelevance: await latency(1000, get('/v1/tariffs?q=other&sort=relevance')),
    batch1000: await latency(100, batch),
    batch1000Whole: await latency(100, batchWhole),
    batch1000Compact: await latency(100, batchCompact),
    batch1000Varied: await latency(100, batchVaried),
    batch1000Bytes: batchBytes,
    // On an app of its own, so its first request loads what classify reads (the lexicon) as a deployed function would.
    classify: await classifyBench(createApp({ deps: await benchDeps(), routes: ROUTES })),
    search: {
      q: await searchLatency(app, (q) => `/v1/tariffs?q=${encodeURIComponent(q)}`),
      qRelevance: await searchLatency(app, (q) => `/v1/tariffs?q=${encodeURIComponent(q)}&sort=relevance`),
      headings: await searchLatency(app, (q) => `/v1/headings?q=${encodeURIComponent(q)}`),
      ranking: await rankingQuality(app),
      // Last: the first answers need a process that has not seen the queries (a fresh app; the chapters it reads are loaded again).
      first: await (async () => {
        const queries = broadQueries(JSON.parse(readFileSync(join(FUNCTION_DIR, FUNCTION_FILES.words), 'utf8')) as TextPostings, FIRST_QUERIES + FIRST_WARM);
        return firstQueryLatency(createApp({ deps: await benchDeps(), routes: ROUTES }), queries.slice(FIRST_WARM), queries.slice(0, FIRST_WARM));
      })(),
    },
  };
};
