import type { Handler } from '../context.ts';

/** GET /v1/customs-rules: 19 CFR citations for entry through protest, grouped by topic, each with its eCFR address. */
export const listCustomsRules: Handler = async (ctx) => {
  const { customsRules } = await ctx.deps.reference();
  return {
    kind: 'json',
    status: 200,
    body: { topics: customsRules, citationCount: customsRules.reduce((n, t) => n + t.citations.length, 0) },
  };
};
