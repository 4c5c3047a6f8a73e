/**
 * The fixture app's reference records (tests/support/reference-fixture-data.ts) against what the build makes from
 * the data mirror now: when this fails, regenerate them (see tests/support/make-reference-fixture.ts).
 */
import { describe, expect, it } from 'vitest';
import { REFERENCE_FIXTURE } from '../support/reference-fixture-data.ts';
import { FIXTURE_COUNTRIES, FIXTURE_DISTRICTS, referenceFixture } from '../support/make-reference-fixture.ts';

describe('the fixture app reference data', () => {
  it('equals the records the build makes, for the countries and districts it names', async () => {
    const now = await referenceFixture();
    expect(REFERENCE_FIXTURE).toEqual(now);
    expect(REFERENCE_FIXTURE.countries.map((c) => c.iso2).sort()).toEqual([...FIXTURE_COUNTRIES].sort());
    expect(new Set(REFERENCE_FIXTURE.ports.map((p) => p.district))).toEqual(new Set(FIXTURE_DISTRICTS));
  });
});
