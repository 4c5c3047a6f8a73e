import type { Plan, PlanCatalogue } from '../schema/callers.ts';

/** The catalogue's one plan without a credential: every caller who sends no key (PlanCatalogue checks there is one). */
export const anonymousPlan = (catalogue: PlanCatalogue): Plan => {
  const plan = catalogue.plans.find((p) => p.credential === 'none');
  if (!plan) throw new Error('The plan catalogue has no plan without a credential');
  return plan;
};
