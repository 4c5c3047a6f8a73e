import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalDecimal } from '../../../src/lib/rate/decimal-text.ts';
import { formatRate } from '../../../src/lib/rate/format-rate.ts';
import { parseRate } from '../../../src/lib/rate/parse-rate.ts';
import { classifyTerms } from '../../../src/lib/rate/parse-terms.ts';
import { CANONICAL_UNITS, type ParsedRate, type RateTerm } from '../../../src/lib/schema/rate.ts';

const parsed = (text: string): ParsedRate => {
  const result = parseRate(text);
  if (!result.ok) throw new Error(`not parsed: ${text}`);
  return result.value;
};

describe('formatRate', () => {
  it.each([
    ['6.3¢/liter', '6.3¢/liter'],
    ['$1.32/pf. liter', '$1.32/pf. liter'],
    ['18.9¢/pf.liter', '18.9¢/pf. liter'],
    ['4.4¢/liter + 31.4¢/pf. liter', '4.4¢/liter + 31.4¢/pf. liter'],
    ['6.5% ', '6.5%'],
    ['1.0%', '1%'],
    ['Free', 'Free'],
    ['no change', 'No change'],
    ['33 1/3%', '33 1/3%'],
    ['$1.50 each', '$1.50 each'],
    ['$5.00 each', '$5 each'],
    ['$6/1000', '$6/thousand'],
    ['$1/1,000 pins + 35%', '$1/thousand pins + 35%'],
    ['74¢/t', '74¢/t'],
    ['$1.32/t, including weight of container', '$1.32/t, including weight of container'],
    ['86.1¢/m2of recording surface', '86.1¢/m2 of recording surface'],
    ['0.18¢/line/ gross + 2.5%', '0.18¢/line/gross + 2.5%'],
    ['62¢/pr. + 13.7%', '62¢/pr. + 13.7%'],
    ['10.5¢/bbl', '10.5¢/bbl'],
    ['13.5¢/kg + 6.3% + 1.9¢/article', '13.5¢/kg + 6.3% + 1.9¢ each'],
    ['40¢/kg +10.4%', '40¢/kg + 10.4%'],
    ['2.5% on the value of the lead content', '2.5% on the value of the lead content'],
    ['$1.53 each + 4.2% on the case + 9.8% on the strap, band or bracelet', '$1.53 each + 4.2% on the case + 9.8% on the strap, band or bracelet'],
    ['5% but not less than 2¢/kg', '5% but not less than 2¢/kg'],
    ['10¢/kg, not over 15%', '10¢/kg but not more than 15%'],
    [
      '4.3817¢/kg less 0.0622005¢ /kg for each degree under 100 degrees (and fractions of a degree in proportion) but not less 2.831562¢ /kg',
      '4.3817¢/kg less 0.0622005¢/kg for each degree under 100 degrees (and fractions of a degree in proportion) but not less than 2.831562¢/kg',
    ],
    // Kinds defined by words are written as their normalised text.
    ['The duty provided in the applicable subheading  +  25%', 'The duty provided in the applicable subheading + 25%'],
    ['See additional U.S. note 3', 'See additional U.S. note 3'],
  ])('%j -> %j', (text, canonical) => {
    expect(formatRate(parsed(text))).toBe(canonical);
    // The canonical spelling reads back to the same rate.
    const again = parsed(canonical);
    expect({ ...again, text: '' }).toStrictEqual({ ...parsed(text), text: '' });
  });
});

/** Priced rates built from arbitrary canonical terms: format then parse gives the same terms and kind. */
const decimal = fc
  .tuple(fc.integer({ min: 0, max: 999 }), fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 6 }))
  .map(([whole, fraction]) => canonicalDecimal(fraction === '' ? `${whole}` : `${whole}.${fraction}`));
const specificTerm: fc.Arbitrary<RateTerm> = fc.constantFrom(...CANONICAL_UNITS).chain((unit) =>
  fc
    .tuple(
      decimal,
      unit === 'each'
        ? fc.constantFrom(undefined, 'for each other piece or part')
        : fc.constantFrom(undefined, 'on drained weight', 'of total sugars', 'including weight of container', 'on lead content', 'over 7', 'pins'),
    )
    .map(([amountUsd, basis]): RateTerm => ({ type: 'specific', amountUsd, unit, ...(basis === undefined ? {} : { basis }) })),
);
const percentTerm: fc.Arbitrary<RateTerm> = fc
  .tuple(
    fc.oneof(decimal, fc.constantFrom('100/3', '200/3', '1/3', '50/7')),
    fc.constantFrom(undefined, 'the case', 'the strap, band or bracelet', 'the value of the lead content', 'the battery'),
  )
  .map(([percent, basis]): RateTerm => ({ type: 'ad-valorem', percent, ...(basis === undefined ? {} : { basis }) }));

describe('formatRate properties', () => {
  it('parse(format(rate)) is the rate, for every priced combination of terms', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(specificTerm, percentTerm), { minLength: 1, maxLength: 4 }),
        fc.option(fc.array(fc.oneof(specificTerm, percentTerm), { minLength: 1, maxLength: 2 }), { nil: undefined }),
        (terms, floor) => {
          const kind = classifyTerms(terms, floor !== undefined);
          fc.pre(kind !== null);
          const rate: ParsedRate = { text: '', kind: kind!, terms, ...(floor === undefined ? {} : { floor }) };
          const text = formatRate(rate);
          const back = parseRate(text);
          expect(back).toStrictEqual({ ok: true, value: { ...rate, text } });
          // Canonical: formatting the read-back rate spells it the same way.
          if (back.ok) expect(formatRate(back.value)).toBe(text);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
