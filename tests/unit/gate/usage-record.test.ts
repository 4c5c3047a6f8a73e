/** The stored usage record and the admission arithmetic: pure parts of metering. */
import { describe, expect, it } from 'vitest';
import { admitRequest, remainingBudget } from '../../../src/lib/callers/admit-request.ts';
import { hasWrite, nextUsageRecord, readUsageRecord, REMEMBERED_WRITERS } from '../../../src/lib/callers/usage-record.ts';

const id = (n: number) => n.toString(16).padStart(16, '0');

describe('admitRequest', () => {
  it('admits below the limit with the count after this request; refuses at it without counting', () => {
    expect(admitRequest(0, 3)).toEqual({ admitted: true, used: 1 });
    expect(admitRequest(2, 3)).toEqual({ admitted: true, used: 3 });
    expect(admitRequest(3, 3)).toEqual({ admitted: false, used: 3 });
    // Another instance may have pushed the stored count past the limit: reported as is, remaining never negative.
    expect(admitRequest(7, 3)).toEqual({ admitted: false, used: 7 });
    expect(remainingBudget(7, 3)).toBe(0);
    expect(remainingBudget(1, 3)).toBe(2);
  });
});

describe('the usage record', () => {
  it('reads records written before writers were kept, and refuses anything that is not a count', () => {
    expect(readUsageRecord({ count: 12 })).toEqual({ count: 12 });
    for (const bad of [{ count: -1 }, { count: 1.5 }, { count: '3' }, null, 'x', { count: 1, writers: { nothex: 1 } }]) expect(readUsageRecord(bad)).toBeNull();
  });

  it('remembers the newest write of the last writers, this one last, and tells whether a write was applied', () => {
    let record = nextUsageRecord(null, 1, id(1), 1);
    for (let w = 2; w <= REMEMBERED_WRITERS + 3; w++) record = nextUsageRecord(record, w, id(w), 1);
    record = nextUsageRecord(record, 99, id(REMEMBERED_WRITERS + 1), 5);
    expect(record.count).toBe(99);
    expect(Object.keys(record.writers!)).toHaveLength(REMEMBERED_WRITERS);
    expect(Object.keys(record.writers!).at(-1)).toBe(id(REMEMBERED_WRITERS + 1));
    expect(hasWrite(record, id(REMEMBERED_WRITERS + 1), 5)).toBe(true);
    expect(hasWrite(record, id(REMEMBERED_WRITERS + 1), 4)).toBe(true);
    expect(hasWrite(record, id(REMEMBERED_WRITERS + 1), 6)).toBe(false);
    expect(hasWrite(record, id(1), 1)).toBe(false);
    expect(hasWrite(null, id(1), 1)).toBe(false);
    expect(readUsageRecord(record)).toEqual(record);
  });
});
