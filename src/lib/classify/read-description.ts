import { termKey, tokens } from '../search/analyser.ts';
import { isMaterial } from '../search/materials.ts';
import { hypernymsOf, type ClassifyLexicon } from './lexicon.ts';

/**
 * A product description read as the schedule would read it: the words that say what the goods are, the noun each
 * phrase is about (its head: "plastic rebar" is rebar made of plastics, not steel), the materials it names, and the
 * more general words WordNet gives for a head the schedule may not use. Pure and total: any text in, never a throw.
 */
export type ReadingKind = 'description' | 'phrase' | 'head-noun' | 'hypernym' | 'material';

/** One way of asking the schedule about the goods: the words asked, how much the answer weighs, why it was asked. */
export interface Reading {
  kind: ReadingKind;
  q: string;
  weight: number;
  /** For a hypernym: the description's noun and the more general word read in its place. */
  hypernym?: { of: string; is: string };
}

export interface ReadDescription {
  /** The description's words that say what the goods are (folded), in order. */
  words: string[];
  /** Each phrase's head noun: the goods it names. */
  heads: string[];
  /** The materials named. */
  materials: string[];
  readings: Reading[];
}

/** How much each way of asking weighs in the vote (classify.ts); tuned on the development set's tuning half. */
export const READING_WEIGHTS: Readonly<Record<ReadingKind, number>> = { description: 1, phrase: 0.8, 'head-noun': 0.6, hypernym: 0.35, material: 0.5 };
/** The word asked beside a material for the goods of that material no heading names otherwise ("other articles of plastics"). */
export const MATERIAL_ARTICLES = 'articles';
/** Hypernyms read per head noun, nearest first (the build ships no more per noun: src/data/classify-lexicon.ts). */
export const HYPERNYMS_PER_HEAD = 2;

/** Words of a description that say nothing of what the goods are: articles, counts, packing and catalogue words. */
const NOISE = new Set([
  'a', 'an', 'the', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'twelve', 'piece',
  'pieces', 'pc', 'pcs', 'various', 'assorted', 'multiple', 'several', 'certain', 'style', 'styles', 'model', 'models',
  'item', 'items', 'usp', 'nf', 'brand', 'branded', 'x', 'approximately', 'called', 'named', 'identified', 'described',
  'referred', 'known', 'so', 'its', 'their', 'your', 'our', 'my', 'new', 'sku', 'no', 'number', 'ref',
]);

/**
 * Words that join the goods' words rather than name goods. Left out of what is asked: the schedule's heading search
 * would look each up on every line (thousands), which made a description's first answer slow, and none of them
 * decides a heading on its own.
 */
const JOINING = new Set(['of', 'for', 'with', 'in', 'on', 'and', 'or', 'by', 'to', 'from', 'at', 'as', 'into', 'than', 'per', 'other', 'not']);

/** Words that end a phrase's lead (its words before them say what the goods are). */
const LEAD_ENDS = new Set([
  'of', 'for', 'with', 'without', 'in', 'on', 'by', 'to', 'from', 'into', 'at', 'as', 'than', 'per', 'containing',
  'consisting', 'having', 'made', 'used', 'designed', 'intended', 'suitable', 'reinforced', 'fitted', 'packed', 'put',
  'imported', 'which', 'that', 'incorporating', 'including', 'under', 'over',
]);
const CONJUNCTIONS = new Set(['and', 'or', '&', 'plus']);

/**
 * Nouns that say how goods come (a set, a kit, parts, components) rather than what they are: a phrase ending in one
 * is about the noun before it ("kitchen tool set": tools; "rail car seat parts": seats), which the schedule names.
 */
const GENERIC_HEADS = new Set([
  'set', 'sets', 'kit', 'kits', 'system', 'systems', 'assortment', 'assortments', 'collection', 'pack', 'packs', 'combo',
  'bundle', 'unit', 'units', 'component', 'components', 'part', 'parts', 'assembly', 'assemblies', 'module', 'modules',
]);

