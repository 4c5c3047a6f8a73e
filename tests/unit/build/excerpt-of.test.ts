/** An excerpt of a file that keeps every revision: its header, then every line from the first holding the marker. */
import { describe, expect, it } from 'vitest';
import { excerptOf } from '../../../src/data/pull-sources.ts';

describe('excerptOf', () => {
  it('keeps the header and the block from the first line holding the marker to the end', () => {
    const whole = 'symbol,revision\nA,2026_rev_9,\nB,2026_rev_9,\nA,2026_rev_10,\nB,2026_rev_10,\n';
    expect(excerptOf(whole, ',2026_rev_10,')).toBe('symbol,revision\nA,2026_rev_10,\nB,2026_rev_10,\n');
    expect(excerptOf(whole, ',2026_rev_11,')).toBe('symbol,revision\n');
  });
});
