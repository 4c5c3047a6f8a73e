/**
 * The HTTP suite of duty estimate: run on the fixture app (tests/unit/http/duty-estimate.test.ts) and on the built
 * function over the real data (tests/contract/duty-estimate.test.ts). Moved from tests/contract/duty-estimate.test.ts:
 * POST /v1/duty-estimate on real lines, expected values worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { DutyEstimate } from '../../../src/lib/schema/duty-estimate.ts';
import { jsonOf, postJson, problemOf } from '../contract.ts';
import { allLinesOf, type Target } from '../target.ts';

export const dutyEstimateSuite = ({ name, call, deps, real }: Target) =>
  describe(`duty estimate through the ${name}`, () => {
    const post = (body: unknown, headers?: Record<string, string>) => postJson(call, '/v1/duty-estimate', body, headers);
    const label = (body: unknown) => (typeof body === 'string' ? body.slice(0, 80) : JSON.stringify(body));
    const estimate = async (body: unknown) => {
      const res = await post(body);
      expect(res.headers.get('cache-control')).toBe('no-store');
      return jsonOf(res, 200, DutyEstimate, label(body));
    };
    const problem = async (body: unknown, status: number, headers?: Record<string, string>) => problemOf(await post(body, headers), status, label(body));

    it('2204.21.50.05 red wine, 750 litres at 6.3¢/liter: 47.25 at any customs value', async () => {
      // 0.063 USD/liter x 750 liter = 47.25
      const at5000 = await estimate({ htsno: '2204.21.50.05', customsValueUsd: 5000, litres: 750 });
      expect(at5000).toMatchObject({ estimate: true, derived: true, applicable: true, dutyUsd: 47.25, rate: '6.3¢/liter', rateKind: 'specific' });
      expect(at5000.effectiveAdValoremRate).toBe(0.00945); // 47.25 / 5000
      expect(at5000.working.some((w) => /6\.3¢\/liter x 750 liter/.test(w.basis) && w.amountUsd === 47.25)).toBe(true);
      expect(at5000.quantities).toEqual({ liter: 750 });
      const at2000 = await estimate({ htsno: '2204215005', customsValueUsd: 2000, quantity: 750, quantityUnit: 'liters' });
      expect(at2000.dutyUsd).toBe(47.25);
      expect(at2000.effectiveAdValoremRate).toBe(0.023625); // 47.25 / 2000
      expect(at2000.chapter99Candidates.map((c) => c.heading)).toContain('9903.88.03');
      expect(at2000.chapter99Candidates.every((c) => c.applied === false)).toBe(true);
      expect(at2000.excludes.length).toBeGreaterThan(0);
      expect(at2000.disclaimer).toMatch(/estimate/i);
    });

    it('2204.30.00.00 at 1,000 litres and 12% ABV: 44.00 + 0.314 x 240 = 119.36; refuses without ABV', async () => {
      // proof litres = 1000 x 12 x 2 / 100 = 240; 0.044 x 1000 = 44.00; 0.314 x 240 = 75.36
      const priced = await estimate({ htsno: '2204.30.00.00', customsValueUsd: 3000, litres: 1000, alcoholByVolume: 12 });
      expect(priced.dutyUsd).toBe(119.36);
      expect(priced.quantities).toEqual({ liter: 1000, 'proof liter': 240 });
      const refused = await estimate({ htsno: '2204.30.00.00', customsValueUsd: 3000, litres: 1000 });
      expect(refused).toMatchObject({ dutyUsd: null, applicable: false, rateKind: 'compound' });
      expect(refused.notApplicableBecause).toMatch(/alcoholByVolume|proof/i);
      expect(refused.refusal?.missing).toEqual(expect.arrayContaining(['alcoholByVolume']));
      const direct = await estimate({ htsno: '2204.30.00.00', customsValueUsd: 3000, litres: 1000, proofLitres: 240 });
      expect(direct.dutyUsd).toBe(119.36);
    });

    it('6.5% of 10,027 is 651.76, rounded once half-up (binary floats give 651.75)', async () => {
      const r = await estimate({ htsno: '2404.12.05.10', customsValueUsd: 10027 });
      expect(r.dutyUsd).toBe(651.76);
      expect(r.rateKind).toBe('ad-valorem');
      expect(r.working.some((w) => /651\.755 -> 651\.76/.test(w.basis))).toBe(true);
    });

    it('a compound kg + % line: $1.104/kg + 14.9% on 1,000 kg at 5,000 USD is 1,104 + 745 = 1,849.00', async () => {
      const r = await estimate({ htsno: '0402.29.50.00', customsValueUsd: 5000, quantity: 1000, quantityUnit: 'kg' });
      expect(r.dutyUsd).toBe(1849);
      expect(r.rateKind).toBe('compound');
    });

    it('Free is 0 and only Free is 0', async () => {
      const r = await estimate({ htsno: '0101.21.00.10', customsValueUsd: 25000 });
      expect(r).toMatchObject({ dutyUsd: 0, applicable: true, rateKind: 'free' });
    });

    it.each([
      ['cross-reference', '2106.90.52.00'],
      ['sliding-scale', '1701.12.05.00'],
      ['note-reference', '5810.91.00.10'],
      ['conditional-free', '9812.00.20.00'],
      ['apportioned', '9301.90.30.10'],
    ])('%s (%s) is refused with a 200, dutyUsd null and the kind named', async (kind, htsno) => {
      const r = await estimate({ htsno, customsValueUsd: 1000, quantity: 10, quantityUnit: 'kg' });
      expect(r).toMatchObject({ dutyUsd: null, applicable: false, rateKind: kind });
      expect(r.notApplicableBecause).toBeTruthy();
      expect(r.refusal?.code).toBeTruthy();
    });

    it('column 2: by request, and for a column 2 origin, which the estimate says', async () => {
      const asked = await estimate({ htsno: '2204.21.50.05', customsValueUsd: 1000, litres: 100, column2: true });
      expect(asked).toMatchObject({ rate: '33¢/liter', dutyUsd: 33, column: 'other' }); // 0.33 x 100
      const cuba = await estimate({ htsno: '2204.21.50.05', customsValueUsd: 1000, litres: 100, countryOfOrigin: 'Cuba' });
      expect(cuba).toMatchObject({ rate: '33¢/liter', dutyUsd: 33, column: 'other' });
      expect(cuba.notes.join(' ')).toMatch(/column 2/);
      expect(cuba.specialRatesAvailable).toEqual([]);
    });

    it('special rates the origin could claim are offered, never applied', async () => {
      const chile = await estimate({ htsno: '2204.21.50.05', customsValueUsd: 1000, litres: 100, countryOfOrigin: 'CL' });
      expect(chile.dutyUsd).toBe(6.3);
      expect(chile.specialRatesAvailable.some((s) => s.programmes.some((p) => p.code === 'CL') && s.dutyUsd === 0)).toBe(true);
      const jordan = await estimate({ htsno: '2204.21.50.05', customsValueUsd: 1000, litres: 100, countryOfOrigin: 'Jordan' });
      expect(jordan.specialRatesAvailable.some((s) => s.programmes.some((p) => p.code === 'JO') && s.dutyUsd === 2.8)).toBe(true);
      const plain = await estimate({ htsno: '2204.21.50.05', customsValueUsd: 1000, litres: 100 });
      expect(plain.specialRatesAvailable).toEqual([]);
    });

    it('the schedule spellings doz., pr. and bbl are accepted', async () => {
      expect((await estimate({ htsno: '0407.11.00.00', customsValueUsd: 100, quantity: 100, quantityUnit: 'doz.' })).dutyUsd).toBe(2.8);
      // 76¢/pr. + 32%: 0.76 x 10 + 0.32 x 200 = 7.60 + 64.00
      expect((await estimate({ htsno: '6402.19.50.31', customsValueUsd: 200, quantity: 10, quantityUnit: 'pr.' })).dutyUsd).toBe(71.6);
      // 5.25¢/bbl x 1000 bbl = 52.50
      expect((await estimate({ htsno: '2709.00.10.00', customsValueUsd: 70000, quantity: 1000, quantityUnit: 'bbl' })).dutyUsd).toBe(52.5);
    });

    it('quantity, quantities and litres merge into one shipment; a missing quantity names the unit to send', async () => {
      const merged = await estimate({ htsno: '2204.30.00.00', customsValueUsd: 3000, quantities: { liter: 1000 }, proofLitres: 240 });
      expect(merged.dutyUsd).toBe(119.36);
      const missing = await estimate({ htsno: '2204.21.50.05', customsValueUsd: 5000 });
      expect(missing).toMatchObject({ dutyUsd: null, applicable: false, requiredUnit: 'liter' });
      expect(missing.refusal?.missing).toEqual(['litres']);
    });

    it('bad input is a 400 problem naming the field, never a 500', async () => {
      const cases: [unknown, string][] = [
        ['{"htsno": "2204.21.50.05", ', '(body)'],
        [{ customsValueUsd: 1 }, 'htsno'],
        [{ htsno: '2204.21.50.05', customsValueUsd: -1 }, 'customsValueUsd'],
        [{ htsno: '2204.21.50.05', customsValueUsd: '100' }, 'customsValueUsd'],
        [{ htsno: '2204.21.50.05', customsValueUsd: 100, litres: -5 }, 'litres'],
        [{ htsno: '2204.21.50.05', customsValueUsd: 100, quantity: 1, quantityUnit: 'furlong' }, 'quantityUnit'],
        [{ htsno: '2204.21.50.05', customsValueUsd: 100, quantities: JSON.parse('{"__proto__": 5}') }, 'quantities'],
        [{ htsno: '2204.21.50.05', customsValueUsd: 100, colour: 'red' }, 'colour'],
        [{ htsno: '2204.21.50.05', customsValueUsd: 100, countryOfOrigin: 'Atlantis' }, 'countryOfOrigin'],
        [{ htsno: '2204.21.50.05', customsValueUsd: 100, litres: 10, quantity: 11, quantityUnit: 'liter' }, 'liter'],
        [{ htsno: '2204.30.00.00', customsValueUsd: 100, litres: 1000, alcoholByVolume: 12, proofLitres: 100 }, 'proofLitres'],
        ['[]', '(body)'],
        ['null', '(body)'],
        ['1e309', '(body)'],
      ];
      for (const [body, field] of cases) {
        const p = await problem(typeof body === 'string' ? body : JSON.stringify(body), 400);
        expect(JSON.stringify(p), JSON.stringify(body)).toContain(field);
      }
      // Raw text keeps the own __proto__ key that JSON.stringify of a parsed object would also keep.
      const proto = await problem('{"htsno":"2204.21.50.05","customsValueUsd":1,"quantities":{"__proto__":{"kg":1}}}', 400);
      expect(proto.detail).toMatch(/__proto__/);
    });

    it.runIf(real)('statuses: 404 unknown line, 409 ambiguous prefix with candidates, 413 over 64 KB, 415 not JSON', async () => {
      await problem({ htsno: '9999.99.99.99', customsValueUsd: 1 }, 404);
      const ambiguous = await problem({ htsno: '2204.21', customsValueUsd: 1 }, 409);
      const want = (await allLinesOf(deps)).filter((l) => l.digits.startsWith('220421')).map((l) => l.htsno);
      expect(ambiguous.candidates?.map((c) => c.code)).toEqual(want);
      expect(ambiguous).toMatchObject({ total: want.length, listQuery: '/v1/tariffs?htsno=220421' });
      const wide = await problem({ htsno: '8708', customsValueUsd: 1 }, 409);
      const every = (await allLinesOf(deps)).filter((l) => l.digits.startsWith('8708')).map((l) => l.htsno);
      expect(every.length).toBeGreaterThan(50);
      expect(wide.candidates?.map((c) => c.code)).toEqual(every.slice(0, 50));
      expect(wide).toMatchObject({ total: every.length, listQuery: '/v1/tariffs?htsno=8708' });
      await problem(JSON.stringify({ htsno: '2204.21.50.05', customsValueUsd: 1, pad: 'x'.repeat(70_000) }), 413);
      await problem('htsno=2204.21.50.05', 415, { 'Content-Type': 'application/x-www-form-urlencoded' });
      const get = await call('/v1/duty-estimate');
      expect(get.status).toBe(405);
    });
  });
