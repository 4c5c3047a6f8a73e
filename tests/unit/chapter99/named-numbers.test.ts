/** Which numbers a chapter 99 heading's own text names as the goods it covers, on real texts. */
import { describe, expect, it } from 'vitest';
import { namedNumbers } from '../../../src/lib/chapter99/named-numbers.ts';

describe('namedNumbers on real texts', () => {
  it.each([
    // 9903.04.05 (2026 rev 10)
    [
      'In original loaves (provided for in subheading 0406.40.44, 0406.40.54, or 0406.40.70)',
      [{ words: 'provided for in subheading 0406.40.44, 0406.40.54, or 0406.40.70', digits: ['04064044', '04064054', '04064070'], except: [] }],
    ],
    // 9903.74.02
    [
      'Buses and other vehicles classified in HTSUS heading 8702 as provided for in subdivision (c) of U.S. note 38 to this subchapter.',
      [{ words: 'classified in HTSUS heading 8702', digits: ['8702'], except: [] }],
    ],
    // 9903.91.12: a statistical number written 4.2.4, then subheadings with their own kind word
    [
      'Effective with respect to entries, on or after November 10, 2026, of intermodal chassis, subassemblies thereof, and parts thereof (provided for in statistical reporting number 8716.39.0090, or in subheadings 8716.90.30 or 8716.90.50), articles the product of China, as provided for in subdivision (k)(i) of U.S. note 31 to this subchapter, except as provided in heading 9903.91.13.',
      [{ words: 'provided for in statistical reporting number 8716.39.0090, or in subheadings 8716.90.30 or 8716.90.50', digits: ['8716390090', '87169030', '87169050'], except: [] }],
    ],
    // 9903.80.54: the list's own exception
    [
      'Rails other than those known as “standard rails,” provided for in subheading 7302.10.10 (except for statistical reporting numbers 7302.10.1010, 7302.10.1035, 7302.10.1065 and 7302.10.1075)',
      [{ words: 'provided for in subheading 7302.10.10', digits: ['73021010'], except: ['7302101010', '7302101035', '7302101065', '7302101075'] }],
    ],
    // 9902.03.64: no kind word
    [
      '3-{[Ethyl(phenyl)amino]methyl}benzenesulfonic acid (CAS No. 101-11-1) (provided for in 2921.42.90)',
      [{ words: 'provided for in 2921.42.90', digits: ['29214290'], except: [] }],
    ],
    // 9903.80.74: no space after the kind word
    ['Tin-free steel (provided for in subheading7210.50.00)', [{ words: 'provided for in subheading7210.50.00', digits: ['72105000'], except: [] }]],
    // 9903.54.01
    [
      'an additional 80,000 metric tons of lean beef trimmings of Argentina may be entered ... under statistical reporting numbers 0201.30.5091, 0201.30.5097, 0202.30.5091, and 0202.30.5097, as provided in U.S. note 7 to this subchapter.',
      [{ words: 'under statistical reporting numbers 0201.30.5091, 0201.30.5097, 0202.30.5091, and 0202.30.5097', digits: ['0201305091', '0201305097', '0202305091', '0202305097'], except: [] }],
    ],
  ])('%j', (text, named) => {
    expect(namedNumbers(text)).toEqual(named);
  });

  it.each([
    // an exclusion names chapters it does not cover
    'Except for articles classifiable in chapters 72, 73, 74 or 76, articles the product of Russia',
    // a chapter 99 heading is another heading, not goods
    'Notwithstanding heading 9903.91.03, effective with respect to entries of enteral syringes, of China, on or after September 27, 2024',
    // "of heading" qualifies other goods
    'Parts designed for use in motor vehicles of heading 8703',
    // a subdivision of a note is not a number
    'articles the product of China and Hong Kong, as provided for in U.S. note 2(u) to this subchapter',
  ])('names nothing: %j', (text) => {
    expect(namedNumbers(text)).toEqual([]);
  });

  it('"other than" before the subject qualifies the goods, not the number (9903.80.47)', () => {
    expect(namedNumbers('Wire (other than of stainless steel), provided for in subheading 7217.10.10, 7217.10.20')[0]?.digits).toEqual(['72171010', '72171020']);
  });
});
