import { classifyProduct } from '../../app/classify-product.ts';
import { readParams } from '../../lib/query/read-params.ts';
import { ClassifyQuery } from '../../lib/schema/classify.ts';
import type { Handler } from '../context.ts';
import { badParams, failureReply } from '../failure-reply.ts';

/** GET /v1/classify: a product description -> its best headings, each with why, and their best subheadings. */
export const classifyDescription: Handler = async (ctx) => {
  const query = readParams(ClassifyQuery, ctx.url.searchParams);
  if (!query.ok) return badParams(query.error);
  const answer = await classifyProduct(ctx.deps, query.value);
  if (!answer.ok) return failureReply(answer.error);
  const { description, read, headings, subheadings } = answer.value;
  return { kind: 'json', status: 200, body: { description, read, headings, subheadings, ...ctx.envelope } };
};
