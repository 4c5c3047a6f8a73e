/**
 * The rate grammar on the FULL real schedule (2026 rev 10, every row, every
 * column) and on every archived revision. Expected counts live in
 * rate-coverage.json; regenerate them only on purpose with UPDATE_GOLDEN=1
 * (CI never sets it): the test otherwise only reads that file.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { formatRate } from '../../src/lib/rate/format-rate.ts';
import { parseRate } from '../../src/lib/rate/parse-rate.ts';
import { parseSpecial } from '../../src/lib/rate/parse-special.ts';
import { PRICED_KINDS, type ParsedRate, type RateKind } from '../../src/lib/schema/rate.ts';
import { dataDir, declaredEditions, htsFile, htsRows } from '../support/data.ts';

const EDITION = '2026_rev_10';
const COVERAGE_FILE = fileURLToPath(new URL('rate-coverage.json', import.meta.url));
const rows = htsRows(EDITION);
const cell = (row: any, column: string): string => (typeof row[column] === 'string' ? row[column] : '');

type Tally = Partial<Record<RateKind, number>>;
const count = (tally: Tally, kind: RateKind) => void (tally[kind] = (tally[kind] ?? 0) + 1);
const sorted = (tally: Tally): Tally => Object.fromEntries(Object.entries(tally).sort(([a], [b]) => a.localeCompare(b)));

/**
 * The kind rule of classifyTerms that the contract states outright: a rate of
 * more than one term (a bound is a term) is never `specific`; and a stated
 * percentage "of" a named value ("50 percent of the cost of such goods or
 * repairs") is `ad-valorem` with that value as its basis, never a note
 * reference. Returns what breaks it, for the failure message.
 */
const kindRuleBroken = (rate: ParsedRate): string | null => {
  const terms = rate.terms.length + (rate.cap?.length ?? 0) + (rate.floor?.length ?? 0);
  if (rate.kind === 'specific' && terms > 1) return `specific with ${terms} terms`;
  if (/^\d+(?:\.\d+)? percent of /i.test(rate.text)) {
    const [term] = rate.terms;
    if (rate.kind !== 'ad-valorem' || rate.terms.length !== 1 || term?.type !== 'ad-valorem' || term.basis === undefined) return `${rate.kind}, not ad-valorem with a basis`;
  }
  return null;
};

/** Parses every cell of the edition once: failures listed, kinds counted per row (special: per group). */
const survey = () => {
  const multiTerm = { rates: 0, broken: [] as string[] };
  const failures: string[] = [];
  const empties: string[] = [];
  const columns: Record<string, { cells: number; distinct: number; groups?: number; kinds: Tally }> = {};
  for (const column of ['general', 'other', 'special'] as const) {
    const kinds: Tally = {};
    const distinct = new Set<string>();
    let cells = 0;
    let groups = 0;
    for (const row of rows) {
      const text = cell(row, column);
      if (text.trim() === '') continue;
      cells++;
      distinct.add(text);
      const result = column === 'special' ? parseSpecial(text) : parseRate(text);
      if (!result.ok) {
        (result.error.code === 'empty-rate' ? empties : failures).push(`${row.htsno} ${column}: ${JSON.stringify(text)}`);
        continue;
      }
      const rates: ParsedRate[] = 'groups' in result.value ? result.value.groups.map((g) => g.rate) : [result.value];
      groups += rates.length;
      for (const rate of rates) {
        count(kinds, rate.kind);
        if (rate.terms.length + (rate.cap?.length ?? 0) + (rate.floor?.length ?? 0) > 1) multiTerm.rates++;
        const broken = kindRuleBroken(rate);
        if (broken !== null) multiTerm.broken.push(`${row.htsno} ${column}: ${JSON.stringify(rate.text)} is ${broken}`);
      }
    }
    columns[column] = { cells, distinct: distinct.size, ...(column === 'special' ? { groups } : {}), kinds: sorted(kinds) };
  }
  return { failures, empties, multiTerm, summary: { edition: EDITION, rows: rows.length, columns } };
};

