/**
 * What a chapter 99 heading would add to a line's duty, computed beside it: worked by hand in cents, so a broken
 * multiply, rounding or sign fails here.
 */
import { describe, expect, it } from 'vitest';
import { fixedChapter99, priceChapter99, type Chapter99Pricing } from '../../../src/lib/chapter99/price-chapter99.ts';
import { readChapter99Rate } from '../../../src/lib/chapter99/read-chapter99-rate.ts';
import { priceRate } from '../../../src/lib/pricing/price-rate.ts';
import { exactDecimal, parseDecimal, type ExactDecimal } from '../../../src/lib/money/index.ts';
import { parseRate } from '../../../src/lib/rate/parse-rate.ts';
import type { CanonicalUnit } from '../../../src/lib/schema/rate.ts';

const dec = (text: string): ExactDecimal => {
  const d = parseDecimal(text);
  if (!d.ok) throw new Error(text);
  return d.value;
};
/** A shipment on a line whose own rate is `lineRate` (the line's duty priced as the estimate prices it). */
const pricing = (value: string, lineRate: string, extra: Partial<Chapter99Pricing> & { amounts?: Partial<Record<CanonicalUnit, ExactDecimal>> } = {}): Chapter99Pricing => {
  const shipment = { amounts: extra.amounts ?? {} };
  const parsed = parseRate(lineRate);
  const customsValue = dec(value);
  return {
    lineDigits: extra.lineDigits ?? '7208101500',
    shipment,
    customsValue,
    lineDuty: priceRate(parsed.ok ? parsed.value : null, lineRate, shipment, customsValue),
    ...(extra.contentValues ? { contentValues: extra.contentValues } : {}),
  };
};
const price = (rate: string, p: Chapter99Pricing) => priceChapter99(rate, readChapter99Rate(rate), p);

describe('adds: a percentage of the customs value, beside the line\'s duty', () => {
  it('9903.91.01 on $10,000 of Free steel sheet: + 25% = 2,500.00', () => {
    expect(price('The duty provided in the applicable subheading + 25%', pricing('10000', 'Free'))).toEqual({
      effect: 'adds',
      rate: 'The duty provided in the applicable subheading + 25%',
      additionalDutyUsd: 2500,
      applicable: true,
      working: [{ basis: '25% x 10,000.00 USD', amountUsd: 2500 }],
    });
  });

  it('rounds once, half-up, and shows the step: 7.5% of 10,027.00 = 752.025 -> 752.03', () => {
    const applied = price('The duty provided in the applicable subheading + 7.5%', pricing('10027', '6.5%'));
    expect(applied.additionalDutyUsd).toBe(752.03);
    expect(applied.working).toEqual([
      { basis: '7.5% x 10,027.00 USD', amountUsd: 752.025 },
      { basis: 'rounded half-up to the cent: 752.025 -> 752.03', amountUsd: 752.03 },
    ]);
  });

  it('+ 0% adds 0.00, an amount (it is not the line\'s Free)', () => {
    expect(price('The duty provided in the applicable subheading + 0%', pricing('10000', 'Free'))).toMatchObject({ additionalDutyUsd: 0, applicable: true });
  });

  it('does not depend on the line\'s own duty being priced', () => {
    expect(price('The duty provided in the applicable subheading + 25%', pricing('4000', '6.3¢/liter')).additionalDutyUsd).toBe(1000);
  });

  it('adds to the duty of named subheadings only on a line under one of them (9903.91.12)', () => {
    const text = 'The duty provided in subheadings 8716.39.00, 8716.90.30 or 8716.90.50 + 100%';
    expect(price(text, pricing('10000', 'Free', { lineDigits: '8716390090' })).additionalDutyUsd).toBe(10000);
    expect(price(text, pricing('10000', 'Free', { lineDigits: '7208101500' }))).toMatchObject({
      additionalDutyUsd: null,
      applicable: false,
      refusal: { code: 'not-in-named-subheadings' },
    });
  });
});

