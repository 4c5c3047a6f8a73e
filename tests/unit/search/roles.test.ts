/** How strongly each word of a real description names the goods (src/lib/search/roles.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokens } from '../../../src/lib/search/analyser.ts';
import {
  EXCLUDED,
  LATER_NOUN,
  LATER_NOUN_QUALIFIED,
  LEAD_MODIFIER,
  LEAD_NOUN,
  LEAD_NOUN_QUALIFIED,
  levelWords,
  MENTIONED,
  NAMED,
  OPENING,
  queryLevels,
} from '../../../src/lib/search/roles.ts';

const levels = (text: string): Record<string, number> => Object.fromEntries(levelWords(text).map((w) => [w.word, w.level]));
/** The level of each occurrence, in order, of one word. */
const each = (text: string, word: string): number[] => levelWords(text).filter((w) => w.word === word).map((w) => w.level);

describe('levels of the words of a description', () => {
  it('the first word naming the goods alone opens; the other nouns of the lead follow, a qualifier before its noun', () => {
    const l = levels('Butter and other fats and oils derived from milk; dairy spreads:');
    expect(l.butter).toBe(OPENING);
    // "other fats" are qualified, "oils" alone.
    expect([l.fats, l.oils]).toEqual([LEAD_NOUN_QUALIFIED, LEAD_NOUN]);
    expect(l.milk).toBe(NAMED);
    // A later clause names goods of its own.
    expect([l.dairy, l.spreads]).toEqual([LEAD_MODIFIER, LATER_NOUN_QUALIFIED]);
    expect(levels('Cocoa butter, fat and oil')).toMatchObject({ cocoa: LEAD_MODIFIER, butter: LEAD_NOUN_QUALIFIED, fat: LEAD_NOUN });
    expect(levels('Motorcycle helmets')).toMatchObject({ motorcycle: LEAD_MODIFIER, helmets: LEAD_NOUN_QUALIFIED });
    // "Beer made from malt": a participle after a noun ends the lead, one that begins a phrase does not.
    expect(levels('Beer made from malt')).toMatchObject({ beer: OPENING, malt: NAMED });
    expect(levels('Prepared or preserved fish; caviar')).toMatchObject({ prepared: OPENING, fish: LEAD_NOUN_QUALIFIED, caviar: LATER_NOUN });
    // A hyphenated participle is part of its word: "Hand-made lace".
    expect(levels('Hand-made lace')).toMatchObject({ hand: LEAD_MODIFIER, made: LEAD_MODIFIER, lace: LEAD_NOUN_QUALIFIED });
  });

  it('what a parenthesis includes is named as a lead names goods, and the lead goes on after it', () => {
    const l = levels('Motorcycles (including mopeds) and cycles fitted with an auxiliary motor, with or without side-cars');
    expect([l.motorcycles, l.mopeds, l.cycles, l.motor]).toEqual([OPENING, LATER_NOUN, LEAD_NOUN, NAMED]);
    expect(levels('Other lifting machinery (for example, elevators, escalators, conveyors)')).toMatchObject({ elevators: LATER_NOUN, escalators: LATER_NOUN });
  });

  it('goods referred to are mentioned, and goods excluded excluded, to the end of their clause', () => {
    expect(each('Tractors (other than tractors of heading 8709):', 'tractors')).toEqual([OPENING, EXCLUDED]);
    const parts = levels('Parts suitable for use solely or principally with the engines of heading 8407 or 8408:');
    expect(parts.parts).toBe(OPENING);
    expect([parts.engines, parts['8407']]).toEqual([MENTIONED, MENTIONED]);
    expect(levels('Parts and accessories of the motor vehicles of headings 8701 to 8705:')).toMatchObject({ parts: OPENING, accessories: LEAD_NOUN, motor: MENTIONED, vehicles: MENTIONED });
    expect(levels('Of a kind used on motor cars (including station wagons and racing cars)')).toMatchObject({ motor: MENTIONED, wagons: LATER_NOUN_QUALIFIED });
    expect(levels('Sugar confectionery (including white chocolate), not containing cocoa:')).toMatchObject({ chocolate: LATER_NOUN_QUALIFIED, cocoa: EXCLUDED });
    expect(levels('Containing lace or net')).toMatchObject({ lace: MENTIONED });
    // The clause ends at a semicolon, and at ", and" after an exclusion.
    const knives = levels('Knives with cutting blades, serrated or not (including pruning knives), other than knives of heading 8208, and blades therefor:');
    expect(knives.blades).toBe(NAMED);
    expect(each('Knives with cutting blades, serrated or not (including pruning knives), other than knives of heading 8208, and blades therefor:', 'knives')).toEqual([OPENING, LATER_NOUN_QUALIFIED, EXCLUDED]);
    // "whether or not" and "or not" exclude nothing; "but not including" does.
    expect(levels('Coffee, whether or not roasted')).toMatchObject({ roasted: NAMED });
    expect(levels('Yeasts; other single-cell micro-organisms, dead (but not including vaccines of heading 3002)')).toMatchObject({ vaccines: EXCLUDED });
  });

  it('words are exactly the text\'s tokens, for any text', () => {
    let words = 0;
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[a-z ,;:()-]{0,60}$/), fc.constantFrom('Parts of (other than (x; y), z', ')))(((; not', 'other than')), (text) => {
        const got = levelWords(text);
        words += got.length;
        expect(got.map((w) => w.word)).toEqual(tokens(text));
        for (const w of got) expect(w.level).toBeGreaterThanOrEqual(EXCLUDED);
      }),
      { numRuns: 2000 },
    );
    expect(words).toBeGreaterThan(1000);
  });
});

describe('levels of the words of a query', () => {
  it('asks for the nouns of its lead; qualifiers and mentioned goods are not asked for', () => {
    expect(queryLevels('car tires')).toEqual([{ word: 'car', asked: false }, { word: 'tires', asked: true }]);
    expect(queryLevels('tractor parts')).toEqual([{ word: 'tractor', asked: false }, { word: 'parts', asked: true }]);
    expect(queryLevels('parts for tractors')).toEqual([{ word: 'parts', asked: true }, { word: 'for', asked: false }, { word: 'tractors', asked: false }]);
    expect(queryLevels('motorcycle')).toEqual([{ word: 'motorcycle', asked: true }]);
  });
});
