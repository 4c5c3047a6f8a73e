import { defineConfig } from 'vitest/config';

/**
 * The pure-core suite (`npm run test:unit`): everything under tests/unit, with no build, no data mirror and no
 * global setup, well under 30 s. Real lines come from the small literal fixture in tests/support/schedule-fixture.ts;
 * a test that needs the whole mirror or the build belongs in tests/golden, tests/contract or tests/fuzz, which the
 * `build` project of vitest.config.ts runs, so nothing runs twice.
 */
export const UNIT_TESTS = 'tests/unit/**/*.test.ts';

export default defineConfig({
  test: {
    name: 'unit',
    include: [UNIT_TESTS],
    testTimeout: 30_000,
    pool: 'forks',
    // One worker runs many files: the modules they share (zod schemas, the fixture) are loaded once per worker, not
    // once per file (1195 tests: 23 s of CPU instead of 94 s). No unit test changes module state another reads.
    isolate: false,
    // Two cores on the machines this runs on; npm test's lint project runs beside it with the same count.
    maxWorkers: 2,
    sequence: { groupOrder: 0 },
    reporters: ['default', './tests/support/summary-reporter.ts'],
  },
});
