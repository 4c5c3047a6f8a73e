import * as z from 'zod';

/**
 * The WordNet lexicon GET /v1/classify reads a product's head noun through (derived by the build from WordNet's files,
 * src/data/classify-lexicon.ts and make-lexicon.ts): a noun the schedule may not use -> the more general words above
 * it that the schedule does use, nearest first ("sandal" -> shoe, footwear).
 */
export const ClassifyLexicon = z.strictObject({
  _source: z.string().min(20),
  licence: z.string().min(20),
  hypernyms: z.record(z.string(), z.array(z.string().min(1)).min(1)),
});
export type ClassifyLexicon = z.infer<typeof ClassifyLexicon>;

/** Where the build reads WordNet (content/classify/wordnet.json): the npm package, its version and each file's checksum. */
export const WordnetSource = z.strictObject({
  _source: z.string().min(20),
  licence: z.string().min(20),
  package: z.string().min(1),
  version: z.string().regex(/^\d+\.\d+\.\d+$/),
  files: z.array(z.strictObject({ path: z.enum(['dict/index.noun', 'dict/data.noun']), sha256: z.string().regex(/^[0-9a-f]{64}$/), bytes: z.number().int().positive() })).length(2),
});
export type WordnetSource = z.infer<typeof WordnetSource>;

/**
 * Words too general to say what goods are: WordNet's upper nouns (entity, artifact, instrumentality) and the
 * schedule's catch-alls. A hypernym among them is no evidence of a heading.
 */
export const LEXICON_STOP_WORDS: ReadonlySet<string> = new Set([
  'entity', 'object', 'whole', 'thing', 'things', 'artifact', 'artefact', 'instrumentality', 'instrumentation', 'unit',
  'matter', 'substance', 'material', 'materials', 'stuff', 'part', 'parts', 'piece', 'portion', 'product', 'products',
  'commodity', 'goods', 'article', 'articles', 'item', 'items', 'other', 'form', 'kind', 'type', 'group', 'structure',
  'system', 'means', 'way', 'component', 'element', 'organism', 'being', 'body', 'content', 'solid', 'fluid', 'liquid',
  'compound', 'mixture', 'agent', 'abstraction', 'implement', 'equipment', 'apparatus', 'device', 'mechanism',
  'container', 'covering', 'creation', 'merchandise', 'ware', 'wares', 'line', 'set', 'natural', 'living', 'life',
  'food', 'nutrient', 'plant', 'animal', 'vertebrate', 'chordate', 'invertebrate', 'fauna', 'flora', 'good', 'construction',
  'number', 'constituent', 'member', 'vertical', 'obstruction', 'process',
]);

/** The lexicon's entries a folded word may be: itself, or the singular of a plural (WordNet lists singulars). */
const singulars = (word: string): string[] => [
  word,
  ...(word.endsWith('ies') ? [`${word.slice(0, -3)}y`] : []),
  ...(word.endsWith('es') ? [word.slice(0, -2)] : []),
  ...(word.endsWith('s') && !word.endsWith('ss') ? [word.slice(0, -1)] : []),
];

/** The entry a word is read through: the word or its singular; undefined when the lexicon has neither. */
export const lexiconEntry = (lexicon: ClassifyLexicon, word: string): string | undefined =>
  singulars(word).find((w) => Object.hasOwn(lexicon.hypernyms, w));

/** The words a noun's hypernyms give (nearest first), none when the lexicon has no entry. */
export const hypernymsOf = (lexicon: ClassifyLexicon, noun: string): readonly string[] => {
  const entry = lexiconEntry(lexicon, noun);
  return entry === undefined ? [] : lexicon.hypernyms[entry]!;
};
