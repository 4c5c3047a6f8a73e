/** The usage meter on an in-memory store that records every call: admission from memory, batched conditional writes, conflicts, outages. */
import { afterEach, describe, expect, it } from 'vitest';
import { createStoreStatus } from '../../../src/http/gate/store-status.ts';
import { createUsageMeter, type FlushReport, type UsageMeter } from '../../../src/http/gate/usage-meter.ts';
import { memoryKv, type MemoryKv } from './memory-kv.ts';

const DAY_END = new Date('2026-11-23T00:00:00Z');
const KEY = 'usage/2026-11-22/k-0123456789abcdef';
const meters: UsageMeter[] = [];
afterEach(() => {
  for (const m of meters.splice(0)) m.stop();
});

/** A meter whose timer never fires within a test (flushes only on demand), unless an interval is given. */
const setup = (options: { flushIntervalMs?: number; kv?: MemoryKv } = {}) => {
  const kv = options.kv ?? memoryKv();
  const logs: Record<string, unknown>[] = [];
  const reports: FlushReport[] = [];
  const clock = { now: new Date('2026-11-22T12:00:00Z') };
  const log = (e: Record<string, unknown>) => void logs.push(e);
  const meter = createUsageMeter({
    kv,
    status: createStoreStatus(options.flushIntervalMs ?? 60_000, log),
    flushIntervalMs: options.flushIntervalMs ?? 60_000,
    now: () => clock.now,
    log,
    onFlush: (r) => void reports.push(r),
  });
  meters.push(meter);
  return { kv, meter, logs, reports, clock };
};

