/**
 * How chapter 99 reaches a line (footnote, U.S. note, named number, origin) on the FULL current schedule and on
 * every archived revision, with the real countries data: the origin-wide rule holds in all 44 revisions (never a
 * heading footnotes reach, nor one of their notes), and the cases an importer meets are answered as they should be.
 * Origin-wide headings per revision are pinned in chapter99-links.json; regenerate only on purpose with
 * UPDATE_GOLDEN=1 (CI never sets it).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildChapter99Index, chapter99FootnoteTexts, type Chapter99Index } from '../../src/lib/chapter99/chapter99-index.ts';
import { chapter99Text } from '../../src/lib/chapter99/chapter99-text.ts';
import { namedNumbers } from '../../src/lib/chapter99/named-numbers.ts';
import { countryCodes } from '../../src/lib/estimate/country-codes.ts';
import { estimateDuty } from '../../src/lib/estimate/estimate-duty.ts';
import { readShipment } from '../../src/lib/pricing/read-shipment.ts';
import { buildSchedule } from '../../src/lib/hts/build-schedule.ts';
import { createRateCache } from '../../src/lib/hts/rate-cache.ts';
import { exactDecimal } from '../../src/lib/money/index.ts';
import { DutyEstimate, type EstimateOrigin } from '../../src/lib/schema/duty-estimate.ts';
import { HtsExport } from '../../src/lib/schema/hts-row.ts';
import type { TariffLine } from '../../src/lib/schema/tariff-line.ts';
import { declaredEditions, htsRows } from '../support/data.ts';
import { loadCountries } from '../unit/reference/load-reference.ts';

const LINKS_FILE = fileURLToPath(new URL('chapter99-links.json', import.meta.url));
// The declared revisions (of 2026 Rev 9 the publisher's static file, not the mirror's live copy beside it).
const EDITIONS = declaredEditions().sort();
const countryCode = countryCodes(loadCountries().countries);

const headingsOf = (lines: readonly TariffLine[]) =>
  lines
    .filter((l) => l.chapter === '99' && l.digits.length >= 8)
    .map((l) => ({ heading: l.htsno, description: l.description, rate: l.general.text, descriptionPath: l.descriptionPath, footnotes: l.footnotes.map((f) => f.text) }));

/** A whole schedule with its index, as a use case would keep it per store. */
const schedule = (edition: string) => {
  const lines = buildSchedule(HtsExport.parse(htsRows(edition)), createRateCache()).lines;
  const byDigits = new Map(lines.map((l) => [l.digits, l]));
  const index = buildChapter99Index({ headings: headingsOf(lines), footnoteTexts: chapter99FootnoteTexts(lines), countryCode });
  return { lines, byDigits, index };
};
type Schedule = ReturnType<typeof schedule>;

const origin = (name: string): EstimateOrigin => ({ name, iso2: countryCode(name), column2: false, programmes: [] });
const estimate = (s: Schedule, htsno: string, body: Record<string, unknown>, from: EstimateOrigin | undefined, entryDate: string, contentValues = {}) => {
  const line = s.lines.find((l) => l.htsno === htsno);
  if (line === undefined) throw new Error(`${htsno} is not in the schedule`);
  const shipment = readShipment(body);
  if (!shipment.ok) throw new Error(shipment.error.message);
  const e = estimateDuty({
    line,
    shipment: shipment.value,
    customsValue: exactDecimal(10000n),
    ...(from ? { origin: from } : {}),
    entryDate,
    contentValues,
    lineByDigits: (d) => s.byDigits.get(d),
    countryCode,
    chapter99Index: s.index,
  });
  expect(DutyEstimate.safeParse(e).success).toBe(true);
  return e;
};

/** Every rule an origin-wide heading must keep, on one index; what breaks it, for the failure message. */
const originWideBroken = (index: Chapter99Index): string[] => {
  const broken: string[] = [];
  const footnoteNotes = new Set<string>();
  for (const h of index.footnoteNamed) {
    const text = index.heading(h)?.description;
    if (text) for (const m of chapter99Text(text).matchAll(/\bnote\s+(\d+)\b(?:\([a-z0-9]+\))*(?!\s+to\s+(?:chapter|the tariff schedule))/gi)) footnoteNotes.add(m[1]!);
  }
  for (const { heading, scope } of index.originWide) {
    const text = chapter99Text(index.heading(heading)!.description);
    if (index.footnoteNamed.has(heading)) broken.push(`${heading}: a footnote names it`);
    if (namedNumbers(text).length > 0) broken.push(`${heading}: it names a number`);
    for (const m of text.matchAll(/\bnote\s+(\d+)\b/gi)) if (footnoteNotes.has(m[1]!)) broken.push(`${heading}: footnotes express note ${m[1]}`);
    if (!scope.anyCountry && scope.iso2.length === 0) broken.push(`${heading}: no scope`);
    if (!/articles,? the products? of/i.test(text)) broken.push(`${heading}: its text does not cover articles of an origin`);
  }
  return broken;
};

