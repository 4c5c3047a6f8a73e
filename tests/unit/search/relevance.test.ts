/**
 * The ranking model (docs/SEARCH.md) on a small schedule of real descriptions: each rule shown by the headings or
 * lines it moves, and what the query does when the rule should not apply.
 */
import { describe, expect, it } from 'vitest';
import { bestFirst, headingLines, rankHeadings, rankLines } from '../../../src/lib/search/rank.ts';
import { headingScoreOf, lineScoreOf } from '../../../src/lib/search/score.ts';
import { createTextIndex, type TextIndex } from '../../../src/lib/search/text-index.ts';
import type { Synonym } from '../../../src/lib/search/query-plan.ts';

/** Lines as [number, description path]: the path's last element is the line's own text. */
type Row = [string, string[]];

const indexOf = (rows: readonly Row[], synonyms: readonly Synonym[] = []): TextIndex =>
  createTextIndex(
    rows.length,
    (i) => {
      const [htsno, path] = rows[i]!;
      return { heading: htsno.replaceAll('.', '').slice(0, 4), above: path.slice(0, -1), own: [path.at(-1)!, htsno, htsno.replaceAll('.', '')] };
    },
    synonyms,
  );

/** Headings best first for q, as four digits. */
const headingsFor = (index: TextIndex, q: string): string[] => {
  const m = index.match(index.plan(q));
  return Array.from(rankHeadings(index.headings, m), (h) => index.headings.digits[h]!);
};
/** Lines best first for q, as their numbers. */
const linesFor = (index: TextIndex, rows: readonly Row[], q: string): string[] => {
  const m = index.match(index.plan(q));
  return Array.from(rankLines(index.headings, m, m.lines), (i) => rows[i]![0]);
};

describe('the goods named over goods mentioned', () => {
  const rows: Row[] = [
    ['4011', ['New pneumatic tires, of rubber:']],
    ['4011.10', ['New pneumatic tires, of rubber:', 'Of a kind used on motor cars (including station wagons and racing cars)']],
    ['8433', ['Harvesting or threshing machinery; grass or hay mowers:']],
    ['8433.20', ['Harvesting or threshing machinery; grass or hay mowers:', 'Other mowers, including cutter bars for tractor mounting']],
    ['8701', ['Tractors (other than tractors of heading 8709):']],
    ['8701.10', ['Tractors (other than tractors of heading 8709):', 'Single axle tractors']],
    ['8708', ['Parts and accessories of the motor vehicles of headings 8701 to 8705:']],
    ['8708.10', ['Parts and accessories of the motor vehicles of headings 8701 to 8705:', 'Bumpers and parts thereof']],
    ['8703', ['Motor cars and other motor vehicles principally designed for the transport of persons:']],
  ];
  const index = indexOf(rows);

  it('a heading whose own text names the goods comes before one whose lines mention them', () => {
    expect(headingsFor(index, 'tractor')).toEqual(['8701', '8433']);
    expect(headingsFor(index, 'motor vehicles')).toEqual(['8703', '8708']);
  });

  it('a word the query only qualifies or mentions matches mentions as well as names', () => {
    // "car" qualifies the tires asked for: the tires heading, where cars are mentioned, is the answer.
    expect(headingsFor(index, 'car tires')).toEqual(['4011']);
    // "motor vehicle parts" asks for parts: the parts heading, where motor vehicles are mentioned, first.
    expect(headingsFor(index, 'motor vehicle parts')).toEqual(['8708']);
    expect(headingsFor(index, 'parts of motor vehicles')).toEqual(['8708']);
  });

  it("a line's own words come before its ancestors'", () => {
    // Both lines of 8701 hold "tractors"; the line naming single axle tractors is the best.
    expect(linesFor(index, rows, 'tractors').slice(0, 2)).toEqual(['8701', '8701.10']);
    expect(linesFor(index, rows, 'axle')).toEqual(['8701.10']);
    const m = index.match(index.plan('tractors'));
    expect(lineScoreOf(m, 5)).toBeGreaterThan(lineScoreOf(m, 3));
  });
});

describe('finished articles over their materials', () => {
  const rows: Row[] = [
    ['5101', ['Wool, not carded or combed:']],
    ['5101.11', ['Wool, not carded or combed:', 'Greasy, including fleece-washed wool: Shorn wool']],
    ['5111', ['Woven fabrics of carded wool or of carded fine animal hair:']],
    ['6110', ['Sweaters, pullovers, sweatshirts, waistcoats (vests) and similar articles, knitted or crocheted:']],
    ['6110.11', ['Sweaters, pullovers, sweatshirts, waistcoats (vests) and similar articles, knitted or crocheted:', 'Of wool or fine animal hair: Of wool']],
    ['9819', ['Sweaters of wool, entered under a quota of the United States-Peru agreement']],
  ];
  const index = indexOf(rows);

  it('the query that names an article asks for the article, whatever the order of its words', () => {
    expect(headingsFor(index, 'wool sweater')[0]).toBe('6110');
    expect(headingsFor(index, 'sweater of wool')[0]).toBe('6110');
    expect(headingsFor(index, 'sweater wool')[0]).toBe('6110');
  });

  it('a query of a material alone finds the material first', () => {
    expect(headingsFor(index, 'wool')[0]).toBe('5101');
  });
});

