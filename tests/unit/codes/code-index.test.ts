/** The code index built from the history files: numbers through time, removals, their successors and reasons. */
import { describe, expect, it } from 'vitest';
import { CodeIndexFile } from '../../../src/lib/schema/code-index.ts';
import { archive } from './archive.ts';

const { file, index } = archive();
const removal = (digits: string) => file.removals.find((r) => r.digits === digits);

describe('buildCodeIndex', () => {
  it('writes a file its schema accepts, naming every number any revision held, in order', () => {
    expect(CodeIndexFile.safeParse(file).success).toBe(true);
    expect(file.revisions.map((r) => r.revision)).toEqual(['2025_basic', '2025_rev_1', '2025_rev_2', '2025_rev_3']);
    expect(file.numbers.split(' ')).toEqual([...file.numbers.split(' ')].sort());
    expect(file.numbers.split(' ')).toContain('0102900010');
    expect(file.numbers.split(' ')).toContain('0201305085');
  });

  it('keeps runs only for numbers some revision lacked', () => {
    expect(file.spans['0101210010']).toBeUndefined();
    expect(file.spans['0101210020']).toEqual([0, 1, 2, 4]);
    expect(file.spans['0201305085']).toEqual([0, 2]);
    expect(file.spans['0201305091']).toEqual([2, 4]);
    expect(file.spans['0102']).toEqual([0, 3]);
  });

  it('lists every removal once, in revision then number order', () => {
    expect(file.removals.map((r) => [r.at, r.digits])).toEqual([
      [1, '0101210020'],
      [1, '0101290010'],
      [2, '0201305085'],
      [3, '0101290090'],
      [3, '0102'],
      [3, '99120205'],
    ]);
  });

  it('keeps the line as the revision before published it, its rates inherited from its parent', () => {
    expect(removal('0201305085')!.last).toEqual({
      htsno: '0201.30.50.85',
      level: 10,
      classifiable: true,
      description: 'Other',
      descriptionPath: ['Meat of bovine animals, fresh or chilled:', 'Boneless:', 'Other', 'Other'],
      units: ['kg'],
      general: '4.4¢/kg',
      special: '',
      other: '26.4¢/kg',
    });
  });

  it('names the lines added under the nearest parent that received any, in number order', () => {
    expect(removal('0201305085')!.successors).toEqual([
      { digits: '0201305091', rule: 'same-8-digit-parent' },
      { digits: '0201305097', rule: 'same-8-digit-parent' },
    ]);
    expect(file.added['2025_rev_2']!['0201305091']).toEqual({
      htsno: '0201.30.50.91',
      description: 'Certified organic',
      descriptionPath: ['Meat of bovine animals, fresh or chilled:', 'Boneless:', 'Other', 'Certified organic'],
    });
  });

  it('names a line added elsewhere that carries the removed line\'s own words, and never a line with lines beneath it', () => {
    // 0102.90.00 was added too, but only its 10-digit line can be entered.
    expect(removal('0101290010')!.successors).toEqual([{ digits: '0102900010', rule: 'shared-words', sharedWords: ['imported', 'immediate', 'slaughter'] }]);
  });

  it('says why when nothing replaced a line', () => {
    expect(removal('0101210020')).toMatchObject({ successors: [], noSuccessor: { reason: 'none-added' } });
    expect(removal('0101290090')).toMatchObject({ successors: [], noSuccessor: { reason: 'none-added' } });
    expect(removal('0102')).toMatchObject({ successors: [], noSuccessor: { reason: 'lines-remain' } });
    expect(removal('0102')!.noSuccessor!.detail).toMatch(/3 lines under its number remain/);
    expect(removal('99120205')).toMatchObject({ successors: [], noSuccessor: { reason: 'heading-ended' } });
  });
});

describe('codeIndexOf', () => {
  it('answers which revision held a number', () => {
    expect([0, 1, 2, 3].map((at) => index.held('0101210020', at))).toEqual([true, false, true, true]);
    expect([0, 1, 2, 3].map((at) => index.held('0101210010', at))).toEqual([true, true, true, true]);
    expect(index.held('0101210010', 4)).toBe(false);
    expect(index.everHeld('0201305085')).toBe(true);
    expect(index.everHeld('0201305099')).toBe(false);
  });

  it('finds the latest removal on or before a revision, and none while the number is held', () => {
    expect(index.removalBy('0101210020', 1)?.at).toBe(1);
    expect(index.removalBy('0101210020', 2)).toBeUndefined();
    expect(index.removalBy('0201305085', 1)).toBeUndefined();
    expect(index.removalBy('0201305085', 3)?.at).toBe(2);
  });

  it('finds the first later revision holding a number', () => {
    expect(index.heldAfter('0201305091', 0)).toBe(2);
    expect(index.heldAfter('0201305091', 2)).toBe(3);
    expect(index.heldAfter('0201305085', 2)).toBe(-1);
  });

  it('shows successors with the parent they share and whether the revision checked holds them', () => {
    const meat = index.removalBy('0201305085', 3)!;
    expect(index.successors(meat, 3).map((s) => [s.htsno, s.rule, s.parent, s.inForce])).toEqual([
      ['0201.30.50.91', 'same-8-digit-parent', '0201.30.50', true],
      ['0201.30.50.97', 'same-8-digit-parent', '0201.30.50', true],
    ]);
    const slaughter = index.removalBy('0101290010', 1)!;
    expect(index.successors(slaughter, 0)).toEqual([
      {
        htsno: '0102.90.00.10',
        description: 'Imported for immediate slaughter',
        descriptionPath: ['Live bovine animals:', 'Other', 'Imported for immediate slaughter'],
        rule: 'shared-words',
        sharedWords: ['imported', 'immediate', 'slaughter'],
        inForce: false,
      },
    ]);
  });

  it('gives each revision its numbers in order, for prefixes', () => {
    const now = index.numbersAt(3);
    expect(now.countUnder('0102')).toBe(3);
    expect(now.has('0102')).toBe(false);
    expect(now.isLeaf('01012900')).toBe(true);
    expect(index.numbersAt(2).isLeaf('01012900')).toBe(false);
    expect(now.rangeUnder('0201')).toEqual([now.lowerBound('0201'), now.lowerBound('0202')]);
  });
});
