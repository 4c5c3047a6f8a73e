/**
 * How CBP rulings vote (src/lib/classify/ruling-terms.ts): a description's head noun naming a ruling's goods votes for
 * the ruling's heading, a word shared by rulings of several headings is shared among them, materials (glass, steel) say nothing,
 * and every vote says which words of which ruling's subject it matched.
 */
import { describe, expect, it } from 'vitest';
import { readDescription } from '../../../src/lib/classify/read-description.ts';
import { CbpRulings, PHRASE_WEIGHT, readRulings, rulingIndex, rulingVotes } from '../../../src/lib/classify/ruling-terms.ts';

const ruling = (n: number, subject: string, code: string) => ({ ruling: `NY N${100000 + n}`, subject, code, rulingDate: '2004-01-01', url: `https://example.test/${n}` });
const file: CbpRulings = CbpRulings.parse({
  _source: 'rulings written for this test only',
  licence: 'written for this test only, no licence',
  rulings: [
    ruling(1, 'a Halloween costume', '9505.90.6000'),
    ruling(2, 'a vinyl costume', '9505.90.6000'),
    ruling(3, 'a stainless steel tumbler', '7323.93.0080'),
    ruling(4, 'ceramic bathroom tumblers', '6912.00.5000'),
    ruling(5, 'drinking glasses', '7013.29.2000'),
    ruling(6, 'a plastic cup', '3924.10.4000'),
  ],
});
const read = readRulings(file);
const index = rulingIndex(read);
const votes = (description: string) => rulingVotes(index, readDescription(description));

describe('rulingVotes', () => {
  it('votes for the heading of the rulings naming the head noun, citing the ruling and the words matched', () => {
    const [first, ...rest] = votes('a pirate costume for children');
    expect(first!.heading).toBe('9505');
    expect(rest).toEqual([]);
    expect(first!.cites.map((c) => c.ruling.ruling).sort()).toEqual(['NY N100001', 'NY N100002']);
    for (const c of first!.cites) expect(c.matched).toEqual(['costume']);
    expect(first!.score).toBeCloseTo(1);
  });

  it('shares a word among the headings of every ruling naming it, through its singular', () => {
    const found = votes('tumblers');
    expect(found.map((v) => v.heading).sort()).toEqual(['6912', '7323']);
    expect(found[0]!.score).toBeCloseTo(found[1]!.score);
    expect(found.find((v) => v.heading === '7323')!.cites[0]!.matched).toEqual(['tumbler']);
  });

  it('leaves materials out: they name what goods are made of, not the goods', () => {
    expect(votes('plastic')).toEqual([]);
    expect(votes('stainless steel')).toEqual([]);
  });

  it("weighs the description's head noun over its modifiers, and a ruling's head noun over its modifiers", () => {
    // "costume" is what a pirate costume is, and only what a costume bag is for.
    expect(votes('a pirate costume')[0]!.score).toBeCloseTo(1);
    expect(votes('a costume bag')[0]!.score).toBeCloseTo(0.5);
    // "drinking" is a modifier of "drinking glasses", "cup" the head of "a plastic cup": rulings of both, the cup's first.
    const both = votes('a drinking cup');
    expect(both.map((v) => v.heading)).toEqual(['3924', '7013']);
  });

  it("weighs a ruling whose materials share the description's family up, and one whose materials are of another family down", () => {
    // Tumblers of ceramics and of stainless steel, equal for a tumbler of no material named (the words are never
    // the rulings' in the same order: PHRASE_WEIGHT does not play).
    const of = (d: string) => Object.fromEntries(votes(d).map((v) => [v.heading, v.score]));
    expect(of('a tumbler of steel')['7323']).toBeCloseTo(4 * of('a tumbler of steel')['6912']!);
    expect(of('a tumbler of porcelain')['6912']).toBeCloseTo(4 * of('a tumbler of porcelain')['7323']!);
    expect(of('a tumbler of metal')['7323']).toBeCloseTo(4 * of('a tumbler of metal')['6912']!);
    expect(of('a tumbler')['7323']).toBeCloseTo(of('a tumbler')['6912']!);
    // A material the families do not hold ("cast") says nothing either way.
    expect(of('a cast tumbler')['7323']).toBeCloseTo(of('a cast tumbler')['6912']!);
  });

  it("weighs a ruling that names the description's words side by side, in its order, more than one naming them apart", () => {
    const phrased = rulingIndex(readRulings(CbpRulings.parse({ ...file, rulings: [ruling(7, 'shopping bags', '4202.92.9100'), ruling(8, 'bags for shopping', '3923.21.0095')] })));
    const of = (d: string) => Object.fromEntries(rulingVotes(phrased, readDescription(d)).map((v) => [v.heading, v.score]));
    expect(PHRASE_WEIGHT).toBeGreaterThan(0);
    expect(of('shopping bags')['4202']).toBeCloseTo((1 + PHRASE_WEIGHT) * of('shopping bags')['3923']!);
    // In the other order the words are the second ruling's phrase, not the first's.
    expect(of('bags shopping')['3923']).toBeCloseTo((1 + PHRASE_WEIGHT) * of('bags shopping')['4202']!);
  });

  it('answers nothing for words no ruling names, and builds the index once per file', () => {
    expect(votes('anvil')).toEqual([]);
    expect(rulingIndex(read)).toBe(index);
  });

  it("says how much of each ruling's goods the description names: the share of its subject's words, materials left out", () => {
    const costume = votes('a Halloween costume')[0]!;
    expect(costume.heading).toBe('9505');
    const byRuling = new Map(costume.cites.map((c) => [c.ruling.ruling, c.coverage]));
    expect(byRuling.get('NY N100001')).toBe(1); // "Halloween costume": both words
    expect(byRuling.get('NY N100002')).toBe(1); // "vinyl costume": vinyl is a material
    const tumbler = votes('tumblers').find((v) => v.heading === '6912')!;
    expect(tumbler.cites[0]!.coverage).toBeCloseTo(1 / 2); // "ceramic bathroom tumblers": tumblers, not bathroom
  });
});

