/**
 * The WordNet lexicon as the build derives it (src/lib/classify/make-lexicon.ts), on WordNet lines written in its
 * own format: a noun's synonyms and then its hypernyms, nearest first, kept only when the schedule uses them, at most
 * the number of words asked; senses that are not goods, words too general and the noun itself left out.
 */
import { describe, expect, it } from 'vitest';
import { makeLexicon } from '../../../src/lib/classify/make-lexicon.ts';
import { termKey } from '../../../src/lib/search/analyser.ts';

// offset, lexicographer file (06 artifact, 04 act), words, pointers (@ hypernym), gloss: as dict/data.noun writes them.
const DATA = [
  '  1 This software and database is being provided to you, the LICENSEE, by Princeton University',
  '00000001 06 n 01 artifact 0 000 | a man-made object',
  '00000002 06 n 01 footwear 0 001 @ 00000001 n 0000 | clothing worn on the feet',
  '00000003 06 n 02 shoe 0 gym_shoe 0 001 @ 00000002 n 0000 | footwear shaped to fit the foot',
  '00000004 06 n 01 sandal 0 001 @ 00000003 n 0000 | a shoe held to the foot by straps',
  '00000005 04 n 01 sandal 1 000 | a sense that is an act, not goods',
  '00000006 06 n 01 flipflop 0 001 @ 00000004 n 0000 | a backless sandal',
].join('\n');
// lemma, pos, senses, pointer kinds, senses again, tagged senses, offsets: as dict/index.noun writes them.
const INDEX = [
  '  1 This software and database is being provided to you, the LICENSEE, by Princeton University',
  'sandal n 2 1 @ 2 0 00000005 00000004  ',
  'flipflop n 1 1 @ 1 0 00000006  ',
  'shoe n 1 1 @ 1 0 00000003  ',
  'artifact n 1 0 1 0 00000001  ',
].join('\n');
const SCHEDULE = new Set(['shoe', 'footwear', 'sandal', 'artifact'].map(termKey));

describe('makeLexicon', () => {
  const lexicon = makeLexicon(INDEX, DATA, (key) => SCHEDULE.has(key), 4);

  it('gives a noun the synonyms and hypernyms the schedule uses, nearest first, skipping senses that are not goods', () => {
    expect(lexicon.sandal).toEqual(['shoe', 'footwear']);
    // gym_shoe counts as its last word, shoe, the noun itself: it is left out.
    expect(lexicon.shoe).toEqual(['footwear']);
    expect(lexicon.flipflop).toEqual(['sandal', 'shoe', 'footwear']);
  });

  it('leaves out words too general to say what goods are, and nouns it has nothing for', () => {
    expect(lexicon.artifact).toBeUndefined();
    expect(Object.values(lexicon).flat()).not.toContain('artifact');
  });

  it('keeps at most the number of words asked', () => {
    expect(makeLexicon(INDEX, DATA, (key) => SCHEDULE.has(key), 2).flipflop).toEqual(['sandal', 'shoe']);
  });
});
