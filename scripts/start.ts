/** npm start: build, then serve the site and the API locally. */
import { spawnSync } from 'node:child_process';
import { serveNodeFlags } from '../src/data/serve-flags.ts';

const run = (script: string, flags: string[] = []) => {
  const r = spawnSync(process.execPath, ['--experimental-strip-types', ...flags, script], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
run('scripts/build.ts');
run('scripts/run-server.mjs', serveNodeFlags());
