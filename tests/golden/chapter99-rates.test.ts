/**
 * The chapter 99 rate grammar and dating clauses on EVERY chapter 99 text of all 44 archived revisions: each
 * general-column rate is read into an effect and either priced or refused with the text quoted; each dating
 * clause quotes its source. Counts are pinned in chapter99-coverage.json; regenerate only on purpose with
 * UPDATE_GOLDEN=1 (CI never sets it).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chapter99Text } from '../../src/lib/chapter99/chapter99-text.ts';
import { datingClauses } from '../../src/lib/chapter99/entry-dating.ts';
import { priceChapter99, type Chapter99Pricing } from '../../src/lib/chapter99/price-chapter99.ts';
import { readChapter99Rate } from '../../src/lib/chapter99/read-chapter99-rate.ts';
import { priceRate } from '../../src/lib/pricing/price-rate.ts';
import { exactDecimal } from '../../src/lib/money/index.ts';
import { parseRate } from '../../src/lib/rate/parse-rate.ts';
import { CANONICAL_UNITS } from '../../src/lib/schema/rate.ts';
import { declaredEditions, htsRows } from '../support/data.ts';

const COVERAGE_FILE = fileURLToPath(new URL('chapter99-coverage.json', import.meta.url));
// The declared revisions (of 2026 Rev 9 the publisher's static file, not the mirror's live copy beside it).
const EDITIONS = declaredEditions().sort();

// Every distinct general-column text of a chapter 99 line, and every description and footnote of one, over the archive.
const rates = new Map<string, { editions: Set<string>; example: string }>();
const texts = new Set<string>();
for (const edition of EDITIONS) {
  for (const row of htsRows(edition)) {
    const htsno = typeof row.htsno === 'string' ? row.htsno.trim() : '';
    if (!htsno.startsWith('99')) continue;
    const general = typeof row.general === 'string' ? row.general : '';
    const known = rates.get(general) ?? { editions: new Set<string>(), example: htsno };
    known.editions.add(edition);
    rates.set(general, known);
    if (typeof row.description === 'string') texts.add(row.description);
    for (const f of row.footnotes ?? []) if (typeof f?.value === 'string') texts.add(f.value);
  }
}

// One shipment with every quantity, priced on a Free line and on a line whose duty was refused.
const shipment = { amounts: Object.fromEntries(CANONICAL_UNITS.map((u) => [u, exactDecimal(1000n)])) };
const customsValue = exactDecimal(10000n);
const free = parseRate('Free');
const onLine = (lineRate: string): Chapter99Pricing => {
  const parsed = parseRate(lineRate);
  return { lineDigits: '0000000000', shipment, customsValue, lineDuty: priceRate(parsed.ok ? parsed.value : null, lineRate, shipment, customsValue) };
};
const FREE_LINE = onLine('Free');
const REFUSED_LINE = onLine('The duty provided in the applicable subheading');

type Effects = Record<string, number>;
const survey = () => {
  const effects: Effects = {};
  const broken: string[] = [];
  for (const [text, { example }] of rates) {
    const effect = readChapter99Rate(text);
    effects[effect.effect] = (effects[effect.effect] ?? 0) + 1;
    for (const line of [FREE_LINE, REFUSED_LINE]) {
      const applied = priceChapter99(text, effect, line);
      if (applied.applicable) {
        if (typeof applied.additionalDutyUsd !== 'number' || applied.working.length === 0) broken.push(`${example} ${JSON.stringify(text)}: priced without an amount or working`);
        continue;
      }
      if (applied.additionalDutyUsd !== null || !applied.notApplicableBecause || !applied.refusal) broken.push(`${example} ${JSON.stringify(text)}: refused without a reason`);
      const quoted = applied.notApplicableBecause?.includes(`"${text.trim()}"`) || applied.notApplicableBecause?.includes(`"${parseRate(text).ok ? (parseRate(text) as { value: { text: string } }).value.text : ''}"`);
      if (applied.refusal?.code === 'rate-unreadable' && !quoted) broken.push(`${example} ${JSON.stringify(text)}: unreadable without quoting the text`);
    }
  }
  const clauses: Record<string, number> = {};
  let dated = 0;
  const misquoted: string[] = [];
  for (const text of texts) {
    const found = datingClauses([text]);
    if (found.length > 0) dated++;
    const source = chapter99Text(text);
    for (const c of found) {
      const kind = c.ended ? 'ended' : c.from !== undefined ? 'from' : c.before !== undefined ? 'before' : 'through';
      clauses[kind] = (clauses[kind] ?? 0) + 1;
      if (!source.includes(c.text)) misquoted.push(`${JSON.stringify(c.text)} is not in ${JSON.stringify(source.slice(0, 120))}`);
      for (const date of [c.from, c.before, c.through]) if (date !== undefined && !/^20\d{2}-\d{2}-\d{2}$/.test(date)) misquoted.push(`${c.text}: ${date}`);
    }
  }
  const sorted = (r: Record<string, number>) => Object.fromEntries(Object.entries(r).sort(([a], [b]) => a.localeCompare(b)));
  return { broken, misquoted, summary: { editions: EDITIONS.length, rateTexts: rates.size, effects: sorted(effects), descriptionAndFootnoteTexts: texts.size, datedTexts: dated, clauses: sorted(clauses) } };
};
const { broken, misquoted, summary } = survey();

describe('chapter 99 rates of all 44 revisions', () => {
  it('reads all 44 revisions and every rate text of chapter 99', () => {
    expect(EDITIONS).toHaveLength(44);
    expect(rates.size).toBeGreaterThan(150);
    expect(free.ok).toBe(true);
  });

  it('prices every text or refuses it with a reason, quoting a text it cannot read', () => {
    if (broken.length > 0) console.error(broken.join('\n'));
    expect(broken).toEqual([]);
  });

  it('reads the texts the issue names into the effect they state', () => {
    const effect = (text: string) => readChapter99Rate(text).effect;
    expect(effect('The duty provided in the applicable subheading + 25%')).toBe('adds');
    expect(effect('The duty provided inthe applicable subheading+ 25%')).toBe('adds');
    expect(effect('The duty provided in the applicable subheading + a duty of 50% upon the value of the steel content.')).toBe('adds-on-content');
    expect(effect('The duty provided in the applicable subheading + a duty of 25% upon the value of the non-U.S. content')).toBe('adds-on-content');
    expect(effect('The duty provided in the applicable subheading')).toBe('adds-nothing');
    expect(effect('No change')).toBe('adds-nothing');
    for (const plain of ['15%', '100%', '200%', 'Free', '13.3¢/kg', '14.27¢/ liter']) expect(effect(plain), plain).toBe('replaces');
    expect(effect('The duty provided in subheadings 8716.39.00, 8716.90.30 or 8716.90.50 + 100%')).toBe('adds');
    // every text the archive holds is one of these
    for (const text of rates.keys()) expect(['adds', 'adds-on-content', 'adds-nothing', 'replaces', 'no-rate', 'unknown']).toContain(readChapter99Rate(text).effect);
  });

  it('quotes every dating clause from its own text', () => {
    if (misquoted.length > 0) console.error(misquoted.slice(0, 20).join('\n'));
    expect(misquoted).toEqual([]);
  });

  it('counts effects and dating clauses as recorded in chapter99-coverage.json', () => {
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(COVERAGE_FILE, `${JSON.stringify(summary, null, 2)}\n`);
    expect(existsSync(COVERAGE_FILE), 'chapter99-coverage.json missing: regenerate with UPDATE_GOLDEN=1').toBe(true);
    expect(summary).toEqual(JSON.parse(readFileSync(COVERAGE_FILE, 'utf8')));
  });
});
