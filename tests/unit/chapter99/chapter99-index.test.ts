/**
 * One schedule's chapter 99 read once: named numbers, origin-wide headings and the headings of a note, on real
 * heading texts of 2026 rev 10 (and the note 16 headings of 2025). tests/golden/chapter99-links.test.ts checks the
 * rules on the whole schedule and all 44 revisions.
 */
import { describe, expect, it } from 'vitest';
import { buildChapter99Index, chapter99FootnoteTexts } from '../../../src/lib/chapter99/chapter99-index.ts';
import type { Chapter99Heading } from '../../../src/lib/chapter99/chapter99-heading.ts';
import { testCountryCode } from '../hts/test-countries.ts';

const h = (heading: string, description: string, rate: string, descriptionPath?: string[]): Chapter99Heading => ({
  heading,
  description,
  rate,
  ...(descriptionPath ? { descriptionPath } : {}),
});

const HEADINGS: Chapter99Heading[] = [
  h(
    '9903.01.20',
    'Except for products described in headings 9903.01.21, 9903.01.22, or 9903.01.23 articles the product of China and Hong Kong, as provided for in U.S. note 2(s) to this subchapter',
    'The duty provided in the applicable subheading + 10%',
  ),
  h(
    '9903.01.21',
    'Articles the product of China and Hong Kong that are donations, by persons subject to the jurisdiction of the United States, of articles, such as food, clothing, and medicine, intended to be used to relieve human suffering, as provided for in U.S. note 2(t) to this subchapter',
    'The duty provided in the applicable subheading',
  ),
  h(
    '9903.01.24',
    'Except for products described in headings 9903.01.21, 9903.01.22, 9903.01.23, articles the product of China and Hong Kong, as provided for in U.S. note 2(u) to this subchapter',
    'The duty provided in the applicable subheading + 10%',
  ),
  h(
    '9903.01.25',
    'Articles the product of any country, except for products described in headings 9903.01.26–9903.01.33, 9903.02.02–9903.02.91, 9903.96.01, and 9903.96.02, and except as provided for in headings 9903.01.34 and 9903.02.01, as provided for in subdivision (v) of U.S. note 2 to this subchapter',
    'The duty provided in the applicable subheading + 10%',
  ),
  h('9903.01.26', 'Articles the product of Canada, as provided for in subdivision (v)(iv) of U.S. note 2 to this subchapter', 'The duty provided in the applicable subheading'),
  h(
    '9903.01.32',
    'Articles the product of any country, classified in the subheadings enumerated in subdivision (v)(iii)(a) of U.S. note 2 to this subchapter',
    'The duty provided in the applicable subheading',
  ),
  h(
    '9903.27.02',
    'Rare gases, other than argon (provided for in subheading 2804.29.00)',
    '100%',
    ['Articles the product of Ukraine:', 'Rare gases, other than argon (provided for in subheading 2804.29.00)'],
  ),
  h(
    '9903.80.54',
    'Rails other than those known as “standard rails,” provided for in subheading 7302.10.10 (except for statistical reporting numbers 7302.10.1010, 7302.10.1035, 7302.10.1065 and 7302.10.1075)',
    'The duty provided in the applicable subheading + 25%',
  ),
  h(
    '9903.81.91',
    'Except as provided in heading 9903.81.92, derivative iron or steel products provided for in the tariff subheadings enumerated in subdivision (n) of note 16 to this subchapter.',
    'The duty provided in the applicable subheading + a duty of 50% upon the value of the steel content.',
  ),
  h(
    '9903.81.96',
    'Derivative iron or steel products of the United Kingdom provided for in the tariff subheadings enumerated in subdivision (s) of note 16 to this subchapter',
    'The duty provided in the applicable subheading + 25%',
  ),
  h(
    '9903.88.03',
    'Except as provided in headings 9903.88.13, 9903.88.18, 9903.88.33, 9903.88.34, 9903.88.35, 9903.88.36, 9903.88.37, 9903.88.38, 9903.88.40, 9903.88.41, 9903.88.43, 9903.88.45, 9903.88.46, 9903.88.48, 9903.88.56, 9903.88.64, 9903.88.66, 9903.88.67, 9903.88.68, or 9903.88.69, articles the product of China, as provided for in U.S. note 20(e) to this subchapter and as provided for in the subheadings enumerated in U.S. note 20(f)',
    'The duty provided in the applicable subheading + 25%',
  ),
  h(
    '9903.88.05',
    'Articles the product of China, as provided for in U.S. note 20(h) to this subchapter, each covered by an exclusion granted by the U.S. Trade Representative',
    'The duty provided in the applicable subheading',
  ),
  h(
    '9903.88.15',
    'Except as provided in headings 9903.88.16, 9903.88.17, 9903.88.19, 9903.88.20, 9903.88.56, or 9903.88.64, articles the product of China, as provided for in U.S. note 20(r) to this subchapter',
    'The duty provided in the applicable subheading + 7.5%',
  ),
  h(
    '9903.91.01',
    'Effective with respect to entries on or after September 27, 2024, articles the product of China, as provided for in subdivision (b) of U.S. note 31 to this subchapter',
    'The duty provided in the applicable subheading + 25%',
  ),
  h(
    '9903.91.04',
    'Effective with respect to entries on or after January 1, 2025, and before January 1, 2026, articles the product of China, as provided for in subdivision (e) of U.S. note 31 to this subchapter',
    'The duty provided in the applicable subheading + 25%',
  ),
];
// What the lines' footnotes say in 2026 rev 10: 9903.88.03 and 9903.91.01 reach lines by footnote; 9903.88.15 too.
const FOOTNOTES = ['See 9903.88.03.', 'See 9903.88.15.', 'See 9903.91.01.', 'See chapter 99 statistical note 1.'];
const index = buildChapter99Index({ headings: HEADINGS, footnoteTexts: FOOTNOTES, countryCode: testCountryCode });

