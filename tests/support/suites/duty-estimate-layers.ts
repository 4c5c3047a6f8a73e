/**
 * The HTTP suite of an entry's layers beside the duty: programme options with their working, the general rate
 * beside column 2, chapter 99 amounts (by footnote, note, named heading and origin) with their scope and dating,
 * the entry fees by fiscal year and mode of transport, and a batch as one entry. Run on the fixture app
 * (tests/unit/http/duty-estimate-layers.test.ts) and on the built function's data over the real schedule
 * (tests/contract/duty-estimate-layers.test.ts). Expected amounts are worked by hand in the comments.
 */
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../src/lib/csv/parse-csv.ts';
import { DutyBatchEstimate } from '../../../src/lib/schema/duty-batch.ts';
import { DutyEstimate } from '../../../src/lib/schema/duty-estimate.ts';
import { jsonOf, postJson, problemOf } from '../contract.ts';
import { fixtureCall } from '../fixture-app.ts';
import type { Call, Target } from '../target.ts';

const WINE = { htsno: '2204.21.50.05', litres: 750 };
// Within the anonymous plan's history window (365 days back from today), and in fiscal year 2026.
const IN_FY2026 = '2026-07-01';
// The day this was written, in fiscal year 2027 (from 2026-10-01).
const IN_FY2027 = '2026-11-26';

