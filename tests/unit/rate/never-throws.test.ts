import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRate } from '../../../src/lib/rate/parse-rate.ts';
import { parseSpecial } from '../../../src/lib/rate/parse-special.ts';
import { ParsedRate, ParsedSpecial } from '../../../src/lib/schema/rate.ts';

/** Real strings of every shape the schedule uses, to mutate. */
const SEEDS = [
  'Free',
  '6.5% ',
  '33 1/3%',
  '4.4¢/liter + 31.4¢/pf. liter',
  '$1.32/t, including weight of container',
  '86.1¢/m2of recording surface',
  '$1.53 each + 4.2% on the case + 9.8% on the strap, band or bracelet',
  '3.6606¢/kg less 0.020668¢/kg for each degree under 100 degrees (and fractions of a degree in proportion) but not less than 3.143854¢/kg',
  '6% + 2.3¢/jewel + 0.2¢ for each other piece or part, but if consisting in part of a plate or a set of plates the total duty shall not exceed the duty for the complete movement',
  'The duty provided in the applicable subheading + a duty of 25% upon the value of the non-U.S. content',
  'The duty rate provided in such subheading minus 0.5%',
  'A duty upon the value of the repairs or alterations (see U.S. note 3 of this subchapter)',
  'Free, under bond, as prescribed in U.S. note 1 to this subchapter',
  'Free (A+,AU,BH,CL,CO,D,E,IL,KR,MA,OM,P,PA,PE,S,SG) 1.9¢/liter + 13.9¢/pf. liter (JO)',
  'Free (BH,CL,JO,KR,OM,SG) See 9822.05.20 (P+) See 9823.10.01-9823.10.45 (S+) See 9822.03.01(MA)',
  'No change (A) Free (CA,IL, MX) See U.S. note 3 to this sub- chapter (E) See U.S. note 3(e) (CO,PE)',
  '$1.13/m<sup>3</sup>',
];

/** A seed with a few characters deleted, inserted or swapped for the grammar's own punctuation. */
const mutated = fc
  .tuple(
    fc.constantFrom(...SEEDS),
    fc.array(
      fc.tuple(fc.nat(), fc.nat({ max: 3 }), fc.constantFrom('+', '%', '¢', '$', '/', '(', ')', ',', '.', ' ', '-', '1', 'less', 'but not less than ', 'See ', '\n')),
      { maxLength: 6 },
    ),
  )
  .map(([seed, edits]) =>
    edits.reduce((s, [at, cut, insert]) => {
      const i = s.length === 0 ? 0 : at % (s.length + 1);
      return s.slice(0, i) + insert + s.slice(i + cut);
    }, seed),
  );

/** Strings over the grammar's alphabet, so the rules get past their first character. */
const grammarish = fc
  .array(fc.constantFrom('5', '.', '3', ' ', '¢', '$', '/', 'kg', 'liter', 'pf. liter', '%', '+', 'each', 'on the case', 'Free', '(', ')', 'AU', ',', 'See ', '1/3', 'less', 'but not less than'), { maxLength: 30 })
  .map((parts) => parts.join(''));

const anyString = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), mutated, grammarish);

describe('the grammar never throws', () => {
  it('parseRate returns a Result for any string, and every ok value is schema-valid', () => {
    fc.assert(
      fc.property(anyString, (text) => {
        const result = parseRate(text);
        if (result.ok) expect(ParsedRate.safeParse(result.value).success).toBe(true);
        else expect(['empty-rate', 'unrecognised-rate']).toContain(result.error.code);
      }),
      { numRuns: 5000 },
    );
  });

  it('parseSpecial returns a Result for any string, and every ok value is schema-valid', () => {
    fc.assert(
      fc.property(anyString, (text) => {
        const result = parseSpecial(text);
        if (result.ok) expect(ParsedSpecial.safeParse(result.value).success).toBe(true);
        else expect(['empty-rate', 'unrecognised-rate']).toContain(result.error.code);
      }),
      { numRuns: 5000 },
    );
  });

  it('answers a very long string at once', () => {
    const long = '5% + '.repeat(5000) + '5%';
    expect(parseRate(long)).toMatchObject({ ok: false, error: { code: 'unrecognised-rate' } });
    expect(parseSpecial(`${'(AU '.repeat(3000)}`).ok).toBe(false);
    const started = Date.now();
    parseRate(`1¢/kg less ${'1¢/kg less '.repeat(150)}for each degree but not less`);
    parseSpecial(`${'Free (AU) '.repeat(400)}`);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
