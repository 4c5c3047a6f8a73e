/**
 * "Describe your product" on /search/ (`describe`): the classifyProduct use case over the functions' data, as
 * GET /v1/classify answers it, rendered on the server so it works without JavaScript.
 */
import { classifyProduct, type ClassifiedProduct } from '../app/classify-product.ts';
import { ClassifyQuery } from '../lib/schema/classify.ts';
import { functionDeps } from './function-deps.ts';

/** Headings shown; subheadings shown. */
export const CLASSIFY_SHOWN = 8;

export type SiteClassify =
  | { kind: 'none' }
  | { kind: 'invalid'; description: string; detail: string }
  | { kind: 'classified'; answer: ClassifiedProduct };

export const classifySite = async (params: URLSearchParams): Promise<SiteClassify> => {
  const given = params.get('describe');
  if (given === null || given.trim() === '') return { kind: 'none' };
  const query = ClassifyQuery.safeParse({ description: given, limit: String(CLASSIFY_SHOWN) });
  if (!query.success) return { kind: 'invalid', description: given.slice(0, 500), detail: 'Describe the product in at most 500 characters.' };
  const answer = await classifyProduct(functionDeps, query.data);
  if (!answer.ok) return { kind: 'invalid', description: given.slice(0, 500), detail: 'The description could not be read.' };
  return { kind: 'classified', answer: answer.value };
};
