import { describe, expect, it } from 'vitest';
import { candidateAliases, cutUnclosed, nameKey } from '../../../src/lib/reference/country-names.ts';

describe('nameKey', () => {
  it.each([
    ["Côte d'Ivoire", "Cote d'Ivoire"],
    ['St. Kitts and Nevis', 'Saint Kitts and Nevis'],
    ['Gambia, The', 'The Gambia'],
    ['Bosnia & Herzegovina', 'Bosnia and Herzegovina'],
    ['  FRANCE ', 'france'],
  ])('%j ~ %j', (a, b) => {
    expect(nameKey(a)).toBe(nameKey(b));
  });

  it('keeps different countries apart', () => {
    expect(nameKey('Niger')).not.toBe(nameKey('Nigeria'));
    expect(nameKey('Guinea')).not.toBe(nameKey('Guinea-Bissau'));
  });
});

describe('cutUnclosed', () => {
  it('drops a parenthesis cut off at the Census field width, and only that', () => {
    expect(cutUnclosed('Congo, Democratic Republic of the Congo (formerly Za')).toBe('Congo, Democratic Republic of the Congo');
    expect(cutUnclosed('Burma (Myanmar)')).toBe('Burma (Myanmar)');
  });
});

describe('candidateAliases', () => {
  it('uses a parenthesised name but not a remark', () => {
    expect(candidateAliases(['Burma (Myanmar)'], undefined)).toEqual(['Burma (Myanmar)', 'Burma', 'Myanmar']);
    expect(candidateAliases(['Christmas Island (in the Indian Ocean)'], undefined)).toEqual([
      'Christmas Island (in the Indian Ocean)',
      'Christmas Island',
    ]);
  });

  it('adds the ISO names', () => {
    const iso = { alpha_2: 'RU', alpha_3: 'RUS', name: 'Russian Federation' };
    expect(candidateAliases(['Russia'], iso)).toEqual(['Russia', 'Russian Federation']);
  });
});
