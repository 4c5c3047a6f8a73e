/** RFC 9457 problem documents: the one shape of every error this service returns (but the bad-filter body). */
import { z } from 'zod';
import { DatasetVersions } from '../lib/schema/envelope.ts';

export const PROBLEM_MEDIA_TYPE = 'application/problem+json';

export const Problem = z
  .object({
    type: z.string().describe('URI reference naming the problem type'),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    instance: z.string().optional(),
    datasetVersions: DatasetVersions,
    requestId: z.string().optional(),
    candidates: z.array(z.looseObject({ code: z.string(), description: z.string() })).optional().describe('On 409: every record the input matched; none is picked'),
    errors: z.array(z.object({ field: z.string(), message: z.string() })).optional().describe('On 400: each invalid field'),
  })
  .loose();
export type Problem = z.infer<typeof Problem>;

/** Problem types this service defines, by stable slug; `type` is `/problems/<slug>`. */
export const PROBLEM_TITLES = {
  'bad-request': 'The request is malformed',
  'not-found': 'No such resource',
  'ambiguous': 'The input matches more than one record',
  'method-not-allowed': 'Method not allowed',
  'payload-too-large': 'The request body is too large',
  'unsupported-media-type': 'The request body must be JSON',
  'payment-required': 'Beyond the plan history window',
  'unprocessable': 'Before history retention began',
  'unauthorized': 'The credential is not valid',
  'too-many-requests': 'Daily request budget exhausted',
  'unavailable': 'Temporarily unavailable',
  'internal': 'Internal error',
} as const;
export type ProblemSlug = keyof typeof PROBLEM_TITLES;

export interface ProblemInput {
  slug: ProblemSlug;
  status: number;
  detail?: string;
  extensions?: Record<string, unknown>;
}

export const problemBody = (p: ProblemInput, instance: string, datasetVersions: Record<string, string>): Problem => ({
  type: `/problems/${p.slug}`,
  title: PROBLEM_TITLES[p.slug],
  status: p.status,
  ...(p.detail === undefined ? {} : { detail: p.detail }),
  instance,
  ...p.extensions,
  datasetVersions,
});
