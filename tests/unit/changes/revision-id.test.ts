import { describe, expect, it } from 'vitest';
import { compareRevisionKeys, parseRevisionId, releaseName, revisionIdOfFile } from '../../../src/lib/changes/revision-id.ts';

describe('revision ids', () => {
  it('parses ids and names releases the way USITC does', () => {
    expect(parseRevisionId('2025_basic')).toEqual({ year: 2025, number: 0 });
    expect(parseRevisionId('2026_rev_10')).toEqual({ year: 2026, number: 10 });
    expect(releaseName({ year: 2025, number: 0 })).toBe('2025HTSBasic');
    expect(releaseName({ year: 2026, number: 10 })).toBe('2026HTSRev10');
    for (const bad of ['rev_1', '2026_rev_0', '2026_rev_01', '2026_revision_1', '2026_basic_1']) expect(parseRevisionId(bad)).toBeNull();
  });

  it('orders numerically, never lexically: basic, rev 1, 2, ..., 10, then the next year', () => {
    const ids = ['2026_rev_10', '2025_rev_32', '2026_rev_2', '2026_basic', '2025_rev_4', '2026_rev_1', '2025_basic'];
    const sorted = ids.sort((a, b) => compareRevisionKeys(parseRevisionId(a)!, parseRevisionId(b)!));
    expect(sorted).toEqual(['2025_basic', '2025_rev_4', '2025_rev_32', '2026_basic', '2026_rev_1', '2026_rev_2', '2026_rev_10']);
  });

  it('reads the revision from an archive file name or path', () => {
    expect(revisionIdOfFile('hts_2026_rev_10.json.gz')).toBe('2026_rev_10');
    expect(revisionIdOfFile('/data/hts/hts_2025_basic.json')).toBe('2025_basic');
    expect(revisionIdOfFile('C:\\data\\hts_2025_rev_3.json.gz')).toBe('2025_rev_3');
    expect(revisionIdOfFile('revision_dates.csv')).toBeNull();
    expect(revisionIdOfFile('xhts_2025_basic.json.gz')).toBeNull();
  });
});
