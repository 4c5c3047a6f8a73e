/** The byte-bounded least-recently-used map the caches share, and the estimate they weigh values by. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { approxBytes } from '../../../src/lib/memory/approx-bytes.ts';
import { cachedLoad, createByteLru } from '../../../src/lib/memory/byte-lru.ts';

describe('createByteLru', () => {
  it('forgets the least recently used until the bytes held fit the budget, whatever the count', () => {
    const lru = createByteLru<string>(100);
    lru.set('a', 'A', 40);
    lru.set('b', 'B', 40);
    expect(lru.get('a')).toBe('A'); // a is now the most recently used
    lru.set('c', 'C', 40);
    expect(lru.get('b')).toBeUndefined();
    expect([lru.get('a'), lru.get('c')]).toEqual(['A', 'C']);
    expect([lru.bytes, lru.size]).toEqual([80, 2]);
    // Many light values are all kept; one heavy value pushes out as many as it must.
    for (let i = 0; i < 20; i++) lru.set(`s${i}`, 's', 1);
    expect(lru.size).toBe(22);
    lru.set('big', 'BIG', 90);
    expect(lru.bytes).toBeLessThanOrEqual(100);
    expect(lru.get('big')).toBe('BIG');
    expect(lru.get('a')).toBeUndefined();
  });

  it('forgets only values in the least recently used half: at least half the others were used since', () => {
    const op = fc.record({ get: fc.boolean(), key: fc.integer({ min: 0, max: 29 }) });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.array(op, { maxLength: 400 }), (room, ops) => {
        const lru = createByteLru<number>(room * 10);
        const lastUse = new Map<number, number>();
        const lastSet = new Map<number, number>();
        const held = new Set<number>();
        ops.forEach(({ get, key }, time) => {
          if (get) {
            const hit = lru.get(String(key));
            expect(hit === undefined).toBe(!held.has(key));
            if (hit !== undefined) {
              expect(hit).toBe(lastSet.get(key));
              lastUse.set(key, time);
            }
            return;
          }
          const full = held.size === room && !held.has(key);
          lru.set(String(key), time, 10);
          lastUse.set(key, time);
          lastSet.set(key, time);
          held.add(key);
          if (!full) return expect(lru.size).toBe(held.size);
          const gone = [...held].filter((k) => !lru.has(String(k)));
          expect(gone).toHaveLength(1);
          expect(gone[0]).not.toBe(key);
          const since = [...held].filter((k) => k !== key && k !== gone[0] && lastUse.get(k)! > lastUse.get(gone[0]!)!).length;
          expect(since).toBeGreaterThanOrEqual(Math.floor(room / 2));
          held.delete(gone[0]!);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('keeps nothing heavier than the whole budget, and evicts nothing else for it', () => {
    const lru = createByteLru<string>(100);
    lru.set('a', 'A', 60);
    lru.set('huge', 'H', 101);
    expect(lru.get('huge')).toBeUndefined();
    expect([lru.get('a'), lru.bytes]).toEqual(['A', 60]);
  });

  it('replacing a key counts its bytes once; weigh and delete act only on the value still held', () => {
    const lru = createByteLru<string>(100);
    lru.set('a', 'old', 30);
    lru.set('a', 'new', 50);
    expect([lru.bytes, lru.size]).toEqual([50, 1]);
    lru.weigh('a', 'old', 99);
    lru.delete('a', 'old');
    expect([lru.get('a'), lru.bytes]).toEqual(['new', 50]);
    lru.weigh('a', 'new', 70);
    expect(lru.bytes).toBe(70);
    lru.delete('a');
    expect([lru.bytes, lru.size]).toEqual([0, 0]);
  });
});

describe('cachedLoad', () => {
  it('loads a key once for concurrent callers, weighs it when loaded, and forgets a failure', async () => {
    const lru = createByteLru<Promise<number[]>>(1_000);
    const load = cachedLoad(lru, (v: number[]) => v.length * 100);
    let calls = 0;
    const three = () => ((calls += 1), Promise.resolve([1, 2, 3]));
    const [x, y] = await Promise.all([load('k', three), load('k', three)]);
    expect(x).toBe(y);
    expect([calls, lru.bytes]).toEqual([1, 300]);
    await expect(load('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await Promise.resolve();
    expect(lru.size).toBe(1);
    // Past the budget once weighed: the oldest goes.
    await load('ten', () => Promise.resolve(Array.from({ length: 8 }, (_, i) => i)));
    expect(lru.get('k')).toBeUndefined();
    expect(lru.bytes).toBe(800);
  });
});

describe('approxBytes', () => {
  it('grows with the data a value holds, counting wide characters double', () => {
    expect(approxBytes('a'.repeat(1000))).toBeGreaterThanOrEqual(1000);
    expect(approxBytes('é'.repeat(1000))).toBeLessThan(approxBytes('€'.repeat(1000)));
    const row = { htsno: '2204.21.50.05', description: 'Sparkling wine', rates: ['6.3¢/liter', 'Free'] };
    const many = approxBytes(Array.from({ length: 100 }, () => ({ ...row })));
    expect(many).toBeGreaterThan(100 * approxBytes(row));
    expect(many).toBeLessThan(110 * approxBytes(row));
    expect(approxBytes(new Uint8Array(5000))).toBeGreaterThanOrEqual(5000);
    expect(approxBytes(new Map([['k', 'v'.repeat(500)]]))).toBeGreaterThan(500);
  });
});
