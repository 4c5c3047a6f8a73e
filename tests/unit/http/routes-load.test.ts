/**
 * What loading the API costs a cold start: the route table (every route and its documentation) starts no ICU,
 * whose first use (toLocaleString and kin) costs 15 to 40 ms; numbers in descriptions are written by formatCount.
 * Loaded in a fresh Node process, so no other test has loaded it (or ICU) first.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROUTES_MODULE = fileURLToPath(new URL('../../../src/http/routes.ts', import.meta.url));

const script = `
const called = [];
for (const [owner, name] of [[Number.prototype, 'toLocaleString'], [Date.prototype, 'toLocaleString'], [Date.prototype, 'toLocaleDateString'], [String.prototype, 'localeCompare']]) {
  const original = owner[name];
  owner[name] = function (...args) { called.push(name); return original.apply(this, args); };
}
const { ROUTES } = await import(${JSON.stringify(ROUTES_MODULE)});
console.log(JSON.stringify({ routes: ROUTES.length, called }));
`;

describe('loading the route table', () => {
  it('calls no locale-aware formatting (ICU) at module load', () => {
    const out = execFileSync(process.execPath, ['--experimental-strip-types', '--no-warnings', '--input-type=module', '-e', script], { encoding: 'utf8' });
    const { routes, called } = JSON.parse(out.trim().split('\n').at(-1)!) as { routes: number; called: string[] };
    expect(routes).toBeGreaterThan(10);
    expect(called).toEqual([]);
  });
});
