import { describe, expect, it } from 'vitest';
import { ANY_TAG, stripExportMarkup, stripMarkup } from '../../../src/lib/hts/strip-markup.ts';

describe('the publisher\'s markup, removed from served text', () => {
  it.each([
    ['Eels (<i>Anguilla spp.</i>)', 'Eels (Anguilla spp.)'],
    ['m<sup style="font-size: 9.75px;">3</sup>', 'm3'],
    ['Of <il>Camelidae</il><newline>other', 'Of Camelidae other'],
    ['<b>Note</b>: <u>see</u><br/> <span class="x">9903.88.15</span>', 'Note: see 9903.88.15'],
  ])('%s -> %s', (text, clean) => {
    expect(stripMarkup(text)).toBe(clean);
    expect(ANY_TAG.test(stripMarkup(text))).toBe(false);
  });

  it('leaves text without a tag exactly as it is, spaces and angle brackets included', () => {
    for (const text of ['  two  spaces ', 'less than <5 kg', 'a < b > c', '']) expect(stripMarkup(text)).toBe(text);
  });

  it('strips every text field of a row, and keeps rows without markup as the same objects', () => {
    const marked = { htsno: '0301.92.00.00', indent: '2', description: 'Eels (<i>Anguilla spp.</i>)', units: ['m<sup>3</sup>', 'kg'], general: '<i>Free</i>', special: null, other: '20%', footnotes: [{ columns: ['general'], value: 'See <b>9903.88.15</b>.', type: 'endnote' }] };
    const plain = { htsno: '0101', indent: '0', description: 'Live horses', units: [], general: '', special: '', other: '' };
    const [a, b] = stripExportMarkup([marked, plain]);
    expect(a).toEqual({ ...marked, description: 'Eels (Anguilla spp.)', units: ['m3', 'kg'], general: 'Free', footnotes: [{ columns: ['general'], value: 'See 9903.88.15.', type: 'endnote' }], superior: undefined, quotaQuantity: undefined, additionalDuties: undefined, addiitionalDuties: undefined });
    expect(b).toBe(plain);
  });
});
