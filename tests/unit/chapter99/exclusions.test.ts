/** The exclusions a chapter 99 heading names by heading or note, quoted (never applied), on real texts. */
import { describe, expect, it } from 'vitest';
import { exclusions, withoutExclusions } from '../../../src/lib/chapter99/exclusions.ts';

const T9903_01_25 =
  'Articles the product of any country, except for products described in headings 9903.01.26–9903.01.33, 9903.02.02–9903.02.91, 9903.96.01, and 9903.96.02, and except as provided for in headings 9903.01.34 and 9903.02.01, as provided for in subdivision (v) of U.S. note 2 to this subchapter';

describe('exclusions on real texts', () => {
  it('9903.01.25: the headings it excludes, ranges kept as ranges, not its own note', () => {
    expect(exclusions(T9903_01_25)).toEqual([
      {
        text: 'except for products described in headings 9903.01.26–9903.01.33, 9903.02.02–9903.02.91, 9903.96.01, and 9903.96.02, and except as provided for in headings 9903.01.34 and 9903.02.01',
        headings: ['9903.01.26-9903.01.33', '9903.02.02-9903.02.91', '9903.96.01', '9903.96.02', '9903.01.34', '9903.02.01'],
        notes: [],
      },
    ]);
    expect(withoutExclusions(T9903_01_25)).toBe('Articles the product of any country, , as provided for in subdivision (v) of U.S. note 2 to this subchapter');
  });

  it('9903.01.20: a list that runs into the subject with no comma', () => {
    expect(
      exclusions('Except for products described in headings 9903.01.21, 9903.01.22, or 9903.01.23 articles the product of China and Hong Kong, as provided for in U.S. note 2(s) to this subchapter'),
    ).toEqual([{ text: 'Except for products described in headings 9903.01.21, 9903.01.22, or 9903.01.23', headings: ['9903.01.21', '9903.01.22', '9903.01.23'], notes: [] }]);
  });

  it('9903.01.63: an excluding U.S. note, after an in-transit exception that names neither', () => {
    expect(
      exclusions(
        'Except for goods loaded onto a vessel at the port of loading and in transit on the final mode of transit before 12:01 a.m. eastern daylight time on April 10, 2025, except for products described in headings 9903.01.28–9903.01.33, except as provided for in heading 9903.01.34, and except as provided for in U.S. note 2(w), articles the product of China',
      ),
    ).toEqual([
      {
        text: 'except for products described in headings 9903.01.28–9903.01.33, except as provided for in heading 9903.01.34, and except as provided for in U.S. note 2(w)',
        headings: ['9903.01.28-9903.01.33', '9903.01.34'],
        notes: ['U.S. note 2(w)'],
      },
    ]);
  });

  it('9903.91.09: "Notwithstanding"', () => {
    expect(exclusions('Notwithstanding subheading 9903.92.10, effective with respect to entries, on or after September 27, 2024, of ship-to-shore gantry cranes')).toEqual([
      { text: 'Notwithstanding subheading 9903.92.10', headings: ['9903.92.10'], notes: [] },
    ]);
  });

  it('an exclusion naming no heading or note is not listed', () => {
    expect(exclusions('Except for goods loaded onto a vessel at the port of loading, articles the product of Japan')).toEqual([]);
    expect(exclusions('Edam and Gouda cheeses (provided for in subheading 0406.20.44)')).toEqual([]);
  });
});
