/**
 * The one text analyser of search: the API's `q`, the Pagefind records and
 * the site's search all read words through it. A word is folded (case,
 * accents, punctuation and hyphens: "T-Shirts" -> t, shirts), and has a key:
 * its British spelling made American, then lightly stemmed, so that
 * whisky/whiskies, tomato/tomatoes, tyre/tires and colour/colored share one.
 * Pure and total: any string in, words out, never a throw.
 */
import { approxBytes } from '../memory/approx-bytes.ts';

/** The folded words of a text: case-, accent- and punctuation-insensitive. */
export const tokens = (text: string): string[] =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((t) => t !== '');

/**
 * British roots and their American spelling, as the schedule writes them (it
 * is American). A word starting with a root is respelled (colours -> colors);
 * roots, not suffix rules, because "-our" and "-ise" rules would break four,
 * flour, merchandise and exercise.
 */
const SPELLINGS: readonly (readonly [string, string])[] = [
  ['aluminium', 'aluminum'], ['jewellery', 'jewelry'], ['jeweller', 'jeweler'], ['tyre', 'tire'], ['colour', 'color'],
  ['flavour', 'flavor'], ['labour', 'labor'], ['vapour', 'vapor'], ['odour', 'odor'], ['harbour', 'harbor'],
  ['humour', 'humor'], ['savour', 'savor'], ['armour', 'armor'], ['fibre', 'fiber'], ['centre', 'center'],
  ['metre', 'meter'], ['litre', 'liter'], ['theatre', 'theater'], ['calibre', 'caliber'], ['sabre', 'saber'],
  ['lustre', 'luster'], ['meagre', 'meager'], ['grey', 'gray'], ['mould', 'mold'], ['sulph', 'sulf'],
  ['catalogue', 'catalog'], ['programme', 'program'], ['aeroplane', 'airplane'], ['aerofoil', 'airfoil'], ['plough', 'plow'],
  ['pyjama', 'pajama'], ['draught', 'draft'], ['kerb', 'curb'], ['yoghourt', 'yogurt'], ['yoghurt', 'yogurt'],
  ['moustache', 'mustache'], ['paediatric', 'pediatric'], ['oesophag', 'esophag'], ['haem', 'hem'], ['anaesthe', 'anesthe'],
  ['foetus', 'fetus'], ['foetal', 'fetal'], ['oestr', 'estr'], ['manoeuvr', 'maneuver'], ['cheque', 'check'],
  ['analyse', 'analyze'], ['analysing', 'analyzing'], ['vulcanis', 'vulcaniz'], ['pasteuris', 'pasteuriz'], ['sterilis', 'steriliz'],
  ['homogenis', 'homogeniz'], ['galvanis', 'galvaniz'], ['stabilis', 'stabiliz'], ['crystallis', 'crystalliz'], ['polymeris', 'polymeriz'],
  ['atomis', 'atomiz'], ['aromatis', 'aromatiz'], ['caramelis', 'carameliz'], ['deodoris', 'deodoriz'], ['sensitis', 'sensitiz'],
  ['magnetis', 'magnetiz'], ['merceris', 'merceriz'], ['ageing', 'aging'], ['defence', 'defense'],
  ['licence', 'license'], ['woollen', 'woolen'], ['woolly', 'wooly'], ['travelling', 'traveling'], ['jewelled', 'jeweled'],
  ['cosy', 'cozy'], ['mollusc', 'mollusk'], ['storey', 'story'], ['sceptic', 'skeptic'], ['speciality', 'specialty'],
  ['specialities', 'specialties'], ['disc', 'disk'], ['tonne', 'ton'], ['gaol', 'jail'], ['pedlar', 'peddler'],
  ['whiskey', 'whisky'], ['doughnut', 'donut'], ['aesthetic', 'esthetic'], ['encyclopaedia', 'encyclopedia'], ['glycerine', 'glycerin'],
  ['gramme', 'gram'], ['kilogramme', 'kilogram'], ['filet', 'fillet'], ['pigmy', 'pygmy'],
];

/** A word with its British root respelled; the longest root wins (jeweller before jewel...). */
export const americanSpelling = (word: string): string => {
  let best: readonly [string, string] | undefined;
  for (const pair of SPELLINGS) if (word.startsWith(pair[0]) && (best === undefined || pair[0].length > best[0].length)) best = pair;
  return best === undefined ? word : best[1] + word.slice(best[0].length);
};

/**
 * Plurals with no rule: both forms get the singular's key. So do the
 * adjectives of materials the schedule writes as "of wood", "of wool".
 */
const IRREGULAR: Readonly<Record<string, string>> = {
  wooden: 'wood', woolen: 'wool', silken: 'silk', earthen: 'earth', waxen: 'wax',
  men: 'man', women: 'woman', children: 'child', teeth: 'tooth', feet: 'foot', geese: 'goose', mice: 'mouse',
  knives: 'knife', leaves: 'leaf', loaves: 'loaf', halves: 'half', shelves: 'shelf', calves: 'calf', wives: 'wife',
  lives: 'life', wolves: 'wolf', thieves: 'thief', scarves: 'scarf', hooves: 'hoof', dice: 'die', oxen: 'ox',
  indices: 'index', matrices: 'matrix', appendices: 'appendix', vertices: 'vertex', axes: 'axis', analyses: 'analysis',
  bases: 'basis', crises: 'crisis', fungi: 'fungus', cacti: 'cactus', bacteria: 'bacterium', media: 'medium', data: 'datum',
  buses: 'bus', gases: 'gas', species: 'species', series: 'series', glasses: 'glass', news: 'news',
};

