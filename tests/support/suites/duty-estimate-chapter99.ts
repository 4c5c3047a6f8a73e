/**
 * The HTTP suite of duty estimate: chapter 99 candidates and zero quantities: run on the fixture app (tests/unit/http/duty-estimate-chapter99.test.ts) and on the built
 * function over the real data (tests/contract/duty-estimate-chapter99.test.ts). Moved from tests/contract/duty-estimate-chapter99.test.ts:
 * POST /v1/duty-estimate, chapter 99 candidates say how each was
 * linked and whom its heading's text limits it to, and a compound is priced
 * on a zero quantity.
 */
import { describe, expect, it } from 'vitest';
import { DutyEstimate } from '../../../src/lib/schema/duty-estimate.ts';
import { jsonOf, postJson } from '../contract.ts';
import type { Target } from '../target.ts';

export const dutyEstimateChapter99Suite = ({ name, call }: Target) =>
  describe(`duty estimate: chapter 99 candidates and zero quantities through the ${name}`, () => {
    const estimate = async (body: Record<string, unknown>) => jsonOf(await postJson(call, '/v1/duty-estimate', body), 200, DutyEstimate, JSON.stringify(body));
    const wine = { htsno: '2204.21.50.40', customsValueUsd: 5000, litres: 750 };

    it('9903.88.03 ("articles the product of China") on a wine: listed for Chile and China alike, in scope for China only, never applied', async () => {
      const chile = await estimate({ ...wine, countryOfOrigin: 'CL' });
      const china = await estimate({ ...wine, countryOfOrigin: 'China' });
      const none = await estimate(wine);
      // Linked by the footnote: the headings that reach every origin's articles are listed after it (linkedBy.by origin).
      const byFootnote = (e: DutyEstimate) => e.chapter99Candidates.filter((c) => c.linkedBy.by === 'footnote');
      for (const e of [chile, china, none]) {
        expect(e.dutyUsd).toBe(47.25); // 6.3¢/liter x 750
        expect(byFootnote(e)).toHaveLength(1);
        expect(e.chapter99Candidates[0]).toMatchObject({
          heading: '9903.88.03',
          applied: false,
          linkedBy: { htsno: '2204.21.50', ancestor: true, footnote: 'See 9903.88.03.' },
          originScope: ['CN'],
        });
      }
      expect(chile.chapter99Candidates[0]?.originInScope).toBe(false);
      expect(china.chapter99Candidates[0]?.originInScope).toBe(true);
      expect(none.chapter99Candidates[0]).not.toHaveProperty('originInScope');
    });

    it('a heading named by the line itself, and one whose text names no country (1701.91.48.00)', async () => {
      const e = await estimate({ htsno: '1701.91.48.00', customsValueUsd: 10000, quantity: 1000, quantityUnit: 'kg', countryOfOrigin: 'Chile' });
      const byHeading = new Map(e.chapter99Candidates.map((c) => [c.heading, c]));
      expect(byHeading.get('9903.88.15')).toMatchObject({ linkedBy: { htsno: '1701.91.48.00', ancestor: false, footnote: 'See 9903.88.15.' }, originScope: ['CN'], originInScope: false });
      const quota = byHeading.get('9904.17.17');
      // Linked by the footnote's range, and named by its own text too ("provided for in subheadings 1701.91.48, ...").
      expect(quota?.linkedBy).toMatchObject({ by: 'footnote', htsno: '1701.91.48.00', ancestor: false, footnote: 'See 9904.17.17-9904.17.48.', named: { number: '1701.91.48', partOfLine: false } });
      expect(quota).not.toHaveProperty('originScope');
      expect(quota).not.toHaveProperty('originInScope');
    });

    it('a Russian origin on a line whose footnote names 9903.90.08 ("articles the product of the Russian Federation")', async () => {
      const e = await estimate({ htsno: '2501.00.00.00', customsValueUsd: 1000, quantity: 100, quantityUnit: 'kg', countryOfOrigin: 'RU' });
      expect(e.chapter99Candidates.find((c) => c.heading === '9903.90.08')).toMatchObject({ originScope: ['RU'], originInScope: true, applied: false });
    });

    it('33.9¢/kg + 5.1% on 0 kg at $10,000 is $510.00 with the terms in the working; at $0 it is refused, never Free', async () => {
      const priced = await estimate({ htsno: '1701.91.48.00', customsValueUsd: 10000, quantity: 0, quantityUnit: 'kg' });
      expect(priced).toMatchObject({ rateKind: 'compound', dutyUsd: 510, applicable: true });
      expect(priced.working.map((w) => w.basis)).toEqual(['33.9¢/kg x 0 kg', '5.1% x 10,000.00 USD', 'sum of the terms']);
      const refused = await estimate({ htsno: '1701.91.48.00', customsValueUsd: 0, quantity: 0, quantityUnit: 'kg' });
      expect(refused).toMatchObject({ dutyUsd: null, refusal: { code: 'quantity-zero', units: ['kg'] }, requiredUnit: 'kg' });
    });

    it('9818.00.07.00, 50 percent of the cost of such goods or repairs: ad-valorem, refused for its basis', async () => {
      const e = await estimate({ htsno: '9818.00.07.00', customsValueUsd: 1000 });
      expect(e).toMatchObject({ rateKind: 'ad-valorem', dutyUsd: null, refusal: { code: 'value-basis', basis: 'the cost of such goods or repairs' } });
    });
  });
