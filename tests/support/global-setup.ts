/**
 * The build-dependent suites run against the real build, never a stale one: it is built (holding the build lock,
 * so no other build in this tree runs meanwhile) when it is missing (a fresh clone, CI), older than the sources it
 * is made from, or REBUILD=1. The build runs in the background: the group 0 projects (vitest.config.ts: unit, lint and
 * mirror) run beside it, and every build-dependent file waits for it first (tests/support/await-build.ts), so a build
 * that fails fails each of them with its reason. TARIFF_DATA_DIR defaults to ../shared/data here.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { LOCK_HOLDER_ENV, acquireBuildLock } from '../../src/data/build-lock.ts';
import { ROOT } from '../../src/data/paths.ts';
import { mirrorDirProblem } from '../../src/data/pull-sources.ts';
import { BUILD_OUTCOME, staleReason } from './build-staleness.ts';

export default async function setup() {
  process.env.TARIFF_DATA_DIR ??= '../shared/data';
  // Said once, in one line, rather than by every suite that reads the mirror or waits for the build.
  const noMirror = mirrorDirProblem(process.env.TARIFF_DATA_DIR, ROOT);
  if (noMirror !== null) {
    console.error(`npm test: ${noMirror}`);
    process.exit(1);
  }
  // Waits for a build already running in this tree, then keeps others out until the build is judged (and made).
  const release = await acquireBuildLock();
  rmSync(BUILD_OUTCOME, { force: true });
  const reason = staleReason({ root: ROOT, rebuild: process.env.REBUILD === '1' });
  if (reason === null) {
    release();
    return;
  }
  console.log(`global setup: building in the background (${reason}); the group 0 projects (unit, lint, mirror) run meanwhile`);
  const start = performance.now();
  const child = spawn(process.execPath, ['--experimental-strip-types', 'scripts/build.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, [LOCK_HOLDER_ENV]: String(process.pid) },
  });
  const done = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      const seconds = ((performance.now() - start) / 1000).toFixed(1);
      mkdirSync(dirname(BUILD_OUTCOME), { recursive: true });
      writeFileSync(BUILD_OUTCOME, JSON.stringify({ code, signal, seconds }));
      console.log(code === 0 ? `global setup: built in ${seconds} s` : `global setup: the build FAILED (exit ${code ?? signal}) after ${seconds} s`);
      release();
      resolve();
    });
  });
  // Teardown: a run cut short (a failure with --bail, Ctrl-C) stops the build rather than leaving it running.
  return async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await done;
  };
}
