/**
 * npm run soak: the full load run. scripts/serve.ts on a free loopback port
 * with its own key store and one partner key per connection; a warm-up
 * (SOAK_WARMUP_SECONDS, default 60), then SOAK_SECONDS (default 60) at
 * SOAK_CONNECTIONS (default 64) cycling through every endpoint
 * (scripts/lib/load/load-mix.ts). Passes when no request failed or got an
 * unexpected status, the server's resident memory at the end is within 20%
 * of its size after the warm-up, and every key's counter equals the requests
 * it was answered (give or take the one each connection had in flight when
 * the run stopped). Writes bench-results/soak.json.
 *
 * `npm run soak -- --repeats 3` (or SOAK_REPEATS=3) runs the whole mix (warm-up and run) three times against the
 * one server and prints its resident memory after each: flat means the last within 20% of the first (for the
 * mix's end, of the second when the heavy phases run: the first mix comes before anything they keep), and the
 * counters stay exact across the repeats.
 *
 * After the mix, each repeat runs the heavy phases (scripts/lib/load/heavy-phases.ts: lookups as of
 * five dates in every chapter, 1,000 histories, 100 batches of 1,000 lines, 10,000 searches) with keys of their
 * own, and reports the resident memory after them, flat by the same rule. SOAK_PHASES=0 leaves them out.
 *
 * Then the server is left idle for SOAK_REST_SECONDS (default 45) and its resident memory read again, "at rest":
 * V8 gives back the pages the run's garbage made it commit only once allocation stops (its memory reducer, about
 * 30 s after the last request here), so the figure right after the run is the heap's high-water mark and the one
 * at rest what the process keeps. Both are printed; flat is checked for both. SOAK_REST_SECONDS=0 skips the wait.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { acquireBuildLock } from '../src/data/build-lock.ts';
import { ROOT } from '../src/data/paths.ts';
import { checkHeavyCounters, runHeavyPhases, type HeavyMeter, type HeavyReport } from './lib/load/heavy-phases.ts';
import { runMixedLoad } from './lib/load/mixed-load.ts';
import { startServer } from './lib/local-server.ts';
import { rssKb } from './bench/process-tree.ts';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 64);
// Measured: under this load the default V8 heap keeps growing for about 45 s before it levels off; the warm-up covers that.
const WARM_UP = Number(process.env.SOAK_WARMUP_SECONDS ?? 60);
const MAX_GROWTH = 0.2;
const REST = Number(process.env.SOAK_REST_SECONDS ?? 45);
const repeatsArg = process.argv.indexOf('--repeats');
const REPEATS = Math.max(1, Number(repeatsArg >= 0 ? process.argv[repeatsArg + 1] : (process.env.SOAK_REPEATS ?? 1)) || 1);

// The server runs the files of the current build: a build started meanwhile waits instead of replacing them mid-run.
const releaseBuild = await acquireBuildLock();
const PHASES = process.env.SOAK_PHASES !== '0';
/** Keys of the heavy phases: 100,000 batch lines a repeat, spread so three repeats stay within a partner key's day. */
const HEAVY_KEYS = 16;
const server = await startServer({ keys: CONNECTIONS + (PHASES ? HEAVY_KEYS : 0) });
const heavyKeys = server.keys.slice(CONNECTIONS);
const heavyMeter: HeavyMeter = heavyKeys.map(() => 0);
const heavyUnexpected = new Map<string, number>();
let heavyErrors = 0;
let heavyWrong: string[] = [];
let report!: Awaited<ReturnType<typeof runMixedLoad>>;
const repeats: { repeat: number; rssMbAfterWarmUp: number; rssMbEnd: number; rssMbPeak: number; requests: number; p99Ms: number; rssMbAfterPhases?: number; phases?: HeavyReport['phases']; rssMbAtRest?: number }[] = [];
try {
  for (let repeat = 1; repeat <= REPEATS; repeat++) {
    console.log(`soak${REPEATS > 1 ? ` ${repeat}/${REPEATS}` : ''}: ${WARM_UP} s warm-up, then ${SECONDS} s at ${CONNECTIONS} connections against ${server.base}`);
    report = await runMixedLoad(server, { connections: CONNECTIONS, warmUp: { duration: WARM_UP }, main: { duration: SECONDS }, ...(report ? { carried: report.carry } : {}) });
    repeats.push({ repeat, rssMbAfterWarmUp: report.rssMb.afterWarmUp, rssMbEnd: report.rssMb.end, rssMbPeak: report.rssMb.peak, requests: report.requests, p99Ms: report.p99Ms });
    console.log(`  repeat ${repeat}: server RSS ${report.rssMb.afterWarmUp} MB after warm-up, ${report.rssMb.end} MB at the end, peak ${report.rssMb.peak} MB`);
    if (PHASES) {
      const heavy = await runHeavyPhases(server, heavyKeys, heavyMeter);
      heavyErrors += heavy.errors;
      for (const [what, n] of Object.entries(heavy.unexpected)) heavyUnexpected.set(what, (heavyUnexpected.get(what) ?? 0) + n);
      Object.assign(repeats.at(-1)!, { rssMbAfterPhases: heavy.rssMbAfter, phases: heavy.phases });
      const took = Object.entries(heavy.phases).map(([name, p]) => `${name} ${p.requests} in ${p.seconds} s, then ${p.rssMbAfter} MB`).join('; ');
      console.log(`  repeat ${repeat}: the heavy phases, server RSS after each: ${took}`);
    }
    if (REST > 0) {
      await new Promise((resolve) => setTimeout(resolve, REST * 1000));
      repeats.at(-1)!.rssMbAtRest = Math.round(rssKb(server.child.pid!) / 102.4) / 10;
      console.log(`  repeat ${repeat}: server RSS ${repeats.at(-1)!.rssMbAtRest} MB after ${REST} s at rest`);
    }
  }
  if (PHASES) heavyWrong = await checkHeavyCounters(server, heavyKeys, heavyMeter, 1);
} finally {
  await server.stop();
  releaseBuild();
}

