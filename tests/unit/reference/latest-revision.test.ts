import { describe, expect, it } from 'vitest';
import { compareRevisions, latestRevision } from '../../../src/lib/reference/latest-revision.ts';

describe('latestRevision', () => {
  it('orders by year, basic before rev 1, then revision number (not string order)', () => {
    const labels = ['2026_rev_9', '2026_rev_10', '2025_rev_32', '2026_basic', '2024_rev_4', '2026_rev_1'];
    expect([...labels].sort(compareRevisions)).toEqual(['2024_rev_4', '2025_rev_32', '2026_basic', '2026_rev_1', '2026_rev_9', '2026_rev_10']);
    expect(latestRevision(labels)).toBe('2026_rev_10');
  });

  it('has no newest of nothing', () => {
    expect(latestRevision([])).toBeUndefined();
  });
});