describe('origin-wide headings', () => {
  it('are those whose own text covers articles of an origin generally, with their scope and words', () => {
    expect(index.originWide.map((o) => [o.heading, o.scope])).toEqual([
      ['9903.01.20', { anyCountry: false, iso2: ['CN', 'HK'], words: 'articles the product of China and Hong Kong' }],
      ['9903.01.24', { anyCountry: false, iso2: ['CN', 'HK'], words: 'articles the product of China and Hong Kong' }],
      ['9903.01.25', { anyCountry: true, iso2: [], words: 'Articles the product of any country' }],
      ['9903.01.26', { anyCountry: false, iso2: ['CA'], words: 'Articles the product of Canada' }],
    ]);
  });

  it('never a heading whose product list footnotes express (9903.88.03), nor another of its note (9903.88.05 of note 20, 9903.91.04 of note 31)', () => {
    const wide = new Set(index.originWide.map((o) => o.heading));
    for (const heading of ['9903.88.03', '9903.88.05', '9903.88.15', '9903.91.01', '9903.91.04']) expect(wide.has(heading), heading).toBe(false);
    expect([...index.footnoteNamed].sort()).toEqual(['9903.88.03', '9903.88.15', '9903.91.01']);
  });

  it('never goods ("that are donations", "classified in the subheadings enumerated", "Derivative ... of the United Kingdom") nor a named number (Ukraine\'s header)', () => {
    const wide = new Set(index.originWide.map((o) => o.heading));
    for (const heading of ['9903.01.21', '9903.01.32', '9903.81.96', '9903.27.02', '9903.81.91']) expect(wide.has(heading), heading).toBe(false);
  });

  it('would call 9903.88.15 (worded as 9903.01.24 is) origin-wide if no footnote named a heading of note 20: the footnotes decide, not the words', () => {
    const bare = buildChapter99Index({ headings: HEADINGS, footnoteTexts: [], countryCode: testCountryCode });
    expect(bare.originWide.map((o) => o.heading)).toContain('9903.88.15');
  });
});

describe('headings that name a number', () => {
  it('reach the line under the number, with the words; a narrower number is part of the line', () => {
    expect(index.namedFor('2804290000')).toEqual([
      { link: { heading: '9903.27.02', words: 'provided for in subheading 2804.29.00', digits: '28042900', except: [] }, partOfLine: false },
    ]);
    expect(index.namedFor('28042900')[0]?.partOfLine).toBe(false);
    expect(index.namedFor('2804')).toMatchObject([{ link: { heading: '9903.27.02' }, partOfLine: true }]);
    expect(index.namedFor('2805000000')).toEqual([]);
  });

  it('never a line the naming excepts', () => {
    expect(index.namedFor('7302101010')).toEqual([]);
    expect(index.namedFor('7302101090').map((n) => n.link.heading)).toEqual(['9903.80.54']);
  });
});

describe('the headings of a note', () => {
  it('are the subchapter III headings its text is provided for in, naming no number; none for a note footnotes name heading by heading', () => {
    expect(index.headingsOfNote('16')).toEqual(['9903.81.91', '9903.81.96']);
    expect(index.headingsOfNote('20')).toEqual([]);
    expect(index.headingsOfNote('31')).toEqual([]);
  });
});

describe('facts read once per heading', () => {
  it('rate effect, dating, exclusions and the named origin scope', () => {
    expect(index.facts('9903.91.01')).toMatchObject({
      effect: { effect: 'adds', terms: [{ type: 'ad-valorem', percent: '25' }] },
      dating: [{ from: '2024-09-27' }],
      exclusions: [],
      originScope: ['CN'],
    });
    expect(index.facts('9903.01.20')?.exclusions[0]?.headings).toEqual(['9903.01.21', '9903.01.22', '9903.01.23']);
    expect(index.facts('9903.27.02')?.originScope).toEqual(['UA']);
    expect(index.heading('9903.99.99')).toBeUndefined();
  });

  it('the footnote texts of the lines that may name chapter 99', () => {
    const texts = chapter99FootnoteTexts([{ footnotes: [{ text: 'See 9903.88.03.' }, { text: 'See chapter 99 statistical note 1.' }] }, { footnotes: [{ text: 'See 9903.88.03.' }] }]);
    expect([...texts]).toEqual(['See 9903.88.03.']);
  });
});
