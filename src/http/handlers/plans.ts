import { ANONYMOUS_PLAN, PLAN_CATALOGUE } from '../../app/plans.ts';
import type { Handler } from '../context.ts';

/** GET /v1/plans: the plan catalogue from content/plans.json. */
export const getPlans: Handler = () => ({
  kind: 'json',
  status: 200,
  // The catalogue ships with the function, not with a dataset version, so the dataset-based ETag would not track it.
  cache: 'no-store',
  body: {
    identifier: PLAN_CATALOGUE.identifier,
    anonymousPlan: ANONYMOUS_PLAN.name,
    window: 'UTC day: budgets reset at 00:00 UTC',
    plans: PLAN_CATALOGUE.plans,
  },
});
