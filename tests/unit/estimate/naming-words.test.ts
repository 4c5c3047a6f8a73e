/** How an answer quotes the words of a heading's text that name a line: whole, or a long list elided to its number. */
import { describe, expect, it } from 'vitest';
import type { NamedLink } from '../../../src/lib/chapter99/chapter99-index.ts';
import { elide, namingWords } from '../../../src/lib/estimate/naming-words.ts';

const LIST =
  'provided for in subheading 0402.29.50, 0402.91.70, 0402.91.90, 0402.99.45, 0402.99.55, 0402.99.90, 0403.20.50 or 2202.99.28';

describe('namingWords', () => {
  it('quotes a phrase naming three numbers or fewer whole', () => {
    expect(elide('provided for in subheading 8426.19.00', '8426.19.00')).toBe('provided for in subheading 8426.19.00');
    const three = 'provided for in subheading 0406.40.44, 0406.40.54, or 0406.40.70';
    expect(elide(three, '0406.40.54')).toBe(three);
  });

  it('elides a longer list to its lead and the number that names the line', () => {
    expect(elide(LIST, '0402.29.50')).toBe('provided for in subheading … 0402.29.50 …');
    expect(elide(LIST, '2202.99.28')).toBe('provided for in subheading … 2202.99.28 …');
    expect(elide('0402.29.50, 0402.91.70, 0402.91.90, 0402.99.45 and 0402.99.55', '0402.91.90')).toBe('… 0402.91.90 …');
  });

  it('quotes each link once, with its own number', () => {
    const a: NamedLink = { heading: '9904.04.50', words: LIST, digits: '04022950', except: [] };
    const b: NamedLink = { heading: '9904.04.51', words: LIST, digits: '04039095', except: [] };
    expect(namingWords(a)).toBe('provided for in subheading … 0402.29.50 …');
    expect(namingWords(b)).toBe('provided for in subheading … 0403.90.95 …');
    expect(namingWords(a)).toBe(namingWords(a));
  });
});
