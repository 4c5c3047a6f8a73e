/**
 * Set up before every build-dependent test file: waits for the background build of tests/support/global-setup.ts
 * (it holds the build lock while it builds), then refuses to run on a build that failed or is missing. Whether the
 * build is current was judged once, by the global setup: a source edited during the run does not fail the rest.
 */
import { readFileSync } from 'node:fs';
import { waitForBuildLock } from '../../src/data/build-lock.ts';
import { ROOT } from '../../src/data/paths.ts';
import { BUILD_OUTCOME, builtAt } from './build-staleness.ts';

const outcome = (): string => {
  try {
    const { code, signal } = JSON.parse(readFileSync(BUILD_OUTCOME, 'utf8')) as { code: number | null; signal: string | null };
    return code === 0 ? '' : `the build failed (exit ${code ?? signal}); its output is above`;
  } catch {
    return '';
  }
};

await waitForBuildLock();
const reason = outcome() || (builtAt({ root: ROOT }) === 0 ? 'there is no build' : '');
if (reason) throw new Error(`the build-dependent tests need a current build: ${reason}`);
