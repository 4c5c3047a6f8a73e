/**
 * The chapter 99 law of content/chapter99 checked against the texts it reads and the lists others derived:
 * - the Section 232 annexes as read from the proclamation's text against the Budget Lab's rows for the same annex,
 *   every difference explained (a number theirs read from a description, never from a list);
 * - the Annex II exemptions (U.S. note 2(v)(iii)(a) of HTS 2026 Rev 6) against the derived, dated list;
 * - every rate the law states for a heading against the heading's own text in the archive while in force;
 * - every country a reciprocal heading names against the heading's own text;
 * - the fixture's lists (tests/support/law-fixture-texts.ts) against the full lists, cut to the fixture's lines;
 * - the measures of releases after the build: each priced only where its later action says so (pricedBy).
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildLaw } from '../../src/data/build-law.ts';
import type { LawData } from '../../src/lib/schema/chapter99-law.ts';
import { LaterReleases } from '../../src/lib/schema/schedule-currency.ts';
import { annexNumbers, numbersBetween } from '../../src/lib/stack/resolve-lists.ts';
import { fixtureLawData } from '../support/law-fixture.ts';
import { fixtureLines } from '../support/schedule-fixture.ts';
import { namesFixture } from '../support/make-law-fixture.ts';
import { dataDir } from '../support/data.ts';

const notes = (file: string, encoding: BufferEncoding = 'utf8') => readFileSync(resolve(dataDir(), 'hts', 'notes', file)).toString(encoding);
const csvRows = (file: string) =>
  notes(`derived/${file}`)
    .split('\n')
    .filter((l) => l !== '' && !l.startsWith('#'))
    .slice(1)
    .map((l) => l.split(','));
const near = (x: string, ys: Iterable<string>) => [...ys].some((y) => x.startsWith(y) || y.startsWith(x));

let law: LawData;
beforeAll(async () => {
  law = await buildLaw();
}, 300_000);

describe('the Section 232 annexes read from the proclamation\'s text', () => {
  const text = () => notes('s232_metals_annexes_2026-04-06.txt');
  const ANNEXES: Record<string, string> = { '1a': 'I-A', '1b': 'I-B', '3': 'III', '2': 'II' };
  for (const [code, roman] of Object.entries(ANNEXES)) {
    it(`Annex ${roman}: the same numbers as the Budget Lab's rows, but for those theirs read from a description`, () => {
      const mine = (['steel', 'aluminum', 'copper'] as const).flatMap((m) => annexNumbers(text(), roman, m));
      // Their rows for the annex as proclaimed on 2026-04-06 (with note 16's corrections), not Proclamation 11032's moves.
      const theirs = csvRows('s232_annex_products.csv')
        .filter((r) => r[1] === code && (r[3] === 'proclamation' || r[3] === 'us_note_16'))
        .map((r) => r[0]!);
      expect(mine.length).toBeGreaterThan(10);
      // Every number the text lists is theirs too, at some length (they cut some to 6 digits).
      expect(mine.filter((x) => !near(x, theirs))).toEqual([]);
      // Each of theirs the text does not list stands in the annex only inside a description ("of heading 8471").
      const descriptions = text()
        .split('\n')
        .filter((l) => /[a-z]/.test(l))
        .join(' ');
      for (const x of theirs.filter((y) => !near(y, mine))) {
        const dotted = x.length <= 4 ? x : `${x.slice(0, 4)}.${x.slice(4, 6)}`;
        expect(descriptions, `${x} of Annex ${roman}`).toContain(dotted);
      }
    });
  }
});

describe('the 2025 copper list (heading 9903.78.01)', () => {
  it('is the copper of Annexes I-A and I-B of Proclamation 11021, which carried it forward to 2026 (the cables at 25%), number for number', () => {
    const list = law.lists.find((l) => l.id === 's232-copper-2025')!;
    const mine = list.entries.map(([digits]) => digits).sort();
    expect(mine).toHaveLength(80);
    // Its entries are dated by the list: the proclamation's first day to the day before the annex structure.
    expect(new Set(list.entries.map(([, from, through]) => `${from}..${through}`))).toEqual(new Set(['2025-08-01..2026-04-05']));
    const annex = ['I-A', 'I-B'].flatMap((a) => annexNumbers(notes('s232_metals_annexes_2026-04-06.txt'), a, 'copper')).map((n) => n.replace(/\D/g, '').slice(0, 8));
    expect([...new Set(annex)].sort()).toEqual(mine);
  });
});

describe('the derivatives added from 2025-08-18 (90 FR 40326)', () => {
  it('stand, but for three, in Proclamation 11021\'s annexes, carried into the 2026 structure or removed from scope', () => {
    const numbers = (id: string) => law.lists.find((l) => l.id === id)!.entries.map(([digits]) => digits);
    const steel = numbers('s232-inclusions-2025-steel');
    const aluminum = numbers('s232-inclusions-2025-aluminum');
    // The notice names 407 codes; the derived rows hold 389 steel and 121 aluminum, 425 in all (a code under both metals counts once).
    expect([steel.length, aluminum.length, new Set([...steel, ...aluminum]).size]).toEqual([389, 121, 425]);
    const annexes = csvRows('s232_annex_products.csv').map((r) => r[0]!);
    const outside = [...new Set([...steel, ...aluminum])].filter((x) => !near(x, annexes)).sort();
    expect(outside).toEqual(['3004909244', '9401999030', '9401999070']);
  });
});

describe('the Annex II exemptions (U.S. note 2(v)(iii)(a))', () => {
  it('the numbers of HTS 2026 Rev 6\'s note are those of the derived list still in force when the reciprocal duties ended', () => {
    const read = numbersBetween(notes('chapter99_2026_rev_6.txt', 'latin1'), /^\(a\) As provided for in heading 9903\.01\.32/, /^\(b\) As provided in heading 9903\.02\.78/);
    if ('error' in read) throw new Error(read.error);
    const inText = new Set(read.numbers);
    const derived = csvRows('ieepa_exempt_products.csv').filter((r) => r[2] === 'NA').map((r) => r[0]!.slice(0, 10));
    expect(inText.size).toBeGreaterThan(1000);
    // Every number of the note is on the derived list.
    expect([...inText].filter((t) => !near(t, derived))).toEqual([]);
    // The derived list's others are exemptions of other headings: informational materials (chapters 49 and 97, heading
    // 9903.01.31), chapter 98 provisions, and the particular articles of note 2(v)(iii)(b) (heading 9903.02.78).
    const particular = law.lists.find((l) => l.id === 'particular-articles')!.entries.map(([d]) => d);
    const others = derived.filter((d) => !near(d, inText));
    // And one difference the text settles: the derived list has 8505.11.00.10, .30, .50 and .90 from 2025-09-08; the
    // note lists 8505.11.0070 alone. The law reads the note.
    const settled = ['8505110010', '8505110030', '8505110050', '8505110090'];
    expect(others.filter((d) => !/^(49|97|98)/.test(d) && !near(d, particular) && !settled.includes(d))).toEqual([]);
    expect(others.length).toBeGreaterThan(0);
  });
});

/** The general- and special-column texts of each chapter 99 heading in each archived revision, with the revision's dates. */
const archive = (() => {
  let held: { publishedOn: string; policy: string | null; text: Map<string, { rate: string; special: string; description: string }> }[] | undefined;
  return () => {
    if (held) return held;
    const dates = new Map(
      readFileSync(resolve(dataDir(), 'hts', 'revision_dates.csv'), 'utf8')
        .trim()
        .split('\n')
        .slice(1)
        .map((l) => l.split(','))
        .map((c) => [c[0]!.startsWith('rev_') || c[0] === 'basic' ? `2025_${c[0]}` : c[0]!, { publishedOn: c[1]!, policy: c[2] === 'NA' ? null : c[2]! }]),
    );
    held = [...dates].map(([id, d]) => {
      const file = id === '2026_rev_9' ? 'hts_2026_rev_9.publisher.json.gz' : `hts_${id}.json.gz`;
      const rows = JSON.parse(gunzipSync(readFileSync(resolve(dataDir(), 'hts', file))).toString('utf8')) as { htsno: string; general: string; special: string; description: string }[];
      return { ...d, text: new Map(rows.filter((r) => r.htsno?.startsWith('99')).map((r) => [r.htsno, { rate: r.general, special: r.special ?? '', description: r.description.replace(/<[^>]+>/g, '') }])) };
    });
    return held;
  };
})();

