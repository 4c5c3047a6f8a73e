import { describe, expect, it } from 'vitest';
import { parseRate } from '../../../src/lib/rate/parse-rate.ts';
import { ParsedRate, type RateTerm, type SpecificTerm } from '../../../src/lib/schema/rate.ts';

type Body = Omit<ParsedRate, 'text'>;
const av = (percent: string, basis?: string): RateTerm => ({ type: 'ad-valorem', percent, ...(basis === undefined ? {} : { basis }) });
const sp = (amountUsd: string, unit: SpecificTerm['unit'], basis?: string): RateTerm => ({
  type: 'specific',
  amountUsd,
  unit,
  ...(basis === undefined ? {} : { basis }),
});

/** [published string, expected normalised text, expected body]: every trap of the published rate texts, from the real schedule. */
const CASES: [string, string, Body][] = [
  // free, ad valorem, specific, compound
  ['Free', 'Free', { kind: 'free', terms: [] }],
  ['6.5% ', '6.5%', { kind: 'ad-valorem', terms: [av('6.5')] }],
  ['1.0%', '1.0%', { kind: 'ad-valorem', terms: [av('1')] }],
  ['33 1/3%', '33 1/3%', { kind: 'ad-valorem', terms: [av('100/3')] }],
  ['6.3¢/liter', '6.3¢/liter', { kind: 'specific', terms: [sp('0.063', 'liter')] }],
  ['4.5¢/ liter', '4.5¢/ liter', { kind: 'specific', terms: [sp('0.045', 'liter')] }],
  ['$1.32/pf. liter', '$1.32/pf. liter', { kind: 'specific', terms: [sp('1.32', 'proof liter')] }],
  ['0.5¢/pf.liter', '0.5¢/pf.liter', { kind: 'specific', terms: [sp('0.005', 'proof liter')] }],
  ['$1.13/m3', '$1.13/m3', { kind: 'specific', terms: [sp('1.13', 'm3')] }],
  ['$1.13/m<sup>3</sup>', '$1.13/m3', { kind: 'specific', terms: [sp('1.13', 'm3')] }],
  ['$6/1000', '$6/1000', { kind: 'specific', terms: [sp('6', 'thousand')] }],
  ['74¢/t', '74¢/t', { kind: 'specific', terms: [sp('0.74', 'metric ton')] }],
  ['$3/head', '$3/head', { kind: 'specific', terms: [sp('3', 'head')] }],
  ['25¢/jewel', '25¢/jewel', { kind: 'specific', terms: [sp('0.25', 'jewel')] }],
  ['77.2¢/clean kg', '77.2¢/clean kg', { kind: 'specific', terms: [sp('0.772', 'clean kg')] }],
  ['2.8¢/doz.', '2.8¢/doz.', { kind: 'specific', terms: [sp('0.028', 'dozen')] }],
  ['52.5¢/bbl', '52.5¢/bbl', { kind: 'specific', terms: [sp('0.525', 'barrel')] }],
  ['$1.32/t, including weight of container', '$1.32/t, including weight of container', { kind: 'specific', terms: [sp('1.32', 'metric ton', 'including weight of container')] }],
  ['86.1¢/m2 of recording surface', '86.1¢/m2 of recording surface', { kind: 'specific', terms: [sp('0.861', 'm2', 'of recording surface')] }],
  ['86.1¢/m2of recording surface', '86.1¢/m2of recording surface', { kind: 'specific', terms: [sp('0.861', 'm2', 'of recording surface')] }],
  ['10.1¢/kg on drained weight', '10.1¢/kg on drained weight', { kind: 'specific', terms: [sp('0.101', 'kg', 'on drained weight')] }],
  ['0.01¢/kg of total sugars', '0.01¢/kg of total sugars', { kind: 'specific', terms: [sp('0.0001', 'kg', 'of total sugars')] }],
  // more than one term is never specific (2620.19.60; 2603.00.00 column 2): per-unit terms on component contents are a compound
  ['0.7¢/kg on copper content + 0.7¢/kg on lead content', '0.7¢/kg on copper content + 0.7¢/kg on lead content', {
    kind: 'compound',
    terms: [sp('0.007', 'kg', 'on copper content'), sp('0.007', 'kg', 'on lead content')],
  }],
  ['8.8¢/kg on copper content + 3.3¢/kg on lead content + 3.7¢/kg on zinc content', '8.8¢/kg on copper content + 3.3¢/kg on lead content + 3.7¢/kg on zinc content', {
    kind: 'compound',
    terms: [sp('0.088', 'kg', 'on copper content'), sp('0.033', 'kg', 'on lead content'), sp('0.037', 'kg', 'on zinc content')],
  }],
  ['2¢/kg + 3¢/kg', '2¢/kg + 3¢/kg', { kind: 'compound', terms: [sp('0.02', 'kg'), sp('0.03', 'kg')] }],
  ['2.5% on the value of the lead content', '2.5% on the value of the lead content', { kind: 'ad-valorem', terms: [av('2.5', 'the value of the lead content')] }],
  ['4.4¢/liter + 31.4¢/pf. liter', '4.4¢/liter + 31.4¢/pf. liter', { kind: 'compound', terms: [sp('0.044', 'liter'), sp('0.314', 'proof liter')] }],
  ['$1.10/kg on molybdenum content + 15%', '$1.10/kg on molybdenum content + 15%', { kind: 'compound', terms: [sp('1.1', 'kg', 'on molybdenum content'), av('15')] }],
  ['16.9¢/kg of total sugars + 5.1%', '16.9¢/kg of total sugars + 5.1%', { kind: 'compound', terms: [sp('0.169', 'kg', 'of total sugars'), av('5.1')] }],
  ['40¢/kg +10.4%', '40¢/kg +10.4%', { kind: 'compound', terms: [sp('0.4', 'kg'), av('10.4')] }],
  ['27.6¢/liter+ 17.5%', '27.6¢/liter+ 17.5%', { kind: 'compound', terms: [sp('0.276', 'liter'), av('17.5')] }],
  ['13.5¢/kg + 6.3% + 1.9¢/article', '13.5¢/kg + 6.3% + 1.9¢/article', { kind: 'compound', terms: [sp('0.135', 'kg'), av('6.3'), sp('0.019', 'each')] }],
  ['0.18¢/line/ gross + 2.5%', '0.18¢/line/ gross + 2.5%', { kind: 'compound', terms: [sp('0.0018', 'gross line'), av('2.5')] }],
  ['10¢/1,000 pins + 3.5%', '10¢/1,000 pins + 3.5%', { kind: 'compound', terms: [sp('0.1', 'thousand', 'pins'), av('3.5')] }],
  ['$2.50/thou- sand + 40%', '$2.50/thou- sand + 40%', { kind: 'compound', terms: [sp('2.5', 'thousand'), av('40')] }],
  ['$1.50 each + 45% on the case', '$1.50 each + 45% on the case', { kind: 'compound', terms: [sp('1.5', 'each'), av('45', 'the case')] }],
  ['$2.25 each + 15¢/jewel over 7 + 60% on the case', '$2.25 each + 15¢/jewel over 7 + 60% on the case', {
    kind: 'compound',
    terms: [sp('2.25', 'each'), sp('0.15', 'jewel', 'over 7'), av('60', 'the case')],
  }],
  // apportioned: two or more percentages on separately priced components
  ['$1.53 each + 4.2% on the case + 9.8% on the strap, band or bracelet', '$1.53 each + 4.2% on the case + 9.8% on the strap, band or bracelet', {
    kind: 'apportioned',
    terms: [sp('1.53', 'each'), av('4.2', 'the case'), av('9.8', 'the strap, band or bracelet')],
  }],
  ['3.9% on the movement and case + 5.3% on the battery', '3.9% on the movement and case + 5.3% on the battery', {
    kind: 'apportioned',
    terms: [av('3.9', 'the movement and case'), av('5.3', 'the battery')],
  }],
  // sliding scale, with the publisher's "¢ /kg" and missing "than"
  ['3.6606¢/kg less 0.020668¢/kg for each degree under 100 degrees (and fractions of a degree in proportion) but not less than 3.143854¢/kg', '', {
    kind: 'sliding-scale',
    terms: [sp('0.036606', 'kg')],
    floor: [sp('0.03143854', 'kg')],
    scale: { step: { type: 'specific', amountUsd: '0.00020668', unit: 'kg' }, per: 'each degree under 100 degrees (and fractions of a degree in proportion)' },
  }],
  ['4.3817¢/kg less 0.0622005¢ /kg for each degree under 100 degrees (and fractions of a degree in proportion) but not less 2.831562¢ /kg', '', {
    kind: 'sliding-scale',
    terms: [sp('0.043817', 'kg')],
    floor: [sp('0.02831562', 'kg')],
    scale: { step: { type: 'specific', amountUsd: '0.000622005', unit: 'kg' }, per: 'each degree under 100 degrees (and fractions of a degree in proportion)' },
  }],
  // floors and caps (a MIN is a floor, a MAX a cap); not in the 2026 schedule outside the sugar scales
  ['5% but not less than 2¢/kg', '5% but not less than 2¢/kg', { kind: 'compound', terms: [av('5')], floor: [sp('0.02', 'kg')] }],
  ['10¢/kg, but not more than 15%', '10¢/kg, but not more than 15%', { kind: 'compound', terms: [sp('0.1', 'kg')], cap: [av('15')] }],
  ['10¢/kg, not over 15%', '10¢/kg, not over 15%', { kind: 'compound', terms: [sp('0.1', 'kg')], cap: [av('15')] }],
  // cross-reference
  ['The rate applicable to the article of which it is a part or accessory', '', { kind: 'cross-reference', terms: [], reference: 'the article of which it is a part or accessory' }],
  ['The rate applicable to the natural juice in heading 2009', '', { kind: 'cross-reference', terms: [], reference: 'the natural juice in heading 2009' }],
  ['The rate applicable in the absence of this heading', '', { kind: 'cross-reference', terms: [], reference: 'in the absence of this heading' }],
  ['The rate of duty applicable to that article in the set subject to the highest rate of duty', '', {
    kind: 'cross-reference',
    terms: [],
    reference: 'that article in the set subject to the highest rate of duty',
  }],
  ['The rate of duty appli- cable to that article in the set subject to the high- est rate of duty', '', {
    kind: 'cross-reference',
    terms: [],
    reference: 'that article in the set subject to the highest rate of duty',
  }],
  ['4.3% + 1.7¢/jewel + 0.2¢ for each other piece or part, but if consisting in part of a plate or a set of plates the total duty shall not exceed the duty for the complete movement', '', {
    kind: 'cross-reference',
    terms: [av('4.3'), sp('0.017', 'jewel'), sp('0.002', 'each', 'for each other piece or part')],
    reference: 'the duty for the complete movement',
  }],
  // note-reference
  ['See additional U.S. note 3', '', { kind: 'note-reference', terms: [], reference: 'additional U.S. note 3' }],
  ['A duty upon the value of the repairs or alterations (see U.S. note 3 of this subchapter)', '', { kind: 'note-reference', terms: [], reference: 'U.S. note 3 of this subchapter' }],
  ['A duty upon the full value of the imported article, less the cost or value of such products of the United States (see U.S. Note 4 of this subchapter)', '', {
    kind: 'note-reference',
    terms: [],
    reference: 'U.S. Note 4 of this subchapter',
  }],
  // a percentage of a named value other than the customs value: ad valorem with that basis (9818.00.07, 9818.00.03, 9816.00.20)
  ['50 percent of the cost of such goods or repairs', '', { kind: 'ad-valorem', terms: [av('50', 'the cost of such goods or repairs')] }],
  ['50 percent of the cost of such parts or materials', '', { kind: 'ad-valorem', terms: [av('50', 'the cost of such parts or materials')] }],
  ['3 percent of the fair retail value', '', { kind: 'ad-valorem', terms: [av('3', 'the fair retail value')] }],
  ['1.5 percent of the fair retail value', '', { kind: 'ad-valorem', terms: [av('1.5', 'the fair retail value')] }],
  // conditional-free
  ['Free, under bond, as prescribed in U.S. note 1 to this subchapter', '', {
    kind: 'conditional-free',
    terms: [],
    condition: 'under bond, as prescribed in U.S. note 1 to this subchapter',
    reference: 'U.S. note 1 to this subchapter',
  }],
  ['Free, under bond', '', { kind: 'conditional-free', terms: [], condition: 'under bond' }],
  // additive-reference (chapter 99)
  ['The duty provided in the applicable subheading + 25%', '', { kind: 'additive-reference', terms: [av('25')], reference: 'the applicable subheading' }],
  ['The duty provided in the applicable subheading +25%', '', { kind: 'additive-reference', terms: [av('25')], reference: 'the applicable subheading' }],
  ['The duty provided inthe applicable subheading+ 25%', '', { kind: 'additive-reference', terms: [av('25')], reference: 'the applicable subheading' }],
  ['The duty provided in the applicable subheading', '', { kind: 'additive-reference', terms: [], reference: 'the applicable subheading' }],
  ['The duty provided in the applicable subheading + a duty of 25% upon the value of the non-U.S. content', '', {
    kind: 'additive-reference',
    terms: [av('25', 'the value of the non-U.S. content')],
    reference: 'the applicable subheading',
  }],
  ['The duty rate provided in such subheading minus 0.5%', '', { kind: 'additive-reference', terms: [av('-0.5')], reference: 'such subheading' }],
  ['The duty provided in subheadings 8716.39.00, 8716.90.30 or 8716.90.50 + 100%', '', {
    kind: 'additive-reference',
    terms: [av('100')],
    reference: 'subheadings 8716.39.00, 8716.90.30 or 8716.90.50',
  }],
  // no-change
  ['No change', '', { kind: 'no-change', terms: [] }],
  ['No change.', '', { kind: 'no-change', terms: [] }],
  ['no change', '', { kind: 'no-change', terms: [] }],
  // archive debris
  ['37% /', '37%', { kind: 'ad-valorem', terms: [av('37')] }],
  ['10% <u></u>', '10%', { kind: 'ad-valorem', terms: [av('10')] }],
];

describe('parseRate: the traps of the real schedule', () => {
  it.each(CASES)('%s', (published, text, body) => {
    const result = parseRate(published);
    expect(result).toStrictEqual({ ok: true, value: { text: text === '' ? published : text, ...body } });
    if (result.ok) expect(ParsedRate.safeParse(result.value).success).toBe(true);
  });
});

describe('parseRate: no rate, and rates it does not know', () => {
  it.each(['', '   ', '\n', ' \n ', ':', '<u></u>'])('%j is an empty rate', (text) => {
    expect(parseRate(text)).toStrictEqual({ ok: false, error: { code: 'empty-rate' } });
  });

  it.each([
    'Foo',
    '5% +',
    '5% 6%',
    '5¢/furlong',
    '5¢/kg on',
    '5¢/kg whatever follows',
    '12 apples',
    'Free + 5%',
    '6% + 4% on the case',
    'The duty provided in the wrong place + 25%',
    'The duty rate provided in such subheading minus 5¢/kg',
    'See nothing in particular',
    '33 1/0%',
  ])('%j is unrecognised, never priced', (text) => {
    expect(parseRate(text)).toStrictEqual({ ok: false, error: { code: 'unrecognised-rate', text } });
  });
});
