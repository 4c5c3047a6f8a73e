/**
 * The law data's own checks, reported together, never thrown: a U.S.-content cap on an exemption that does not take
 * out the U.S. content, and a published rate that does not say what the heading's rate says.
 */
import { describe, expect, it } from 'vitest';
import { compileLaw } from '../../../src/lib/stack/compile-law.ts';
import type { HeadingLaw, LawData } from '../../../src/lib/schema/chapter99-law.ts';

const WINDOW = [{ from: '2026-06-08', citation: 'Proclamation 11032' }];
const lawOf = (headings: HeadingLaw[]): LawData => ({
  measures: [{ id: 'm', authority: '232', title: 'a measure', report: '232', citations: [{ citation: 'Proclamation 11032' }], headings }],
  rules: [],
  openQuestions: [],
  groups: [],
  lists: [],
});
const charge: HeadingLaw = { heading: '9903.82.20', kind: 'charge', title: 'USMCA goods: +25%', rate: { add: '25' }, windows: WINDOW, reach: { origins: ['CA'] }, source: 'note 16(j)' };
const exemption = (over: Partial<HeadingLaw>): HeadingLaw => ({
  heading: '9903.82.21',
  kind: 'exemption',
  title: 'The U.S. content up to 40%',
  windows: WINDOW,
  reach: { origins: ['CA'], usContentAtLeast: '0', whenApplies: ['9903.82.20'] },
  exempts: ['9903.82.20'],
  source: 'note 16(j)',
  ...over,
});

describe('compiling the law data', () => {
  it('keeps a U.S.-content cap as a fraction of the value on the exemption that takes out the U.S. content', () => {
    const law = compileLaw(lawOf([charge, exemption({ part: 'us-content', usContentUpTo: '40' })]));
    expect(law.ok).toBe(true);
    if (law.ok) expect(law.value.byHeading.get('9903.82.21')!.usContentUpTo).toEqual({ percent: '40', fraction: { units: 40n, scale: 2 } });
  });

  it('refuses a cap on an exemption that takes out the whole article, and a published rate its rate does not say, together', () => {
    const wrongRate = { ...charge, source: 'heading ("The duty provided in the applicable subheading + 50%")', publishedRate: 'The duty provided in the applicable subheading + 50%' };
    const law = compileLaw(lawOf([wrongRate, exemption({ usContentUpTo: '40' })]));
    expect(law.ok).toBe(false);
    if (!law.ok) {
      expect(law.error).toEqual([
        '9903.82.20: its published rate "The duty provided in the applicable subheading + 50%" does not read as +25% of the customs value',
        '9903.82.21: usContentUpTo without part us-content',
      ]);
    }
  });
});
