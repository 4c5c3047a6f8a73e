/** One build at a time in a work tree: concurrent builds would delete each other's dist/. */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ROOT } from './paths.ts';

const LOCK = join(ROOT, '.cache', 'build.lock');
const STALE_MS = 10 * 60_000;

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Set for a child process by a lock holder that runs a build on its behalf (tests/support/global-setup.ts). */
export const LOCK_HOLDER_ENV = 'TARIFF_BUILD_LOCK_HOLDER';

const holderOf = (): number => {
  try {
    return Number(readFileSync(LOCK, 'utf8'));
  } catch {
    return 0;
  }
};

/** Waits for any other build in this tree to finish, then holds the lock until released or exit. */
export const acquireBuildLock = async (): Promise<() => void> => {
  mkdirSync(dirname(LOCK), { recursive: true });
  // The parent holds the lock for this process: waiting for it would wait forever.
  const parent = Number(process.env[LOCK_HOLDER_ENV] ?? 0);
  if (parent > 0 && parent === process.ppid && holderOf() === parent) return () => {};
  for (;;) {
    try {
      const fd = openSync(LOCK, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => rmSync(LOCK, { force: true });
      process.once('exit', release);
      return release;
    } catch {
      const stat = statSync(LOCK, { throwIfNoEntry: false });
      if (!stat) continue;
      const holder = Number(readFileSync(LOCK, 'utf8'));
      const abandoned = Date.now() - stat.mtimeMs > STALE_MS || (holder > 0 && !alive(holder));
      if (abandoned) rmSync(LOCK, { force: true });
      else await new Promise((r) => setTimeout(r, 500));
    }
  }
};

/** Waits until no live process holds the lock, without taking it (for readers of a build, e.g. test files). */
export const waitForBuildLock = async (): Promise<void> => {
  for (;;) {
    const stat = statSync(LOCK, { throwIfNoEntry: false });
    if (!stat) return;
    const holder = holderOf();
    if (Date.now() - stat.mtimeMs > STALE_MS || (holder > 0 && !alive(holder))) return;
    await new Promise((r) => setTimeout(r, 500));
  }
};
