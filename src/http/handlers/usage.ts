import { problem } from '../app.ts';
import type { Handler } from '../context.ts';

/** GET /v1/usage: the caller's plan, budget and use of the current UTC day, this request included. */
export const getUsage: Handler = (ctx) => {
  const view = ctx.gate?.caller;
  if (!view) return problem(503, 'unavailable', 'Usage is counted by the gate, which this deployment does not run');
  return {
    kind: 'json',
    status: 200,
    cache: 'no-store',
    body: {
      caller: view.caller,
      ...(view.keyId === undefined ? {} : { keyId: view.keyId }),
      plan: view.plan,
      day: view.day,
      budget: view.plan.dailyRequests,
      used: view.used,
      remaining: view.remaining,
      resetsAt: view.resetsAt.toISOString(),
      resetsInSeconds: view.resetsInSeconds,
    },
  };
};