const MIX_BASE = PHASES ? 1 : 0;
const problems = [
  ...(report.errors > 0 ? [`${report.errors} socket errors or timeouts`] : []),
  ...Object.entries(report.unexpected).map(([what, n]) => `${n} x ${what}`),
  ...(report.rssMb.growth > MAX_GROWTH ? [`resident memory grew ${Math.round(report.rssMb.growth * 100)}% after the warm-up (limit ${MAX_GROWTH * 100}%)`] : []),
  ...report.counters.wrong.map((w) => `counter ${w}`),
  ...[...heavyUnexpected].map(([what, n]) => `${n} x ${what} (heavy phases)`),
  ...(heavyErrors > 0 ? [`${heavyErrors} heavy-phase requests unanswered`] : []),
  ...heavyWrong.map((w) => `counter ${w}`),
  ...(REPEATS > 1 && PHASES && repeats.at(-1)!.rssMbAfterPhases! > repeats[0]!.rssMbAfterPhases! * (1 + MAX_GROWTH)
    ? [`resident memory after the heavy phases not flat across the repeats: ${repeats.map((r) => r.rssMbAfterPhases).join(', ')} MB`]
    : []),
  ...(REPEATS > 1 && REST > 0 && repeats.at(-1)!.rssMbAtRest! > repeats[0]!.rssMbAtRest! * (1 + MAX_GROWTH)
    ? [`resident memory at rest not flat across the repeats: ${repeats.map((r) => r.rssMbAtRest).join(', ')} MB`]
    : []),
  // The mix's end is compared from the first repeat whose mix ran with what the heavy phases keep (the second, when
  // they run: the first repeat's mix comes before any of them, with the archive's and the searches' caches empty).
  ...(repeats.length > MIX_BASE + 1 && repeats.at(-1)!.rssMbEnd > repeats[MIX_BASE]!.rssMbEnd * (1 + MAX_GROWTH)
    ? [`resident memory after the mix not flat across the repeats: ${repeats.map((r) => r.rssMbEnd).join(', ')} MB`]
    : []),
];
mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
writeFileSync(join(ROOT, 'bench-results', 'soak.json'), `${JSON.stringify({ date: new Date().toISOString(), node: process.version, ...report, repeats, problems }, null, 2)}\n`);

console.log(`
requests            ${report.requests} in ${report.seconds} s (${report.requestsPerSecond}/s), p50 ${report.p50Ms} ms, p99 ${report.p99Ms} ms
errors              ${report.errors} socket errors or timeouts, ${Object.values(report.unexpected).reduce((a, b) => a + b, 0)} unexpected statuses
server RSS          ${report.rssMb.afterWarmUp} MB after warm-up, ${report.rssMb.end} MB at the end (${Math.round(report.rssMb.growth * 1000) / 10}%), peak ${report.rssMb.peak} MB
RSS every 10 s      ${report.rssTimeline.filter(([s]) => s % 10 === 0).map(([s, m]) => `${s}s ${m}`).join(', ')}
RSS after repeats   ${repeats.map((r) => `${r.rssMbEnd} MB`).join(', ')} (${REPEATS} repeat${REPEATS > 1 ? 's' : ''}, one server)   [goal: at most 200 MB and flat; only flat is checked]${
  PHASES ? `\nRSS after phases    ${repeats.map((r) => `${r.rssMbAfterPhases} MB`).join(', ')} (lookups as of 5 dates in every chapter, 1,000 histories, 100 batches of 1,000 lines, 10,000 searches)   [goal: at most 200 MB and flat; only flat is checked]` : ''
}
${REST > 0 ? `RSS at rest         ${repeats.map((r) => `${r.rssMbAtRest} MB`).join(', ')} (${REST} s after each repeat's last request)   [goal: at most 200 MB and flat; only flat is checked]\n` : ''}counters            ${report.counters.exact} of ${report.counters.keys} keys exact, ${report.counters.offByInFlight} over by the requests cut off in flight, ${report.counters.wrong.length} wrong${PHASES ? `; heavy phases' ${heavyKeys.length} keys: ${heavyKeys.length - heavyWrong.length} exact` : ''}
(bench-results/soak.json)`);
if (problems.length > 0) {
  console.error(`\nsoak FAILED:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('\nsoak passed');
