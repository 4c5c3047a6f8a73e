import * as z from 'zod';
import { termKey } from '../search/analyser.ts';
import { isMaterial } from '../search/materials.ts';
import { readDescription, type ReadDescription } from './read-description.ts';
import { materialWeigher } from './material-families.ts';

/**
 * Product terms CBP has ruled on (content/classify/cbp-rulings.json): each ruling's goods as its subject names them
 * and the tariff number it ruled. A description's words that name goods a ruling named vote for that ruling's
 * heading: the knowledge the schedule's words lack ("costume" is a festive article of 9505, a "tumbler" of stainless
 * steel a household article of 7323). None of these rulings is in the development set, nor on a page it cites.
 */
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const CbpRuling = z
  .strictObject({
    ruling: z.string().regex(/^(NY|HQ) [A-Z]?\d{5,7}$/),
    subject: z.string().min(1).describe("The goods as the ruling's subject names them, without its frame and the origin"),
    code: z.string().regex(/^\d{4}\.\d{2}(\.\d{2}(\.\d{2})?|\.\d{4})?$/).describe('The first tariff number the ruling rules'),
    rulingDate: Day.optional(),
    notAfter: Day.optional().describe('When the page cited gives no date: a day the ruling is known to precede'),
    url: z.string().url().describe('The public page the ruling was read at'),
  })
  .refine((r) => r.rulingDate !== undefined || r.notAfter !== undefined, { message: 'a ruling needs a date or a day it precedes' });
export type CbpRuling = z.infer<typeof CbpRuling>;

export const CbpRulings = z.strictObject({ _source: z.string().min(20), licence: z.string().min(20), rulings: z.array(CbpRuling).min(1) });
export type CbpRulings = z.infer<typeof CbpRulings>;

/** How much a matched word weighs: the description's and the ruling's head noun (what the goods are) count fully, a modifier half. */
const HEAD = 1;
const MODIFIER = 0.5;
/** A material of the subject: never a vote of its own, but it says whether the goods' material is the description's. */
const MATERIAL = 0;

interface Posting {
  ruling: number;
  /** The subject's word of that key, as written (folded). */
  word: string;
  weight: number;
}

/** A subject's word as the index reads it: its key, the word as written (folded), and its weight (head, modifier or material). */
export type RulingTerm = readonly [key: string, word: string, weight: number];

/**
 * The rulings with their subjects' words read, each ruling's terms beside it. Reading thousands of subjects costs a
 * good part of a second, so the build reads them and the function only files them (rulingIndex).
 */
export interface ReadRulings {
  rulings: readonly CbpRuling[];
  terms: readonly (readonly RulingTerm[])[];
}

/** A subject's words, each key once; its materials weigh nothing (they say what goods are made of, not what they are). */
const termsOf = (subject: string): RulingTerm[] => {
  const read = readDescription(subject);
  const heads = new Set(read.heads.map(termKey));
  const seen = new Set<string>();
  const terms: RulingTerm[] = [];
  for (const w of read.words) {
    const key = termKey(w);
    if (seen.has(key)) continue;
    seen.add(key);
    terms.push([key, w, isMaterial(key) ? MATERIAL : heads.has(key) ? HEAD : MODIFIER]);
  }
  return terms;
};

export const readRulings = (file: Pick<CbpRulings, 'rulings'>): ReadRulings => ({ rulings: file.rulings, terms: file.rulings.map((r) => termsOf(r.subject)) });

/** The rulings by the keys of their subjects' words. */
export interface RulingIndex {
  rulings: readonly CbpRuling[];
  byKey: ReadonlyMap<string, readonly Posting[]>;
  /** Each ruling's terms in its subject's order, its materials among them. */
  terms: readonly (readonly RulingTerm[])[];
  /** Each ruling's materials (their keys, in its subject's order): read for every ruling a description names, so kept. */
  materials: readonly (readonly string[])[];
}

const built = new WeakMap<ReadRulings, RulingIndex>();

/** The index of the read rulings, built once per object (the function reads its file once). */
export const rulingIndex = (file: ReadRulings): RulingIndex => {
  const known = built.get(file);
  if (known) return known;
  const byKey = new Map<string, Posting[]>();
  file.terms.forEach((terms, ruling) => {
    for (const [key, word, weight] of terms) {
      if (weight === MATERIAL) continue;
      const list = byKey.get(key);
      if (list) list.push({ ruling, word, weight });
      else byKey.set(key, [{ ruling, word, weight }]);
    }
  });
  const materials = file.terms.map((terms) => terms.filter((t) => t[2] === MATERIAL).map((t) => t[0]));
  const index = { rulings: file.rulings, byKey, terms: file.terms, materials };
  built.set(file, index);
  return index;
};

