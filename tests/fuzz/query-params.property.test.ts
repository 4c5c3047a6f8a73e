/** Tariff-number lookups under arbitrary input against the real schedule the build wrote (the build-free query properties are tests/unit/query/query-params.property.test.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CANDIDATES, normaliseHtsno } from '../../src/lib/query/hts-store.ts';
import { allLines, testDeps } from '../support/app.ts';

describe('tariff numbers on the real schedule', () => {
  it('a lookup on the real schedule is found, ambiguous with the first 50 candidates and their total, not found, or malformed, and agrees with a prefix scan', async () => {
    const { store } = await testDeps.hts();
    const real = (await allLines()).map((l) => l.digits);
    const kinds = { found: 0, ambiguous: 0, 'not-found': 0, malformed: 0 };
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constantFrom(...real).chain((d) => fc.nat({ max: d.length }).map((k) => d.slice(0, Math.max(2, k)))), fc.stringMatching(/^\d{2,10}$/), fc.string()), async (input) => {
        const found = await store.lookup(input);
        kinds[found.kind]++;
        const digitsIn = normaliseHtsno(input);
        if (digitsIn === null) return void expect(found.kind).toBe('malformed');
        const scan = real.filter((d) => d.startsWith(digitsIn));
        if (found.kind === 'found') expect(found.line.digits.startsWith(digitsIn)).toBe(true);
        else if (found.kind === 'ambiguous') {
          expect(found.candidates.map((l) => l.digits)).toEqual(scan.slice(0, MAX_CANDIDATES));
          expect(found.total).toBe(scan.length);
        } else expect(found.kind === 'not-found' && scan.length === 0).toBe(true);
      }),
      { numRuns: 2000 },
    );
    // Every outcome was exercised, not only the easy one.
    for (const [kind, n] of Object.entries(kinds)) expect(n, kind).toBeGreaterThan(50);
  });
});
