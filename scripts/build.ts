/**
 * npm run build: datasets -> Astro site and function -> static API files -> search index.
 * Prints what it wrote and how long each step took.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { BuildError, buildDatasets } from '../src/data/build-datasets.ts';
import { acquireBuildLock } from '../src/data/build-lock.ts';
import { API_DIR, DIST_DIR, ROOT } from '../src/data/paths.ts';
import { SourceError } from '../src/data/pull-sources.ts';

const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);
const step = async <T>(name: string, run: () => T | Promise<T>): Promise<T> => {
  const start = performance.now();
  const value = await run();
  console.log(`build: ${name} ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return value;
};
const exec = (cmd: string, args: string[]) => {
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  if (r.status !== 0) throw new BuildError(`${cmd} ${args.join(' ')} exited with ${r.status}`);
};

const release = await acquireBuildLock();
try {
  const report = await step('datasets', buildDatasets);
  console.log(`build: ${report.lineCount} lines; datasets ${JSON.stringify(report.datasetVersions)}`);
  rmSync(DIST_DIR, { recursive: true, force: true });
  await step('site and function (astro build)', () => exec(bin('astro'), ['build', '--silent']));
  await step('static API files', () => cpSync(API_DIR, join(DIST_DIR, 'api', 'v1'), { recursive: true }));
  await step('search index (pagefind)', () => exec(bin('pagefind'), ['--site', DIST_DIR, '--silent']));
} catch (e) {
  if (!(e instanceof BuildError || e instanceof SourceError)) throw e;
  console.error(`build failed: ${e.message}`);
  process.exit(1);
} finally {
  release();
}
