import { defineConfig } from 'vitest/config';

/**
 * The pure-core suite (`npm run test:unit`): no build, no data mirror, no global setup, well under 30 s.
 * A test belongs here when it needs neither: real lines come from the small literal fixture in
 * tests/support/schedule-fixture.ts. Tests that read the whole mirror are listed in NEEDS_DATA and run with
 * the build-dependent suites (vitest.config.ts), so nothing runs twice.
 */
export const UNIT_TESTS = ['tests/unit/**/*.test.ts'];

/** Unit-level tests that read the full data mirror (every real line or a whole export). */
export const NEEDS_DATA = [
  'tests/unit/datasets/pack-lines.test.ts',
  'tests/unit/estimate/estimate.property.test.ts',
  'tests/unit/site/rate-curve.test.ts',
];

export default defineConfig({
  test: {
    name: 'unit',
    include: UNIT_TESTS,
    exclude: NEEDS_DATA,
    testTimeout: 30_000,
    pool: 'forks',
    reporters: ['default', './tests/support/summary-reporter.ts'],
  },
});
