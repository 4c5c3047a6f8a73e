import { describe, expect, it } from 'vitest';
import { lineHref, lineHrefFrom, linePage, romanNumeral, subchapterOf } from '../../../src/lib/site/line-href.ts';

describe('lineHref', () => {
  it('places a line of an ordinary chapter on its chapter page', () => {
    expect(lineHref('2204.21.50.05')).toBe('/chapters/22/#2204.21.50.05');
    expect(lineHref('0101')).toBe('/chapters/01/#0101');
    expect(lineHref('9801.00.10')).toBe('/chapters/98/#9801.00.10');
  });

  it('places a chapter 99 line on the page of its subchapter, which heading 99NN numbers', () => {
    expect(lineHref('9903.88.03')).toBe('/chapters/99/iii/#9903.88.03');
    expect(lineHref('9901.00.50')).toBe('/chapters/99/i/#9901.00.50');
    expect(lineHref('9902.01.01')).toBe('/chapters/99/ii/#9902.01.01');
    expect(lineHref('9904.02.01')).toBe('/chapters/99/iv/#9904.02.01');
    expect(lineHref('9908.04.01')).toBe('/chapters/99/viii/#9908.04.01');
    expect(lineHref('9919.02.01')).toBe('/chapters/99/xix/#9919.02.01');
    expect(lineHref('9922.01.01')).toBe('/chapters/99/xxii/#9922.01.01');
    expect(linePage('9923.01.01')).toBe('/chapters/99/xxiii/');
  });

  it('links to a line on the same page by its bare anchor', () => {
    expect(lineHrefFrom('/chapters/99/iii/', '9903.88.03')).toBe('#9903.88.03');
    expect(lineHrefFrom('/chapters/99/iv/', '9903.88.03')).toBe('/chapters/99/iii/#9903.88.03');
    expect(lineHrefFrom('/chapters/22/', '9903.88.03')).toBe('/chapters/99/iii/#9903.88.03');
    expect(lineHrefFrom('/chapters/22/', '2204.21.50')).toBe('#2204.21.50');
    expect(lineHrefFrom('/chapters/99/', '9903.88.03')).toBe('/chapters/99/iii/#9903.88.03');
  });
});

describe('subchapterOf', () => {
  it('is null outside the chapters shown by subchapter', () => {
    expect(subchapterOf('2204.21.50')).toBeNull();
    expect(subchapterOf('9817.00.96')).toBeNull();
  });

  it('reads the subchapter from the heading digits', () => {
    expect(subchapterOf('9903.88.03')).toEqual({ roman: 'III', heading: '9903', slug: 'iii' });
    expect(subchapterOf('9915')).toEqual({ roman: 'XV', heading: '9915', slug: 'xv' });
  });
});

describe('romanNumeral', () => {
  it('writes I to XXIII as the schedule does', () => {
    expect(Array.from({ length: 23 }, (_, i) => romanNumeral(i + 1))).toEqual([
      'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII',
      'XIII', 'XIV', 'XV', 'XVI', 'XVII', 'XVIII', 'XIX', 'XX', 'XXI', 'XXII', 'XXIII',
    ]);
  });
});
