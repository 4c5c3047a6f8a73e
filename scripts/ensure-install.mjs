// Runs before `npm start` and `npm test` (prestart, pretest): on a fresh clone, installs the packages first, so the
// README's two commands are the whole story. Plain .mjs, because it may run on the system Node (20) before the
// project's Node 22 (an npm package) is installed.
// `npm ci` installs exactly package-lock.json and never rewrites it, so a fresh clone stays unchanged. The lockfile
// holds every platform's optional packages, as `npm install` writes it: with any of them missing, npm ci refuses.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync(new URL('../node_modules/.package-lock.json', import.meta.url))) {
  console.error('node_modules is missing: running npm ci first (once)');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const run = spawnSync(npm, ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { stdio: 'inherit' });
  if (run.status !== 0) {
    console.error('npm ci failed: if you changed package.json, run npm install to bring package-lock.json in line, and commit both');
    process.exit(run.status ?? 1);
  }
}
