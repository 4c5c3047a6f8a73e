/** The plan catalogue, bundled into the function from content/plans.json and validated once at load. */
import raw from '../../content/plans.json' with { type: 'json' };
import { PlanCatalogue } from '../lib/schema/callers.ts';

export const PLAN_CATALOGUE: PlanCatalogue = PlanCatalogue.parse(raw);
