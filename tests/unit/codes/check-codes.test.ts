/** A catalogue checked against one revision of a small archive: every status, asOf, counts, and what is loaded. */
import { describe, expect, it } from 'vitest';
import { answerCodeChecks, planCodeChecks } from '../../../src/lib/codes/check-codes.ts';
import { CodeChecks, type CodeCheck } from '../../../src/lib/schema/code-check.ts';
import { archive } from './archive.ts';

const { index, chaptersAt } = archive();

const check = (codes: unknown[], at = 3) => {
  const plan = planCodeChecks(codes.map((value, i) => ({ row: i + 1, value })), index, at);
  const answer = answerCodeChecks(plan, index, chaptersAt(at, plan.chapters));
  expect(CodeChecks.safeParse(answer).success).toBe(true);
  return { plan, answer, one: (row: number) => answer.results[row - 1]! };
};
const only = <S extends CodeCheck['status']>(c: CodeCheck, status: S): Extract<CodeCheck, { status: S }> => {
  expect(c.status).toBe(status);
  return c as Extract<CodeCheck, { status: S }>;
};

describe('against the current revision', () => {
  const { plan, answer, one } = check([
    '0101.21.00.10',
    ' 0101210010 ',
    '0101.2100.10',
    '0101',
    '0102',
    '01',
    '0201.30.50.85',
    '9912.02.05',
    '9903.01.01',
    '0101.29.00',
    '0201305058',
    'abc',
    42,
    '',
    '0101.21.00.10.99',
  ]);

  it('answers every code in the order sent, with its row and the code as sent', () => {
    expect(answer.results.map((r) => [r.row, r.code, r.status])).toEqual([
      [1, '0101.21.00.10', 'current'],
      [2, ' 0101210010 ', 'current'],
      [3, '0101.2100.10', 'current'],
      [4, '0101', 'not-classifiable'],
      [5, '0102', 'not-classifiable'],
      [6, '01', 'not-classifiable'],
      [7, '0201.30.50.85', 'removed'],
      [8, '9912.02.05', 'removed'],
      [9, '9903.01.01', 'current'],
      [10, '0101.29.00', 'current'],
      [11, '0201305058', 'never-existed'],
      [12, 'abc', 'invalid'],
      [13, null, 'invalid'],
      [14, '', 'invalid'],
      [15, '0101.21.00.10.99', 'invalid'],
    ]);
    expect(answer.counts).toEqual({ current: 5, removed: 2, 'never-existed': 1, 'not-classifiable': 3, invalid: 4 });
    expect(answer.checkedAgainst).toEqual({ revision: '2025_rev_3', release: 'R2025_rev_3', publishedOn: '2025-04-01' });
  });

  it('gives a current line its level, classifiability, description path and rates after inheritance', () => {
    expect(only(one(1), 'current').line).toEqual({
      htsno: '0101.21.00.10',
      level: 10,
      classifiable: true,
      description: 'Males',
      descriptionPath: ['Live horses, asses, mules and hinnies:', 'Horses:', 'Purebred breeding animals', 'Males'],
      units: ['No.'],
      general: 'Free',
      special: '',
      other: 'Free',
    });
    // A chapter 99 provision and an 8-digit line left with nothing beneath it are lines too, not classifiable.
    expect(only(one(9), 'current').line).toMatchObject({ htsno: '9903.01.01', level: 8, classifiable: false });
    expect(only(one(10), 'current').line).toMatchObject({ htsno: '0101.29.00', level: 8, classifiable: false, general: '4.5%' });
  });

  it('lists the lines with nothing beneath them under a heading, printed or not, or a chapter', () => {
    const horses = only(one(4), 'not-classifiable');
    expect(horses.line).toMatchObject({ htsno: '0101', level: 4, classifiable: false });
    expect(horses.lines.count).toBe(3);
    expect(horses.lines.first).toEqual([
      { htsno: '0101.21.00.10', description: 'Males', pathBelow: ['Horses:', 'Purebred breeding animals', 'Males'] },
      { htsno: '0101.21.00.20', description: 'Females', pathBelow: ['Horses:', 'Purebred breeding animals', 'Females'] },
      { htsno: '0101.29.00', description: 'Other', pathBelow: ['Horses:', 'Other'] },
    ]);
    const bovine = only(one(5), 'not-classifiable');
    expect(bovine.line).toBeNull();
    expect(bovine.lines.count).toBe(2);
    expect(bovine.lines.first.map((l) => [l.htsno, l.description])).toEqual([
      ['0102.21.00.00', 'Purebred breeding animals'],
      ['0102.90.00.10', 'Imported for immediate slaughter'],
    ]);
    const chapter = only(one(6), 'not-classifiable');
    expect(chapter).toMatchObject({ line: null, lines: { count: 5 } });
    // No line is printed for a chapter: the paths start below what all its lines share. With the row of 0102 gone,
    // the schedule files its lines under the heading before, so all five share that heading's words.
    expect(chapter.lines.first.map((l) => l.pathBelow[0])).toEqual(['Horses:', 'Horses:', 'Horses:', 'Purebred breeding animals', 'Other']);
  });

  it('gives a removed line its revision, last state and successors', () => {
    const meat = only(one(7), 'removed');
    expect(meat.htsno).toBe('0201.30.50.85');
    expect(meat.removedIn).toEqual({ revision: '2025_rev_2', release: 'R2025_rev_2', publishedOn: '2025-03-01' });
    expect(meat.last).toMatchObject({ description: 'Other', general: '4.4¢/kg' });
    expect(meat.successors.map((s) => [s.htsno, s.rule, s.parent, s.inForce])).toEqual([
      ['0201.30.50.91', 'same-8-digit-parent', '0201.30.50', true],
      ['0201.30.50.97', 'same-8-digit-parent', '0201.30.50', true],
    ]);
    expect(meat.successorCount).toBe(2);
    expect(meat.noSuccessor).toBeNull();
    expect(only(one(8), 'removed')).toMatchObject({ successors: [], successorCount: 0, noSuccessor: { reason: 'heading-ended' } });
  });

  it('suggests the nearest lines by prefix for a code that is no typo of a real line', () => {
    const { suggestions, addedLater } = only(one(11), 'never-existed');
    expect(suggestions.map((s) => [s.htsno, s.reason])).toEqual([
      ['0201.30.50.91', 'nearest-by-prefix'],
      ['0201.30.50.97', 'nearest-by-prefix'],
      ['0201.30.50.10', 'nearest-by-prefix'],
    ]);
    expect(suggestions[0]!.descriptionPath.at(-1)).toBe('Certified organic');
    expect(addedLater).toBeNull();
  });

  it('says why a code cannot be read, without stopping the others', () => {
    expect(only(one(12), 'invalid').problem.detail).toMatch(/"abc" is not a tariff number/);
    expect(only(one(13), 'invalid').problem.detail).toMatch(/send each code as text/);
    expect(only(one(14), 'invalid').problem.detail).toMatch(/^empty/);
    expect(only(one(15), 'invalid').problem.detail).toMatch(/12 digits/);
  });

  it('plans to load only the chapters whose lines it names', () => {
    expect(plan.chapters).toEqual(['01', '02', '99']);
    expect(check(['0201.30.50.85', 'abc', '9912.02.05']).plan.chapters).toEqual([]);
    expect(check(['101210010']).plan.chapters).toEqual(['01']);
  });

  it('refuses to describe a line from a chapter it was not given', () => {
    const plan = planCodeChecks([{ row: 1, value: '0101.21.00.10' }], index, 3);
    expect(() => answerCodeChecks(plan, index, new Map())).toThrow(/chapter was not given/);
  });
});

