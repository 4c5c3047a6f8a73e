/** Prints the plain closing line CI reads: `N passed, N failed, N skipped`. */
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, errors: ReadonlyArray<unknown>) {
    let passed = 0;
    let failed = errors.length;
    let skipped = 0;
    for (const module of modules) {
      let failedHere = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failedHere += 1;
        else skipped += 1;
      }
      // A file that failed with no failed test (an import, a beforeAll hook: its tests then count as skipped) is a
      // failure too, so the line never says 0 failed for a run that failed.
      failed += module.state() === 'failed' && failedHere === 0 ? 1 : failedHere;
    }
    console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
