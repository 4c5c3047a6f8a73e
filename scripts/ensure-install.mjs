// Runs before `npm start` and `npm test` (prestart, pretest): on a fresh clone, installs the packages first, so the
// README's two commands are the whole story. Plain .mjs, because it may run on the system Node (20) before the
// project's Node 22 (an npm package) is installed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync(new URL('../node_modules/.package-lock.json', import.meta.url))) {
  console.error('node_modules is missing: running npm install first (once)');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const run = spawnSync(npm, ['install', '--no-audit', '--no-fund', '--loglevel=error'], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
