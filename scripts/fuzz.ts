/**
 * npm run fuzz: the full HTTP fuzz run. FUZZ_REQUESTS (default 12,000)
 * generated and hostile requests (scripts/lib/fuzz/hostile-requests.ts) over
 * raw sockets against scripts/serve.ts on a free loopback port, with its own
 * key store and partner keys; every answer judged (scripts/lib/fuzz/judge-
 * response.ts), then the server must still be healthy and its log free of
 * the credentials sent. FUZZ_SEED replays a run. Writes
 * bench-results/fuzz.json; exits 1 on any failure.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { acquireBuildLock } from '../src/data/build-lock.ts';
import { ROOT } from '../src/data/paths.ts';
import { runFuzz } from './lib/fuzz/run-fuzz.ts';
import { startServer } from './lib/local-server.ts';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 12_000);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 16);

// The server runs the files of the current build: a build started meanwhile waits instead of replacing them mid-run.
const releaseBuild = await acquireBuildLock();
// The fuzz judges answers to hostile requests, not the local store's speed on a busy machine (open-caller-store.ts).
const server = await startServer({ keys: 8, env: { TARIFF_STORE_TIMEOUT_MS: '60000' } });
let report;
try {
  console.log(`fuzz: ${REQUESTS} requests, seed ${SEED}, ${CONCURRENCY} at a time, against ${server.base}`);
  report = await runFuzz(server, { requests: REQUESTS, seed: SEED, concurrency: CONCURRENCY, maxSeconds: 1_800 });
} finally {
  await server.stop();
  releaseBuild();
}

mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
writeFileSync(join(ROOT, 'bench-results', 'fuzz.json'), `${JSON.stringify({ date: new Date().toISOString(), node: process.version, ...report }, null, 2)}\n`);
const statuses = Object.entries(report.byStatus).map(([s, n]) => `${s}: ${n}`).join(', ');
console.log(`
requests     ${report.requests} in ${report.seconds} s${report.stoppedEarly ? ' (stopped early: time limit)' : ''}
statuses     ${statuses}
answered by  ${Object.entries(report.byAnswerer).map(([a, n]) => `${a} ${n}`).join(', ')}
after        ${report.healthyAfter ? 'healthy' : 'NOT HEALTHY'}; RSS ${report.rssMb.before} -> ${report.rssMb.after} MB; credentials in the log: ${report.logLeaks}
failures     ${Object.keys(report.failureKinds).length === 0 ? 'none' : ''}${Object.entries(report.failureKinds).map(([f, n]) => `\n  ${n} x ${f}`).join('')}
(bench-results/fuzz.json; replay with FUZZ_SEED=${SEED} FUZZ_REQUESTS=${REQUESTS})`);
for (const f of report.failures.slice(0, 10)) console.log(`\n#${f.index}: ${f.failures.join('; ')}\n  ${f.request}\n  -> ${f.outcome}`);
const failed = Object.keys(report.failureKinds).length > 0 || !report.healthyAfter || report.logLeaks > 0 || report.stoppedEarly;
if (failed) {
  console.error('\nfuzz FAILED');
  process.exit(1);
}
console.log('\nfuzz passed');
