/**
 * The heavy run after the endpoint mix: lookups as of five dates in every chapter, the histories of
 * 1,000 lines, 100 batches of 1,000 lines (two at a time) and 10,000 distinct searches, each through the local server
 * with its own keys (a batch counts as many requests as it has lines, so these keys carry the budget). What the
 * caches are bounded by (history files, rebuilt chapters, kept searches, masks, explained texts) is filled by these,
 * not by the mix; `npm run soak` runs them in every repeat and reports the resident memory after them.
 */
import { BATCH_1000_BODY } from '../../bench/in-process.ts';
import { rssKb } from '../../bench/process-tree.ts';
import type { LocalServer } from '../local-server.ts';

export interface HeavySizes {
  /** asOf lookups: these dates, in every chapter with lines. */
  dates: readonly string[];
  histories: number;
  batches: number;
  searches: number;
}

/** The issue's run. The dates span the archive (the 2025 basic edition to the live revision). */
export const ISSUE_SIZES: HeavySizes = { dates: ['2025-01-15', '2025-05-01', '2025-09-15', '2026-02-01', '2026-07-01'], histories: 1000, batches: 100, searches: 10_000 };

export interface HeavyReport {
  requests: number;
  /** Per phase: requests and seconds. */
  phases: Record<'lines' | 'asOf' | 'histories' | 'batches' | 'searches', { requests: number; seconds: number; rssMbAfter: number }>;
  /** `what -> status` for every answer that was not one its request may get. */
  unexpected: Record<string, number>;
  /** Failed requests (no answer). */
  errors: number;
  rssMbAfter: number;
}

/** Requests counted per key so far (a batch as its lines): the caller checks them against /v1/usage. */
export type HeavyMeter = number[];

/**
 * Distinct queries from the words of the lines read: each word alone, then pairs of words, in a fixed order.
 * Words of three letters or more; the schedule's own words, so most queries match something and some match nothing.
 */
export const searchQueries = (texts: readonly string[], n: number): string[] => {
  const words = [...new Set(texts.flatMap((t) => t.toLowerCase().match(/[a-z]{3,}/g) ?? []))].sort();
  const out: string[] = words.slice(0, n);
  for (let gap = 1; out.length < n && gap < words.length; gap++) {
    for (let i = 0; i + gap < words.length && out.length < n; i++) out.push(`${words[i]} ${words[i + gap]}`);
  }
  return out;
};

const mb = (kb: number) => Math.round(kb / 102.4) / 10;

/** Runs `tasks` with at most `width` in flight. */
const pool = async (width: number, tasks: readonly (() => Promise<void>)[]) => {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(width, tasks.length) }, async () => {
    while (next < tasks.length) await tasks[next++]!();
  }));
};

export const runHeavyPhases = async (server: LocalServer, keys: readonly string[], meter: HeavyMeter, sizes: HeavySizes = ISSUE_SIZES): Promise<HeavyReport> => {
  if (keys.length === 0) throw new Error('the heavy phases need keys of their own');
  const unexpected = new Map<string, number>();
  let errors = 0;
  let requests = 0;
  let turn = 0;
  /** One request with the next key; `cost` counted against it; the body read and dropped. */
  const call = async (what: string, path: string, ok: readonly number[], init: RequestInit = {}, cost = 1): Promise<unknown> => {
    const slot = turn++ % keys.length;
    requests++;
    try {
      const res = await fetch(`${server.base}${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), Authorization: `Bearer ${keys[slot]}` } });
      meter[slot] = (meter[slot] ?? 0) + cost;
      const json = res.headers.get('content-type')?.includes('json') && res.status === 200 && init.method !== 'POST' ? await res.json() : (await res.arrayBuffer(), undefined);
      if (!ok.includes(res.status)) unexpected.set(`${what} -> ${res.status}`, (unexpected.get(`${what} -> ${res.status}`) ?? 0) + 1);
      return json;
    } catch {
      errors++;
      return undefined;
    }
  };
  const timed = async (run: () => Promise<number>) => {
    const t = performance.now();
    const n = await run();
    return { requests: n, seconds: Math.round((performance.now() - t) / 100) / 10, rssMbAfter: mb(rssKb(server.child.pid!)) };
  };

  // The lines: the first classifiable ones of every chapter, enough for the histories.
  const perChapter = Math.ceil(sizes.histories / 97);
  const lines: { htsno: string; description: string }[] = [];
  const firsts: string[] = [];
  const listed = await timed(async () => {
    const tasks = Array.from({ length: 99 }, (_, c) => async () => {
      const chapter = String(c + 1).padStart(2, '0');
      const page = (await call('GET /v1/tariffs?chapter', `/v1/tariffs?chapter=${chapter}&classifiable=true&limit=${perChapter}`, [200])) as { items?: { htsno: string; description: string }[] } | undefined;
      const items = page?.items ?? [];
      if (items[0]) firsts.push(items[0].htsno);
      lines.push(...items);
    });
    await pool(8, tasks);
    return 99;
  });
  lines.sort((a, b) => (a.htsno < b.htsno ? -1 : 1));
  firsts.sort();

  const asOf = await timed(async () => {
    const tasks = firsts.flatMap((htsno) => sizes.dates.map((date) => () => call('GET /v1/tariffs/{htsno}?asOf', `/v1/tariffs/${htsno}?asOf=${date}`, [200, 404]).then(() => undefined)));
    await pool(8, tasks);
    return tasks.length;
  });
  const histories = await timed(async () => {
    const tasks = lines.slice(0, sizes.histories).map((l) => () => call('GET /v1/tariffs/{htsno}/history', `/v1/tariffs/${l.htsno}/history`, [200]).then(() => undefined));
    await pool(8, tasks);
    return tasks.length;
  });
  const batches = await timed(async () => {
    const tasks = Array.from({ length: sizes.batches }, () => () =>
      call('POST /v1/duty-estimates', '/v1/duty-estimates', [200], { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: BATCH_1000_BODY }, 1000).then(() => undefined),
    );
    await pool(2, tasks);
    return tasks.length;
  });
  const searches = await timed(async () => {
    const tasks = searchQueries(lines.map((l) => l.description), sizes.searches).map((q) => () => call('GET /v1/tariffs?q', `/v1/tariffs?q=${encodeURIComponent(q)}`, [200]).then(() => undefined));
    await pool(8, tasks);
    return tasks.length;
  });
  return {
    requests,
    phases: { lines: listed, asOf, histories, batches, searches },
    unexpected: Object.fromEntries(unexpected),
    errors,
    rssMbAfter: mb(rssKb(server.child.pid!)),
  };
};

/** Each heavy key's counter against what was counted for it (plus this read and the earlier ones: /v1/usage is metered). */
export const checkHeavyCounters = async (server: LocalServer, keys: readonly string[], meter: HeavyMeter, reads: number): Promise<string[]> => {
  const wrong: string[] = [];
  for (const [slot, key] of keys.entries()) {
    const body = (await (await fetch(`${server.base}/v1/usage`, { headers: { Authorization: `Bearer ${key}` } })).json()) as { used?: number };
    const want = (meter[slot] ?? 0) + reads;
    if (body.used !== want) wrong.push(`heavy key ${slot}: used ${body.used}, counted ${want}`);
  }
  return wrong;
};
