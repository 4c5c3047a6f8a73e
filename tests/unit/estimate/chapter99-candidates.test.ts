/**
 * Chapter 99 candidates on real lines of the 2026 schedule: how each was
 * linked (a footnote of the line or of an ancestor) and, when the heading's
 * text limits it to named countries, that scope and whether the origin is in
 * it. Listed either way, never applied.
 */
import { describe, expect, it } from 'vitest';
import { chapter99Candidates, type CandidateContext, type Chapter99Lookups } from '../../../src/lib/estimate/chapter99-candidates.ts';
import { priceRate } from '../../../src/lib/pricing/price-rate.ts';
import { exactDecimal } from '../../../src/lib/money/index.ts';
import type { EstimateOrigin } from '../../../src/lib/schema/duty-estimate.ts';
import type { TariffLine } from '../../../src/lib/schema/tariff-line.ts';
import { testCountryCode } from '../hts/test-countries.ts';
import { estimateFor, realLine, sampleLines } from './real-schedule.ts';

// The fixture holds every line named here with its ancestors, and the chapter 99 headings quoted here.
let byDigits: Map<string, TariffLine> | undefined;
const lineByDigits = (digits: string) => (byDigits ??= new Map(sampleLines().map((l) => [l.digits, l]))).get(digits);
/** The lookups the HTTP edge gives the estimator, over real lines and country names. */
const LOOKUPS: Omit<Required<Chapter99Lookups>, 'chapter99Index'> = {
  chapter99: (heading) => {
    const line = lineByDigits(heading.replaceAll('.', ''));
    return line && { heading: line.htsno, description: line.description, descriptionPath: line.descriptionPath, rate: line.general.text };
  },
  lineByDigits,
  countryCode: testCountryCode,
};
/** A $10,000 shipment of no declared quantity on the line, as estimateDuty passes it to the candidates. */
const context = (line: TariffLine): CandidateContext => {
  const shipment = { amounts: {} };
  const customsValue = exactDecimal(10000n);
  return { lineDigits: line.digits, shipment, customsValue, lineDuty: priceRate(line.parsed, line.general.text, shipment, customsValue) };
};
const origin = (name: string): EstimateOrigin => ({ name, iso2: testCountryCode(name), column2: name === 'Russia', programmes: [] });

describe('9903.88.03 on a wine, 2204.21.50.40: listed for a Chilean wine and a Chinese one, in scope for China only', () => {
  const wine = realLine('2204.21.50.40');
  const body = { customsValueUsd: 5000, litres: 750 };
  const chile = estimateFor(wine, body, origin('Chile'), LOOKUPS);
  const china = estimateFor(wine, body, origin('China'), LOOKUPS);
  const none = estimateFor(wine, body, undefined, LOOKUPS);

  it('is linked by the footnote of the ancestor 2204.21.50, "See 9903.88.03."', () => {
    for (const estimate of [chile, china, none]) {
      expect(estimate.chapter99Candidates).toEqual([
        expect.objectContaining({
          heading: '9903.88.03',
          rate: 'The duty provided in the applicable subheading + 25%',
          applied: false,
          linkedBy: { by: 'footnote', htsno: '2204.21.50', ancestor: true, footnote: 'See 9903.88.03.' },
          originScope: ['CN'],
        }),
      ]);
    }
  });

  it('says whether the origin is in scope, and only when an origin is named', () => {
    expect(chile.chapter99Candidates[0]?.originInScope).toBe(false);
    expect(china.chapter99Candidates[0]?.originInScope).toBe(true);
    expect(none.chapter99Candidates[0]).not.toHaveProperty('originInScope');
  });

  it('never changes the duty: 6.3¢/liter x 750 = 47.25 for both', () => {
    expect([chile.dutyUsd, china.dutyUsd, none.dutyUsd]).toEqual([47.25, 47.25, 47.25]);
  });
});

// [line, heading, linkedBy htsno, ancestor, footnote, scope or null]
const LINKS: [string, string, string, boolean, string, string[] | null][] = [
  ['1701.91.48.00', '9903.88.15', '1701.91.48.00', false, 'See 9903.88.15.', ['CN']],
  ['1701.91.48.00', '9904.17.17', '1701.91.48.00', false, 'See 9904.17.17-9904.17.48.', null],
  ['1701.91.48.00', '9904.17.48', '1701.91.48.00', false, 'See 9904.17.17-9904.17.48.', null],
  ['8426.19.00.00', '9903.92', '8426.19.00.00', false, 'See 9903.92.', ['CN']],
  ['2501.00.00.00', '9903.90.08', '2501.00.00.00', false, 'See 9903.90.08.', ['RU']],
  ['6404.19.39.15', '9903.27.09', '6404.19.39', true, 'See 9903.27.09 and 9903.88.15.', ['UA']],
  ['6404.19.39.15', '9903.88.15', '6404.19.39', true, 'See 9903.27.09 and 9903.88.15.', ['CN']],
  ['4104.11.30.10', '9903.41.05', '4104.11.30', true, 'See U.S. note 3 to subchapter III, chapter 99, 9903.41.05 and 9903.88.03.', ['JP']],
];

describe('how each candidate was linked, and its origin scope', () => {
  it.each(LINKS)('%s -> %s: footnote of %s (ancestor %s) %j, scope %j', (htsno, heading, by, ancestor, footnote, scope) => {
    const line = realLine(htsno);
    const candidate = chapter99Candidates(line, origin('China'), LOOKUPS, context(line)).find((c) => c.heading === heading);
    expect(candidate?.linkedBy).toEqual({ by: 'footnote', htsno: by, ancestor, footnote });
    if (scope === null) {
      expect(candidate).not.toHaveProperty('originScope');
      expect(candidate).not.toHaveProperty('originInScope'); // absent without a scope, even with an origin
    } else {
      expect(candidate?.originScope).toEqual(scope);
      expect(candidate?.originInScope).toBe(scope.includes('CN'));
    }
  });

  it('without the lookups an inherited link is still reported, as from an unknown ancestor, and no scope is guessed', () => {
    const [candidate] = chapter99Candidates(realLine('2204.21.50.40'), origin('China'), {}, context(realLine('2204.21.50.40')));
    expect(candidate).toEqual({
      heading: '9903.88.03',
      description: null,
      rate: null,
      applied: false,
      linkedBy: { by: 'footnote', htsno: null, ancestor: true, footnote: null },
      ifApplied: {
        effect: 'unknown',
        rate: null,
        additionalDutyUsd: null,
        applicable: false,
        working: [],
        notApplicableBecause: 'the heading is not in the schedule the estimate was read from, so its rate is unknown',
        refusal: { code: 'heading-not-found' },
      },
      inForce: null,
      inForceBecause: 'the heading is not in the schedule, so its dates are unknown',
    });
    const own = chapter99Candidates(realLine('2501.00.00.00'), undefined, {}, context(realLine('2501.00.00.00'))).find((c) => c.heading === '9903.90.08');
    expect(own?.linkedBy).toEqual({ by: 'footnote', htsno: '2501.00.00.00', ancestor: false, footnote: 'See 9903.90.08.' });
  });

  it('an origin with no ISO code is out of any named scope', () => {
    const [candidate] = chapter99Candidates(realLine('2204.21.50.40'), { name: 'Nowhere', iso2: null, column2: false, programmes: [] }, LOOKUPS, context(realLine('2204.21.50.40')));
    expect(candidate?.originInScope).toBe(false);
  });
});
