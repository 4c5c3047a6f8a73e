/**
 * The build-dependent suites run against the real build, never a stale one: it is built (holding the build lock,
 * so no other build in this tree runs meanwhile) when it is missing (a fresh clone, CI), older than the sources it
 * is made from, or REBUILD=1. A build that fails fails the run. TARIFF_DATA_DIR defaults to ../shared/data here.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import { LOCK_HOLDER_ENV, acquireBuildLock } from '../../src/data/build-lock.ts';
import { DIST_DIR, FUNCTIONS_MANIFEST } from '../../src/data/paths.ts';

/** What `npm run build` reads besides the data mirror (whose files are checksum-pinned in content/sources.json). */
const SOURCES = ['src/**/*', 'content/**/*', 'public/**/*', 'netlify/**/*', 'scripts/build.ts', 'astro.config.mjs', 'netlify.toml'];
/** Outputs of two build steps (the site, then the function); the older one dates the build. */
const OUTPUTS = [join(DIST_DIR, 'index.html'), FUNCTIONS_MANIFEST];

const newestSource = (): { file: string; mtimeMs: number } => {
  let newest = { file: '', mtimeMs: 0 };
  for (const file of fg.sync(SOURCES, { ignore: ['**/node_modules/**'] })) {
    const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (mtimeMs > newest.mtimeMs) newest = { file, mtimeMs };
  }
  return newest;
};

const builtAt = (): number =>
  OUTPUTS.every((f) => existsSync(f)) ? Math.min(...OUTPUTS.map((f) => statSync(f).mtimeMs)) : 0;

/** Why the build must be made again, or null when it is current. */
export const staleReason = (): string | null => {
  if (process.env.REBUILD === '1') return 'REBUILD=1';
  const built = builtAt();
  if (built === 0) return 'there is no build';
  const newest = newestSource();
  return newest.mtimeMs > built ? `${newest.file} is newer than the build` : null;
};

export default async function setup() {
  process.env.TARIFF_DATA_DIR ??= '../shared/data';
  // Waits for a build already running in this tree, then keeps others out until the build is judged (and made).
  const release = await acquireBuildLock();
  try {
    const reason = staleReason();
    if (reason === null) return;
    console.log(`global setup: building (${reason})`);
    const start = performance.now();
    const r = spawnSync(process.execPath, ['--experimental-strip-types', 'scripts/build.ts'], {
      stdio: 'inherit',
      env: { ...process.env, [LOCK_HOLDER_ENV]: String(process.pid) },
    });
    if (r.status !== 0) throw new Error('npm run build failed; the build-dependent tests need a current build');
    if (builtAt() === 0) throw new Error(`the build did not write ${OUTPUTS.join(' and ')}; update OUTPUTS in tests/support/global-setup.ts`);
    console.log(`global setup: built in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  } finally {
    release();
  }
}
