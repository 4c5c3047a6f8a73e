/**
 * Pages of answers (src/lib/query/answered-pages.ts) are kept from their second ask: a page asked once is made and
 * let go (so a one-off query's objects die young), asked again it is made and kept, and then it is a lookup.
 */
import { describe, expect, it } from 'vitest';
import { answeredPages, ASKED_ONCE } from '../../../src/lib/query/answered-pages.ts';
import type { HtsStore } from '../../../src/lib/query/hts-store.ts';

describe('answered pages', () => {
  it('keeps a page from its second ask, per store and kind', async () => {
    const store = {} as HtsStore;
    let made = 0;
    const make = async () => [{ n: ++made }];
    const pages = answeredPages<{ n: number }[]>(store, 'headings');
    expect(await pages('a 0 20 other', make)).toEqual([{ n: 1 }]);
    expect(await pages('a 0 20 other', make)).toEqual([{ n: 2 }]);
    const kept = await pages('a 0 20 other', make);
    expect(kept).toEqual([{ n: 2 }]);
    expect(await answeredPages<{ n: number }[]>(store, 'headings')('a 0 20 other', make)).toBe(kept);
    expect(made).toBe(2);
    // Another kind, or another store, keeps its own.
    await answeredPages<{ n: number }[]>(store, 'tariffs')('a 0 20 other', make);
    await answeredPages<{ n: number }[]>({} as HtsStore, 'headings')('a 0 20 other', make);
    expect(made).toBe(4);
  });

  it('forgets the keys asked once past its bound, never a kept page', async () => {
    const store = {} as HtsStore;
    let made = 0;
    const pages = answeredPages<number>(store, 'tariffs');
    const make = async () => ++made;
    await pages('kept', make);
    await pages('kept', make);
    for (let i = 0; i <= ASKED_ONCE; i++) await pages(`once ${i}`, make);
    const before = made;
    expect(await pages('kept', make)).toBe(2);
    expect(made).toBe(before);
    // The first key asked once was forgotten: asked again, it is made and not yet kept.
    await pages('once 0', make);
    await pages('once 0', make);
    expect(made).toBe(before + 2);
  });
});
