/**
 * The chapter 99 rate grammar on real general-column texts of the archive: what each does to the line's duty.
 * tests/golden/chapter99-rates.test.ts reads every text of all 44 revisions.
 */
import { describe, expect, it } from 'vitest';
import { readChapter99Rate } from '../../../src/lib/chapter99/read-chapter99-rate.ts';

const pct = (percent: string) => ({ type: 'ad-valorem', percent });

describe('readChapter99Rate on real texts', () => {
  it.each([
    ['The duty provided in the applicable subheading + 25%', [pct('25')]],
    ['The duty provided in the applicable subheading +25%', [pct('25')]],
    ['The duty provided in the applicable subheading plus 25%', [pct('25')]],
    ['The duty provided inthe applicable subheading+ 25%', [pct('25')]],
    ['The duty provided in the applicable subheading + 50%.', [pct('50')]],
    ['The duty provided in the applicable subheading + a duty of 25%', [pct('25')]],
    ['The duty provided in the applicable subheading + 7.5%', [pct('7.5')]],
    ['The duty provided in the applicable subheading + 0%', [pct('0')]],
  ])('%j adds %j of the customs value', (text, terms) => {
    expect(readChapter99Rate(text)).toEqual({ effect: 'adds', terms, onSubheadings: null });
  });

  it('adds to the duty of named subheadings: "The duty provided in subheadings 8716.39.00, 8716.90.30 or 8716.90.50 + 100%"', () => {
    expect(readChapter99Rate('The duty provided in subheadings 8716.39.00, 8716.90.30 or 8716.90.50 + 100%')).toEqual({
      effect: 'adds',
      terms: [pct('100')],
      onSubheadings: ['87163900', '87169030', '87169050'],
    });
  });

  it.each([
    ['The duty provided in the applicable subheading + a duty of 50% upon the value of the steel content.', 'steel', '50'],
    ['The duty provided in the applicable subheading + a duty of 25% upon the value of the aluminum content', 'aluminum', '25'],
    ['The duty provided in the applicable subheading + a duty of 50% upon the value of the copper content', 'copper', '50'],
    ['The duty provided in the applicable subheading + a duty of 25% upon the value of the non-U.S. content', 'nonUs', '25'],
  ])('%j adds a percentage of a declared content: %s', (text, content, percent) => {
    expect(readChapter99Rate(text)).toEqual({ effect: 'adds-on-content', content, percent, onSubheadings: null });
  });

  it.each([
    ['The duty provided in the applicable subheading', 'applicable-subheading'],
    ['The duty provided in the applicable subheading.', 'applicable-subheading'],
    ['The duty provided for in the applicable subheading', 'applicable-subheading'],
    ['No change', 'no-change'],
    ['no change', 'no-change'],
  ])('%j adds nothing (%s)', (text, because) => {
    expect(readChapter99Rate(text)).toEqual({ effect: 'adds-nothing', because });
  });

  it.each([
    ['15%', 'ad-valorem'],
    ['100%', 'ad-valorem'],
    ['200%', 'ad-valorem'],
    ['Free', 'free'],
    ['13.3¢/kg', 'specific'],
    ['14.27¢/ liter', 'specific'],
    ['2.5%', 'ad-valorem'],
  ])('%j is a rate applying instead of the line\'s (%s)', (text, kind) => {
    const read = readChapter99Rate(text);
    expect(read.effect).toBe('replaces');
    expect(read.effect === 'replaces' && read.rate.kind).toBe(kind);
  });

  it('an empty rate is no rate; text the grammar does not know is unknown, never guessed', () => {
    expect(readChapter99Rate('  ')).toEqual({ effect: 'no-rate' });
    expect(readChapter99Rate('')).toEqual({ effect: 'no-rate' });
    expect(readChapter99Rate('The duty provided in the applicable subheading + a duty of 25% on the drained weight')).toMatchObject({ effect: 'unknown' });
    expect(readChapter99Rate('See U.S. note 17(d)')).toMatchObject({ effect: 'unknown' });
    expect(readChapter99Rate('a rate nobody wrote')).toMatchObject({ effect: 'unknown' });
  });
});
