/**
 * The build-dependent suites run against the real build, never a stale one: it is built (holding the build lock,
 * so no other build in this tree runs meanwhile) when it is missing (a fresh clone, CI), older than the sources it
 * is made from, or REBUILD=1. A build that fails fails the run. TARIFF_DATA_DIR defaults to ../shared/data here.
 */
import { spawnSync } from 'node:child_process';
import { LOCK_HOLDER_ENV, acquireBuildLock } from '../../src/data/build-lock.ts';
import { ROOT } from '../../src/data/paths.ts';
import { BUILD_OUTPUTS, builtAt, staleReason } from './build-staleness.ts';

export default async function setup() {
  process.env.TARIFF_DATA_DIR ??= '../shared/data';
  // Waits for a build already running in this tree, then keeps others out until the build is judged (and made).
  const release = await acquireBuildLock();
  try {
    const reason = staleReason({ root: ROOT, rebuild: process.env.REBUILD === '1' });
    if (reason === null) return;
    console.log(`global setup: building (${reason})`);
    const start = performance.now();
    const r = spawnSync(process.execPath, ['--experimental-strip-types', 'scripts/build.ts'], {
      stdio: 'inherit',
      env: { ...process.env, [LOCK_HOLDER_ENV]: String(process.pid) },
    });
    if (r.status !== 0) throw new Error('npm run build failed; the build-dependent tests need a current build');
    if (builtAt({ root: ROOT }) === 0) {
      throw new Error(`the build did not write ${BUILD_OUTPUTS.join(' and ')}; update BUILD_OUTPUTS in tests/support/build-staleness.ts`);
    }
    console.log(`global setup: built in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  } finally {
    release();
  }
}
