/**
 * The HTTP suite of duty estimates (batch): run on the fixture app (tests/unit/http/duty-estimates.test.ts) and on the built
 * function over the real data (tests/contract/duty-estimates.test.ts). Moved from tests/contract/duty-estimates.test.ts:
 * POST /v1/duty-estimates: every status, the CSV body and answer, per-line problems, exact totals.
 */
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../src/lib/csv/parse-csv.ts';
import { DutyBatchEstimate } from '../../../src/lib/schema/duty-batch.ts';
import { jsonOf, postJson, problemOf } from '../contract.ts';
import type { Target } from '../target.ts';

const PATH = '/v1/duty-estimates';
const RED_WINE = { htsno: '2204.21.50.05', customsValueUsd: 5000, litres: 750 };
const WINE_NO_ABV = { htsno: '2204.30.00.00', customsValueUsd: 3000, litres: 1000 };
const CSV = 'text/csv';

export const dutyEstimatesSuite = ({ name, call, inProcess }: Target) =>
  describe(`duty estimates (batch) through the ${name}`, () => {
    const post = (body: unknown, headers?: Record<string, string>) => postJson(call, PATH, body, headers);
    /** The answer checked against its schema, but as sent: zod would put the keys in schema order. */
    const batch = async (body: unknown, headers?: Record<string, string>) => {
      const res = await post(body, headers);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const raw = (await res.clone().json()) as DutyBatchEstimate;
      await jsonOf(res, 200, DutyBatchEstimate, typeof body === 'string' ? body.slice(0, 80) : JSON.stringify(body).slice(0, 80));
      return raw;
    };
    const single = async (body: unknown) => {
      const res = await postJson(call, '/v1/duty-estimate', body);
      const { datasetVersions, ...rest } = (await res.json()) as Record<string, unknown>;
      void datasetVersions;
      return { status: res.status, body: rest };
    };

    it('answers each line as the single estimate does, a bad line in place, with exact totals', async () => {
      const lines = [RED_WINE, WINE_NO_ABV, { htsno: '9999.99.99.99', customsValueUsd: 1 }, { htsno: '2204.21', customsValueUsd: 1 }, { htsno: '2204.21.50.05' }, { ...RED_WINE, customsValueUsd: 0.1 }];
      const answer = await batch({ lines });
      expect(answer.lines.map((l) => l.line)).toEqual([1, 2, 3, 4, 5, 6]);
      for (const [i, l] of answer.lines.entries()) {
        const one = await single(lines[i]);
        if ('estimate' in l) {
          expect(one.status).toBe(200);
          expect(JSON.stringify(l.estimate)).toBe(JSON.stringify(one.body));
        } else {
          expect(l.problem.status).toBe(one.status);
          expect(l.problem.detail).toBe(one.body.detail);
        }
      }
      expect(answer.lines.map((l) => ('problem' in l ? l.problem.status : 200))).toEqual([200, 200, 404, 409, 400, 200]);
      // 47.25 + 47.25; the wine without ABV is refused; three lines are problems.
      // Beside the duty, never in it: 9903.88.03 (+25%) on 5,000.00 and 0.10 of red wine (1,250.00 + 0.03),
      // 9903.88.15 (+7.5%) on 3,000.00 (225.00).
      // The entry's fees (totals.fees) depend on today's fiscal year: the layers suite checks them on a dated entry.
      const { fees, ...totals } = answer.totals;
      expect(fees?.mpf.working[0]).toEqual({ basis: 'customs value of the entry: the sum over 3 lines', amountUsd: 8000.1 });
      // 9903.01.25 covers the articles of any country (linked by origin): 10% x 8,000.10 = 800.01 over the three lines.
      expect(totals.chapter99).toEqual(
        expect.arrayContaining([
          { heading: '9903.01.25', additionalDutyUsd: 800.01, linesComputed: 3, linesRefused: 0, linesOutOfScope: 0, linesNotInForce: 0 },
          { heading: '9903.88.03', additionalDutyUsd: 1250.03, linesComputed: 2, linesRefused: 0, linesOutOfScope: 0, linesNotInForce: 0 },
          { heading: '9903.88.15', additionalDutyUsd: 225, linesComputed: 1, linesRefused: 0, linesOutOfScope: 0, linesNotInForce: 0 },
        ]),
      );
      expect({ ...totals, chapter99: [] }).toEqual({
        dutyUsd: 94.5,
        customsValueUsd: 8000.1,
        priced: 2,
        free: 0,
        refused: 1,
        invalid: 3,
        complete: false,
        chapter99: [],
        programmes: [],
      });
      expect(answer.disclaimer).toMatch(/estimate/i);
    });

    it('applies defaults under each line, a line\'s own field winning', async () => {
      const answer = await batch({ lines: [RED_WINE, { ...RED_WINE, countryOfOrigin: 'FR' }], defaults: { countryOfOrigin: 'CL' } });
      const origins = answer.lines.map((l) => ('estimate' in l ? l.estimate.origin?.iso2 : null));
      expect(origins).toEqual(['CL', 'FR']);
      const [first] = answer.lines;
      expect(JSON.stringify('estimate' in first! ? first.estimate : null)).toBe(JSON.stringify((await single({ ...RED_WINE, countryOfOrigin: 'CL' })).body));
    });

    it('takes the invoice\'s entry date (defaults.asOf, or an asOf column of a CSV): each line as the single estimate as of that date', async () => {
      // Both dates within the anonymous plan's history window (365 days back from today).
      const [entry, earlier] = ['2026-07-01', '2026-03-01'];
      const lines = [RED_WINE, { ...RED_WINE, asOf: earlier }, WINE_NO_ABV];
      const answer = await batch({ lines, defaults: { asOf: entry } });
      expect(answer.lines.map((l) => ('estimate' in l ? l.estimate.asOf?.date : null))).toEqual([entry, earlier, entry]);
      for (const [i, l] of answer.lines.entries()) {
        const line = lines[i] as Record<string, unknown>;
        const one = await single({ asOf: entry, ...line });
        expect(JSON.stringify('estimate' in l ? l.estimate : l.problem.detail), `line ${i + 1}`).toBe(JSON.stringify(one.status === 200 ? one.body : one.body.detail));
      }
      const csv = ['htsno,customsValueUsd,litres,asOf', `2204.21.50.05,5000,750,${entry}`, `2204.21.50.05,5000,750,${earlier}`, '2204.21.50.05,5000,750,', '2204.21.50.05,5000,750,2026-02-30'].join('\n');
      const fromCsv = await batch(csv, { 'Content-Type': CSV });
      const fromJson = await batch({ lines: [{ ...RED_WINE, asOf: entry }, { ...RED_WINE, asOf: earlier }, RED_WINE, { ...RED_WINE, asOf: '2026-02-30' }] });
      expect(JSON.stringify(fromCsv.lines)).toBe(JSON.stringify(fromJson.lines));
      expect(fromCsv.lines.map((l) => ('estimate' in l ? (l.estimate.asOf?.date ?? 'today') : l.problem.errors?.map((e) => e.field)))).toEqual([entry, earlier, 'today', ['asOf']]);
    });

    it('a complete batch: every line priced or Free', async () => {
      const answer = await batch({ lines: [RED_WINE, RED_WINE] });
      expect(answer.totals).toMatchObject({ dutyUsd: 94.5, priced: 2, refused: 0, invalid: 0, complete: true });
    });

    it('takes CSV with leading zeros kept, answers the same as JSON, and names a dropped leading zero', async () => {
      const csv = ['htsno,customsValueUsd,litres,countryOfOrigin', '2204.21.50.05,5000,750,CL', '0101.21.00.10,2000,,', '101210010,2000,,', '2204.30.00.00,3000,1000,'].join('\n');
      const fromCsv = await batch(csv, { 'Content-Type': CSV });
      const fromJson = await batch({
        lines: [
          { ...RED_WINE, countryOfOrigin: 'CL' },
          { htsno: '0101.21.00.10', customsValueUsd: 2000 },
          { htsno: '101210010', customsValueUsd: 2000 },
          WINE_NO_ABV,
        ],
      });
      expect(JSON.stringify(fromCsv.lines)).toBe(JSON.stringify(fromJson.lines));
      const second = fromCsv.lines[1]!;
      expect('estimate' in second && second.estimate.htsno).toBe('0101.21.00.10');
      const third = fromCsv.lines[2]!;
      expect('problem' in third && third.problem).toMatchObject({ status: 400, likelyHtsno: '0101.21.00.10' });
      expect('problem' in third && third.problem.detail).toMatch(/0101\.21\.00\.10/);
    });

    it('a CSV row it cannot read, a bad number or an unknown column is that row\'s problem', async () => {
      const mixed = await batch(['htsno,customsValueUsd,litres', '2204.21.50.05,5000,750', '2204.21.50.05,"5000"x,750', '2204.21.50.05,lots,750', '2204.21.50.05,5000'].join('\r\n'), { 'Content-Type': CSV });
      expect(mixed.lines.map((l) => ('problem' in l ? l.problem.status : 200))).toEqual([200, 400, 400, 400]);
      const unknown = await batch('htsno,customsValueUsd,colour\n2204.21.50.05,5000,red\n', { 'Content-Type': CSV });
      expect('problem' in unknown.lines[0]! && unknown.lines[0].problem.detail).toMatch(/colour: unknown column/);
    });

    it('answers CSV on Accept: text/csv, agreeing with the JSON answer', async () => {
      const body = { lines: [RED_WINE, WINE_NO_ABV, { htsno: '9999.99.99.99', customsValueUsd: 1 }, { htsno: '101210010', customsValueUsd: 1 }] };
      const res = await post(body, { 'Content-Type': 'application/json', Accept: 'text/csv' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
      const rows = parseCsv(await res.text());
      expect(rows.ok).toBe(true);
      const [header, ...rest] = rows.ok ? rows.value : [];
      expect(header).toEqual(['line', 'htsno', 'customsValueUsd', 'rate', 'rateKind', 'dutyUsd', 'effectiveAdValoremRate', 'applicable', 'reason', 'problemStatus', 'problem', 'mpfUsd', 'hmfUsd', 'chapter99', 'programmes', 'stackedTotalDutyUsd']);
      const json = await batch(body);
      const col = (name: string) => header!.indexOf(name);
      expect(rest.map((r) => r[col('line')])).toEqual(['1', '2', '3', '4', 'total']);
      expect(rest[0]![col('dutyUsd')]).toBe('47.25');
      expect(rest[1]![col('dutyUsd')]).toBe('');
      expect(rest[1]![col('reason')]).toBe('estimate' in json.lines[1]! ? json.lines[1].estimate.notApplicableBecause : '');
      expect(rest[2]!.slice(col('htsno'), col('htsno') + 1)).toEqual(['9999.99.99.99']);
      expect(rest[2]![col('problemStatus')]).toBe('404');
      // A problem row names the number as sent, whatever made it a problem.
      expect(rest[3]![col('htsno')]).toBe('101210010');
      expect(rest[3]![col('problemStatus')]).toBe('400');
      expect(rest[4]![col('dutyUsd')]).toBe('47.25');
      expect(rest[4]![col('applicable')]).toBe('false');
    });

    it('400 for a malformed envelope: not JSON, no lines, zero lines, an unknown key, a query; a CSV with no header', async () => {
      for (const body of ['{', {}, { lines: [] }, { lines: [RED_WINE], extra: 1 }, [RED_WINE]]) await problemOf(await post(body), 400, JSON.stringify(body));
      await problemOf(await call(`${PATH}?x=1`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ lines: [RED_WINE] }) }), 400);
      await problemOf(await post('2204.21.50.05,5000\n', { 'Content-Type': CSV }), 400);
      await problemOf(await post('htsno,customsValueUsd\n', { 'Content-Type': CSV }), 400);
    });

    // A line is keyed by its JSON to estimate repeats once; a line nesting 10,000 levels once overflowed the stack
    // there (a 500). It is that line's 400, as the single estimate answers the same body.
    it('a line nesting 10,000 levels deep is that line\'s 400, beside lines answered as usual', async () => {
      const deep = '{"a":'.repeat(9_999) + '[]' + '}'.repeat(9_999);
      const res = await post(`{"lines":[${deep},${JSON.stringify(RED_WINE)},${deep}]}`);
      expect(res.status).toBe(200);
      const answer = (await res.json()) as DutyBatchEstimate;
      expect(answer.lines.map((l) => ('problem' in l ? l.problem.status : 200))).toEqual([400, 200, 400]);
      const one = await postJson(call, '/v1/duty-estimate', deep);
      expect(one.status).toBe(400);
      expect('problem' in answer.lines[0]! && answer.lines[0].problem.detail).toBe(((await one.json()) as { detail: string }).detail);
    });

    it('413 over 1,000 lines or over 2 MB; 415 for a body neither JSON nor CSV', async () => {
      const many = await problemOf(await post({ lines: Array.from({ length: 1001 }, () => RED_WINE) }), 413);
      expect(many.detail).toMatch(/1000 lines/);
      await problemOf(await post(`htsno,customsValueUsd\n${'2204.21.50.05,1\n'.repeat(1001)}`, { 'Content-Type': CSV }), 413);
      await problemOf(await post(`{"lines":["${'x'.repeat(2 * 1024 * 1024)}"]}`), 413);
      await problemOf(await post('htsno=2204.21.50.05', { 'Content-Type': 'application/x-www-form-urlencoded' }), 415);
    });

    // In process only: through the built function, 1,000 lines would spend twice the anonymous budget.
    it.runIf(inProcess)('takes 1,000 lines', async () => {
      const answer = await batch({ lines: Array.from({ length: 1000 }, () => RED_WINE) });
      expect(answer.lines).toHaveLength(1000);
      expect(answer.totals).toMatchObject({ dutyUsd: 47250, customsValueUsd: 5_000_000, priced: 1000, complete: true });
    });
  });
