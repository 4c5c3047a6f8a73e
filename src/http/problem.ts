/** RFC 9457 problem documents: the one shape of every error this service returns (but the bad-filter body). */
import * as z from 'zod';
import { PROBLEM_TITLES, type ProblemSlug } from '../app/problem-of.ts';
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
