/**
 * GET /v1/classify in the bench: its quality on the development set (tests/golden/classify-set.json, scored as
 * tests/golden/classify.test.ts scores it) and its latency in process: the first classify of a fresh app (the
 * lexicon, the word index and the chapters it reads loaded then), then every description of the set asked once
 * (first answers: none kept before), then the same descriptions asked again.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../src/data/paths.ts';
import { ClassifySet, halfOf, scoreClassify, type ClassifyOutcome, type ClassifyScore } from '../../src/lib/classify/classify-quality.ts';

type App = (request: Request) => Promise<Response>;

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (x: number) => Math.round(x * 1000) / 1000;

export const classifySet = () => ClassifySet.parse(JSON.parse(readFileSync(join(ROOT, 'tests', 'golden', 'classify-set.json'), 'utf8')));
const path = (description: string) => `http://bench.local/v1/classify?description=${encodeURIComponent(description)}&limit=10`;

/** Quality and latency of /v1/classify on a fresh app (`app`), every description of the set asked twice. */
export const classifyBench = async (app: App) => {
  const set = classifySet();
  const ask = async (description: string) => {
    const t = performance.now();
    const res = await app(new Request(path(description)));
    const body = (await res.json()) as { headings?: { heading: string }[]; subheadings?: { htsno: string }[] };
    if (res.status !== 200) throw new Error(`classify answered ${res.status} for ${description}`);
    return { ms: performance.now() - t, body };
  };
  const first = await ask('stainless steel espresso maker for the stovetop');
  const outcomes: ClassifyOutcome[] = [];
  const once: number[] = [];
  for (const c of set.cases) {
    const { ms, body } = await ask(c.description);
    once.push(ms);
    outcomes.push({ case: c, headings: (body.headings ?? []).map((h) => h.heading), subheadings: (body.subheadings ?? []).map((s) => s.htsno) });
  }
  const again: number[] = [];
  for (const c of set.cases) again.push((await ask(c.description)).ms);
  const stats = (xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return { n: sorted.length, p50Ms: round(percentile(sorted, 50)), p99Ms: round(percentile(sorted, 99)), maxMs: round(sorted.at(-1)!) };
  };
  const three = (s: ClassifyScore) => ({ n: s.n, top1: round(s.top1), top3: round(s.top3), top10: round(s.top10), six10: round(s.six10) });
  return {
    firstOfProcessMs: round(first.ms),
    firstAnswers: stats(once),
    askedAgain: stats(again),
    quality: {
      all: three(scoreClassify(outcomes)),
      held: three(scoreClassify(outcomes.filter((o) => halfOf(o.case) === 'held'))),
      rulings: three(scoreClassify(outcomes.filter((o) => o.case.source.kind === 'cbp-ruling'))),
    },
  };
};
