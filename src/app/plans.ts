/** The plan catalogue, bundled from content/plans.json and validated once at load, and its anonymous plan. */
import raw from '../../content/plans.json' with { type: 'json' };
import { anonymousPlan } from '../lib/callers/anonymous-plan.ts';
import { PlanCatalogue } from '../lib/schema/callers.ts';

export const PLAN_CATALOGUE: PlanCatalogue = PlanCatalogue.parse(raw);

/** Whose history window a use case applies when no caller is named (an on-demand page, an app without a gate). */
export const ANONYMOUS_PLAN = anonymousPlan(PLAN_CATALOGUE);
