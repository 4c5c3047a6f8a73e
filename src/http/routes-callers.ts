/** Service metadata about callers and versions: plans, usage, version. Every one is metered like a data request. */
import { PlansResponse, UsageResponse, VersionResponse } from '../lib/schema/callers.ts';
import { getPlans } from './handlers/plans.ts';
import { getUsage } from './handlers/usage.ts';
import { getVersion } from './handlers/version.ts';
import type { Route } from './router.ts';

const gated = {
  401: { description: 'Authorization was sent but is not a valid key: malformed, unknown or revoked. Never a silent downgrade to anonymous' },
  429: { description: 'The daily budget is spent; Retry-After says when it resets (00:00 UTC)' },
  503: { description: 'The key and budget store cannot be reached; Retry-After suggests when to try again' },
} as const;

export const CALLER_ROUTES: Route[] = [
  {
    method: 'GET',
    path: '/v1/plans',
    handler: getPlans,
    static: true,
    summary: 'The plan catalogue: daily request budget and history window of each plan',
    description:
      'Anonymous callers are counted by client address (stored only as a salted hash), keyed callers by key. A key raises the budget and the history window; it never changes the data returned.',
    responses: { 200: { description: 'Every plan', schema: PlansResponse }, ...gated },
  },
  {
    method: 'GET',
    path: '/v1/usage',
    handler: getUsage,
    metered: true,
    summary: "The caller's plan, budget, use today, remaining requests and when the budget resets",
    description: 'This request is counted before it is reported, so `used` includes it. Responses also carry RateLimit-Policy and RateLimit headers.',
    responses: { 200: { description: 'Use of the current UTC day', schema: UsageResponse }, ...gated },
  },
  {
    method: 'GET',
    path: '/v1/version',
    handler: getVersion,
    static: true,
    summary: 'Contract version and status, dataset versions and the HTS release',
    responses: { 200: { description: 'Versions', schema: VersionResponse }, ...gated },
  },
];