describe('adds on a declared content value', () => {
  const steel = 'The duty provided in the applicable subheading + a duty of 50% upon the value of the steel content.';

  it('without contentValuesUsd.steel: refused, naming the field', () => {
    const applied = price(steel, pricing('10000', '2.9%'));
    expect(applied).toMatchObject({
      effect: 'adds',
      additionalDutyUsd: null,
      applicable: false,
      requiredInput: ['contentValuesUsd.steel'],
      refusal: { code: 'content-value-missing', missing: ['contentValuesUsd.steel'] },
      working: [],
    });
    expect(applied.notApplicableBecause).toContain('contentValuesUsd.steel');
  });

  it('with it: 50% of a 3,000.00 steel content = 1,500.00, whatever the customs value', () => {
    const applied = price(steel, pricing('10000', '2.9%', { contentValues: { steel: dec('3000') } }));
    expect(applied).toMatchObject({ additionalDutyUsd: 1500, applicable: true });
    expect(applied.working).toEqual([{ basis: '50% x 3,000.00 USD (contentValuesUsd.steel, the value of the steel content)', amountUsd: 1500 }]);
  });

  it('another content declared is not this one: the aluminum rate still asks for aluminum', () => {
    const aluminum = 'The duty provided in the applicable subheading + a duty of 25% upon the value of the aluminum content';
    expect(price(aluminum, pricing('10000', 'Free', { contentValues: { steel: dec('3000') } })).requiredInput).toEqual(['contentValuesUsd.aluminum']);
    expect(price(aluminum, pricing('10000', 'Free', { contentValues: { aluminum: dec('0.02') } })).additionalDutyUsd).toBe(0.01);
  });

  it('a content value above the customs value is refused, never priced', () => {
    expect(price(steel, pricing('1000', 'Free', { contentValues: { steel: dec('1000.01') } }))).toMatchObject({ additionalDutyUsd: null, refusal: { code: 'content-value-exceeds' } });
  });
});

describe('adds nothing', () => {
  it.each(['The duty provided in the applicable subheading', 'No change'])('%j: 0, and says why', (rate) => {
    const applied = price(rate, pricing('10000', '6.5%'));
    expect(applied).toMatchObject({ effect: 'adds-nothing', additionalDutyUsd: 0, applicable: true });
    expect(applied.working).toHaveLength(1);
    expect(applied.working[0]?.amountUsd).toBe(0);
  });
});

describe('replaces: a rate in place of the line\'s, and what that adds to dutyUsd', () => {
  it('9903.02.73 "15%" on a Free line of $10,000: 1,500.00 instead, so + 1,500.00', () => {
    const applied = price('15%', pricing('10000', 'Free'));
    expect(applied).toEqual({
      effect: 'replaces',
      rate: '15%',
      additionalDutyUsd: 1500,
      applicable: true,
      dutyUsdInstead: 1500,
      working: [
        { basis: '15% x 10,000.00 USD', amountUsd: 1500 },
        { basis: '"15%" applies instead of the line\'s rate: 1,500.00 USD in place of dutyUsd 0.00 USD', amountUsd: 1500 },
        { basis: 'what it would add to dutyUsd: 1,500.00 USD - 0.00 USD', amountUsd: 1500 },
      ],
    });
  });

  it('a lower rate in place of the line\'s adds a negative amount: "2.5%" instead of 6.5% on $10,000 = -400.00', () => {
    expect(price('2.5%', pricing('10000', '6.5%'))).toMatchObject({ additionalDutyUsd: -400, dutyUsdInstead: 250 });
    expect(price('Free', pricing('10000', '6.5%'))).toMatchObject({ additionalDutyUsd: -650, dutyUsdInstead: 0 });
  });

  it('a per-unit rate in place of the line\'s needs its quantity: "13.3¢/kg" asks for kg', () => {
    expect(price('13.3¢/kg', pricing('10000', 'Free'))).toMatchObject({
      additionalDutyUsd: null,
      dutyUsdInstead: null,
      requiredUnit: 'kg',
      requiredInput: ['quantity', 'quantityUnit'],
      refusal: { code: 'rate-refused', rateRefusal: { code: 'quantity-missing', units: ['kg'] } },
    });
    expect(price('13.3¢/kg', pricing('10000', 'Free', { amounts: { kg: exactDecimal(1000n) } }))).toMatchObject({ additionalDutyUsd: 133, dutyUsdInstead: 133 });
  });

  it('when the line\'s own duty was not priced, the rate instead is shown and what it adds is not guessed', () => {
    const applied = price('100%', pricing('10000', '6.3¢/liter'));
    expect(applied).toMatchObject({ additionalDutyUsd: null, applicable: false, dutyUsdInstead: 10000, refusal: { code: 'line-duty-refused', rateRefusal: { code: 'quantity-missing' } } });
    expect(applied.notApplicableBecause).toContain('10,000.00 USD');
  });
});