const { failures, empties, multiTerm, summary } = survey();

describe(`rate grammar on the full ${EDITION} schedule`, () => {
  it('reads all 35,509 rows', () => {
    expect(rows.length).toBe(35_509);
  });

  it('recognises every non-empty general, other and special string (zero unrecognised)', () => {
    if (failures.length > 0) console.error(`unrecognised rates:\n${failures.join('\n')}`);
    expect(failures).toEqual([]);
    expect(empties).toEqual([]);
  });

  it('gives no rate of more than one term the kind specific, in any column (and a percentage of a named value is ad valorem)', () => {
    expect(multiTerm.broken).toEqual([]);
    // thousands of multi-term rates were looked at, not none
    expect(multiTerm.rates).toBeGreaterThan(1_000);
  });

  it('counts each kind per column as recorded in rate-coverage.json', () => {
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(COVERAGE_FILE, `${JSON.stringify(summary, null, 2)}\n`);
    expect(existsSync(COVERAGE_FILE), 'rate-coverage.json missing: regenerate with UPDATE_GOLDEN=1').toBe(true);
    expect(summary).toEqual(JSON.parse(readFileSync(COVERAGE_FILE, 'utf8')));
  });

  it('formats every priced rate canonically: read back it is the same rate, and no two rates share a spelling', () => {
    const bySpelling = new Map<string, string>();
    const distinct = new Set(rows.flatMap((row) => [cell(row, 'general'), cell(row, 'other')]));
    for (const text of distinct) {
      {
        const result = parseRate(text);
        if (!result.ok || !PRICED_KINDS.includes(result.value.kind)) continue;
        const spelling = formatRate(result.value);
        const back = parseRate(spelling);
        expect(back.ok && { ...back.value, text: '' }, spelling).toStrictEqual({ ...result.value, text: '' });
        const meaning = JSON.stringify({ ...result.value, text: '' });
        expect(bySpelling.get(spelling) ?? meaning, spelling).toBe(meaning);
        bySpelling.set(spelling, meaning);
      }
    }
    expect(bySpelling.size).toBeGreaterThan(500);
  });
});

const byNumber = (prefix: string) => rows.filter((r) => typeof r.htsno === 'string' && r.htsno.startsWith(prefix));
const parsedCell = (row: any, column: string): ParsedRate => {
  const result = parseRate(cell(row, column));
  if (!result.ok) throw new Error(`${row.htsno} ${column} not parsed`);
  return result.value;
};

