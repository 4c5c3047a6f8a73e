import * as z from 'zod';
import { termKey } from './analyser.ts';
import { isMaterial } from './materials.ts';
import { queryLevels } from './roles.ts';

/**
 * A word of a query as the index reads it: folded, its key (analyser.ts), and
 * whether the query only mentions or qualifies it rather than asks for it
 * ("car" of "car tires", "tractor" of "tractor parts"; roles.ts): such a word
 * matches where the schedule mentions it as well as where it names it.
 */
export interface QueryWord {
  word: string;
  key: string;
  mention?: boolean;
}

/**
 * One part of a query that must match: its words, all of them (each through
 * its prefix or key), or else all the words of one of its synonyms' schedule
 * phrases. A synonym only ever adds lines: the literal words are always one
 * way to match, so a query with synonyms finds everything it found without.
 */
export interface QueryGroup {
  words: readonly QueryWord[];
  synonyms: readonly (readonly QueryWord[])[];
  /** Every word names a material (materials.ts). */
  material?: boolean;
}

/** A text's words as a query reads them (roles.ts): a word not asked for is mentioned. */
const queryWords = (text: string): QueryWord[] =>
  queryLevels(text).map(({ word, asked }) => (asked ? { word, key: termKey(word) } : { word, key: termKey(word), mention: true }));

/** content/search-synonyms.json: trade and everyday names -> the schedule's own words, each with why. */
export const SynonymEntry = z.strictObject({
  names: z.array(z.string().min(1)).min(1),
  schedule: z.array(z.string().min(1)).min(1),
  source: z.string().min(10),
});
export const SynonymTable = z.strictObject({ $comment: z.string(), entries: z.array(SynonymEntry) });
export type SynonymTable = z.infer<typeof SynonymTable>;
/** What search needs of an entry (the build writes these with the word index; the sources stay in content/). */
export type Synonym = Pick<z.infer<typeof SynonymEntry>, 'names' | 'schedule'>;
/** The table read for queries: phrases by their first word's key. */
export type CompiledSynonyms = ReadonlyMap<string, readonly Phrase[]>;

interface Phrase {
  keys: readonly string[];
  synonyms: QueryWord[][];
}

/** Names by their first word's key, longest first, so "cell phone" is read before "cell". */
export const compileSynonyms = (entries: readonly Synonym[]): CompiledSynonyms => {
  const byKeys = new Map<string, Phrase>();
  for (const entry of entries) {
    const alternatives = entry.schedule.map(queryWords).filter((a) => a.length > 0);
    for (const name of entry.names) {
      const keys = queryWords(name).map((w) => w.key);
      if (keys.length === 0) continue;
      const id = keys.join(' ');
      const phrase = byKeys.get(id) ?? { keys, synonyms: [] };
      byKeys.set(id, phrase);
      for (const a of alternatives) if (!phrase.synonyms.some((s) => s.map((w) => w.word).join(' ') === a.map((w) => w.word).join(' '))) phrase.synonyms.push(a);
    }
  }
  const byFirst = new Map<string, Phrase[]>();
  for (const phrase of byKeys.values()) {
    const list = byFirst.get(phrase.keys[0]!) ?? [];
    list.push(phrase);
    byFirst.set(phrase.keys[0]!, list);
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.keys.length - a.keys.length);
  return byFirst;
};

/** A query read into groups: its words left to right, the longest synonym name at each place taking its words together. */
export const queryPlan = (q: string, synonyms: CompiledSynonyms): QueryGroup[] => {
  const words = queryWords(q);
  const groups: QueryGroup[] = [];
  for (let i = 0; i < words.length; ) {
    const phrase = (synonyms.get(words[i]!.key) ?? []).find((p) => p.keys.every((k, j) => words[i + j]?.key === k));
    const n = phrase?.keys.length ?? 1;
    const own = words.slice(i, i + n);
    groups.push({ words: own, synonyms: phrase?.synonyms ?? [], ...(own.every((w) => isMaterial(w.key)) ? { material: true } : {}) });
    i += n;
  }
  return groups;
};
