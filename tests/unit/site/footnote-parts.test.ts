import { describe, expect, it } from 'vitest';
import { footnoteParts, lineHref } from '../../../src/lib/site/footnote-parts.ts';

describe('footnoteParts', () => {
  const known = new Set(['9903.88.03', '9904.19.01', '9904.19.10']);
  const has = (h: string) => known.has(h);

  it('links each chapter 99 heading the schedule has, keeping the words around it', () => {
    expect(footnoteParts('See 9903.88.03.', has)).toEqual([{ text: 'See ' }, { heading: '9903.88.03' }, { text: '.' }]);
    expect(footnoteParts('See subheadings 9904.19.01-9904.19.10.', has)).toEqual([
      { text: 'See subheadings ' },
      { heading: '9904.19.01' },
      { text: '-' },
      { heading: '9904.19.10' },
      { text: '.' },
    ]);
  });

  it('leaves unknown headings and other numbers as text', () => {
    expect(footnoteParts('See 9902.22.84 and 2204.21.50.', has)).toEqual([{ text: 'See 9902.22.84 and 2204.21.50.' }]);
    expect(footnoteParts('', has)).toEqual([]);
  });

  it('is still where the pages import lineHref from', () => {
    expect(lineHref('9903.88.03')).toBe('/chapters/99/9903.52/#9903.88.03');
  });
});
