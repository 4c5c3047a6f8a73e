/** The successor rules on their own: nearest parent, own words, only what was added, and the reasons for none. */
import { describe, expect, it } from 'vitest';
import { pathWordKeys, removedLineWords, sharedWords } from '../../../src/lib/codes/line-words.ts';
import { successorsOf, type AddedLine } from '../../../src/lib/codes/successors.ts';

const added = (digits: string, ...path: string[]): AddedLine => ({ digits, words: pathWordKeys(path) });
const held = (...numbers: string[]) => (prefix: string) => numbers.filter((n) => n.startsWith(prefix)).length;

describe('successorsOf', () => {
  it('takes the lines added under the nearest parent that received any, and no farther', () => {
    const found = successorsOf({
      removed: { digits: '8471300100', description: 'Other' },
      added: [added('8471300110', 'Laptops'), added('8471410150', 'Desktops'), added('8471300190', 'Other')],
      heldUnder: held(),
    });
    expect(found).toEqual({
      successors: [
        { digits: '8471300110', rule: 'same-8-digit-parent' },
        { digits: '8471300190', rule: 'same-8-digit-parent' },
      ],
      noSuccessor: null,
    });
    expect(successorsOf({ removed: { digits: '8471300100', description: 'Other' }, added: [added('8471410150', 'x')], heldUnder: held() }).successors).toEqual([
      { digits: '8471410150', rule: 'same-heading' },
    ]);
    expect(successorsOf({ removed: { digits: '8471300100', description: 'Other' }, added: [added('8471309000', 'x'), added('8471410150', 'x')], heldUnder: held() }).successors).toEqual([
      { digits: '8471309000', rule: 'same-6-digit-parent' },
    ]);
  });

  it('puts the lines carrying more of its words first within a parent, then adds lines elsewhere that carry them', () => {
    const found = successorsOf({
      removed: { digits: '0901110045', description: 'Certified organic coffee' },
      added: [
        added('0901110050', 'Coffee', 'Other'),
        added('0901110055', 'Coffee', 'Certified organic'),
        added('2101110010', 'Extracts of coffee', 'Certified organic'),
        added('2101120010', 'Tea', 'Organic'),
      ],
      heldUnder: held(),
    });
    expect(found.successors).toEqual([
      { digits: '0901110055', rule: 'same-8-digit-parent', sharedWords: ['certified', 'organic', 'coffee'] },
      { digits: '0901110050', rule: 'same-8-digit-parent' },
      { digits: '2101110010', rule: 'shared-words', sharedWords: ['certified', 'organic', 'coffee'] },
    ]);
  });

  it('never names the removed number itself', () => {
    expect(successorsOf({ removed: { digits: '01012100', description: 'Pure' }, added: [added('01012100', 'Pure')], heldUnder: held() }).successors).toEqual([]);
  });

  it('says lines remain, before anything else, when its number still heads lines', () => {
    expect(successorsOf({ removed: { digits: '0101', description: 'Live horses' }, added: [], heldUnder: held('0101210010', '0101290010') }).noSuccessor).toEqual({
      reason: 'lines-remain',
      detail: 'The row of 0101 itself was dropped while 2 lines under its number remain: check a code under it',
    });
  });

  it('says a heading ended when no line of its heading remains, and that nothing was added otherwise', () => {
    expect(successorsOf({ removed: { digits: '99120205', description: 'Morocco' }, added: [], heldUnder: held('99030101') }).noSuccessor?.reason).toBe('heading-ended');
    expect(successorsOf({ removed: { digits: '9401993030', description: 'Sofa beds' }, added: [added('99030116', 'Other')], heldUnder: held('9401993081') }).noSuccessor).toEqual({
      reason: 'none-added',
      detail: 'The revision added no line under heading 9401 and none carrying the words of 9401.99.30.30',
    });
  });
});

describe('the words of a line', () => {
  it('are its own description\'s, less numbers, letters alone and the schedule\'s boilerplate', () => {
    expect(removedLineWords('Products of iron or steel provided for in subdivision (j) of note 16 to this subchapter').map((w) => w.word)).toEqual(['iron', 'steel']);
    expect(removedLineWords('Other')).toEqual([]);
    expect(removedLineWords('Males')).toEqual([]);
  });

  it('match a candidate that carries at least two and three in five of them, by their keys', () => {
    const words = removedLineWords('Mechanically collapsible sofa bed seat deck components');
    expect(sharedWords(words, pathWordKeys(['Seats', 'Sofa beds', 'Collapsible deck components, mechanically operated']))).toEqual([
      'mechanically',
      'collapsible',
      'sofa',
      'bed',
      'seat',
      'deck',
      'components',
    ]);
    expect(sharedWords(words, pathWordKeys(['Sofa beds', 'Seat covers']))).toEqual([]);
    expect(sharedWords(removedLineWords('Tomatoes, whole'), pathWordKeys(['Tomato']))).toEqual([]);
    expect(sharedWords(removedLineWords('Tomatoes, cherry'), pathWordKeys(['Cherry tomato']))).toEqual(['tomatoes', 'cherry']);
  });
});