describe('the law against the schedule\'s own texts', () => {
  it('every rate the law states for a heading is the heading\'s own rate in an archived revision of its window', () => {
    let checked = 0;
    const unconfirmed: string[] = [];
    for (const m of law.measures) {
      for (const h of m.headings) {
        for (const w of h.windows) {
          const rate = w.rate ?? h.rate;
          if (rate === undefined || 'none' in rate) continue;
          const percent = 'add' in rate ? rate.add : rate.upTo;
          const through = w.through ?? '9999-12-31';
          // The revisions in force during the window, by legal date (policy date where it precedes publication).
          const revisions = archive().filter((r) => {
            const legal = r.policy !== null && r.policy < r.publishedOn ? r.policy : r.publishedOn;
            return legal <= through && r.text.has(h.heading);
          });
          if (revisions.length === 0) continue;
          checked++;
          const says = new RegExp(`(^|\\D)${percent.replace('.', '\\.')}\\s*%`);
          // A heading only a claimed programme reaches (9903.82.18: General "no change") states its rate in the Special column.
          const stated = (t: { rate: string; special: string }) => says.test(t.rate) || (h.reach.programmes !== undefined && says.test(t.special));
          if (!revisions.some((r) => stated(r.text.get(h.heading)!))) unconfirmed.push(`${h.heading} ${percent}% from ${w.from}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(150);
    expect(unconfirmed).toEqual([]);
  });

  it('every country a reciprocal country heading names is named by the heading\'s own text', () => {
    const groups = new Map(law.groups.map((g) => [g.id, g]));
    const names: Record<string, RegExp> = { EU: /European Union/, HK: /Hong Kong/, MO: /Macau/, CD: /Congo/, CI: /Ivoire/, KR: /Korea/, GB: /United Kingdom/, MM: /Myanmar/, LK: /Sri Lanka/ };
    let checked = 0;
    const reciprocal = law.measures.find((m) => m.id === 'ieepa-reciprocal')!;
    for (const h of reciprocal.headings) {
      if (h.reach.origins === undefined) continue;
      const texts = archive().flatMap((r) => (r.text.has(h.heading) ? [r.text.get(h.heading)!.description] : []));
      for (const id of h.reach.origins) {
        const pattern = names[id] ?? new RegExp(groups.get(id)?.name ?? '');
        // Countries named by their ISO code: the heading's text names each in words (checked by a few spellings above,
        // the others by the countries the existing origin reader resolves, tests/unit/chapter99).
        if (names[id] === undefined && groups.get(id) === undefined) continue;
        checked++;
        expect(texts.some((t) => pattern.test(t)), `${h.heading} names ${id}`).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});

describe('the fixture\'s law', () => {
  it('has the full lists cut to the fixture\'s lines: the same entries for every number a fixture line falls under', () => {
    const keep = namesFixture(fixtureLines().map((l) => l.digits));
    const fixture = new Map(fixtureLawData().lists.map((l) => [l.id, l.entries]));
    for (const list of law.lists) {
      const want = list.entries.filter(([digits]) => keep(digits));
      expect((fixture.get(list.id) ?? []).filter(([digits]) => keep(digits)), list.id).toEqual(want);
    }
  });
});

describe('the law of releases after the build (content/currency/later-releases.json)', () => {
  const later = LaterReleases.parse(JSON.parse(readFileSync(resolve(import.meta.dirname, '..', '..', 'content', 'currency', 'later-releases.json'), 'utf8')));
  const within = (heading: string, range: string) => {
    const [from, to = from] = range.split('-') as [string, string?];
    return heading >= from && heading <= to!;
  };

  it('prices an action only as its pricedBy says: every heading of such a measure is of an action naming it, and none reaches an entry before the action began', () => {
    const priced = later.actions.filter((a) => a.pricedBy !== undefined);
    expect(priced.map((a) => a.pricedBy).sort()).toEqual(['section-301-brazil', 'section-301-forced-labor', 'section-301-forced-labor']);
    for (const id of new Set(priced.map((a) => a.pricedBy!))) {
      const measure = law.measures.find((m) => m.id === id);
      expect(measure, id).toBeDefined();
      const actions = priced.filter((a) => a.pricedBy === id);
      for (const h of measure!.headings) {
        const action = actions.find((a) => within(h.heading, a.headings));
        expect(action, `${h.heading} of ${id} is in no action naming it`).toBeDefined();
        for (const w of h.windows) expect(w.from >= action!.from, `${h.heading} from ${w.from}, before ${action!.from}`).toBe(true);
      }
    }
  });

  it('prices no heading of a later action silently: a measure holding one is the action\'s pricedBy', () => {
    for (const a of later.actions) {
      for (const m of law.measures) {
        if (m.headings.some((h) => within(h.heading, a.headings))) expect(a.pricedBy, `${m.id} prices ${a.headings}`).toBe(m.id);
      }
    }
  });
});
