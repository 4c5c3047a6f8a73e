/**
 * `npm run lint` as part of `npm test`: the whole tree through the project's eslint.config.js (correctness, promise
 * handling with type information, the import boundaries), with no error and no warning. It runs in its own vitest
 * project beside the unit suite, while the build is made, instead of before the whole run.
 */
import { ESLint } from 'eslint';
import { expect, it } from 'vitest';
import { ROOT } from '../../src/data/paths.ts';

it('eslint finds no error and no warning in the tree (npm run lint)', async () => {
  const eslint = new ESLint({ cwd: ROOT });
  const results = await eslint.lintFiles(['.']);
  const problems = results.filter((r) => r.errorCount + r.warningCount > 0);
  const report = problems.length === 0 ? '' : await (await eslint.loadFormatter('stylish')).format(problems);
  expect(problems.length, report).toBe(0);
  expect(results.length, 'eslint linted the tree').toBeGreaterThan(100);
}, 300_000);
