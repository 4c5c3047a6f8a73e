/**
 * npm run bench: one command, every measurement, the same way every time.
 * Builds (timed, peak memory of the whole process tree), then measures in
 * process, through the local server against a bare node:http baseline in the
 * same run, cold start, function size, resident memory and page weight.
 * Writes bench-results/report.json and prints a table. Loopback only,
 * bounded in time. BENCH_SECONDS sets the length of each load run (default 10).
 */
import { execFile, spawn, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import fg from 'fast-glob';
import { DIST_DIR, ROOT, SSR_FUNCTION } from '../src/data/paths.ts';
import { benchDeps, ESTIMATE_MIX, inProcess } from './bench/in-process.ts';
import { load } from './bench/load.ts';
import { rssKb, samplePeak } from './bench/process-tree.ts';
import { startBareServer, startLocalServer } from './bench/servers.ts';
import { issueKeys } from '../tests/support/local-server.ts';
import { startLocalBlobs } from '../src/data/local-blobs-server.ts';

const execFileAsync = promisify(execFile);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;
const report: Record<string, unknown> = { date: new Date().toISOString(), node: process.version, seconds: SECONDS, connections: CONNECTIONS };

// 1. Build: wall time and the peak resident memory of the build and everything it starts.
{
  const start = performance.now();
  const child = spawn(process.execPath, ['--experimental-strip-types', 'scripts/build.ts'], { stdio: 'inherit', env: process.env });
  const peak = samplePeak(child.pid!);
  const code = await new Promise<number | null>((r) => child.on('exit', r));
  report.build = { seconds: round((performance.now() - start) / 1000, 1), peakMemoryMb: peak.stop(), ok: code === 0 };
  if (code !== 0) throw new Error('build failed; nothing to measure');
}

// 2. In process: estimator throughput and handler latency.
report.inProcess = await inProcess(await benchDeps());

// 3. Cold start: a fresh process imports the built function and answers one lookup, counted in a local store.
{
  const coldStore = await startLocalBlobs(mkdtempSync(join(tmpdir(), 'bench-cold-')));
  const runs: number[] = [];
  const firstRequest: number[] = [];
  const script = `const t=performance.now();const f=(await import(${JSON.stringify(SSR_FUNCTION)})).default;const t1=performance.now();const r=await f(new Request('http://x/v1/tariffs/2204.21.50.05'),{ip:'127.0.0.1'});await r.text();console.log(JSON.stringify({all:performance.now()-t,first:performance.now()-t1,status:r.status}))`;
  for (let i = 0; i < 5; i++) {
    // Asynchronous: the local store answering the child runs in this process.
    const out = await execFileAsync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      env: { ...process.env, NETLIFY_BLOBS_CONTEXT: coldStore.encodedContext },
    });
    const parsed = JSON.parse(out.stdout.trim().split('\n').at(-1)!);
    if (parsed.status !== 200) throw new Error(`cold start answered ${parsed.status}`);
    runs.push(parsed.all);
    firstRequest.push(parsed.first);
  }
  await coldStore.stop();
  runs.sort((a, b) => a - b);
  firstRequest.sort((a, b) => a - b);
  report.coldStart = { medianMs: round(runs[2]!), importMs: round(runs[2]! - firstRequest[2]!), firstRequestMs: round(firstRequest[2]!), runs: runs.map((r) => round(r)) };
}

// 4. Function size: the directory Netlify zips, zipped the same way.
{
  const dir = join(ROOT, '.netlify', 'v1', 'functions', 'ssr');
  const zipPath = join(ROOT, '.cache', 'bench-function.zip');
  spawnSync('rm', ['-f', zipPath]);
  const zipped = spawnSync('zip', ['-qr9', zipPath, '.'], { cwd: dir });
  const files = fg.sync('**/*', { cwd: dir, dot: true });
  const raw = files.reduce((n, f) => n + statSync(join(dir, f)).size, 0);
  report.function = {
    files: files.length,
    rawMb: round(raw / 1e6, 2),
    zippedMb: zipped.status === 0 ? round(statSync(zipPath).size / 1e6, 2) : null,
  };
}

