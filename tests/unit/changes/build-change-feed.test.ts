import { describe, expect, it } from 'vitest';
import { buildChangeFeed } from '../../../src/lib/changes/build-change-feed.ts';
import { expandChanges, groupChanges } from '../../../src/lib/changes/group-changes.ts';
import { ChangeFeed } from '../../../src/lib/schema/change.ts';
import type { Revision } from '../../../src/lib/schema/revision.ts';
import { header, row } from './rows.ts';

const revision = (id: string, year: number, number: number, publishedOn: string): Revision => ({
  id,
  release: number === 0 ? `${year}HTSBasic` : `${year}HTSRev${number}`,
  year,
  number,
  publishedOn,
  policyEffectiveOn: null,
  note: null,
  dateSource: 'revision-dates-csv',
});

const basic = revision('2026_basic', 2026, 0, '2026-01-01');
const rev1 = revision('2026_rev_1', 2026, 1, '2026-01-16');
const rev2 = revision('2026_rev_2', 2026, 2, '2026-01-30');
const rev10 = revision('2026_rev_10', 2026, 10, '2026-06-08');

const held = [
  { revision: rev10, rows: [header('Horses:'), row('0101.21.00', { general: '3%' }), row('0101.29.00')] },
  { revision: basic, rows: [header('Horses:'), row('0101.21.00'), row('0101.30.00')] },
  { revision: rev2, rows: [header('Horses and ponies:'), row('0101.21.00', { general: '2%' }), row('0101.29.00')] },
  { revision: rev1, rows: [header('Horses:'), row('0101.21.00', { general: '2%' })] },
];

describe('buildChangeFeed', () => {
  const feed = buildChangeFeed(held);

  it('diffs every consecutive pair in revision order (numeric), starting after the oldest', () => {
    expect(feed.summary).toEqual([
      { revision: '2026_rev_1', previous: '2026_basic', date: '2026-01-16', added: 0, removed: 1, modified: 1 },
      { revision: '2026_rev_2', previous: '2026_rev_1', date: '2026-01-30', added: 1, removed: 0, modified: 0 },
      { revision: '2026_rev_10', previous: '2026_rev_2', date: '2026-06-08', added: 0, removed: 0, modified: 1 },
    ]);
    expect(feed.changes.map((c) => [c.revision, c.htsno, c.change])).toEqual([
      ['2026_rev_1', '0101.21.00', 'modified'],
      ['2026_rev_1', '0101.30.00', 'removed'],
      ['2026_rev_2', '0101.29.00', 'added'],
      ['2026_rev_10', '0101.21.00', 'modified'],
    ]);
    expect(ChangeFeed.safeParse(feed).success).toBe(true);
  });

  it('never presents the oldest revision as history', () => {
    expect(feed.changes.some((c) => c.revision === '2026_basic')).toBe(false);
    expect(buildChangeFeed([held[1]!])).toEqual({ changes: [], summary: [] });
    expect(buildChangeFeed([])).toEqual({ changes: [], summary: [] });
  });

  it('groups per revision (empty pairs included) and expands back to the same records', () => {
    const quiet = buildChangeFeed([held[1]!, { revision: rev1, rows: held[1]!.rows }]);
    expect(groupChanges(quiet)).toEqual([{ revision: '2026_rev_1', previous: '2026_basic', date: '2026-01-16', lines: [] }]);
    const groups = groupChanges(feed);
    expect(groups.map((g) => g.lines.length)).toEqual([2, 1, 1]);
    expect(groups[0]!.lines[1]).toEqual({ htsno: '0101.30.00', change: 'removed' });
    expect(groups.flatMap(expandChanges)).toEqual(feed.changes);
  });
});
