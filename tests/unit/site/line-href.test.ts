import { describe, expect, it } from 'vitest';
import { lineHref, lineHrefFrom, linePage, PART_STARTS, partStart, romanNumeral, SPLIT_CHAPTERS, subchapterOf } from '../../../src/lib/site/line-href.ts';

describe('lineHref', () => {
  it('places a line of an ordinary chapter on its chapter page', () => {
    expect(lineHref('2204.21.50.05')).toBe('/chapters/22/#2204.21.50.05');
    expect(lineHref('0101')).toBe('/chapters/01/#0101');
    expect(lineHref('9701.10.00.00')).toBe('/chapters/97/#9701.10.00.00');
  });

  it('places a line of a chapter cut in two (chapter 98 has no four-digit rows) on its half', () => {
    expect(lineHref('9801.00.10')).toBe('/chapters/98/9801/#9801.00.10');
    expect(lineHref('9817.00.96')).toBe('/chapters/98/9801/#9817.00.96');
    expect(lineHref('9818.00.03')).toBe('/chapters/98/9818/#9818.00.03');
    expect(lineHref('0708.10.20.00')).toBe('/chapters/07/0701/#0708.10.20.00');
    expect(lineHref('0709.20.10.00')).toBe('/chapters/07/0709/#0709.20.10.00');
  });

  it('places a chapter 99 line on the page of its subchapter, which heading 99NN numbers', () => {
    expect(lineHref('9901.00.50')).toBe('/chapters/99/i/#9901.00.50');
    expect(lineHref('9904.02.01')).toBe('/chapters/99/iv/#9904.02.01');
    expect(lineHref('9908.04.01')).toBe('/chapters/99/viii/#9908.04.01');
    expect(lineHref('9919.02.01')).toBe('/chapters/99/xix/#9919.02.01');
    expect(lineHref('9922.01.01')).toBe('/chapters/99/xxii/#9922.01.01');
    expect(linePage('9923.01.01')).toBe('/chapters/99/xxiii/');
  });

  it('places a line of a chapter shown in parts on the part that starts at or before it', () => {
    expect(PART_STARTS['84']).toContain('8462');
    expect(lineHref('8401.10.00.00')).toBe('/chapters/84/8401/#8401.10.00.00');
    expect(lineHref('8461.90.30.00')).toBe(`/chapters/84/${partStart(PART_STARTS['84']!, '8461')}/#8461.90.30.00`);
    expect(lineHref('8462')).toBe('/chapters/84/8462/#8462');
    expect(lineHref('8462.11.00')).toBe('/chapters/84/8462/#8462.11.00');
    expect(lineHref('8487.90.00.80')).toBe(`/chapters/84/${PART_STARTS['84']!.at(-1)}/#8487.90.00.80`);
  });

  it('cuts a chapter 99 subchapter too large for a page by six-digit groups', () => {
    expect(PART_STARTS['9903']).toEqual(['9903.01', '9903.52']);
    // The heading itself and every group before the second start are on the first part.
    expect(lineHref('9903')).toBe('/chapters/99/9903.01/#9903');
    expect(lineHref('9903.01.25')).toBe('/chapters/99/9903.01/#9903.01.25');
    expect(lineHref('9903.51.99')).toBe('/chapters/99/9903.01/#9903.51.99');
    expect(lineHref('9903.52.01')).toBe('/chapters/99/9903.52/#9903.52.01');
    expect(lineHref('9903.88.03')).toBe('/chapters/99/9903.52/#9903.88.03');
    expect(linePage('9902.01.01')).toBe('/chapters/99/9902.01/');
  });

  it('finds the part by the digits, dots or not, and starts the first part at the chapter', () => {
    expect(partStart(['8401', '8419'], '8418.99.10')).toBe('8401');
    expect(partStart(['8401', '8419'], '8419')).toBe('8419');
    expect(partStart(['9902.01', '9902.05'], '9902')).toBe('9902.01');
    expect(partStart(['9902.01', '9902.05'], '9902.04.99')).toBe('9902.01');
    expect(partStart(['9902.01', '9902.05'], '9902.05.01')).toBe('9902.05');
  });

  it('keeps its table in order, each start inside its own chapter or heading', () => {
    for (const [key, starts] of Object.entries(PART_STARTS)) {
      expect(starts.length, key).toBeGreaterThan(1);
      expect([...starts].sort(), key).toEqual(starts);
      for (const start of starts) expect(start.replaceAll('.', '').startsWith(key), `${key} ${start}`).toBe(true);
      if (key.length === 2) expect(SPLIT_CHAPTERS.has(key)).toBe(true);
    }
  });

  it('links to a line on the same page by its bare anchor', () => {
    expect(lineHrefFrom('/chapters/99/9903.52/', '9903.88.03')).toBe('#9903.88.03');
    expect(lineHrefFrom('/chapters/99/iv/', '9903.88.03')).toBe('/chapters/99/9903.52/#9903.88.03');
    expect(lineHrefFrom('/chapters/22/', '9903.88.03')).toBe('/chapters/99/9903.52/#9903.88.03');
    expect(lineHrefFrom('/chapters/22/', '2204.21.50')).toBe('#2204.21.50');
    expect(lineHrefFrom('/chapters/84/8401/', '8471.30.01')).toBe('/chapters/84/8462/#8471.30.01'.replace('8462', partStart(PART_STARTS['84']!, '8471')));
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
