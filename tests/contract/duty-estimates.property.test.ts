/**
 * Properties of POST /v1/duty-estimates on real lines of the current schedule (in process): over 2,000 random
 * requests sent as batches, each line is exactly what POST /v1/duty-estimate answers for it, the totals are the
 * exact sums, and the same batch sent as CSV, answered as JSON and answered as CSV all agree. Counts the real cases
 * it exercised (priced, Free, refused and problem lines), so a generator that drifted to one kind fails.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/lib/csv/parse-csv.ts';
import { writeCsv } from '../../src/lib/csv/write-csv.ts';
import { BATCH_CSV_COLUMNS, DutyBatchEstimate } from '../../src/lib/schema/duty-batch.ts';
import type { TariffLine } from '../../src/lib/schema/tariff-line.ts';
import { allLines, callHandler } from '../support/app.ts';

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  callHandler(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });

/** Exact cents of a JSON number that is a whole number of cents (every dutyUsd is). */
const cents = (n: number): bigint => {
  const [whole, fraction = ''] = String(n).split('.');
  expect(fraction.length, `${n} is whole cents`).toBeLessThanOrEqual(2);
  return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
};

const request = (lines: TariffLine[]) =>
  fc
    .record(
      {
        line: fc.integer({ min: 0, max: lines.length - 1 }),
        // Now and then the heading or subheading: several lines start with it (a 409) or one does.
        digits: fc.constantFrom(10, 10, 10, 10, 8, 4),
        customsValueUsd: fc.oneof(fc.integer({ min: 0, max: 10_000_000 }).map((c) => c / 100), fc.integer({ min: 0, max: 100_000 })),
        quantity: fc.integer({ min: 0, max: 100_000 }),
        quantityUnit: fc.constantFrom('kg', 'liter', 'each', 'doz.', 'pr.', 'gram', 'm2', 'furlong'),
        litres: fc.integer({ min: 1, max: 50_000 }),
        alcoholByVolume: fc.integer({ min: 0, max: 800 }).map((t) => t / 10),
        countryOfOrigin: fc.constantFrom('AU', 'CN', 'CU', 'MX', 'Chile', 'Atlantis'),
        column2: fc.boolean(),
      },
      { requiredKeys: ['line', 'digits', 'customsValueUsd'] },
    )
    .map(({ line, digits, quantity, quantityUnit, ...rest }) => {
      const number = lines[line]!.htsno;
      const htsno = number.replaceAll('.', '').length <= digits ? number : number.slice(0, digits === 4 ? 4 : 10);
      return { htsno, ...rest, ...(quantity !== undefined ? { quantity, quantityUnit: quantityUnit ?? 'kg' } : {}) };
    });

const toCsv = (requests: Record<string, unknown>[]) =>
  writeCsv([[...BATCH_CSV_COLUMNS], ...requests.map((r) => BATCH_CSV_COLUMNS.map((c) => (r[c] === undefined ? '' : String(r[c]))))]);

describe('POST /v1/duty-estimates on real lines', () => {
  it('each line is the single estimate, totals are exact sums, and CSV in, JSON out and CSV out agree (2,000 requests)', async () => {
    const lines = (await allLines()).filter((l) => l.htsno.replaceAll('.', '').length >= 8);
    const seen = { lines: 0, priced: 0, free: 0, refused: 0, problems: 0, batches: 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(request(lines), { minLength: 50, maxLength: 50 }), async (requests) => {
        seen.batches++;
        // Read as sent (zod would put the keys in schema order), checked against the schema apart.
        const json = (await (await post('/v1/duty-estimates', JSON.stringify({ lines: requests }))).json()) as DutyBatchEstimate;
        DutyBatchEstimate.parse(json);
        let duty = 0n;
        for (const [i, l] of json.lines.entries()) {
          seen.lines++;
          const res = await post('/v1/duty-estimate', JSON.stringify(requests[i]));
          const { datasetVersions, ...single } = (await res.json()) as Record<string, unknown>;
          void datasetVersions;
          if ('estimate' in l) {
            expect(res.status).toBe(200);
            expect(JSON.stringify(l.estimate)).toBe(JSON.stringify(single));
            if (l.estimate.dutyUsd === null) seen.refused++;
            else if (l.estimate.dutyUsd === 0) seen.free++;
            else {
              seen.priced++;
              duty += cents(l.estimate.dutyUsd);
            }
          } else {
            seen.problems++;
            expect(l.problem.status).toBe(res.status);
            expect(l.problem.detail).toBe(single.detail);
          }
        }
        expect(cents(json.totals.dutyUsd)).toBe(duty);

        // The same batch as CSV: the same JSON answer, and its CSV answer says the same numbers.
        const csvBody = toCsv(requests);
        const fromCsv = await (await post('/v1/duty-estimates', csvBody, { 'Content-Type': 'text/csv' })).json();
        expect(JSON.stringify(fromCsv.lines)).toBe(JSON.stringify(json.lines));
        expect(fromCsv.totals).toEqual(json.totals);
        const csvOut = parseCsv(await (await post('/v1/duty-estimates', csvBody, { 'Content-Type': 'text/csv', Accept: 'text/csv' })).text());
        expect(csvOut.ok).toBe(true);
        const [header, ...rows] = csvOut.ok ? csvOut.value : [];
        const at = (name: string) => header!.indexOf(name);
        expect(rows).toHaveLength(json.lines.length + 1);
        for (const [i, l] of json.lines.entries()) {
          const row = rows[i]!;
          expect(row[at('line')]).toBe(String(l.line));
          if ('estimate' in l) {
            expect(row[at('dutyUsd')]).toBe(l.estimate.dutyUsd === null ? '' : String(l.estimate.dutyUsd));
            expect(row[at('rate')]).toBe(l.estimate.rate);
            expect(row[at('applicable')]).toBe(String(l.estimate.applicable));
          } else expect(row[at('problemStatus')]).toBe(String(l.problem.status));
        }
        const total = rows.at(-1)!;
        expect(total[at('line')]).toBe('total');
        expect(cents(Number(total[at('dutyUsd')]))).toBe(duty);
        expect(total[at('applicable')]).toBe(String(json.totals.complete));
      }),
      { numRuns: 40 },
    );
    // 40 batches of 50: 2,000 real requests, every kind of answer among them.
    expect(seen.lines).toBe(2000);
    expect(seen.priced).toBeGreaterThan(100);
    expect(seen.free).toBeGreaterThan(10);
    expect(seen.refused).toBeGreaterThan(10);
    expect(seen.problems).toBeGreaterThan(10);
  }, 240_000);
});
