/** The local server runs with the old-space ceiling of a 1,024 MB Netlify function, however it is started (src/data/serve-flags.ts). */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVE_NODE_FLAGS, serveNodeFlags } from '../../../src/data/serve-flags.ts';

describe('the local server’s V8 flags', () => {
  it('npm run serve starts node with them', () => {
    const scripts = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.serve).toBe(`node ${SERVE_NODE_FLAGS.join(' ')} scripts/run-server.mjs`);
  });

  it('give way to a NODE_OPTIONS that sets the old space itself', () => {
    expect(serveNodeFlags({})).toEqual([...SERVE_NODE_FLAGS]);
    expect(serveNodeFlags({ NODE_OPTIONS: '--enable-source-maps' })).toEqual([...SERVE_NODE_FLAGS]);
    expect(serveNodeFlags({ NODE_OPTIONS: '--max-old-space-size=192' })).toEqual([]);
    expect(serveNodeFlags({ NODE_OPTIONS: '--max_old_space_size=192' })).toEqual([]);
  });

  it('set the heap limit node runs with to the function’s old space (922 MB) plus its young generation', () => {
    const limitMb = Number(execFileSync(process.execPath, [...SERVE_NODE_FLAGS, '-e', 'process.stdout.write(String(require("v8").getHeapStatistics().heap_size_limit / 2 ** 20))'], { encoding: 'utf8' }));
    expect(limitMb).toBeGreaterThanOrEqual(922);
    expect(limitMb).toBeLessThan(1100);
  });
});