describe('the current schedule (2026 rev 10)', () => {
  let rev10: Schedule;
  beforeAll(() => {
    rev10 = schedule('2026_rev_10');
  });

  it('Chinese steel sheet 7208.10.15.00, $10,000 entered 2026-07-01: Free, and 9903.91.01 would add 2,500.00, in force', () => {
    const e = estimate(rev10, '7208.10.15.00', {}, origin('China'), '2026-07-01');
    expect(e.dutyUsd).toBe(0);
    expect(e.chapter99Candidates.find((c) => c.heading === '9903.91.01')).toMatchObject({
      linkedBy: { by: 'footnote' },
      originInScope: true,
      inForce: true,
      ifApplied: { additionalDutyUsd: 2500, applicable: true },
    });
  });

  it('Chinese laptop 8471.30.01.00: the origin-wide headings, with the exclusions they name, never applied', () => {
    const e = estimate(rev10, '8471.30.01.00', {}, origin('China'), '2026-07-01');
    const wide = e.chapter99Candidates.filter((c) => c.linkedBy.by === 'origin');
    expect(wide.map((c) => c.heading)).toEqual(expect.arrayContaining(['9903.01.20', '9903.01.24', '9903.01.25']));
    for (const c of wide) expect(c.originInScope, c.heading).toBe(true);
    expect(wide.find((c) => c.heading === '9903.01.20')).toMatchObject({
      linkedBy: { origin: true, originWords: 'articles the product of China and Hong Kong' },
      originScope: ['CN', 'HK'],
      exclusions: [{ headings: ['9903.01.21', '9903.01.22', '9903.01.23'] }],
      ifApplied: { effect: 'adds', additionalDutyUsd: 1000 },
    });
    expect(wide.find((c) => c.heading === '9903.01.25')?.exclusions?.[0]?.headings).toContain('9903.01.26-9903.01.33');
    expect(e.dutyUsd).toBe(0);
  });

  it('a Japanese laptop lists none of China\'s headings as in scope', () => {
    const e = estimate(rev10, '8471.30.01.00', {}, origin('Japan'), '2026-07-01');
    const china = e.chapter99Candidates.filter((c) => c.originScope?.includes('CN') && !c.originScope.includes('JP'));
    for (const c of china) expect(c.originInScope, c.heading).toBe(false);
    expect(e.chapter99Candidates.filter((c) => c.linkedBy.by === 'origin' && c.originScope?.includes('CN'))).toEqual([]);
    expect(e.chapter99Candidates.some((c) => c.linkedBy.by === 'origin' && c.originScope?.includes('JP'))).toBe(true);
  });

  it('French wine 2204.21.50.05: 9903.88.03 (China only) is listed with originInScope false', () => {
    const e = estimate(rev10, '2204.21.50.05', { litres: 750 }, origin('France'), '2026-07-01');
    expect(e.chapter99Candidates.find((c) => c.heading === '9903.88.03')).toMatchObject({ linkedBy: { by: 'footnote' }, originScope: ['CN'], originInScope: false });
    expect(e.dutyUsd).toBe(47.25);
  });

  it('a heading that names the line reaches it, saying which words named it (9903.27.02, rare gases of Ukraine)', () => {
    const line = rev10.lines.find((l) => l.digits.startsWith('28042900') && l.classifiable)!;
    const e = estimate(rev10, line.htsno, {}, origin('Ukraine'), '2026-07-01');
    expect(e.chapter99Candidates.find((c) => c.heading === '9903.27.02')).toMatchObject({
      linkedBy: { by: 'named-heading', named: { words: 'provided for in subheading 2804.29.00', number: '2804.29.00', partOfLine: false } },
      originScope: ['UA'],
      originInScope: true,
      ifApplied: { effect: 'replaces' },
    });
  });

  it('9903.88.03, and every heading of notes 20 and 31, is never origin-wide', () => {
    const wide = new Set(rev10.index.originWide.map((o) => o.heading));
    expect(wide.has('9903.88.03')).toBe(false);
    for (const o of rev10.index.originWide) expect(o.heading.startsWith('9903.88') || o.heading.startsWith('9903.91'), o.heading).toBe(false);
    expect(originWideBroken(rev10.index)).toEqual([]);
  });

  it('a named number reaches a line of the schedule for nearly every naming heading (9902 and the rest)', () => {
    let reached = 0;
    let named = 0;
    const headings = headingsOf(rev10.lines);
    const reachedBy = new Set<string>();
    for (const line of rev10.lines) if (line.chapter !== '99') for (const { link } of rev10.index.namedFor(line.digits)) reachedBy.add(link.heading);
    for (const h of headings) {
      if (namedNumbers(h.description).length === 0) continue;
      named++;
      if (reachedBy.has(h.heading)) reached++;
    }
    expect(named).toBeGreaterThan(1500);
    expect(reached / named).toBeGreaterThan(0.99);
  });
});

