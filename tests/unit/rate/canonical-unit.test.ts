import { describe, expect, it } from 'vitest';
import { ACCEPTED_UNIT_SPELLINGS, acceptedUnit, canonicalUnit, reportingUnit } from '../../../src/lib/units/canonical-unit.ts';
import { REPORTING_UNITS } from '../../../src/lib/units/reporting-units.ts';
import { UNIT_SPELLINGS } from '../../../src/lib/units/unit-spellings.ts';
import { CANONICAL_UNITS, CanonicalUnit } from '../../../src/lib/schema/rate.ts';

describe('canonicalUnit', () => {
  it('is total on the accepted spellings of priced units, and each names one unit; the units only reported in come last', () => {
    const priced = ACCEPTED_UNIT_SPELLINGS.slice(0, ACCEPTED_UNIT_SPELLINGS.length - REPORTING_UNITS.length);
    expect(ACCEPTED_UNIT_SPELLINGS.slice(priced.length)).toEqual([...REPORTING_UNITS]);
    for (const spelling of priced) {
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

  it.each([
    ['doses', 'doses'], ['Cu kg', 'Cu kg'], ['cu kg', 'Cu kg'], ['kg cmsc', 'kg cmsc'], ['KG CMSC', 'kg cmsc'], ['t adw', 't adw'],
    ['GBq', 'GBq'], ['hundreds', 'hundreds'], ['cm2', 'cm2'], ['thousand m3', 'thousand m3'], ['W', 'W'], ['Au g', 'Au g'],
  ])('%j is a unit the schedule only reports in: %s, accepted and never priced', (spelling, unit) => {
    expect(canonicalUnit(spelling)).toBeNull();
    expect(reportingUnit(spelling)).toBe(unit);
    expect(acceptedUnit(spelling)).toEqual({ priced: false, unit });
  });

  it('reads no unit a rate is assessed in as one only reported in, and refuses what is neither', () => {
    for (const spelling of ACCEPTED_UNIT_SPELLINGS) {
      const unit = acceptedUnit(spelling);
      expect(unit, spelling).not.toBeNull();
      expect(unit!.priced, spelling).toBe(canonicalUnit(spelling) !== null);
    }
    for (const spelling of ['', 'furlong', 'No. and kg', 'kg Cu']) expect(acceptedUnit(spelling), spelling).toBeNull();
  });
});
