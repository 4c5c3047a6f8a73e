import { defineConfig } from 'vitest/config';

/**
 * `npm test` runs two projects in one run, so CI's closing `N passed, N failed` line counts both:
 * `unit` (vitest.unit.config.ts: tests/unit, no build, no data) and `build`, every other suite, which needs the
 * data mirror (TARIFF_DATA_DIR) and a current build: its global setup rebuilds, holding the build lock, when the
 * build is missing or older than the sources.
 */
export default defineConfig({
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      './vitest.unit.config.ts',
      {
        test: {
          name: 'build',
          include: ['tests/!(unit)/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
          pool: 'forks',
          globalSetup: ['tests/support/global-setup.ts'],
        },
      },
    ],
  },
});