describe('a derivative steel line in 2025: the content-valued heading asks for contentValuesUsd', () => {
  let rev20: Schedule;
  beforeAll(() => {
    rev20 = schedule('2025_rev_20');
  });

  it('7326.90.86.88 (other articles of iron or steel), Chinese, entered 2025-09-01: 9903.81.91 through its footnote "See U.S. note 16 to subchapter III, chapter 99."', () => {
    const e = estimate(rev20, '7326.90.86.88', {}, origin('China'), '2025-09-01');
    const steel = e.chapter99Candidates.find((c) => c.heading === '9903.81.91');
    expect(steel).toMatchObject({
      linkedBy: { by: 'note', note: '16', htsno: '7326.90.86', ancestor: true, footnote: 'See U.S. note 16 to subchapter III, chapter 99.' },
      ifApplied: { effect: 'adds', additionalDutyUsd: null, applicable: false, requiredInput: ['contentValuesUsd.steel'], refusal: { code: 'content-value-missing' } },
    });
    // with the declared steel content: 50% of 3,000.00
    const declared = estimate(rev20, '7326.90.86.88', {}, origin('China'), '2025-09-01', { steel: exactDecimal(3000n) });
    expect(declared.chapter99Candidates.find((c) => c.heading === '9903.81.91')?.ifApplied).toMatchObject({ additionalDutyUsd: 1500, applicable: true });
    expect(declared.dutyUsd).toBe(e.dutyUsd);
  });
});

describe('the origin-wide rule on all 44 revisions', () => {
  const perEdition: Record<string, string[]> = {};
  const broken: string[] = [];
  beforeAll(() => {
    for (const edition of EDITIONS) {
      const raw = htsRows(edition) as { htsno?: unknown; footnotes?: { value?: unknown }[] | null }[];
      // chapter 99's lines (its rows read with the export's schema), and the footnotes of every row: what the index
      // reads. Only chapter 99's rows are parsed: the other chapters give nothing but footnote texts.
      const chapter99 = buildSchedule(
        HtsExport.parse(raw.filter((r) => typeof r.htsno === 'string' && r.htsno.startsWith('99'))),
        createRateCache(),
      ).lines;
      const footnotes = new Set(raw.flatMap((r) => (r.footnotes ?? []).map((f) => (typeof f.value === 'string' ? f.value : '').trim())));
      const index = buildChapter99Index({ headings: headingsOf(chapter99), footnoteTexts: footnotes, countryCode });
      perEdition[edition] = index.originWide.map((o) => `${o.heading} ${o.scope.anyCountry ? 'any' : o.scope.iso2.join(',')}`);
      for (const b of originWideBroken(index)) broken.push(`${edition} ${b}`);
    }
  });

  it('never makes a heading origin-wide that a footnote reaches, that names a number, or whose note footnotes express', () => {
    expect(Object.keys(perEdition)).toHaveLength(44);
    expect(broken).toEqual([]);
  });

  it('lists the origin-wide headings of each revision as recorded in chapter99-links.json', () => {
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(LINKS_FILE, `${JSON.stringify(perEdition, null, 1)}\n`);
    expect(existsSync(LINKS_FILE), 'chapter99-links.json missing: regenerate with UPDATE_GOLDEN=1').toBe(true);
    expect(perEdition).toEqual(JSON.parse(readFileSync(LINKS_FILE, 'utf8')));
    // the 2025 basic edition predates the origin-wide actions; 2026 rev 10 has China's
    expect(perEdition['2025_basic']).toEqual([]);
    expect(perEdition['2026_rev_10']).toEqual(expect.arrayContaining(['9903.01.20 CN,HK', '9903.01.24 CN,HK', '9903.01.25 any']));
  });
});