/** The noun a phrase is about: its last word, or before a generic noun the last word that is neither generic nor a material. */
const headOf = (phrase: readonly string[]): string => {
  for (let i = phrase.length - 1; i >= 0; i--) {
    const w = phrase[i]!;
    if (!GENERIC_HEADS.has(w) && (i === phrase.length - 1 || !isMaterial(termKey(w)))) return w;
  }
  return phrase.at(-1)!;
};

/**
 * The words a ruling's subject line adds around the goods: "The tariff classification of ... from China" (and "the
 * country of origin", "eligibility under ...": everything up to the last "of" of the opening), parentheses holding
 * numbers (CAS numbers, catalogue numbers).
 */
const stripFrame = (text: string): string =>
  text
    .replace(/^\s*(the\s+)?(tariff\s+)?classification\b[^]*?\bof\s+(?=\S)/i, (m) => (/\bof\s+the\s+(united states|usmca)/i.test(m) ? m : ''))
    .replace(/^\s*(the\s+)?[^.]*?\b(eligibility|origin|marking)\b[^]*?\bof\s+(?=(a|an|the)\s)/i, '')
    .replace(/\s+from\s+(the\s+)?[A-Z][A-Za-z .,'-]*$/, '')
    .replace(/\([^)]*\d[^)]*\)/g, ' ');

/**
 * Whether a word says something of the goods: not noise, not a joining word, not a number, and more than one letter
 * (the "s" of "woman's" would begin a third of the schedule's words).
 */
const says = (w: string): boolean => w.length > 1 && !/\d/.test(w) && !NOISE.has(w) && !JOINING.has(w);

/** A text's words as pieces: folded words, and the commas and conjunctions that separate its phrases. */
const pieces = (text: string): string[] =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/([,;/&])|[^a-z0-9,;/&]+/)
    .filter((p): p is string => p !== undefined && p !== '');

/** The phrases of a description: split at commas, semicolons, slashes and conjunctions, each its words without noise. */
const phrasesOf = (text: string): string[][] => {
  const phrases: string[][] = [[]];
  let inLead = true;
  for (const p of pieces(text)) {
    if (/^[,;/&]$/.test(p) || CONJUNCTIONS.has(p)) {
      // After a lead has ended ("mirrors for motorcycles, bicycles and automobiles") a list goes on qualifying it.
      if (!inLead && p !== ';') continue;
      if (phrases.at(-1)!.length > 0) phrases.push([]);
      inLead = true;
      continue;
    }
    if (!says(p) && !JOINING.has(p)) continue;
    if (LEAD_ENDS.has(p) && phrases.at(-1)!.length > 0) inLead = false;
    if (inLead && !JOINING.has(p)) phrases.at(-1)!.push(p);
  }
  return phrases.filter((ph) => ph.length > 0);
};

/** Reads a description into its words, head nouns, materials and the readings classify.ts asks the schedule. */
export const readDescription = (description: string, lexicon?: ClassifyLexicon): ReadDescription => {
  const framed = stripFrame(description);
  const words = tokens(framed).filter(says);
  const phrases = phrasesOf(framed);
  const heads = [...new Set(phrases.map(headOf).filter((w) => !isMaterial(termKey(w))))];
  const materials = [...new Set(words.filter((w) => isMaterial(termKey(w))))];
  const readings: Reading[] = [];
  const add = (kind: ReadingKind, ws: readonly string[], hypernym?: Reading['hypernym']) => {
    const q = [...new Set(ws)].join(' ');
    if (q === '' || readings.some((r) => r.q === q)) return;
    readings.push({ kind, q, weight: READING_WEIGHTS[kind], ...(hypernym ? { hypernym } : {}) });
  };
  add('description', words);
  if (phrases.length > 1 || phrases[0]?.join(' ') !== words.join(' ')) for (const ph of phrases) add('phrase', ph);
  for (const head of heads) add('head-noun', [...materials, head]);
  // Goods the schedule does not name fall in their material's residual heading: asked last, weighing least.
  for (const material of materials.slice(0, 2)) add('material', [material, MATERIAL_ARTICLES]);
  if (lexicon) {
    for (const head of heads) {
      for (const is of hypernymsOf(lexicon, head).slice(0, HYPERNYMS_PER_HEAD)) add('hypernym', [...materials, is], { of: head, is });
    }
  }
  return { words, heads, materials, readings };
};
