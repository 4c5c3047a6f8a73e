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

/** Waits for any other build in this tree to finish, then holds the lock until released or exit. */
export const acquireBuildLock = async (): Promise<() => void> => {
  mkdirSync(dirname(LOCK), { recursive: true });
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
