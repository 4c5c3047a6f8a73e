import { termKey } from '../search/analyser.ts';
import { LEXICON_STOP_WORDS } from './lexicon.ts';

/**
 * WordNet's nouns of goods to the more general words above them that the schedule uses, from WordNet's own files
 * (dict/index.noun and dict/data.noun, as Princeton distributes them): for each one-word noun whose first senses
 * name goods, its synonyms and then its hypernyms, nearest first, breadth by breadth ("sandal": shoe, footwear).
 * Pure: the build reads the files (src/data/classify-lexicon.ts) and ships only what this keeps.
 */

/** WordNet lexicographer files of goods: noun.animal, noun.artifact, noun.food, noun.object, noun.plant, noun.substance. */
const GOODS_FILES = new Set(['05', '06', '13', '17', '20', '27']);
/** Senses of a noun read (WordNet lists them most frequent first). */
export const LEXICON_SENSES = 2;
/** Levels of hypernyms climbed above a sense. */
export const LEXICON_DEPTH = 4;

interface Synset {
  file: string;
  words: string[];
  hypernyms: string[];
}

/** data.noun's synsets by offset: each one's lexicographer file, its words and its hypernyms (instance hypernyms too). */
const synsetsOf = (dataNoun: string): Map<string, Synset> => {
  const synsets = new Map<string, Synset>();
  for (const line of dataNoun.split('\n')) {
    if (line === '' || line.startsWith(' ')) continue;
    const f = line.split(' | ')[0]!.split(' ');
    const count = parseInt(f[3]!, 16);
    const words = Array.from({ length: count }, (_, i) => f[4 + 2 * i]!.toLowerCase().replace(/\(.*\)$/, ''));
    let at = 4 + 2 * count;
    const pointers = Number(f[at++]);
    const hypernyms: string[] = [];
    for (let i = 0; i < pointers; i++, at += 4) if (f[at] === '@' || f[at] === '@i') hypernyms.push(f[at + 1]!);
    synsets.set(f[0]!, { file: f[1]!, words, hypernyms });
  }
  return synsets;
};

/**
 * The lexicon's entries: each noun to at most `maxWords` words the schedule uses (`inSchedule` of a word's key),
 * nearest first. A compound lemma counts as its last word ("drinking_glass": glass); words too general to say what
 * goods are (LEXICON_STOP_WORDS) and the noun's own key are left out.
 */
export const makeLexicon = (indexNoun: string, dataNoun: string, inSchedule: (key: string) => boolean, maxWords: number): Record<string, string[]> => {
  const synsets = synsetsOf(dataNoun);
  const scheduleWord = (lemma: string): string | undefined => {
    const noun = lemma.split(/[_-]/).filter((w) => /^[a-z]+$/.test(w)).at(-1);
    if (noun === undefined || noun.length < 3 || LEXICON_STOP_WORDS.has(noun)) return undefined;
    return inSchedule(termKey(noun)) ? noun : undefined;
  };
  const entries: Record<string, string[]> = {};
  for (const line of indexNoun.split('\n')) {
    if (line === '' || line.startsWith(' ')) continue;
    const f = line.trim().split(' ');
    const lemma = f[0]!;
    if (!/^[a-z]{3,}$/.test(lemma) || LEXICON_STOP_WORDS.has(lemma)) continue;
    const offsets = f.slice(-Number(f[2]));
    const found: string[] = [];
    const add = (w: string | undefined) => {
      if (w !== undefined && termKey(w) !== termKey(lemma) && !found.includes(w) && found.length < maxWords) found.push(w);
    };
    for (const offset of offsets.filter((o) => GOODS_FILES.has(synsets.get(o)?.file ?? '')).slice(0, LEXICON_SENSES)) {
      const own = synsets.get(offset)!;
      // Its own synonyms first ("sneaker": gym shoe), then the words above, nearest first, breadth by breadth.
      for (const w of own.words) add(scheduleWord(w));
      let level = own.hypernyms;
      for (let depth = 0; depth < LEXICON_DEPTH && level.length > 0; depth++) {
        const next: string[] = [];
        for (const h of level) {
          const s = synsets.get(h);
          if (!s) continue;
          for (const w of s.words) add(scheduleWord(w));
          next.push(...s.hypernyms);
        }
        level = next;
      }
    }
    if (found.length > 0) entries[lemma] = found;
  }
  return entries;
};
