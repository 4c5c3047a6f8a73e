/**
 * Tests run against the real build: build it once when it is missing (a
 * fresh clone, CI) or when REBUILD=1; a build older than the sources is
 * reported, not silently used. TARIFF_DATA_DIR defaults to ../shared/data here.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import fg from 'fast-glob';
import { acquireBuildLock } from '../../src/data/build-lock.ts';
import { DIST_DIR, API_FUNCTION_MODULE } from '../../src/data/paths.ts';

const newest = (patterns: string[]): number =>
  Math.max(...fg.sync(patterns, { ignore: ['**/node_modules/**'] }).map((f) => statSync(f).mtimeMs));

export default async function setup() {
  process.env.TARIFF_DATA_DIR ??= '../shared/data';
  // Let a build already running in this tree finish before judging what is there.
  (await acquireBuildLock())();
  const built = existsSync(API_FUNCTION_MODULE) && existsSync(`${DIST_DIR}/index.html`) ? statSync(API_FUNCTION_MODULE).mtimeMs : 0;
  if (built > 0 && process.env.REBUILD !== '1') {
    if (built < newest(['src/**/*', 'content/**/*', 'scripts/build.ts', 'astro.config.mjs', 'public/**/*'])) {
      console.warn('global setup: the build is older than the sources; run `npm run build` (or REBUILD=1 npm test)');
    }
    return;
  }
  const start = performance.now();
  const r = spawnSync(process.execPath, ['--experimental-strip-types', 'scripts/build.ts'], { stdio: 'inherit', env: process.env });
  if (r.status !== 0) throw new Error('npm run build failed; tests need the build');
  console.log(`global setup: built in ${((performance.now() - start) / 1000).toFixed(1)} s`);
}