describe('chapters 1 to 97 before 98 and 99', () => {
  const rows: Row[] = [
    ['2204', ['Wine of fresh grapes, including fortified wines:']],
    ['2204.10', ['Wine of fresh grapes, including fortified wines:', 'Sparkling wine']],
    ['9902', ['Temporary reductions in rates of duty']],
    ['9902.22.04', ['Temporary reductions in rates of duty', 'Sparkling wine 2204 (provided for in subheading 2204.10)']],
  ];
  const index = indexOf(rows);

  it('a temporary provision ranks after the goods it refers to, though its text names them as well', () => {
    expect(headingsFor(index, 'sparkling wine')).toEqual(['2204', '9902']);
    expect(linesFor(index, rows, 'sparkling wine')).toEqual(['2204.10', '9902.22.04']);
  });

  it('unless the query gives a number: then relevance alone decides', () => {
    const m = index.match(index.plan('sparkling wine 2204'));
    expect(m.numbered).toBe(true);
    // 9902.22.04 names "2204" and sparkling wine in its own text; 2204.10 holds 2204 only in its number.
    expect(Array.from(rankHeadings(index.headings, m), (h) => index.headings.digits[h])).toEqual(
      headingScoreOf(m, 1) > headingScoreOf(m, 0) ? ['9902', '2204'] : ['2204', '9902'],
    );
    const plain = index.match(index.plan('sparkling wine'));
    expect(plain.numbered).toBe(false);
  });

  it('with the same scores, a 98 or 99 heading comes last only when the query gives no number', () => {
    const headings = index.headings;
    const m = { lines: Int32Array.from([1, 3]), lineScores: Uint16Array.from([10, 10]), headings: Int32Array.from([0, 1]), headingScores: Uint16Array.from([10, 20]), numbered: false, partial: false };
    expect(Array.from(rankHeadings(headings, m))).toEqual([0, 1]);
    expect(Array.from(rankHeadings(headings, { ...m, numbered: true }))).toEqual([1, 0]);
  });
});

describe('synonyms', () => {
  const rows: Row[] = [
    ['2204', ['Wine of fresh grapes, including fortified wines:']],
    ['2204.10', ['Wine of fresh grapes, including fortified wines:', 'Sparkling wine']],
    ['2206', ['Other fermented beverages (for example, cider, perry, mead, sake):']],
  ];
  const index = indexOf(rows, [{ names: ['champagne', 'prosecco'], schedule: ['sparkling wine'] }]);

  it('a name finds the lines holding its schedule phrase, and nothing the words alone did not find is lost', () => {
    expect(linesFor(index, rows, 'champagne')).toEqual(['2204.10']);
    expect(linesFor(index, rows, 'wine')).toEqual(['2204', '2204.10']);
  });
});

describe('ties', () => {
  const rows: Row[] = [
    ['7326', ['Other articles of iron or steel:']],
    ['7326.90', ['Other articles of iron or steel:', 'Hooks']],
    ['7325', ['Cast articles of iron or steel:']],
    ['7325.10', ['Cast articles of iron or steel:', 'Hooks']],
  ];
  const index = indexOf(rows);

  it('of two headings matching alike, the residual one ("Other ...") comes last', () => {
    // 7326 is first in the rows, yet second: it is residual.
    expect(headingsFor(index, 'hooks')).toEqual(['7325', '7326']);
  });

  it("a heading's lines: best first, its own four-digit line left out", () => {
    const m = index.match(index.plan('hooks of steel'));
    const lines = headingLines(index.headings, m, 0, (i) => rows[i]![0].length === 4);
    expect(Array.from(lines, (i) => rows[i]![0])).toEqual(['7326.90']);
  });

  it('bestFirst is a stable permutation', () => {
    const scores = Uint16Array.from([3, 1, 3, 2, 1, 3]);
    expect(Array.from(bestFirst(Int32Array.from([0, 1, 2, 3, 4, 5]), scores))).toEqual([0, 2, 5, 3, 1, 4]);
    expect(Array.from(bestFirst(new Int32Array(0), scores))).toEqual([]);
  });

  it('bestFirst orders a few items (by insertion) as it orders many (by counting)', () => {
    let seed = 7;
    const random = (n: number) => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % n;
    for (const n of [1, 2, 5, 31, 32, 33, 200]) {
      const keys = Uint16Array.from({ length: 400 }, () => random(n < 40 ? 4 : 3000));
      const items = Int32Array.from({ length: n }, () => random(400));
      const expected = Array.from(items).sort((a, b) => keys[b]! - keys[a]!);
      expect(Array.from(bestFirst(items, keys))).toEqual(expected);
    }
  });
});

describe('partial matches', () => {
  const rows: Row[] = [
    ['0204', ['Meat of sheep or goats, fresh, chilled or frozen:']],
    ['0204.10', ['Meat of sheep or goats, fresh, chilled or frozen:', 'Carcasses and half-carcasses of lamb, fresh or chilled']],
    ['4419', ['Tableware and kitchenware, of wood:']],
    ['4419.90', ['Tableware and kitchenware, of wood:', 'Other: chopsticks']],
  ];
  const index = indexOf(rows);

  it('no line holds every word: nothing matches, and with partial each line sums the groups it matches', () => {
    const groups = index.plan('lamb chopsticks');
    expect(index.match(groups).lines.length).toBe(0);
    const m = index.match(groups, true);
    expect(m.partial).toBe(true);
    expect(Array.from(m.lines)).toEqual([1, 3]);
    const both = index.match(index.plan('lamb chopsticks carcasses'), true);
    // The lamb line matches two of the three groups, the chopsticks line one.
    expect(lineScoreOf(both, 1)).toBeGreaterThan(lineScoreOf(both, 3));
  });
});
