import { describe, expect, it } from 'vitest';
import { ACCEPTED_UNIT_SPELLINGS, canonicalUnit } from '../../../src/lib/units/canonical-unit.ts';
import { UNIT_SPELLINGS } from '../../../src/lib/units/unit-spellings.ts';
import { CANONICAL_UNITS, CanonicalUnit } from '../../../src/lib/schema/rate.ts';

describe('canonicalUnit', () => {
  it('is total on the accepted spellings, and each names one unit', () => {
    for (const spelling of ACCEPTED_UNIT_SPELLINGS) {
      const unit = canonicalUnit(spelling);
      expect(unit, spelling).not.toBeNull();
      expect(CanonicalUnit.safeParse(unit).success).toBe(true);
      expect(UNIT_SPELLINGS[unit!].includes(spelling) || unit === spelling, spelling).toBe(true);
    }
  });

  it('maps every canonical name to itself, the contract\'s first', () => {
    for (const unit of CANONICAL_UNITS) expect(canonicalUnit(unit)).toBe(unit);
    expect(ACCEPTED_UNIT_SPELLINGS.slice(0, CANONICAL_UNITS.length)).toEqual([...CANONICAL_UNITS]);
  });

  it.each([
    // the contract's examples and the schedule's rate-string spellings
    ['pr.', 'pair'], ['prs.', 'pair'], ['doz.', 'dozen'], ['bbl', 'barrel'], ['liters', 'liter'], ['liter', 'liter'],
    ['litre', 'liter'], ['litres', 'liter'], ['pf. liter', 'proof liter'], ['pf.liter', 'proof liter'],
    ['pf.liters', 'proof liter'], ['No.', 'each'], ['t', 'metric ton'], ['m²', 'm2'], ['m³', 'm3'], ['g', 'gram'],
    ['thousands', 'thousand'], ['1000', 'thousand'], ['1,000', 'thousand'], ['thou- sand', 'thousand'],
    ['clean kg', 'clean kg'], ['cy kg', 'clean kg'], ['doz. prs.', 'dozen pairs'], ['Jwls.', 'jewel'],
    ['lin. m', 'linear meter'], ['gr.lines', 'gross line'], ['line/ gross', 'gross line'], ['article', 'each'],
    ['KG', 'kg'], ['  Liters ', 'liter'], ['pcs ', 'each'], ['Dz Pcs', 'dozen'], ['pack', 'pack'],
  ])('%j -> %s', (spelling, unit) => {
    expect(canonicalUnit(spelling)).toBe(unit);
  });

  it.each(['', 'furlong', 'Cu kg', 'kg ttl sug', 't adw', 'hundreds', 'cm2', 'GBq', 'No. and kg', 'kg cmsc'])(
    '%j names no unit the duty is assessed in',
    (spelling) => {
      expect(canonicalUnit(spelling)).toBeNull();
    },
  );
});