// 5. Through the local server, each endpoint beside the bare baseline, in the same run.
// Every request is metered as in production: one partner key per endpoint (50,000 a day each) in a fresh local store.
const blobsDir = mkdtempSync(join(tmpdir(), 'bench-blobs-'));
const [estimateKey, lookupKey, searchKey] = await issueKeys(blobsDir, 3, 'partner');
const server = await startLocalServer(Number(process.env.BENCH_PORT ?? 4391), { TARIFF_BLOBS_DIR: blobsDir });
const bare = await startBareServer();
try {
  const estimateBody = JSON.stringify(ESTIMATE_MIX[0]);
  const json = { 'Content-Type': 'application/json' };
  const bearer = (key: string | undefined) => ({ Authorization: `Bearer ${key}` });
  const baseline = await load({ url: `${bare.base}/`, connections: CONNECTIONS, seconds: SECONDS, method: 'POST', body: estimateBody, headers: json });
  const endpoints = {
    estimate: await load({ url: `${server.base}/v1/duty-estimate`, connections: CONNECTIONS, seconds: SECONDS, method: 'POST', body: estimateBody, headers: { ...json, ...bearer(estimateKey) } }),
    lineLookup: await load({ url: `${server.base}/v1/tariffs/2204.21.50.05`, connections: CONNECTIONS, seconds: SECONDS, headers: bearer(lookupKey) }),
    qSearch: await load({ url: `${server.base}/v1/tariffs?q=sparkling%20wine`, connections: CONNECTIONS, seconds: SECONDS, headers: bearer(searchKey) }),
  };
  report.http = {
    bare: baseline,
    ...Object.fromEntries(
      Object.entries(endpoints).map(([name, r]) => [name, { ...r, ratioToBare: round(r.requestsPerSecond / baseline.requestsPerSecond, 3) }]),
    ),
  };
  // 6. Resident memory of the server after a warm-up across all endpoints.
  for (const path of ['/healthz', '/v1/tariffs', '/v1/tariffs/release', '/v1/chapter99', '/v1/countries', '/v1/ports', '/v1/notices', '/v1/customs-rules', '/v1/changes?since=2026-01-01T00:00:00Z', '/v1/history/coverage', '/v1/sources', '/v1/plans', '/v1/version', '/v1/usage']) {
    await fetch(`${server.base}${path}`).then((r) => r.arrayBuffer());
  }
  report.serverRssMb = Math.round(rssKb(server.child.pid!) / 1024);
} finally {
  server.stop();
  bare.server.close();
  rmSync(blobsDir, { recursive: true, force: true });
}

// 7. Page weight: the largest HTML page, raw and gzipped, and the JavaScript each page ships.
{
  const pages = fg.sync('**/*.html', { cwd: DIST_DIR }).map((f) => {
    const html = readFileSync(join(DIST_DIR, f));
    const scripts = [...html.toString('utf8').matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
    const jsBytes = scripts.reduce((n, src) => {
      try {
        return n + statSync(join(DIST_DIR, src.split('?')[0]!)).size;
      } catch {
        return n;
      }
    }, 0);
    const inline = [...html.toString('utf8').matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)].reduce((n, m) => n + m[1]!.length, 0);
    return { page: `/${relative(DIST_DIR, join(DIST_DIR, f))}`, htmlKb: round(html.length / 1024, 1), gzipKb: round(gzipSync(html).length / 1024, 1), jsKb: round((jsBytes + inline) / 1024, 1) };
  });
  pages.sort((a, b) => b.htmlKb - a.htmlKb);
  report.pages = { count: pages.length, largest: pages[0] ?? null, maxJsKb: Math.max(0, ...pages.map((p) => p.jsKb)), top: pages.slice(0, 5) };
}

mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
writeFileSync(join(ROOT, 'bench-results', 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
printTable(report);

function round(x: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

function printTable(r: any) {
  const rows: [string, string, string][] = [
    ['build time', `${r.build.seconds} s`, 'under 60 s'],
    ['build peak memory', `${r.build.peakMemoryMb} MB`, 'under 2048 MB'],
    ['estimates/s, pure estimator', `${r.inProcess.estimatesPerSecond.pureEstimator}`, 'at least 200,000'],
    ['estimates/s, request path without HTTP', `${r.inProcess.estimatesPerSecond.fullRequestWithoutHttp}`, ''],
    ['line lookup in process p50/p99', `${r.inProcess.lineLookup.p50Ms} / ${r.inProcess.lineLookup.p99Ms} ms`, 'p99 under 20 ms'],
    ['q search in process p50/p99', `${r.inProcess.qSearch.p50Ms} / ${r.inProcess.qSearch.p99Ms} ms`, 'p99 under 20 ms'],
    ['cold start (import + first lookup)', `${r.coldStart.medianMs} ms`, 'under 300 ms'],
    ['function zipped', `${r.function.zippedMb} MB`, 'under 5 MB'],
    ['bare node:http', `${r.http.bare.requestsPerSecond} req/s, p50 ${r.http.bare.p50Ms} ms, p99 ${r.http.bare.p99Ms} ms`, 'baseline'],
    ...(['estimate', 'lineLookup', 'qSearch'] as const).map((k): [string, string, string] => [
      `${k} via local server`,
      `${r.http[k].requestsPerSecond} req/s (${r.http[k].ratioToBare} of bare), p50 ${r.http[k].p50Ms} ms, p99 ${r.http[k].p99Ms} ms, errors ${r.http[k].errors + r.http[k].non2xx}`,
      k === 'estimate' ? 'at least 0.33 of bare, p99 under 10 ms' : '',
    ]),
    ['server RSS after warm-up', `${r.serverRssMb} MB`, 'under 256 MB'],
    ['largest page', r.pages.largest ? `${r.pages.largest.page}: ${r.pages.largest.htmlKb} KB, ${r.pages.largest.gzipKb} KB gzipped` : 'none', ''],
    ['most JavaScript on a page', `${r.pages.maxJsKb} KB`, ''],
  ];
  const w = Math.max(...rows.map((x) => x[0].length));
  console.log('\nbench (bench-results/report.json)\n');
  for (const [name, value, goal] of rows) console.log(`${name.padEnd(w)}  ${value}${goal ? `   [goal: ${goal}]` : ''}`);
}
