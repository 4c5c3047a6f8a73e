/** Service metadata about callers and versions: plans and version are static files; usage is metered like a data request. */
import { PlansResponse, UsageResponse, VersionResponse } from '../lib/schema/callers.ts';
import { getPlans } from './handlers/plans.ts';
import { getUsage } from './handlers/usage.ts';
import { getVersion } from './handlers/version.ts';
import type { Route } from './router.ts';

export const CALLER_ROUTES: Route[] = [
  {
    method: 'GET',
    path: '/v1/plans',
    handler: getPlans,
    static: true,
    operationId: 'listPlans',
    tags: ['Service'],
    summary: 'The plan catalogue: daily request budget and history window of each plan',
    description:
      'Anonymous callers are counted by client address (stored only as a salted hash), keyed callers by key. A key raises the budget and the history window; it never changes the data returned. A static file: not metered, cached by the CDN.',
    responses: { 200: { description: 'Every plan', schema: PlansResponse } },
  },
  {
    method: 'GET',
    path: '/v1/usage',
    handler: getUsage,
    metered: true,
    uncached: true,
    operationId: 'getUsage',
    tags: ['Service'],
    summary: "The caller's plan, budget, use today, remaining requests and when the budget resets",
    description: 'This request is counted before it is reported, so `used` includes it. Responses also carry RateLimit-Policy and RateLimit headers. Never cached.',
    responses: {
      200: { description: 'Use of the current UTC day', schema: UsageResponse },
      503: { description: 'This deployment runs no gate, so nothing is counted' },
    },
  },
  {
    method: 'GET',
    path: '/v1/version',
    handler: getVersion,
    static: true,
    operationId: 'getVersion',
    tags: ['Service'],
    summary: 'Contract version and status, dataset versions and the HTS release',
    description: 'Every contract version with its status and dates, the dataset versions and the HTS release the answers are built from. A static file: not metered, cached by the CDN.',
    responses: { 200: { description: 'Versions', schema: VersionResponse } },
  },
];
