/** The functions' compact index gives back exactly the lines the build made. */
import { describe, expect, it } from 'vitest';
import { lineOffsets, packLines, packedHtsnos, unpackLines } from '../../src/lib/datasets/pack-lines.ts';
import { buildSchedule } from '../../src/lib/hts/build-schedule.ts';
import { createRateCache } from '../../src/lib/hts/rate-cache.ts';
import { HtsExport } from '../../src/lib/schema/hts-row.ts';
import { htsRows } from '../support/data.ts';

describe('packLines / unpackLines on the full schedule', () => {
  const lines = buildSchedule(HtsExport.parse(htsRows('2026_rev_10')), createRateCache()).lines;
  const packed = packLines(lines);

  it('round-trips every line, field for field and in key order', () => {
    const back = unpackLines(packed);
    expect(back).toHaveLength(lines.length);
    expect(JSON.stringify(back)).toBe(JSON.stringify(lines));
  });

  it('reads the numbers without unpacking, and survives a JSON round trip', () => {
    const reread = JSON.parse(JSON.stringify(packed));
    expect(packedHtsnos(reread, lineOffsets(reread))).toEqual(lines.map((l) => l.htsno));
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(lines).length / 4);
  });
});
