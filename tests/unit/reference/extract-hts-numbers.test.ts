import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { extractHtsNumbers } from '../../../src/lib/reference/extract-hts-numbers.ts';

describe('extractHtsNumbers', () => {
  it('expands the slash shorthand of a real notice (86 FR 674)', () => {
    const text = 'Adds 25% (9903.89.57) on French/German 2204.21.20/.30/.60/.80, 2204.22.20/.40/.60/.80, 2204.29.61/.81, 2204.30.00, 2208.20.40 >$38/pf L';
    expect(extractHtsNumbers(text)).toEqual({
      htsNumbers: [
        '2204.21.20', '2204.21.30', '2204.21.60', '2204.21.80',
        '2204.22.20', '2204.22.40', '2204.22.60', '2204.22.80',
        '2204.29.61', '2204.29.81', '2204.30.00', '2208.20.40',
      ],
      chapter99Numbers: ['9903.89.57'],
      chapter99Ranges: [],
    });
  });

  it('keeps a chapter 99 range as a range (86 FR 14513)', () => {
    expect(extractHtsNumbers('Suspends EU LCA duties (9903.89.05-.63) incl. wine')).toEqual({
      htsNumbers: [],
      chapter99Numbers: [],
      chapter99Ranges: [{ from: '9903.89.05', to: '9903.89.63' }],
    });
  });

  it('reads a subheading without statistical suffix and its shorthand', () => {
    expect(extractHtsNumbers('headings 2204.21/.22 only').htsNumbers).toEqual(['2204.21', '2204.22']);
  });

  it.each(['90 FR 15041', 'comments by 2020-01-13', '0.125% per CFR 2011 text', '§§152.100-152.108', 'EO 14257', '10% on all origins'])(
    'finds no tariff number in %j',
    (text) => {
      expect(extractHtsNumbers(text)).toEqual({ htsNumbers: [], chapter99Numbers: [], chapter99Ranges: [] });
    },
  );

  it('never throws and returns sorted, unique numbers', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const r = extractHtsNumbers(s + ' 2204.21.20 2204.21.20');
        expect(r.htsNumbers).toEqual([...new Set(r.htsNumbers)].sort());
        expect(r.htsNumbers).toContain('2204.21.20');
      }),
    );
  });
});
