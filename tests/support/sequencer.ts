/**
 * The order files start in: vitest's own (by the durations it cached on this machine, else by file size), except
 * that the suites known to take longest start first. With two workers the run ends when the last long file ends,
 * and on a clean clone (CI: no cached durations) the size order started history-archive, a short file that walks
 * the whole archive, after most others, so it ran alone at the end.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Longest first, as measured (docs/PERFORMANCE.md, "The test suite's time"). */
export const LONGEST = ['tests/e2e/site.test.ts', 'tests/golden/history-archive.test.ts', 'tests/e2e/phone.test.ts', 'tests/lint/eslint.test.ts', 'tests/golden/chapter99-links.test.ts', 'tests/fuzz/search.property.test.ts', 'tests/e2e/search-page.test.ts', 'tests/e2e/split-chapters.test.ts'];

const rank = (spec: TestSpecification): number => {
  const at = LONGEST.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
  return at < 0 ? LONGEST.length : at;
};

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const order = new Map(sorted.map((spec, i) => [spec, i]));
    // Groups and projects keep vitest's order; within a project the known longest go first.
    const result = [...sorted].sort((a, b) => {
      const group = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (group !== 0 || a.project.name !== b.project.name) return order.get(a)! - order.get(b)!;
      return rank(a) - rank(b) || order.get(a)! - order.get(b)!;
    });
    return result;
  }
}
