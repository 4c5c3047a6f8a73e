/**
 * npm start: build, then serve the site and the API locally. npm run serve (`--serve`): serve the last build.
 * Either way the server runs as src/data/serve-flags.ts says: its V8 flags, and its allocator's settings, which only
 * an environment set before the process starts can give (hence this parent rather than flags in package.json).
 */
import { spawnSync } from 'node:child_process';
import { serveEnv, serveNodeFlags } from '../src/data/serve-flags.ts';

const run = (script: string, flags: string[] = [], env: NodeJS.ProcessEnv = process.env) => {
  const r = spawnSync(process.execPath, ['--experimental-strip-types', ...flags, script], { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
if (!process.argv.includes('--serve')) run('scripts/build.ts');
run('scripts/run-server.mjs', serveNodeFlags(), serveEnv(process.env));
