/** The local server runs with its V8 flags and allocator settings, however it is started (src/data/serve-flags.ts). */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVE_ALLOCATOR_ENV, SERVE_NODE_FLAGS, serveEnv, serveNodeFlags } from '../../../src/data/serve-flags.ts';

describe('the local server’s process settings', () => {
  it('npm run serve and npm start start it through scripts/start.ts, which applies them', () => {
    const scripts = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.serve).toBe('node --experimental-strip-types scripts/start.ts --serve');
    expect(scripts.start).toBe('node --experimental-strip-types scripts/start.ts');
    const start = readFileSync(new URL('../../../scripts/start.ts', import.meta.url), 'utf8');
    expect(start).toContain("run('scripts/run-server.mjs', serveNodeFlags(), serveEnv(process.env));");
  });

  it('each flag gives way to a NODE_OPTIONS that sets its option itself', () => {
    expect(serveNodeFlags({})).toEqual([...SERVE_NODE_FLAGS]);
    expect(serveNodeFlags({ NODE_OPTIONS: '--enable-source-maps' })).toEqual([...SERVE_NODE_FLAGS]);
    expect(serveNodeFlags({ NODE_OPTIONS: '--max-old-space-size=192' })).toEqual(['--max-semi-space-size=4', '--heap-growing-percent=20']);
    expect(serveNodeFlags({ NODE_OPTIONS: '--max_old_space_size=192' })).toEqual(['--max-semi-space-size=4', '--heap-growing-percent=20']);
    expect(serveNodeFlags({ NODE_OPTIONS: '--max-semi-space-size=16 --max-old-space-size=192' })).toEqual(['--heap-growing-percent=20']);
  });

  it('the allocator’s settings give way to the environment’s own', () => {
    expect(serveEnv({ PORT: '1' })).toEqual({ ...SERVE_ALLOCATOR_ENV, PORT: '1' });
    expect(serveEnv({ MALLOC_ARENA_MAX: '8' }).MALLOC_ARENA_MAX).toBe('8');
  });

  it('set the heap limit node runs with to the function’s old space (922 MB) plus its young generation', () => {
    const limitMb = Number(execFileSync(process.execPath, [...SERVE_NODE_FLAGS, '-e', 'process.stdout.write(String(require("v8").getHeapStatistics().heap_size_limit / 2 ** 20))'], { encoding: 'utf8' }));
    expect(limitMb).toBeGreaterThanOrEqual(922);
    expect(limitMb).toBeLessThan(1000);
  });

  it('a server process gets the flags and the allocator’s environment', () => {
    const out = execFileSync(process.execPath, [...serveNodeFlags({}), '-e', 'process.stdout.write(JSON.stringify([process.execArgv.filter((a) => a.startsWith("--")), process.env.MALLOC_ARENA_MAX]))'], { encoding: 'utf8', env: serveEnv({ PATH: process.env.PATH }) });
    expect(JSON.parse(out)).toEqual([[...SERVE_NODE_FLAGS], '2']);
  });
});