describe('refused, quoting the text', () => {
  it('no rate, text the grammar cannot price, a heading not in the schedule', () => {
    expect(price('', pricing('10000', 'Free'))).toMatchObject({ effect: 'no-rate', additionalDutyUsd: null, refusal: { code: 'no-rate' } });
    const odd = price('See U.S. note 17(d)', pricing('10000', 'Free'));
    expect(odd).toMatchObject({ effect: 'unknown', additionalDutyUsd: null, refusal: { code: 'rate-unreadable' } });
    expect(odd.notApplicableBecause).toContain('"See U.S. note 17(d)"');
    expect(priceChapter99(null, null, pricing('10000', 'Free'))).toMatchObject({ effect: 'unknown', rate: null, refusal: { code: 'heading-not-found' } });
  });
});

describe('fixedChapter99: what a heading adds when the shipment does not matter (a batch shares it between lines)', () => {
  // Every effect, and a heading naming subheadings, on a line under them and on one outside.
  const rates = [
    '',
    'See U.S. note 17(d)',
    'No change',
    'The duty provided in the applicable subheading',
    'The duty provided in the applicable subheading + 25%',
    'The duty provided in the applicable subheading + a duty of 50% upon the value of the steel content.',
    'The duty provided in subheadings 8716.39.00, 8716.90.30 or 8716.90.50 + 100%',
    'Free',
    '13.3¢/kg',
    '100%',
  ];
  const shipments = (lineDigits: string) => [
    pricing('10000', 'Free', { lineDigits }),
    pricing('0', '6.5%', { lineDigits }),
    pricing('123.45', '6.3¢/liter', { lineDigits, amounts: { kg: exactDecimal(1000n) } }),
    pricing('10000', '2.5%', { lineDigits, contentValues: { steel: dec('4000') } }),
    pricing('10', 'Free', { lineDigits, contentValues: { steel: dec('4000') } }),
  ];

  it('is priceChapter99\'s answer on every shipment when it is given, and is not given when the answers differ', () => {
    let fixed = 0;
    let priced = 0;
    for (const lineDigits of ['8716390090', '7208101500']) {
      for (const rate of [...rates, null]) {
        const effect = rate === null ? null : readChapter99Rate(rate);
        const answers = shipments(lineDigits).map((p) => priceChapter99(rate, effect, p));
        const given = fixedChapter99(rate, effect, lineDigits);
        if (given === undefined) {
          priced++;
          expect(new Set(answers.map((a) => JSON.stringify(a))).size, `${rate} on ${lineDigits}`).toBeGreaterThan(1);
        } else {
          fixed++;
          for (const a of answers) expect(a, `${rate} on ${lineDigits}`).toEqual(given);
        }
      }
    }
    // Both kinds met: the not-found heading, no rate, unreadable, adds nothing (twice) and a line outside the named subheadings.
    expect(fixed).toBe(11);
    expect(priced).toBe(11);
  });
});
