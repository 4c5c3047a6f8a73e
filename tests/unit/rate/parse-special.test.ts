import { describe, expect, it } from 'vitest';
import { parseSpecial } from '../../../src/lib/rate/parse-special.ts';
import { ParsedSpecial } from '../../../src/lib/schema/rate.ts';

/** Each group as [kind, programmes, reference or first term] for compact tables. */
const groupsOf = (text: string) => {
  const result = parseSpecial(text);
  if (!result.ok) throw new Error(`not parsed: ${JSON.stringify(result.error)}`);
  expect(ParsedSpecial.safeParse(result.value).success).toBe(true);
  return result.value.groups.map((g) => [g.rate.text, g.rate.kind, g.programmes]);
};

const FTA = ['A+', 'AU', 'BH', 'CL', 'CO', 'D', 'E', 'IL', 'KR', 'MA', 'OM', 'P', 'PA', 'PE', 'S', 'SG'];

describe('parseSpecial', () => {
  it('splits the wine column into a free group and a JO group', () => {
    expect(groupsOf('Free (A+,AU,BH,CL,CO,D,E,IL,KR,MA,OM,P,PA,PE,S,SG) 2.8¢/liter (JO)')).toEqual([
      ['Free', 'free', FTA],
      ['2.8¢/liter', 'specific', ['JO']],
    ]);
    const result = parseSpecial('Free (A+,AU,BH,CL,CO,D,E,IL,KR,MA,OM,P,PA,PE,S,SG) 2.8¢/liter (JO)');
    expect(result.ok && result.value.groups[1]?.rate.terms).toEqual([{ type: 'specific', amountUsd: '0.028', unit: 'liter' }]);
  });

  it('reads programme lists with spaces anywhere, line breaks, no space before the list', () => {
    expect(groupsOf('Free (A+,AU,BH, CL,CO,D,E, IL,JO,KR ,MA, OM,P ,PA,PE,S,SG)')[0]?.[2]).toEqual([
      'A+', 'AU', 'BH', 'CL', 'CO', 'D', 'E', 'IL', 'JO', 'KR', 'MA', 'OM', 'P', 'PA', 'PE', 'S', 'SG',
    ]);
    expect(groupsOf('Free \n(A, AU, BH)')).toEqual([['Free', 'free', ['A', 'AU', 'BH']]]);
    expect(groupsOf('Free(A*,AU,E*)')).toEqual([['Free', 'free', ['A*', 'AU', 'E*']]]);
  });

  it('reads "See" cross-references, with or without a space before the list', () => {
    expect(
      groupsOf('Free (BH,CL,JO,KR,OM,SG) See 9822.05.20 (P+) See 9823.10.01-9823.10.45 (S+) See 9822.03.01(MA)'),
    ).toEqual([
      ['Free', 'free', ['BH', 'CL', 'JO', 'KR', 'OM', 'SG']],
      ['See 9822.05.20', 'cross-reference', ['P+']],
      ['See 9823.10.01-9823.10.45', 'cross-reference', ['S+']],
      ['See 9822.03.01', 'cross-reference', ['MA']],
    ]);
    const result = parseSpecial('See 9919.04.10, 9919.04.12, 99.19.04.14 (PA)');
    expect(result.ok && result.value.groups[0]?.rate.reference).toBe('9919.04.10, 9919.04.12, 99.19.04.14');
  });

  it('keeps a bare rate with no list as one group with no programmes', () => {
    expect(groupsOf('Free')).toEqual([['Free', 'free', []]]);
    expect(groupsOf('No change')).toEqual([['No change', 'no-change', []]]);
    expect(groupsOf('5% on the full value of the imported article')).toEqual([
      ['5% on the full value of the imported article', 'ad-valorem', []],
    ]);
  });

  it('reads chapter 99 special texts', () => {
    expect(groupsOf('The duty provided in the applicable subheading + 200% (AU, BH, CA, CL)')).toEqual([
      ['The duty provided in the applicable subheading + 200%', 'additive-reference', ['AU', 'BH', 'CA', 'CL']],
    ]);
    expect(groupsOf('No change (A) Free (CA,IL, MX) See U.S. note 3 to this sub- chapter (E) See U.S. note 3(e) (CO,PE)')).toEqual([
      ['No change', 'no-change', ['A']],
      ['Free', 'free', ['CA', 'IL', 'MX']],
      ['See U.S. note 3 to this sub- chapter', 'note-reference', ['E']],
      ['See U.S. note 3(e)', 'note-reference', ['CO', 'PE']],
    ]);
  });

  it('keeps parentheses that are not programme lists inside the rate', () => {
    expect(groupsOf('Free (See U.S. note 4 of this subchapter)')).toEqual([
      ['Free (See U.S. note 4 of this subchapter)', 'conditional-free', []],
    ]);
    expect(
      groupsOf('Free (AU,BH) A duty upon the value of the repairs or alterations (see U.S. note 3 of this subchapter) (B,C,)'),
    ).toEqual([
      ['Free', 'free', ['AU', 'BH']],
      ['A duty upon the value of the repairs or alterations (see U.S. note 3 of this subchapter)', 'note-reference', ['B', 'C']],
    ]);
    expect(groupsOf('Free (AU,SG)The rate applicable to the natural juice in heading 2009(A*)')).toEqual([
      ['Free', 'free', ['AU', 'SG']],
      ['The rate applicable to the natural juice in heading 2009', 'cross-reference', ['A*']],
    ]);
  });

  it('repairs the archive\'s doubled list opening and missing comma', () => {
    expect(groupsOf('Free (SG) See 9919.04.50, 9919.04.57, 9919.04.67 (PA (PA)')).toEqual([
      ['Free', 'free', ['SG']],
      ['See 9919.04.50, 9919.04.57, 9919.04.67', 'cross-reference', ['PA']],
    ]);
    expect(groupsOf('Free (A*,D,E IL,JO)')[0]?.[2]).toEqual(['A*', 'D', 'E', 'IL', 'JO']);
  });

  it('reports empty columns and the group it could not read', () => {
    expect(parseSpecial('  ')).toStrictEqual({ ok: false, error: { code: 'empty-rate' } });
    expect(parseSpecial('Free (AU) 5¢/furlong (JO)')).toStrictEqual({
      ok: false,
      error: { code: 'unrecognised-rate', text: 'Free (AU) 5¢/furlong (JO)', at: '5¢/furlong' },
    });
    expect(parseSpecial('(JP)')).toStrictEqual({ ok: false, error: { code: 'unrecognised-rate', text: '(JP)', at: '' } });
    expect(parseSpecial('Free (AU) (JP)')).toMatchObject({ ok: false, error: { code: 'unrecognised-rate', at: '' } });
  });
});
