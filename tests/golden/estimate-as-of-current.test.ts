/**
 * An estimate as of a date on or after the current schedule's revision (a broker sending today's date) reads the
 * current schedule itself: the answer is the one without asOf (asOf said beside it), and no archived revision's
 * chapter 99 index is built for it. An earlier date still reads its own revision.
 */
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../src/app/caller.ts';
import { revisionIndexesHeld } from '../../src/app/chapter99-index.ts';
import { estimate } from '../../src/app/estimate.ts';
import { createFunctionDeps } from '../../src/data/function-deps.ts';
import { DEPLOY_BLOBS_BUILD, FUNCTION_DIR } from '../../src/data/paths.ts';

const TODAY = '2026-11-26';
const CLOCK = () => new Date(`${TODAY}T12:00:00Z`);
const BROKER: Caller = { plan: 'business', historyDays: 3650 };
const ENTRIES = [
  { htsno: '8471.30.01.00', countryOfOrigin: 'CN' },
  { htsno: '7208.10.15.00', countryOfOrigin: 'CN', contentValuesUsd: { steel: 6000 } },
  { htsno: '2204.21.50.05', countryOfOrigin: 'FR', litres: 750 },
  { htsno: '8703.23.01.90', countryOfOrigin: 'JP' },
  { htsno: '8544.42.90.90', countryOfOrigin: 'MX' },
];

describe('an estimate as of the current revision', () => {
  // A data source of its own, so what it holds is this file's doing alone.
  const deps = createFunctionDeps({ dir: () => FUNCTION_DIR, blobsDir: () => DEPLOY_BLOBS_BUILD });

  it('answers as the current schedule does, asOf beside it, building no archived chapter 99 index', async () => {
    const current = (await deps.hts()).revision.id;
    for (const date of ['2026-08-20', TODAY]) {
      for (const entry of ENTRIES) {
        const body = { ...entry, customsValueUsd: 10000, stack: {} };
        const now = await estimate(deps, body, BROKER, CLOCK);
        const then = await estimate(deps, { ...body, asOf: date }, BROKER, CLOCK);
        if (!now.ok || !then.ok) throw new Error(`${entry.htsno} refused`);
        const { asOf, ...rest } = then.value;
        expect(asOf?.revision, entry.htsno).toBe(current);
        expect(asOf?.date).toBe(date);
        // The entry date is the same only when asOf is today; the law is read for the date either way.
        if (date === TODAY) expect(rest, entry.htsno).toEqual(now.value);
        else expect(rest.dutyUsd, entry.htsno).toBe(now.value.dutyUsd);
      }
    }
    expect(revisionIndexesHeld(deps)).toBe(0);
  });

  it('reads an earlier revision from the archive, its chapter 99 index built once', async () => {
    const then = await estimate(deps, { htsno: '7208.10.15.00', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2026-01-15' }, BROKER, CLOCK);
    expect(then.ok && then.value.asOf?.revision).not.toBe((await deps.hts()).revision.id);
    expect(revisionIndexesHeld(deps)).toBe(1);
  });
});