describe('typos of real lines', () => {
  const typo = (code: string) => only(check([code]).one(1), 'never-existed').suggestions[0];

  it('reads a 9-digit code as a line that lost its leading zero first', () => {
    expect(typo('101210010')).toMatchObject({ htsno: '0101.21.00.10', reason: 'leading-zero-lost', description: 'Males' });
  });

  it('finds two swapped digits, a digit left out, a digit typed twice and a digit mistyped', () => {
    expect(typo('0101210001')).toMatchObject({ htsno: '0101.21.00.10', reason: 'digits-transposed' });
    expect(typo('010121001')).toMatchObject({ htsno: '0101.21.00.10', reason: 'digit-missing' });
    expect(typo('01012100010')).toMatchObject({ htsno: '0101.21.00.10', reason: 'digit-doubled' });
    expect(typo('01012100180')).toMatchObject({ htsno: '0101.21.00.10', reason: 'digit-extra' });
    const mistyped = only(check(['0201305011']).one(1), 'never-existed').suggestions;
    expect(mistyped.slice(0, 2).map((s) => [s.htsno, s.reason])).toEqual([
      ['0201.30.50.91', 'digit-substituted'],
      ['0201.30.50.10', 'digit-substituted'],
    ]);
  });
});

describe('as of an earlier revision', () => {
  it('finds a line current then that was removed later, and a line not added yet', () => {
    const { one } = check(['0201.30.50.85', '0201.30.50.91', '0101.21.00.20'], 1);
    expect(only(one(1), 'current').line).toMatchObject({ htsno: '0201.30.50.85', general: '4.4¢/kg' });
    const notYet = only(one(2), 'never-existed');
    expect(notYet.addedLater).toEqual({ revision: '2025_rev_2', release: 'R2025_rev_2', publishedOn: '2025-03-01' });
    // Removed in rev 1, re-added in rev 2: removed as of rev 1, current as of rev 2.
    expect(only(one(3), 'removed')).toMatchObject({ removedIn: { revision: '2025_rev_1' }, noSuccessor: { reason: 'none-added' } });
    expect(check(['0101.21.00.20'], 2).one(1).status).toBe('current');
  });

  it('marks a successor that the revision checked no longer holds', () => {
    const removed = only(check(['0101.29.00.10'], 0 + 1).one(1), 'removed');
    expect(removed.successors.map((s) => [s.htsno, s.inForce])).toEqual([['0102.90.00.10', true]]);
  });

  it('checks against a revision only if the index has it', () => {
    expect(() => planCodeChecks([{ row: 1, value: '0101' }], index, 4)).toThrow(/not in the code index/);
  });
});