const admitMany = (meter: UsageMeter, n: number, limit = 1_000_000, key = KEY) => Promise.all(Array.from({ length: n }, () => meter.admit(key, limit, DAY_END)));
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const waitFor = async (what: () => boolean, ms = 5_000) => {
  const until = Date.now() + ms;
  while (!what()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
};

describe('admission', () => {
  it('an unknown counter is read once for all concurrent first requests; after that no store call until a flush', async () => {
    const { kv, meter } = setup();
    kv.put(KEY, { count: 40 });
    const first = await admitMany(meter, 50);
    expect(kv.calls).toEqual([{ op: 'get', key: KEY }]);
    const later = await admitMany(meter, 100);
    expect(kv.calls).toHaveLength(1);
    expect([...first, ...later].every((a) => a.admitted)).toBe(true);
    expect([...first, ...later].map((a) => a.used).sort((a, b) => a - b)).toEqual(range(41, 190));
    expect(kv.count(KEY)).toBe(40);
  });

  it('at the limit exactly the budget passes; refusals are not counted and write nothing', async () => {
    const { kv, meter } = setup();
    const results = await admitMany(meter, 30, 20);
    expect(results.filter((r) => r.admitted).map((r) => r.used)).toEqual(range(1, 20));
    expect(results.filter((r) => !r.admitted).every((r) => r.used === 20)).toBe(true);
    await meter.flush();
    expect(kv.count(KEY)).toBe(20);
    // A higher limit (another plan) continues from the known count.
    expect(await meter.admit(KEY, 21, DAY_END)).toEqual({ admitted: true, used: 21 });
  });

  it('read behind: requests are decided before any store call; the flush reads, writes the true total, and later requests see it', async () => {
    const { kv, meter } = setup();
    kv.put(KEY, { count: 40 });
    // Decided synchronously, from zero: no promise, and no store call at all until the flush.
    expect(meter.admit(KEY, 1_000, DAY_END, 1, { readBehind: true })).toEqual({ admitted: true, used: 1 });
    expect(meter.admit(KEY, 1_000, DAY_END, 1, { readBehind: true })).toEqual({ admitted: true, used: 2 });
    expect(kv.calls).toEqual([]);
    await meter.flush();
    expect(kv.calls.map((c) => c.op)).toEqual(['get', 'replace']);
    expect(kv.count(KEY)).toBe(42);
    expect(await meter.admit(KEY, 1_000, DAY_END, 1, { readBehind: true })).toEqual({ admitted: true, used: 43 });
  });

  it('read behind refuses past the budget once the flush has read the stored count, and loses nothing admitted before', async () => {
    const { kv, meter } = setup();
    kv.put(KEY, { count: 10 });
    expect(meter.admit(KEY, 10, DAY_END, 1, { readBehind: true })).toEqual({ admitted: true, used: 1 });
    await meter.flush();
    expect(kv.count(KEY)).toBe(11);
    expect(await meter.admit(KEY, 10, DAY_END, 1, { readBehind: true })).toEqual({ admitted: false, used: 11 });
  });

  it('a malformed counter is a broken invariant, reported, never read as zero', async () => {
    const { kv, meter } = setup();
    kv.put(KEY, { count: -3 });
    await expect(meter.admit(KEY, 10, DAY_END)).rejects.toThrow(/malformed/);
  });
});

describe('writing', () => {
  it('increments are batched: one conditional write per caller per flush', async () => {
    const { kv, meter } = setup();
    await admitMany(meter, 100);
    await admitMany(meter, 7, 1_000_000, 'usage/2026-11-22/a-other');
    kv.calls.length = 0;
    await meter.flush();
    expect(kv.calls.filter((c) => c.op !== 'get')).toEqual(
      expect.arrayContaining([
        { op: 'create', key: KEY },
        { op: 'create', key: 'usage/2026-11-22/a-other' },
      ]),
    );
    expect(kv.calls.filter((c) => c.op !== 'get')).toHaveLength(2);
    expect([kv.count(KEY), kv.count('usage/2026-11-22/a-other')]).toEqual([100, 7]);
    await admitMany(meter, 50);
    kv.calls.length = 0;
    await meter.flush();
    expect(kv.calls).toEqual([{ op: 'replace', key: KEY }]);
    expect(kv.count(KEY)).toBe(150);
  });

  it('a conflicting writer: the write is refused, the counter re-read, and the pending delta added to it', async () => {
    const { kv, meter } = setup();
    await admitMany(meter, 10);
    await meter.flush();
    await admitMany(meter, 5);
    let bumps = 2;
    // Another process writes twice in between: two refused writes, then ours lands on top of theirs.
    kv.beforeWrite = (key) => {
      if (bumps-- > 0) kv.put(key, { count: kv.count(key)! + 100 });
    };
    await meter.flush();
    expect(kv.count(KEY)).toBe(215);
    expect(kv.calls.filter((c) => c.op === 'replace')).toHaveLength(3 + 0);
    // What this process knows now includes the other's writes.
    kv.beforeWrite = undefined;
    expect(await meter.admit(KEY, 1_000_000, DAY_END)).toEqual({ admitted: true, used: 216 });
  });

  it('a write whose answer is lost after it was applied is not added again', async () => {
    const { kv, meter } = setup();
    await admitMany(meter, 10);
    await meter.flush();
    await admitMany(meter, 4);
    kv.loseNextAnswer = true;
    await meter.flush();
    expect(kv.count(KEY)).toBe(14);
    await admitMany(meter, 1);
    await meter.flush();
    expect(kv.count(KEY)).toBe(15);
  });

  it('a write that failed before the store applied it is written on the next flush', async () => {
    const { kv, meter } = setup();
    await admitMany(meter, 3);
    kv.down = true;
    await meter.flush();
    kv.down = false;
    kv.put(KEY, { count: 30 });
    await meter.flush();
    expect(kv.count(KEY)).toBe(33);
  });

  it('each flush re-reads the counters of callers active since the previous one, so other processes are seen', async () => {
    const { kv, meter } = setup();
    await admitMany(meter, 5, 5);
    await meter.flush();
    expect(await meter.admit(KEY, 5, DAY_END)).toEqual({ admitted: false, used: 5 });
    kv.put(KEY, { count: 9 });
    kv.calls.length = 0;
    await meter.flush();
    expect(kv.calls).toEqual([{ op: 'get', key: KEY }]);
    expect(await meter.admit(KEY, 5, DAY_END)).toEqual({ admitted: false, used: 9 });
    // A caller idle since the previous flush is not read again.
    await meter.flush();
    kv.calls.length = 0;
    await meter.flush();
    expect(kv.calls).toEqual([]);
  });

  it('the timer writes pending increments without being asked; settle() resolves once they are stored', async () => {
    const { kv, meter, reports } = setup({ flushIntervalMs: 20 });
    await admitMany(meter, 25);
    await meter.settle();
    expect(kv.count(KEY)).toBe(25);
    await admitMany(meter, 5);
    await waitFor(() => kv.count(KEY) === 30);
    expect(reports.length).toBeGreaterThanOrEqual(2);
    // Nothing pending: settle has nothing to wait for.
    await meter.settle();
    expect(kv.count(KEY)).toBe(30);
  });

  it("a process's first flush waits for settle() (after the first answer), not for the admission: no store call while the first answer is made", async () => {
    const { kv, meter } = setup();
    expect(meter.admit(KEY, 1_000, DAY_END, 1, { readBehind: true })).toEqual({ admitted: true, used: 1 });
    // The first answer awaiting its data (file reads, timers): the meter starts nothing meanwhile.
    await new Promise((r) => setTimeout(r, 30));
    expect(kv.calls).toEqual([]);
    const settled = meter.settle();
    // Started on the next turn of the event loop, not within the caller's own turn.
    expect(kv.calls).toEqual([]);
    await settled;
    expect(kv.calls.map((c) => c.op)).toEqual(['get', 'create']);
    expect(kv.count(KEY)).toBe(1);
  });

  it('without settle(), the first flush runs one interval after the meter was made', async () => {
    const { kv, meter } = setup({ flushIntervalMs: 40 });
    void meter.admit(KEY, 1_000, DAY_END, 1, { readBehind: true });
    await new Promise((r) => setTimeout(r, 5));
    expect(kv.calls).toEqual([]);
    await waitFor(() => kv.count(KEY) === 1);
  });

  it('settle() hands every request of a flush period one promise, resolved once that flush has stored them all', async () => {
    const { kv, meter } = setup({ flushIntervalMs: 20 });
    await admitMany(meter, 3);
    const first = meter.settle();
    await admitMany(meter, 4);
    expect(meter.settle()).toBe(first);
    await first;
    expect(kv.count(KEY)).toBe(7);
    // Admitted after that flush began: a new promise, for the next flush.
    await admitMany(meter, 2);
    const next = meter.settle();
    expect(next).not.toBe(first);
    await next;
    expect(kv.count(KEY)).toBe(9);
  });

  it('shutdown: flush() writes everything recorded; after stop() no timer writes', async () => {
    const { kv, meter } = setup({ flushIntervalMs: 20 });
    await admitMany(meter, 12);
    meter.stop();
    await new Promise((r) => setTimeout(r, 100));
    expect(kv.count(KEY)).toBeUndefined();
    await meter.flush();
    expect(kv.count(KEY)).toBe(12);
  });

  it('counters of a day that has ended are forgotten once written', async () => {
    const { kv, meter, clock } = setup();
    await admitMany(meter, 3);
    clock.now = new Date('2026-11-23T00:00:01Z');
    await meter.flush();
    expect(kv.count(KEY)).toBe(3);
    kv.calls.length = 0;
    await meter.admit(KEY, 100, DAY_END);
    expect(kv.calls).toEqual([{ op: 'get', key: KEY }]);
  });
});

describe('an unreachable store', () => {
  it('callers are admitted on local counts; flush resolves, keeps them pending and logs; the store back, they are added to what it holds', async () => {
    const { kv, meter, logs } = setup();
    kv.put(KEY, { count: 50 });
    await admitMany(meter, 10);
    kv.down = true;
    const unknownKey = 'usage/2026-11-22/a-new';
    const known = await admitMany(meter, 5);
    const fresh = await admitMany(meter, 3, 1_000_000, unknownKey);
    expect(known.map((a) => a.used)).toEqual(range(61, 65));
    expect(fresh.map((a) => a.used)).toEqual(range(1, 3));
    await meter.flush();
    expect(logs.some((e) => e.event === 'key-store')).toBe(true);
    expect(logs.some((e) => e.event === 'usage-pending' && String(e.message).startsWith('18 counted requests of 2 callers'))).toBe(true);
    kv.down = false;
    kv.put(unknownKey, { count: 7 });
    await meter.flush();
    expect([kv.count(KEY), kv.count(unknownKey)]).toEqual([65, 10]);
  });
});
