/**
 * The HTTP suite of code checks: run on the fixture app (tests/unit/http/code-checks.test.ts) and on the built
 * function over the real data (tests/contract/code-checks.test.ts). POST /v1/code-checks: each status against the
 * lines the target serves, counts, JSON and CSV in, CSV out, asOf, and every refusal of the envelope naming its field.
 */
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../src/lib/csv/parse-csv.ts';
import { CODE_CHECKS_CSV_HEADER } from '../../../src/lib/codes/code-checks-csv.ts';
import { CODE_STATUSES, MAX_CODE_CHECKS } from '../../../src/lib/schema/code-check.ts';
import { LineHistoryResponse } from '../../../src/lib/schema/line-history.ts';
import { CodeChecksResponse } from '../../../src/lib/schema/code-checks-response.ts';
import { jsonOf, postJson, problemOf } from '../contract.ts';
import { FIXTURE_ARCHIVE } from '../fixture-deps.ts';
import { allLinesOf, type Target } from '../target.ts';

const PATH = '/v1/code-checks';
const WINE = '2204.21.50.05';

export const codeChecksSuite = ({ name, call, deps, real, inProcess }: Target) =>
  describe(`code checks through the ${name}`, () => {
    /** A line removed by the archive's last revisions and current before (real: 2026 rev 2; fixture: 2026 rev 10). */
    const removed = real ? { code: '0201.30.50.85', removedIn: '2026_rev_2', currentOn: '2026-01-15' } : { code: FIXTURE_ARCHIVE.removed, removedIn: FIXTURE_ARCHIVE.current.id, currentOn: '2026-02-01' };
    const check = async (body: unknown, headers?: Record<string, string>) => {
      const res = await postJson(call, PATH, body, headers);
      expect(res.headers.get('cache-control')).toBe('no-store');
      return jsonOf(res, 200, CodeChecksResponse, JSON.stringify(body).slice(0, 80));
    };

    it('answers each code by what the schedule holds, in order, with counts per status', async () => {
      const lines = await allLinesOf(deps);
      const wine = lines.find((l) => l.htsno === WINE)!;
      const under2204 = lines.filter((l) => l.htsno.startsWith('2204') && l.classifiable);
      // Two adjacent digits of a real line swapped, into a number no line has.
      const typo = '2240215005';
      expect(lines.some((l) => l.digits === typo)).toBe(false);
      const codes = [WINE, '2204', removed.code, typo, 'wine', '2204215005'];
      const answer = await check({ codes });
      expect(answer.results.map((r) => [r.row, r.code, r.status])).toEqual([
        [1, WINE, 'current'],
        [2, '2204', 'not-classifiable'],
        [3, removed.code, 'removed'],
        [4, typo, 'never-existed'],
        [5, 'wine', 'invalid'],
        [6, '2204215005', 'current'],
      ]);
      expect(answer.counts).toEqual(Object.fromEntries(CODE_STATUSES.map((s) => [s, answer.results.filter((r) => r.status === s).length])));
      const [current, heading, gone, never] = answer.results;
      if (current?.status !== 'current' || heading?.status !== 'not-classifiable' || gone?.status !== 'removed' || never?.status !== 'never-existed') throw new Error('statuses');
      expect(current.line).toMatchObject({ htsno: WINE, level: 10, classifiable: true, description: wine.description, descriptionPath: wine.descriptionPath, general: wine.general.text ?? wine.general });
      expect(heading.lines.count).toBe(under2204.length);
      expect(heading.lines.first.map((l) => l.htsno)).toEqual(under2204.slice(0, 50).map((l) => l.htsno));
      expect(gone.removedIn.revision).toBe(removed.removedIn);
      expect(gone.htsno).toBe(removed.code);
      expect(gone.successors.length > 0 || gone.noSuccessor !== null).toBe(true);
      expect(never.suggestions).toContainEqual(expect.objectContaining({ htsno: WINE, reason: 'digits-transposed' }));
      expect(answer.checkedAgainst.revision).toBe((await deps.hts()).revision.id);
    });

    it('with asOf checks against the revision in force then: the removed line was current', async () => {
      const answer = await check({ codes: [removed.code], asOf: removed.currentOn });
      expect(answer.asOf?.date).toBe(removed.currentOn);
      expect(answer.checkedAgainst.revision).toBe(answer.asOf?.revision);
      expect(answer.results[0]).toMatchObject({ status: 'current', line: { htsno: removed.code } });
    });

    it("names the same successors in the removed line's history as in its check", async () => {
      const [gone] = (await check({ codes: [removed.code] })).results;
      if (gone?.status !== 'removed') throw new Error('status');
      const history = await jsonOf(await call(`/v1/tariffs/${removed.code}/history`), 200, LineHistoryResponse);
      const entry = history.items.find((e) => e.change === 'removed' && e.revision === removed.removedIn);
      expect(entry).toMatchObject({ successors: gone.successors, successorCount: gone.successorCount, noSuccessor: gone.noSuccessor });
      if (real) expect(gone.successors.every((s) => s.htsno.startsWith('0201'))).toBe(true);
    });

    it('takes CSV with a code column, leading zeros kept, and answers as the JSON does', async () => {
      const codes = ['0101.21.00.10', '101210010', '2204'];
      const csv = ['sku,Code,notes', ...codes.map((c, i) => `A${i},${c},x`)].join('\r\n');
      const fromCsv = await jsonOf(await postJson(call, PATH, csv, { 'Content-Type': 'text/csv' }), 200, CodeChecksResponse);
      const fromJson = await check({ codes });
      expect(fromCsv.results).toEqual(fromJson.results);
      expect(fromCsv.results.map((r) => r.status)).toEqual(['current', 'never-existed', 'not-classifiable']);
      const lost = fromCsv.results[1]!;
      if (lost.status !== 'never-existed') throw new Error('status');
      expect(lost.suggestions[0]).toMatchObject({ htsno: '0101.21.00.10', reason: 'leading-zero-lost' });
    });

    it('answers CSV on Accept: text/csv, a row per code agreeing with the JSON answer', async () => {
      const codes = [WINE, '2204', removed.code, 'x'];
      const res = await postJson(call, PATH, { codes }, { 'Content-Type': 'application/json', Accept: 'text/csv' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
      const rows = parseCsv(await res.text());
      if (!rows.ok) throw new Error('CSV');
      expect(rows.value[0]).toEqual([...CODE_CHECKS_CSV_HEADER]);
      const json = await check({ codes });
      expect(rows.value.slice(1).map((r) => [r[0], r[1], r[2]])).toEqual(json.results.map((r) => [String(r.row), r.code, r.status]));
      const gone = json.results[2]!;
      if (gone.status !== 'removed') throw new Error('status');
      expect(rows.value[3]![8]).toBe(gone.successors.map((s) => s.htsno).join(' '));
    });

    it('refuses a malformed envelope with a 400 naming the field, and more than 5,000 codes with a 413', async () => {
      const field = async (body: unknown, headers?: Record<string, string>) => {
        const p = await problemOf(await postJson(call, PATH, body, headers), 400, JSON.stringify(body).slice(0, 60));
        return (p as { errors?: { field: string }[] }).errors?.map((e) => e.field);
      };
      expect(await field({ codes: [] })).toEqual(['codes']);
      expect(await field({ codes: 'x' })).toEqual(['codes']);
      expect(await field({ codes: [WINE], colour: 'red' })).toEqual(['(body)']);
      expect(await field({ codes: [WINE], asOf: '2026-13-01' })).toEqual(['asOf']);
      expect(await field('{"codes": [')).toEqual(['(body)']);
      expect(await field('sku,description\nA,wine\n', { 'Content-Type': 'text/csv' })).toEqual(['code']);
      const big = await problemOf(await postJson(call, PATH, { codes: Array.from({ length: MAX_CODE_CHECKS + 1 }, () => WINE) }), 413);
      expect(big.detail).toContain('5,001');
      await problemOf(await postJson(call, PATH, 'code\n' + `${WINE}\n`.repeat(MAX_CODE_CHECKS + 1), { 'Content-Type': 'text/csv' }), 413);
      await problemOf(await postJson(call, PATH, { codes: [WINE] }, { 'Content-Type': 'text/plain' }), 415);
    });

    it.runIf(inProcess)('answers 5,000 codes in one check (over HTTP it would spend a day of the anonymous budget)', async () => {
      const lines = (await allLinesOf(deps)).filter((l) => l.classifiable);
      const codes = Array.from({ length: MAX_CODE_CHECKS }, (_, i) => lines[i % lines.length]!.htsno);
      const answer = await check({ codes });
      expect(answer.results).toHaveLength(MAX_CODE_CHECKS);
      expect(answer.counts.current).toBe(MAX_CODE_CHECKS);
    });
  });
