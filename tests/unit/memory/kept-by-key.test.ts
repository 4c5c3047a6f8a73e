/** keptByKey: made once per owner and key, forgotten all at once when the owner's keys reach the limit. */
import { describe, expect, it } from 'vitest';
import { keptByKey } from '../../../src/lib/memory/kept-by-key.ts';

describe('keptByKey', () => {
  it('makes a value once per owner and key, and again after the owner\'s keys were forgotten at the limit', () => {
    const kept = keptByKey<object, number>(2);
    const [a, b] = [{}, {}];
    let made = 0;
    const make = () => ++made;
    expect(kept(a, 'x', make)).toBe(1);
    expect(kept(a, 'x', make)).toBe(1);
    expect(kept(b, 'x', make)).toBe(2);
    expect(kept(a, 'y', make)).toBe(3);
    // a holds two keys: a third clears them, so x is made anew.
    expect(kept(a, 'z', make)).toBe(4);
    expect(kept(a, 'x', make)).toBe(5);
    expect(kept(b, 'x', make)).toBe(2);
  });
});
