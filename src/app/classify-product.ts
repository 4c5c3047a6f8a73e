/**
 * From a product description to its headings and subheadings (src/lib/classify): the schedule's heading search asked
 * several ways, and WordNet's more general words for the description's nouns, loaded on the first call only.
 */
import { classify, type ClassifyResult } from '../lib/classify/classify.ts';
import { rulingIndex } from '../lib/classify/ruling-terms.ts';
import { ok } from '../lib/result.ts';
import type { ClassifyQuery } from '../lib/schema/classify.ts';
import type { Deps } from './deps.ts';
import type { Outcome } from './failure.ts';

export interface ClassifiedProduct extends ClassifyResult {
  description: string;
}

export const classifyProduct = async (deps: Deps, input: ClassifyQuery): Promise<Outcome<ClassifiedProduct>> => {
  const [{ store, sections }, lexicon, rulings] = await Promise.all([deps.hts(), deps.classifyLexicon(), deps.classifyRulings()]);
  const result = await classify(store, sections, { lexicon, rulings: rulingIndex(rulings) }, input.description, input.limit);
  return ok({ description: input.description, ...result });
};
