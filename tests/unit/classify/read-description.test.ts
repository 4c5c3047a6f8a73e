/**
 * How a product description is read (src/lib/classify/read-description.ts): a ruling's frame and noise left out,
 * phrases split at commas and "and", the noun each phrase is about (never a material), the materials named, and
 * the readings asked: all the words, each phrase, each head noun with the materials, and WordNet's hypernyms.
 */
import { describe, expect, it } from 'vitest';
import type { ClassifyLexicon } from '../../../src/lib/classify/lexicon.ts';
import { hypernymsOf } from '../../../src/lib/classify/lexicon.ts';
import { READING_WEIGHTS, readDescription } from '../../../src/lib/classify/read-description.ts';

const lexicon: ClassifyLexicon = { _source: 'a test lexicon of two entries', licence: 'written for this test only', hypernyms: { sandal: ['shoe', 'footwear'], tongs: ['implement'] } };

describe('readDescription', () => {
  it('leaves out a ruling subject frame, the origin, counts, articles and numbers in parentheses', () => {
    const read = readDescription('The tariff classification of a 2-piece Lenvatinib Mesylate (CAS No. 857890-39-2) set from China');
    expect(read.words).toEqual(['lenvatinib', 'mesylate', 'set']);
  });

  it('keeps "from" inside the goods and a frame that is not one', () => {
    expect(readDescription('beer made from malt').words).toEqual(['beer', 'made', 'malt']);
    expect(readDescription('classification cards').words).toEqual(['classification', 'cards']);
  });

  it('reads the head noun of each phrase over its modifiers, never a material, and the materials apart', () => {
    const read = readDescription('aluminum scoops and fried food tongs');
    expect(read.heads).toEqual(['scoops', 'tongs']);
    expect(read.materials).toEqual(['aluminum']);
    expect(readDescription('plastic rebar').heads).toEqual(['rebar']);
    expect(readDescription('a vulcanized rubber conveyor belt reinforced with steel cord').heads).toEqual(['belt']);
    expect(readDescription('stainless steel').heads).toEqual([]);
  });

  it('asks the words, each phrase, each head noun with the materials, and the hypernyms the lexicon gives, each once', () => {
    const read = readDescription('leather sandals, women', lexicon);
    // "leather sandals" as a head noun with its material is the phrase already asked: once.
    expect(read.readings.map((r) => [r.kind, r.q])).toEqual([
      ['description', 'leather sandals women'],
      ['phrase', 'leather sandals'],
      ['phrase', 'women'],
      ['head-noun', 'leather women'],
      ['material', 'leather articles'],
      ['hypernym', 'leather shoe'],
      ['hypernym', 'leather footwear'],
    ]);
    for (const r of read.readings) expect(r.weight).toBe(READING_WEIGHTS[r.kind]);
    const hypernym = read.readings.find((r) => r.kind === 'hypernym')!;
    expect(hypernym.hypernym).toEqual({ of: 'sandals', is: 'shoe' });
  });

  it('reads a list after "for" or "with" as qualifying the goods, not as goods of its own; a semicolon starts new goods', () => {
    expect(readDescription('glass rear-view mirrors for motorcycles, bicycles and automobiles').heads).toEqual(['mirrors']);
    expect(readDescription('tote bags with zippers, pockets or straps').heads).toEqual(['bags']);
    expect(readDescription('mirrors for motorcycles; bicycle bells').heads).toEqual(['mirrors', 'bells']);
    expect(readDescription('mirrors, bells and horns').heads).toEqual(['mirrors', 'bells', 'horns']);
  });

  it('reads the noun before a set, a kit or parts as the head, never a material', () => {
    expect(readDescription('a seven piece kitchen tool set').heads).toEqual(['tool']);
    expect(readDescription('rail car seat parts').heads).toEqual(['seat']);
    expect(readDescription('wood fence components').heads).toEqual(['fence']);
    expect(readDescription('a plastic set').heads).toEqual(['set']);
    expect(readDescription('parts').heads).toEqual(['parts']);
  });

  it('reads a plural through its singular in the lexicon', () => {
    expect(hypernymsOf(lexicon, 'sandals')).toEqual(['shoe', 'footwear']);
    expect(hypernymsOf(lexicon, 'tongs')).toEqual(['implement']);
    expect(hypernymsOf(lexicon, 'anvils')).toEqual([]);
  });

  it('is total: any text reads, at worst into nothing', () => {
    for (const text of ['', '   ', '(((', 'a the of and', '12 34', 'x'.repeat(500)]) expect(() => readDescription(text, lexicon)).not.toThrow();
    expect(readDescription('a the of and').readings).toEqual([]);
  });
});
