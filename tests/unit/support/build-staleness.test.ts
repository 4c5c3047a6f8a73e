/** The build-dependent suites' guard against a stale build (tests/support/global-setup.ts rebuilds on any reason). */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_OUTPUTS, staleReason } from '../../support/build-staleness.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A tree with one source and, optionally, a build; times in seconds since the epoch. */
const tree = (files: Record<string, number>): string => {
  const root = mkdtempSync(join(tmpdir(), 'staleness-'));
  dirs.push(root);
  for (const [file, seconds] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), 'x');
    utimesSync(join(root, file), seconds, seconds);
  }
  return root;
};
const built = (seconds: number) => Object.fromEntries(BUILD_OUTPUTS.map((f) => [f, seconds]));

describe('staleReason', () => {
  it('asks for a build when there is none, or only part of one', () => {
    expect(staleReason({ root: tree({ 'src/lib/a.ts': 1000 }) })).toBe('there is no build');
    expect(staleReason({ root: tree({ 'src/lib/a.ts': 1000, [BUILD_OUTPUTS[0]!]: 2000 }) })).toBe('there is no build');
  });

  it('accepts a build newer than every source', () => {
    expect(staleReason({ root: tree({ 'src/lib/a.ts': 1000, 'content/plans.json': 1500, ...built(2000) }) })).toBeNull();
  });

  it('names the source that is newer than the build, wherever the build reads it from', () => {
    for (const source of ['src/http/app.ts', 'content/plans.json', 'netlify/functions/api.mts', 'scripts/build.ts', 'astro.config.mjs']) {
      expect(staleReason({ root: tree({ 'src/lib/a.ts': 1000, [source]: 3000, ...built(2000) }) })).toBe(`${source} is newer than the build`);
    }
  });

  it('dates the build by its older output, so a half-finished rebuild is still stale', () => {
    const root = tree({ 'src/lib/a.ts': 2500, ...Object.fromEntries(BUILD_OUTPUTS.map((f, i) => [f, i === 0 ? 2000 : 3000])) });
    expect(staleReason({ root })).toBe('src/lib/a.ts is newer than the build');
  });

  it('ignores files the build does not read (tests, docs, node_modules)', () => {
    expect(staleReason({ root: tree({ 'tests/unit/x.test.ts': 3000, 'docs/A.md': 3000, 'src/node_modules/p/i.js': 3000, ...built(2000) }) })).toBeNull();
  });

  it('REBUILD=1 rebuilds a current build', () => {
    expect(staleReason({ root: tree(built(2000)), rebuild: true })).toBe('REBUILD=1');
  });
});
