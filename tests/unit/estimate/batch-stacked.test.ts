/**
 * A batch's lines take `stack` (their own, or the defaults'), each line answers its own `stacked`, and the totals sum
 * them exactly (totals.stacked), per chapter 99 heading too; the CSV answer carries each line's stacked total and
 * their sum. Through the fixture app, whose law is content/chapter99 with its lists cut to the fixture's lines.
 */
import { describe, expect, it } from 'vitest';
import { DutyBatchEstimate } from '../../../src/lib/schema/duty-batch.ts';
import { parseCsv } from '../../../src/lib/csv/parse-csv.ts';
import { fixtureCall } from '../../support/fixture-app.ts';

// Entered 2026-05-01: Section 232 on the annexes, Section 122 in force, IEEPA ended.
const call = fixtureCall({ now: () => new Date('2026-05-01T12:00:00Z') });
const post = (body: unknown, accept = 'application/json') =>
  call('/v1/duty-estimates', { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: accept }, body: JSON.stringify(body) });

const LINES = [
  // 9903.91.01 (footnote) 25% = 2,500; 9903.82.02 (Annex I-A) 50% = 5,000; Section 122 yields (9903.03.06 at $0); Free.
  { htsno: '7208.10.15.00', customsValueUsd: 10000 },
  // Annex I of the Section 122 proclamation (9903.03.03 at $0); Free: 0.
  { htsno: '8471.30.01.00', customsValueUsd: 4000 },
];

describe('a batch with stack', () => {
  it('answers each line\'s stacked total and sums them exactly, per heading too', async () => {
    const body = { lines: [LINES[0], LINES[1]], defaults: { countryOfOrigin: 'CN', stack: {} } };
    const res = await post(body);
    expect(res.status).toBe(200);
    const answer = DutyBatchEstimate.parse(await res.json());
    const totals = answer.lines.map((l) => ('estimate' in l ? l.estimate.stacked?.totalDutyUsd : undefined));
    expect(totals).toEqual([7500, 0]);
    expect(answer.totals.stacked).toEqual({
      totalDutyUsd: 7500,
      lines: 2,
      notComputed: 0,
      complete: true,
      byHeading: [
        { heading: '9903.03.03', amountUsd: 0, lines: 1 },
        { heading: '9903.03.06', amountUsd: 0, lines: 1 },
        { heading: '9903.82.02', amountUsd: 5000, lines: 1 },
        { heading: '9903.91.01', amountUsd: 2500, lines: 1 },
      ],
    });
  });

  it('counts only the lines that asked: a line without stack has none', async () => {
    const res = await post({ lines: [{ ...LINES[0], stack: {} }, { htsno: '8471.30.01.00', customsValueUsd: 1000 }], defaults: { countryOfOrigin: 'CN' } });
    const answer = DutyBatchEstimate.parse(await res.json());
    expect(answer.lines.map((l) => 'estimate' in l && l.estimate.stacked !== undefined)).toEqual([true, false]);
    expect(answer.totals.stacked).toMatchObject({ totalDutyUsd: 7500, lines: 1 });
    const plain = DutyBatchEstimate.parse(await (await post({ lines: [LINES[1]], defaults: { countryOfOrigin: 'CN' } })).json());
    expect(plain.totals).not.toHaveProperty('stacked');
  });

  it('says so in CSV: each line\'s stacked total and their sum on the total row', async () => {
    const res = await post({ lines: [LINES[0], LINES[1]], defaults: { countryOfOrigin: 'CN', stack: {} } }, 'text/csv');
    const rows = parseCsv(await res.text());
    if (!rows.ok) throw new Error('CSV');
    const col = rows.value[0]!.indexOf('stackedTotalDutyUsd');
    expect(rows.value.slice(1).map((r) => r[col])).toEqual(['7500', '0', '7500.00']);
  });

  it('reads stack columns from a CSV batch', async () => {
    const csv = 'htsno,customsValueUsd,countryOfOrigin,stack.usContentPercent,stack.loadedOn\n7208.10.15.00,10000,CN,25,2026-04-01\n';
    const res = await call('/v1/duty-estimates', { method: 'POST', headers: { 'Content-Type': 'text/csv' }, body: csv });
    const answer = DutyBatchEstimate.parse(await res.json());
    expect(answer.lines[0]).toMatchObject({ estimate: { stacked: { totalDutyUsd: 7500 } } });
  });
});