export const dutyEstimateLayersSuite = ({ name, call, deps, real }: Target) =>
  describe(`an entry's layers beside the duty through the ${name}`, () => {
    // A caller whose window reaches the 2025 fiscal year: the same app over the same data, as the partner plan.
    const partner: Call = fixtureCall({ deps, caller: { plan: 'partner', historyDays: 3650 } });
    const estimate = async (body: Record<string, unknown>, via: Call = call) => jsonOf(await postJson(via, '/v1/duty-estimate', body), 200, DutyEstimate, JSON.stringify(body));
    const candidate = (e: DutyEstimate, heading: string) => e.chapter99Candidates.find((c) => c.heading === heading);

    it('Chinese steel sheet 7208.10.15.00 at $10,000: Free, and 9903.91.01 would add 2,500.00 with its working, never applied', async () => {
      const e = await estimate({ htsno: '7208.10.15.00', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: IN_FY2026 });
      expect(e.dutyUsd).toBe(0);
      const c = candidate(e, '9903.91.01');
      expect(c).toMatchObject({ applied: false, originInScope: true, inForce: true, ifApplied: { effect: 'adds', additionalDutyUsd: 2500, applicable: true } });
      // 25% x 10,000.00 = 2,500.00
      expect(c?.ifApplied.working.at(-1)?.amountUsd).toBe(2500);
      expect(c?.ifApplied.working.map((w) => w.basis).join(' | ')).toMatch(/25%/);
    });

    it.runIf(real)('a derivative steel line (7326.90.86.88, China, 2025-09-01) asks for contentValuesUsd.steel, and prices it when declared', async () => {
      const body = { htsno: '7326.90.86.88', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2025-09-01' };
      const asked = candidate(await estimate(body, partner), '9903.81.91');
      expect(asked).toMatchObject({ linkedBy: { by: 'note', note: '16' }, ifApplied: { additionalDutyUsd: null, applicable: false, requiredInput: ['contentValuesUsd.steel'] } });
      // 50% of the declared 3,000.00 of steel
      const priced = candidate(await estimate({ ...body, contentValuesUsd: { steel: 3000 } }, partner), '9903.81.91');
      expect(priced?.ifApplied).toMatchObject({ additionalDutyUsd: 1500, applicable: true });
    });

    it('a declared content above the customs value, or an unknown mode of transport, is a 400 naming the field', async () => {
      const steel = await problemOf(await postJson(call, '/v1/duty-estimate', { ...WINE, customsValueUsd: 100, contentValuesUsd: { steel: 101 } }), 400);
      expect(JSON.stringify(steel)).toContain('contentValuesUsd.steel');
      const iron = await problemOf(await postJson(call, '/v1/duty-estimate', { ...WINE, customsValueUsd: 100, contentValuesUsd: { iron: 1 } }), 400);
      expect(JSON.stringify(iron)).toContain('contentValuesUsd');
      const mode = await problemOf(await postJson(call, '/v1/duty-estimate', { ...WINE, customsValueUsd: 100, modeOfTransport: 'boat' }), 400);
      expect(JSON.stringify(mode)).toContain('modeOfTransport');
    });

    it('French wine: 9903.88.03 (China only) is listed out of scope for France, beside a duty it never changes', async () => {
      const e = await estimate({ ...WINE, customsValueUsd: 5000, countryOfOrigin: 'FR', asOf: IN_FY2026 });
      expect(e.dutyUsd).toBe(47.25);
      expect(candidate(e, '9903.88.03')).toMatchObject({ linkedBy: { by: 'footnote' }, originScope: ['CN'], originInScope: false, applied: false });
    });

    it('French wine entered 2026-07-01: MPF at the FY2026 minimum (33.58) and maximum (651.50), HMF 625.00 by vessel, with sources', async () => {
      // 0.3464% x 5,000.00 = 17.32, below the minimum 33.58
      const low = await estimate({ ...WINE, customsValueUsd: 5000, countryOfOrigin: 'FR', asOf: IN_FY2026 });
      expect(low.fees?.mpf).toMatchObject({ amountUsd: 33.58, rate: '0.3464%', minUsd: 33.58, maxUsd: 651.5, fiscalYear: 2026 });
      expect(low.fees?.mpf.source.some((s) => /90 FR 34665/.test(s.citation))).toBe(true);
      expect(low.fees?.hmf).toMatchObject({ amountUsd: null });
      expect(low.fees?.hmf.notApplicableBecause).toMatch(/vessel/);
      // 0.3464% x 500,000.00 = 1,732.00, above the maximum 651.50; HMF 0.125% x 500,000.00 = 625.00
      const high = await estimate({ ...WINE, customsValueUsd: 500000, countryOfOrigin: 'FR', asOf: IN_FY2026, modeOfTransport: 'vessel' });
      expect(high.fees).toMatchObject({ entryDate: IN_FY2026, modeOfTransport: 'vessel', mpf: { amountUsd: 651.5 }, hmf: { amountUsd: 625, rate: '0.125%' } });
      expect(high.fees?.hmf.source.length).toBeGreaterThan(0);
      expect(high.fees?.hmf.working.at(-1)?.amountUsd).toBe(625);
      // Never added to the duty.
      expect(high.dutyUsd).toBe(47.25);
      expect(high.excludes.join(' ')).not.toMatch(/merchandise processing fee/i);
    });

    it('French wine entered 2026-11-26 (FY2027): MPF 34.58 on $5,000, 670.86 on $500,000, 69.28 on $20,000, citing 91 FR 48398', async () => {
      const at = async (customsValueUsd: number) => (await estimate({ ...WINE, customsValueUsd, countryOfOrigin: 'FR', asOf: IN_FY2027 })).fees?.mpf;
      // 0.3464% x 5,000.00 = 17.32, raised to the FY2027 minimum 34.58
      const low = await at(5000);
      expect(low).toMatchObject({ amountUsd: 34.58, minUsd: 34.58, maxUsd: 670.86, fiscalYear: 2027 });
      expect(low?.source.some((s) => /91 FR 48398/.test(s.citation))).toBe(true);
      // 0.3464% x 500,000.00 = 1,732.00, limited to 670.86; 0.3464% x 20,000.00 = 69.28 exactly
      expect((await at(500000))?.amountUsd).toBe(670.86);
      expect((await at(20000))?.amountUsd).toBe(69.28);
      expect((await at(800))?.informalEntry?.feeUsd).toBe(2.77);
    });

    it('French wine entered 2025-06-01: the FY2025 minimum (32.71) and maximum (634.62)', async () => {
      const low = await estimate({ ...WINE, customsValueUsd: 5000, countryOfOrigin: 'FR', asOf: '2025-06-01' }, partner);
      expect(low.fees?.mpf).toMatchObject({ amountUsd: 32.71, fiscalYear: 2025 });
      const high = await estimate({ ...WINE, customsValueUsd: 500000, countryOfOrigin: 'FR', asOf: '2025-06-01' }, partner);
      expect(high.fees?.mpf).toMatchObject({ amountUsd: 634.62, fiscalYear: 2025 });
    });

    it('without asOf the fees are judged on today, and a value at or below $2,500 says the entry may be informal', async () => {
      const e = await estimate({ ...WINE, customsValueUsd: 2000 });
      expect(e.fees?.entryDate).toBe(new Date().toISOString().slice(0, 10));
      expect(e.fees?.mpf.informalEntry?.maxValueUsd).toBe(2500);
    });

    it('Chilean wine: the CL option is 0.00 with its working', async () => {
      const e = await estimate({ ...WINE, customsValueUsd: 5000, countryOfOrigin: 'CL' });
      const cl = e.specialRatesAvailable.find((s) => s.programmes.some((p) => p.code === 'CL'));
      expect(cl).toMatchObject({ dutyUsd: 0, applicable: true, rateKind: 'free' });
      expect(cl?.working.length).toBeGreaterThan(0);
      expect(e.dutyUsd).toBe(47.25);
    });

    it('Russian wine: the column 2 duty, with the general rate\'s amount beside it', async () => {
      // column 2: 33¢/liter x 750 = 247.50; general: 6.3¢/liter x 750 = 47.25
      const e = await estimate({ ...WINE, customsValueUsd: 5000, countryOfOrigin: 'RU' });
      expect(e).toMatchObject({ column: 'other', rate: '33¢/liter', dutyUsd: 247.5 });
      expect(e.generalIfNormalTradeRelations).toMatchObject({ rate: '6.3¢/liter', dutyUsd: 47.25, applicable: true });
      expect(e.generalIfNormalTradeRelations?.working.at(-1)?.amountUsd).toBe(47.25);
    });

    it('a Chinese laptop 8471.30.01.00 lists the origin-wide headings with their exclusions; a Japanese one none of China\'s', async () => {
      const china = await estimate({ htsno: '8471.30.01.00', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: IN_FY2026 });
      expect(china.dutyUsd).toBe(0);
      const wide = china.chapter99Candidates.filter((c) => c.linkedBy.by === 'origin');
      expect(wide.map((c) => c.heading)).toEqual(expect.arrayContaining(['9903.01.20', '9903.01.24', '9903.01.25']));
      for (const c of wide) expect(c, c.heading).toMatchObject({ originInScope: true, applied: false, linkedBy: { origin: true } });
      expect(candidate(china, '9903.01.20')).toMatchObject({
        linkedBy: { originWords: 'articles the product of China and Hong Kong' },
        originScope: ['CN', 'HK'],
        exclusions: [{ headings: ['9903.01.21', '9903.01.22', '9903.01.23'] }],
        ifApplied: { additionalDutyUsd: 1000 },
      });
      expect(candidate(china, '9903.01.25')?.exclusions?.[0]?.headings).toContain('9903.01.26-9903.01.33');

      const japan = await estimate({ htsno: '8471.30.01.00', customsValueUsd: 10000, countryOfOrigin: 'JP', asOf: IN_FY2026 });
      expect(japan.chapter99Candidates.filter((c) => c.linkedBy.by === 'origin' && c.originScope?.includes('CN'))).toEqual([]);
      for (const c of japan.chapter99Candidates) if (c.originScope?.includes('CN') && !c.originScope.includes('JP')) expect(c.originInScope, c.heading).toBe(false);
      expect(japan.chapter99Candidates.some((c) => c.linkedBy.by === 'origin' && c.originScope?.includes('JP'))).toBe(true);
    });

    it('a two-line batch is one entry: the MPF minimum once, on the total value; HMF summed; no layer in the duty', async () => {
      const line = { ...WINE, customsValueUsd: 5000, countryOfOrigin: 'CN', asOf: IN_FY2026 };
      const res = await postJson(call, '/v1/duty-estimates', { lines: [line, line], modeOfTransport: 'vessel' });
      const answer = await jsonOf(res, 200, DutyBatchEstimate);
      // Each line alone pays the minimum, 33.58; the entry pays 0.3464% x 10,000.00 = 34.64 once, not 67.16.
      for (const l of answer.lines) expect('estimate' in l && l.estimate.fees?.mpf.amountUsd).toBe(33.58);
      expect(answer.totals.fees).toMatchObject({ entryDate: IN_FY2026, modeOfTransport: 'vessel', mpf: { amountUsd: 34.64 }, hmf: { amountUsd: 12.5 } });
      // 9903.88.03 adds 25% x 5,000.00 = 1,250.00 per line, beside the duty (2 x 47.25 = 94.50)
      expect(answer.totals.dutyUsd).toBe(94.5);
      expect(answer.totals.chapter99.find((c) => c.heading === '9903.88.03')).toMatchObject({ additionalDutyUsd: 2500, linesComputed: 2 });

      const csv = await postJson(call, '/v1/duty-estimates', { lines: [line, line], modeOfTransport: 'vessel' }, { 'Content-Type': 'application/json', Accept: 'text/csv' });
      const rows = parseCsv(await csv.text());
      const [header, ...rest] = rows.ok ? rows.value : [];
      const total = rest.find((r) => r[header!.indexOf('line')] === 'total');
      expect(total?.[header!.indexOf('mpfUsd')]).toBe('34.64');
      expect(total?.[header!.indexOf('hmfUsd')]).toBe('12.50');
    });
  });