/**
 * How much more a ruling weighs for each pair of the description's words its subject has side by side, in the same
 * order ("shopping bags", "french fries"): the goods named as the description names them, not its words scattered.
 * Chosen on the tuning half (0.5 to 16 tried).
 */
export const PHRASE_WEIGHT = 2;

/** The pairs of neighbouring keys of `asked` that are neighbours, in that order, among a subject's terms. */
const sharedPairs = (terms: readonly RulingTerm[], asked: readonly string[]): number => {
  let n = 0;
  for (let k = 1; k < asked.length; k++) {
    for (let j = 1; j < terms.length; j++) {
      if (terms[j - 1]![0] === asked[k - 1] && terms[j]![0] === asked[k]) {
        n++;
        break;
      }
    }
  }
  return n;
};

/** The share of a subject's words (its materials left out) the description matched: how much of the ruled goods it names. */
const coverage = (terms: readonly RulingTerm[], matched: readonly string[]): number => {
  const own = new Set<string>();
  for (const t of terms) if (t[2] !== MATERIAL) own.add(t[1]);
  if (own.size === 0) return 1;
  let n = 0;
  for (const w of new Set(matched)) if (own.has(w)) n++;
  return n / own.size;
};

/** A heading the rulings vote for: its score and the rulings that gave it, each with the description words it matched. */
export interface RulingVote {
  heading: string;
  score: number;
  /** Best first: the rulings whose words weighed most, each with the description's words and the subject's they matched. */
  cites: {
    ruling: CbpRuling;
    words: string[];
    matched: string[];
    weight: number;
    /** The share of the ruling's subject words (materials left out) the description matched, 0 to 1. */
    coverage: number;
  }[];
}

/**
 * The headings the description's words vote for, best first. Each word of the description (its head nouns fully, its
 * other words half) shares its weight among the rulings naming it (their head nouns fully, other words half), so a
 * word CBP ruled in many headings says little of any one; a ruling whose materials are of the description's family
 * weighs twice, one of another family half (material-families.ts), and one naming the description's words side by
 * side more (PHRASE_WEIGHT); a heading's score is the sum of its rulings' shares.
 */
export const rulingVotes = (index: RulingIndex, read: Pick<ReadDescription, 'words' | 'heads' | 'materials'>): RulingVote[] => {
  const heads = new Set(read.heads.map(termKey));
  const weighMaterials = materialWeigher(read.materials.map(termKey));
  const order = read.words.map(termKey);
  const byRuling = new Map<number, { words: string[]; matched: string[]; weight: number }>();
  const asked = new Set<string>();
  for (const w of read.words) {
    const key = termKey(w);
    if (asked.has(key) || isMaterial(key)) continue;
    asked.add(key);
    const postings = index.byKey.get(key);
    if (!postings) continue;
    const role = heads.has(key) ? HEAD : MODIFIER;
    const total = postings.reduce((s, p) => s + p.weight, 0);
    for (const p of postings) {
      const share = (role * p.weight) / total;
      const cite = byRuling.get(p.ruling) ?? { words: [], matched: [], weight: 0 };
      cite.words.push(w);
      cite.matched.push(p.word);
      cite.weight += share;
      byRuling.set(p.ruling, cite);
    }
  }
  const votes = new Map<string, RulingVote>();
  for (const [i, cite] of byRuling) {
    const ruling = index.rulings[i]!;
    cite.weight *= weighMaterials(index.materials[i]!) * (1 + PHRASE_WEIGHT * sharedPairs(index.terms[i]!, order));
    const heading = ruling.code.slice(0, 4);
    const vote = votes.get(heading) ?? { heading, score: 0, cites: [] };
    vote.score += cite.weight;
    vote.cites.push({ ruling, ...cite, coverage: coverage(index.terms[i]!, cite.matched) });
    votes.set(heading, vote);
  }
  for (const v of votes.values()) v.cites.sort((a, b) => b.weight - a.weight || (a.ruling.ruling < b.ruling.ruling ? -1 : 1));
  return [...votes.values()].sort((a, b) => b.score - a.score || (a.heading < b.heading ? -1 : 1));
};