describe('the families the estimator depends on', () => {
  it('wine: 2204.21.50 is 6.3¢/liter, 2204.30.00 is a per-liter plus per-proof-liter compound', () => {
    const [still] = byNumber('2204.21.50');
    expect(parsedCell(still, 'general')).toStrictEqual({ text: '6.3¢/liter', kind: 'specific', terms: [{ type: 'specific', amountUsd: '0.063', unit: 'liter' }] });
    const [must] = byNumber('2204.30.00');
    expect(parsedCell(must, 'general')).toStrictEqual({
      text: '4.4¢/liter + 31.4¢/pf. liter',
      kind: 'compound',
      terms: [
        { type: 'specific', amountUsd: '0.044', unit: 'liter' },
        { type: 'specific', amountUsd: '0.314', unit: 'proof liter' },
      ],
    });
  });

  it('spirits: every 2208 "$x/pf. liter" rate is a proof-liter term of exactly $x', () => {
    let seen = 0;
    for (const row of byNumber('2208')) {
      for (const column of ['general', 'other']) {
        const dollars = /^\$(\d+\.\d+)\/pf\. ?liter$/.exec(cell(row, column).trim());
        if (dollars === null) continue;
        seen++;
        expect(parsedCell(row, column).terms, `${row.htsno} ${column}`).toStrictEqual([
          { type: 'specific', amountUsd: (dollars[1] ?? '').replace(/0+$/, '').replace(/\.$/, ''), unit: 'proof liter' },
        ]);
      }
    }
    expect(seen).toBeGreaterThan(5);
  });

  it('sugar: every 1701 "less ... for each degree" rate is a sliding scale with its floor', () => {
    const scales = byNumber('1701').flatMap((row) =>
      ['general', 'other'].filter((c) => / less .* for each degree /.test(cell(row, c))).map((c) => parsedCell(row, c)),
    );
    expect(scales.length).toBeGreaterThan(5);
    for (const rate of scales) {
      expect(rate.kind).toBe('sliding-scale');
      expect(rate.terms).toHaveLength(1);
      expect(rate.floor).toHaveLength(1);
      expect(rate.scale?.per).toMatch(/^each degree under 100 degrees/);
    }
    expect(scales.find((r) => r.text.startsWith('3.6606¢/kg'))).toMatchObject({
      terms: [{ amountUsd: '0.036606', unit: 'kg' }],
      floor: [{ amountUsd: '0.03143854', unit: 'kg' }],
      scale: { step: { amountUsd: '0.00020668', unit: 'kg' } },
    });
  });

  it('watches: 9101/9102 rates with two or more component percentages are apportioned, one is a compound', () => {
    let apportioned = 0;
    for (const row of [...byNumber('9101'), ...byNumber('9102')]) {
      for (const column of ['general', 'other']) {
        const text = cell(row, column);
        if (!text.includes('% on ')) continue;
        const percents = (text.match(/%/g) ?? []).length;
        const rate = parsedCell(row, column);
        expect(rate.kind, `${row.htsno} ${column}: ${text}`).toBe(percents >= 2 ? 'apportioned' : 'compound');
        if (percents >= 2) apportioned++;
      }
    }
    expect(apportioned).toBeGreaterThan(20);
  });
});

describe('rate grammar on every archived revision', () => {
  it('recognises every rate string of all 44 revisions (zero unrecognised), and no multi-term rate is specific', () => {
    // The files the build reads: of 2026 Rev 9 the publisher's static file, not the mirror's live copy beside it.
    const files = declaredEditions().map(htsFile);
    expect(files).toHaveLength(44);
    const seen = new Set<string>();
    const unrecognised: string[] = [];
    const noRate: string[] = [];
    const broken: string[] = [];
    let multiTermRates = 0;
    for (const file of files) {
      // Read each file once and let it go: the cached loader would hold all 44 in memory.
      for (const row of JSON.parse(gunzipSync(readFileSync(resolve(dataDir(), file))).toString('utf8'))) {
        for (const column of ['general', 'other', 'special']) {
          const text = cell(row, column);
          const key = `${column}\t${text}`;
          if (text.trim() === '' || seen.has(key)) continue;
          seen.add(key);
          const result = column === 'special' ? parseSpecial(text) : parseRate(text);
          if (result.ok) {
            for (const rate of 'groups' in result.value ? result.value.groups.map((g) => g.rate) : [result.value]) {
              if (rate.terms.length + (rate.cap?.length ?? 0) + (rate.floor?.length ?? 0) > 1) multiTermRates++;
              const why = kindRuleBroken(rate);
              if (why !== null) broken.push(`${file} ${row.htsno} ${column}: ${JSON.stringify(rate.text)} is ${why}`);
            }
            continue;
          }
          (result.error.code === 'empty-rate' ? noRate : unrecognised).push(`${file} ${row.htsno} ${column}: ${JSON.stringify(text)}`);
        }
      }
    }
    if (unrecognised.length > 0) console.error(`unrecognised rates:\n${unrecognised.join('\n')}`);
    expect(unrecognised).toEqual([]);
    // no multi-term rate of any column of any revision is specific
    expect(broken).toEqual([]);
    expect(multiTermRates).toBeGreaterThan(100);
    // The only "no rate" cells are the publisher's stray punctuation (":" on 9913.95.01/.23, 2025).
    for (const entry of noRate) expect(entry).toMatch(/: "[\p{P}\s]+"$/u);
    expect(seen.size).toBeGreaterThan(2_000);
  }, 300_000);
});
