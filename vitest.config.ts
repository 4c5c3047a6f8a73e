import { defineConfig } from 'vitest/config';
import LongestFirst from './tests/support/sequencer.ts';

/** Suites whose assertions depend on timing (flush windows, load, deadlines): run last, one file at a time. */
export const TIMING_TESTS = ['tests/load/*.test.ts', 'tests/contract/callers-*.test.ts', 'tests/fuzz/http-fuzz.test.ts'];

/**
 * Suites that read the data mirror (or nothing) but not the build: they run in group 0, beside the background build.
 * A suite listed here that came to need the build would fail on a clean clone (there is none yet), not pass stale.
 */
export const MIRROR_TESTS = [
  'tests/golden/{changes,chapter99-law,chapter99-links,chapter99-rates,estimate,pack-lines,rate-curve,rates,schedule,schedule-fixture}.test.ts',
  'tests/golden/{entry-layers,estimate,stack}.property.test.ts',
  'tests/golden/reference-*.test.ts',
  'tests/golden/{pull-latest,fresh-machine,publisher-check}.test.ts',
  'tests/contract/openapi-lint.test.ts',
  'tests/tooling/lint-rules.test.ts',
];

/**
 * `npm test` runs five projects in one run, so CI's closing `N passed, N failed` line counts them all:
 * - group 0, beside the build: `unit` (vitest.unit.config.ts: tests/unit, no build, no data), `lint` (eslint on
 *   the whole tree, as `npm run lint`) and `mirror` (MIRROR_TESTS: the data mirror, no build);
 * - group 1: `build`, every other suite, which needs the data mirror (TARIFF_DATA_DIR) and a current build. The
 *   run's global setup starts the build in the background, holding the build lock, when the build is missing or
 *   older than the sources (tests/support/global-setup.ts), and each build-dependent file waits for that build first;
 * - group 2: `timing`, the build-dependent suites that judge timing, alone on the machine, one file at a time, so
 *   the other worker's load never decides them.
 * Two workers elsewhere: the machines this runs on have two cores, and the browser and server suites spend much of
 * their time waiting on Chromium and the served site, which run in processes of their own. A worker runs many
 * files (isolate: false): the modules and data they share are loaded once per worker, not once per file.
 */
const BUILD_DEPENDENT = {
  // A bound for a hang, not a speed goal: a test that reads the whole archive takes seconds alone and several
  // times that on a loaded machine (speed is measured by npm run bench, never asserted).
  testTimeout: 180_000,
  hookTimeout: 300_000,
  pool: 'forks' as const,
  setupFiles: ['tests/support/await-build.ts'],
};

export default defineConfig({
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    sequence: { sequencer: LongestFirst },
    // At the root, so it runs once whichever projects are selected (`npm run test:unit` has a config of its own).
    globalSetup: ['tests/support/global-setup.ts'],
    projects: [
      './vitest.unit.config.ts',
      {
        test: {
          name: 'lint',
          include: ['tests/lint/*.test.ts'],
          pool: 'forks',
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'mirror',
          include: MIRROR_TESTS,
          testTimeout: BUILD_DEPENDENT.testTimeout,
          hookTimeout: BUILD_DEPENDENT.hookTimeout,
          pool: 'forks',
          isolate: false,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...BUILD_DEPENDENT,
          name: 'build',
          include: ['tests/!(unit|lint)/**/*.test.ts'],
          exclude: [...TIMING_TESTS, ...MIRROR_TESTS],
          isolate: false,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          ...BUILD_DEPENDENT,
          name: 'timing',
          include: TIMING_TESTS,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
