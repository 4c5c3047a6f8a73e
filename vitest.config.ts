import { defineConfig } from 'vitest/config';
import { NEEDS_DATA } from './vitest.unit.config.ts';

/**
 * `npm test` runs two projects in one run, so CI's closing `N passed, N failed` line counts both:
 * `unit` (vitest.unit.config.ts: no build, no data) and `build`, everything else, which needs the data mirror
 * (TARIFF_DATA_DIR) and the build; its global setup builds once when the build is missing or older than the sources.
 */
export default defineConfig({
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      './vitest.unit.config.ts',
      {
        test: {
          name: 'build',
          include: ['tests/!(unit)/**/*.test.ts', ...NEEDS_DATA],
          testTimeout: 60_000,
          hookTimeout: 300_000,
          pool: 'forks',
          globalSetup: ['tests/support/global-setup.ts'],
        },
      },
    ],
  },
});