const isVowelAt = (w: string, i: number): boolean => {
  const c = w[i]!;
  if ('aeiou'.includes(c)) return true;
  return c === 'y' && i > 0 && !isVowelAt(w, i - 1);
};
/** Porter's measure m: the number of vowel-consonant sequences. */
const measure = (w: string): number => {
  let m = 0;
  let i = 0;
  while (i < w.length && !isVowelAt(w, i)) i++;
  while (i < w.length) {
    while (i < w.length && isVowelAt(w, i)) i++;
    if (i >= w.length) break;
    while (i < w.length && !isVowelAt(w, i)) i++;
    m++;
  }
  return m;
};
const hasVowel = (w: string): boolean => [...w].some((_, i) => isVowelAt(w, i));
const endsDoubleConsonant = (w: string): boolean => w.length >= 2 && w.at(-1) === w.at(-2) && !isVowelAt(w, w.length - 1);
/** Ends consonant-vowel-consonant, the last not w, x or y (hop, not hoop or box). */
const endsCvc = (w: string): boolean => {
  const n = w.length;
  return n >= 3 && !isVowelAt(w, n - 1) && isVowelAt(w, n - 2) && !isVowelAt(w, n - 3) && !'wxy'.includes(w[n - 1]!);
};

/**
 * A light English stemmer: Porter's steps 1 and 5 (plurals, -ed, -ing, y/i,
 * a final e), not the derivational steps 2-4, which conflate words a tariff
 * keeps apart (general/generator, organic/organ). Words of 3 letters or fewer
 * and words with digits are their own stem.
 */
export const stem = (word: string): string => {
  // The singulars are not in the table, and a word mapped to itself is its own stem: no loop.
  if (Object.hasOwn(IRREGULAR, word)) return IRREGULAR[word] === word ? word : stem(IRREGULAR[word]!);
  if (word.length <= 3 || /\d/.test(word)) return word;
  let w = word;
  // Step 1a.
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (w.endsWith('ss') || w.endsWith('us') || w.endsWith('is')) {
    // glass, cactus, axis: not plurals.
  } else if (w.endsWith('s')) w = w.slice(0, -1);
  // Step 1b.
  let extra = false;
  if (w.endsWith('eed')) {
    if (measure(w.slice(0, -3)) > 0) w = w.slice(0, -1);
  } else if (w.endsWith('ed') && hasVowel(w.slice(0, -2)) && w.length > 4) {
    w = w.slice(0, -2);
    extra = true;
  } else if (w.endsWith('ing') && hasVowel(w.slice(0, -3)) && w.length > 5) {
    w = w.slice(0, -3);
    extra = true;
  }
  if (extra) {
    if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) w += 'e';
    else if (endsDoubleConsonant(w) && !'lsz'.includes(w.at(-1)!)) w = w.slice(0, -1);
    else if (measure(w) === 1 && endsCvc(w)) w += 'e';
  }
  // Step 1c.
  if (w.endsWith('y') && hasVowel(w.slice(0, -1))) w = `${w.slice(0, -1)}i`;
  // Step 5.
  if (w.endsWith('e')) {
    const m = measure(w.slice(0, -1));
    if (m > 1 || (m === 1 && !endsCvc(w.slice(0, -1)))) w = w.slice(0, -1);
  }
  if (w.endsWith('ll') && measure(w) > 1) w = w.slice(0, -1);
  return w;
};

/** Keys already worked out: the schedule's words recur on every page of answers (why each hit matched). */
const KEYS = new Map<string, string>();
/**
 * Bytes of heap the keys may hold (a word, its key and the map's entry each); past it, all are forgotten and worked out
 * again. Every distinct word of the schedule's texts (44,091, digit groups included) takes 3.4 MB by this measure;
 * a query's words, which can be long, are kept too.
 */
export const KEY_BYTES = 4 * 1024 * 1024;
let held = 0;
/** Bytes the keys hold now: at most KEY_BYTES. */
export const keyHeldBytes = (): number => held;

/** A word's key: what two words share when one is the other's plural, inflection or British spelling. */
export const termKey = (word: string): string => {
  let key = KEYS.get(word);
  if (key === undefined) {
    key = stem(americanSpelling(word));
    const bytes = approxBytes(word) + (key === word ? 0 : approxBytes(key)) + 48;
    if (held + bytes > KEY_BYTES) {
      KEYS.clear();
      held = 0;
    }
    KEYS.set(word, key);
    held += bytes;
  }
  return key;
};

/** The folded words of a text and their keys, in order. */
export const analyse = (text: string): { word: string; key: string }[] => tokens(text).map((word) => ({ word, key: termKey(word) }));
