import type { Handler } from '../context.ts';
import { PLAN_CATALOGUE } from '../plan-catalogue.ts';

/** GET /v1/plans: the plan catalogue from content/plans.json. */
export const getPlans: Handler = () => {
  const anonymous = PLAN_CATALOGUE.plans.find((p) => p.credential === 'none');
  return {
    kind: 'json',
    status: 200,
    // The catalogue ships with the function, not with a dataset version, so the dataset-based ETag would not track it.
    cache: 'no-store',
    body: {
      identifier: PLAN_CATALOGUE.identifier,
      anonymousPlan: anonymous?.name,
      window: 'UTC day: budgets reset at 00:00 UTC',
      plans: PLAN_CATALOGUE.plans,
    },
  };
};
