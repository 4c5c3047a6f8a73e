/**
 * The function's data files on the full real schedule: every line comes back from its chapter chunk exactly as
 * the build parsed it; no 409 lists more than 50 candidates; a request reads only the files it needs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFunctionDeps } from '../../src/data/function-deps.ts';
import { FUNCTION_DIR } from '../../src/data/paths.ts';
import { SYNONYMS } from '../../src/data/search-synonyms.ts';
import { createApp } from '../../src/http/app.ts';
import { ROUTES } from '../../src/http/routes.ts';
import { FUNCTION_FILES, scheduleFiles } from '../../src/lib/function-data/function-data.ts';
import { unpackLines, type PackedSchedule } from '../../src/lib/datasets/pack-lines.ts';
import { buildSchedule } from '../../src/lib/hts/build-schedule.ts';
import { createRateCache } from '../../src/lib/hts/rate-cache.ts';
import { MAX_CANDIDATES } from '../../src/lib/query/hts-store.ts';
import { HtsExport } from '../../src/lib/schema/hts-row.ts';
import type { TariffLine } from '../../src/lib/schema/tariff-line.ts';
import { callHandler, testDeps } from '../support/app.ts';
import { htsRows } from '../support/data.ts';

let lines: TariffLine[];
const readBuilt = <T>(name: string): T => JSON.parse(readFileSync(join(FUNCTION_DIR, name), 'utf8')) as T;

beforeAll(() => {
  lines = buildSchedule(HtsExport.parse(htsRows('2026_rev_10')), createRateCache()).lines;
});

describe('chapter chunks', () => {
  it('every line unpacked from its chapter chunk deep-equals the line the build parsed, in key order', () => {
    const chapters = [...new Set(lines.map((l) => l.chapter))];
    const back = chapters.flatMap((c) => unpackLines(readBuilt<PackedSchedule>(FUNCTION_FILES.chapter(c))));
    expect(back).toHaveLength(29_597);
    expect(back).toEqual(lines);
    expect(JSON.stringify(back)).toBe(JSON.stringify(lines));
  });

  it('the built files are what the pure code makes of these lines (the build is not stale)', () => {
    const envelope = readBuilt<Parameters<typeof scheduleFiles>[0]>(FUNCTION_FILES.envelope);
    for (const [path, value] of scheduleFiles(envelope, lines, SYNONYMS.entries)) expect(readFileSync(join(FUNCTION_DIR, path), 'utf8'), path).toBe(`${JSON.stringify(value)}\n`);
  });
});

describe('ambiguous lookups', () => {
  it('no 2- to 9-digit prefix of a real line lists more than 50 candidates; each lists the first ones, with the right total', async () => {
    const { store } = await testDeps.hts();
    // Every line under each of its 2- to 9-digit prefixes, in schedule order: the brute-force answer.
    const under = new Map<string, TariffLine[]>();
    for (const l of lines) {
      for (let k = 2; k <= Math.min(l.digits.length, 9); k++) {
        const prefix = l.digits.slice(0, k);
        const list = under.get(prefix);
        if (list) list.push(l);
        else under.set(prefix, [l]);
      }
    }
    const prefixes = [...under.keys()];
    let ambiguous = 0;
    let capped = 0;
    for (const prefix of prefixes) {
      const found = await store.lookup(prefix);
      const want = under.get(prefix)!;
      if (want.length === 1) {
        expect(found.kind === 'found' && found.line.htsno, prefix).toBe(want[0]!.htsno);
        continue;
      }
      expect(found.kind, prefix).toBe('ambiguous');
      if (found.kind !== 'ambiguous') continue;
      ambiguous++;
      expect(found.candidates.length, prefix).toBeLessThanOrEqual(MAX_CANDIDATES);
      expect(found.candidates.map((l) => l.htsno), prefix).toEqual(want.slice(0, MAX_CANDIDATES).map((l) => l.htsno));
      expect(found.total, prefix).toBe(want.length);
      if (want.length > MAX_CANDIDATES) capped++;
    }
    expect(prefixes.length).toBeGreaterThan(10_000);
    expect(ambiguous).toBeGreaterThan(5_000);
    expect(capped).toBeGreaterThan(300);
  }, 300_000);

  it('through the API: each chapter prefix and a spread of longer ones answer a 409 of at most 50 with total and listQuery', async () => {
    const chapters = [...new Set(lines.map((l) => l.chapter))];
    const headings = [...new Set(lines.map((l) => l.heading))].filter((_, i) => i % 7 === 0);
    let checked = 0;
    for (const prefix of [...chapters, ...headings]) {
      const want = lines.filter((l) => l.digits.startsWith(prefix));
      if (want.length < 2) continue;
      const res = await callHandler(`/v1/tariffs/${prefix}`);
      expect(res.status, prefix).toBe(409);
      const body = (await res.json()) as { candidates: { code: string }[]; total: number; listQuery: string };
      expect(body.candidates.map((c) => c.code), prefix).toEqual(want.slice(0, MAX_CANDIDATES).map((l) => l.htsno));
      expect(body.total, prefix).toBe(want.length);
      expect(body.listQuery).toBe(`/v1/tariffs?htsno=${prefix}`);
      const list = (await (await callHandler(`${body.listQuery}&limit=1`)).json()) as { total: number };
      expect(list.total, prefix).toBe(want.length);
      checked++;
    }
    expect(checked).toBeGreaterThan(150);
  }, 120_000);
});

describe('what a request reads', () => {
  const fresh = () => {
    const reads: string[] = [];
    const deps = createFunctionDeps({
      dir: () => FUNCTION_DIR,
      read: async (path) => {
        reads.push(path.slice(FUNCTION_DIR.length + 1));
        return readFileSync(path, 'utf8');
      },
    });
    return { reads, app: createApp({ deps, routes: ROUTES }) };
  };
  const get = (app: ReturnType<typeof fresh>['app'], path: string, init?: RequestInit) => app(new Request(`http://test.local${path}`, init));

  it('OPTIONS, an unknown path and a wrong method read the envelope only', async () => {
    const { reads, app } = fresh();
    expect((await get(app, '/v1/tariffs', { method: 'OPTIONS' })).status).toBe(204);
    expect((await get(app, '/v1/nothing-here')).status).toBe(404);
    expect((await get(app, '/v1/tariffs', { method: 'DELETE' })).status).toBe(405);
    expect(reads).toEqual([FUNCTION_FILES.envelope]);
  });

  it('a lookup reads one chapter file and the schedule\'s currency (is the build complete today?), and a second lookup in that chapter reads nothing more', async () => {
    const { reads, app } = fresh();
    expect((await get(app, '/v1/tariffs/2204.21.50.05')).status).toBe(200);
    expect((await get(app, '/v1/tariffs/2204.10')).status).toBe(409);
    expect(reads.sort()).toEqual([FUNCTION_FILES.envelope, FUNCTION_FILES.chapter('22'), FUNCTION_FILES.currency].sort());
  });

  it('an estimate reads its chapter, the countries, chapter 99, the prebuilt chapter 99 index (every way chapter 99 reaches a line; not the footnote texts it is built from), the chapter 99 law, the currency and the fee table', async () => {
    const { reads, app } = fresh();
    const body = { htsno: '2204.21.50.05', customsValueUsd: 3000, quantity: 750, quantityUnit: 'liter', countryOfOrigin: 'FR' };
    const res = await get(app, '/v1/duty-estimate', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { chapter99Candidates: { description: string | null }[] }).chapter99Candidates[0]?.description).toBeTruthy();
    expect(reads.sort()).toEqual(
      [FUNCTION_FILES.chapter('22'), FUNCTION_FILES.chapter('99'), FUNCTION_FILES.chapter99Index, FUNCTION_FILES.envelope, FUNCTION_FILES.fees, FUNCTION_FILES.reference, FUNCTION_FILES.law, FUNCTION_FILES.currency].sort(),
    );
  });

  it('a list reads the scan index and the page’s chapters; q adds the word index; chapter 99 reads its chunk and the back-references', async () => {
    const { reads, app } = fresh();
    expect((await get(app, '/v1/tariffs?heading=2204&limit=5')).status).toBe(200);
    expect(reads).toEqual([FUNCTION_FILES.envelope, FUNCTION_FILES.scan, FUNCTION_FILES.chapter('22')]);
    expect((await get(app, '/v1/tariffs?q=sparkling%20wine&limit=5')).status).toBe(200);
    expect(reads.slice(3)).toEqual([FUNCTION_FILES.words]);
    expect((await get(app, '/v1/chapter99?limit=5')).status).toBe(200);
    expect(reads.slice(4).sort()).toEqual([FUNCTION_FILES.chapter('99'), FUNCTION_FILES.referencedBy].sort());
  });
});
