import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normaliseText } from '../../../src/lib/changes/normalise-text.ts';

describe('normaliseText', () => {
  it.each([
    ['  Purebred   breeding\tanimals \n', 'Purebred breeding animals'],
    ['See 9903.88.15. ', 'See 9903.88.15.'],
    ['a\u00a0b', 'a b'],
    ['zero\u200bwidth', 'zerowidth'],
    ['$1.13/m<sup>3</sup>', '$1.13/m3'],
    ['m<sup style="font-size: 9.75px;">3</sup>', 'm3'],
    ['Koi carp (<i>Cyprinus carpio</i>)', 'Koi carp (Cyprinus carpio)'],
    ['6.5¢/gross<il></il>', '6.5¢/gross'],
    ['first<br />second', 'first second'],
    ['first<newline>second</newline>', 'first second'],
    ['a<nl/>b', 'a b'],
    ['less than 5 < 6 kg', 'less than 5 < 6 kg'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(normaliseText(input)).toBe(expected);
  });

  it('reads null and undefined as empty', () => {
    expect(normaliseText(null)).toBe('');
    expect(normaliseText(undefined)).toBe('');
  });

  it('is idempotent and leaves no double, leading or trailing space', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', ' ', '\t', '\n', '\u00a0', '\u200b', '<i>', '</i>', '<br/>', '<', '>') }), (s) => {
        const once = normaliseText(s);
        expect(normaliseText(once)).toBe(once);
        expect(once).not.toMatch(/\s{2}|^\s|\s$/);
      }),
    );
  });
});
