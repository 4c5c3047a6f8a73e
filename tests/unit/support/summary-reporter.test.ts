/** The closing line CI reads counts a file that failed without a failed test (a hook, an import) as a failure. */
import { describe, expect, it, vi } from 'vitest';
import type { TestModule } from 'vitest/node';
import SummaryReporter from '../../support/summary-reporter.ts';

const module = (state: 'passed' | 'failed', tests: ('passed' | 'failed' | 'skipped')[]) =>
  ({ state: () => state, children: { allTests: () => tests.map((t) => ({ result: () => ({ state: t }) })) } }) as unknown as TestModule;

const line = (modules: TestModule[], errors: unknown[] = []) => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  new SummaryReporter().onTestRunEnd(modules, errors);
  const printed = String(log.mock.calls.at(-1)?.[0]).trim();
  log.mockRestore();
  return printed;
};

describe('summary line', () => {
  it('counts tests by state', () => {
    expect(line([module('failed', ['passed', 'failed', 'skipped']), module('passed', ['passed'])])).toBe('2 passed, 1 failed, 1 skipped');
  });
  it('counts a file whose hook failed (its tests skipped) as one failure, and a file that failed to load', () => {
    expect(line([module('failed', ['skipped', 'skipped']), module('failed', [])])).toBe('0 passed, 2 failed, 2 skipped');
  });
  it('counts errors outside any test', () => {
    expect(line([module('passed', ['passed'])], [new Error('unhandled')])).toBe('1 passed, 1 failed, 0 skipped');
  });
});
