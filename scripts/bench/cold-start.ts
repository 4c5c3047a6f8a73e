/**
 * Cold start of the deployed API function: a fresh Node process imports the function module as Netlify's bundler
 * wrote it and answers one anonymous estimate (then one lookup in another chapter), called as Netlify calls it,
 * with a local store as its Blobs context. Five runs, medians; CPU time beside wall time, since wall time on a
 * shared machine mostly measures the neighbours. Also what the function ships: its code files and its data files.
 *
 * Alone: node --experimental-strip-types scripts/bench/cold-start.ts [function dir] (default .cache/functions/api).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import fg from 'fast-glob';
import { startLocalBlobs } from '../../src/data/local-blobs-server.ts';
import { FUNCTIONS_OUT } from '../../src/data/paths.ts';

const execFileAsync = promisify(execFile);
const ESTIMATE = { htsno: '2204.21.50.05', customsValueUsd: 5000, litres: 750 };

interface Run {
  all: number;
  importMs: number;
  estimate: number;
  lookup: number;
  /** Then a first /v1/classify: the lexicon and the word index read, the chapters its lines are in. */
  classify: number;
  /** User plus system CPU time of the process up to its first answer (start-up of Node itself included). */
  cpuMs: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round = (x: number) => Math.round(x * 10) / 10;

/** What the function ships, split into its code and the data files it reads (netlify.toml included_files). */
export const functionFiles = (dir: string) => {
  const files = fg.sync('**/*', { cwd: dir, dot: true });
  const data = files.filter((f) => f.startsWith('.cache/build/'));
  const code = files.filter((f) => !f.startsWith('.cache/build/'));
  const bytes = (list: string[]) => list.reduce((n, f) => n + statSync(join(dir, f)).size, 0);
  return { codeFiles: code.length, codeMb: Math.round(bytes(code) / 1e4) / 100, dataFiles: data.length, dataMb: Math.round(bytes(data) / 1e4) / 100 };
};

export const coldStart = async (dir = join(FUNCTIONS_OUT, 'api'), runs = 5) => {
  const module = join(dir, 'netlify', 'functions', 'api.mjs');
  const store = await startLocalBlobs(mkdtempSync(join(tmpdir(), 'bench-cold-')));
  const script = [
    `const ctx={ip:'127.0.0.1',waitUntil:()=>{}};const t=performance.now();`,
    `const f=(await import(${JSON.stringify(`file://${module}`)})).default;const t1=performance.now();`,
    `const r=await f(new Request('http://x/v1/duty-estimate',{method:'POST',headers:{'content-type':'application/json'},body:${JSON.stringify(JSON.stringify(ESTIMATE))}}),ctx);await r.text();const t2=performance.now();`,
    `const c=process.cpuUsage();`,
    `const l=await f(new Request('http://x/v1/tariffs/0101.21.00.10'),ctx);await l.text();const t3=performance.now();`,
    `const k=await f(new Request('http://x/v1/classify?description=stainless%20steel%20espresso%20maker'),ctx);await k.text();`,
    `console.log(JSON.stringify({all:t2-t,importMs:t1-t,estimate:t2-t1,lookup:t3-t2,classify:performance.now()-t3,cpuMs:(c.user+c.system)/1000,status:[r.status,l.status,k.status]}))`,
  ].join('');
  const results: Run[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      // Asynchronous: the local store answering the child runs in this process.
      const out = await execFileAsync(process.execPath, ['--input-type=module', '-e', script], {
        encoding: 'utf8',
        env: { ...process.env, NETLIFY_BLOBS_CONTEXT: store.encodedContext, TARIFF_FUNCTION_DATA_DIR: join(dir, '.cache', 'build', 'function') },
      });
      const parsed = JSON.parse(out.stdout.trim().split('\n').at(-1)!);
      if (parsed.status.some((s: number) => s !== 200)) throw new Error(`cold start answered ${parsed.status}`);
      results.push(parsed);
    }
  } finally {
    await store.stop();
  }
  const m = (k: keyof Run) => round(median(results.map((r) => r[k])));
  return {
    medianMs: m('all'),
    importMs: m('importMs'),
    firstEstimateMs: m('estimate'),
    thenLookupMs: m('lookup'),
    thenClassifyMs: m('classify'),
    cpuMs: m('cpuMs'),
    runs: results.map((r) => round(r.all)),
    ...functionFiles(dir),
  };
};

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await coldStart(resolve(process.argv[2] ?? join(FUNCTIONS_OUT, 'api')))));
}
