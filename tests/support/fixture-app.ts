/**
 * The API in process over the fixture app's data (tests/support/fixture-deps.ts): the router, the handlers, the
 * problems, ETags, paging and dates, with no build and no data mirror. No gate (tests/support/gated-app.ts adds
 * one), so every request is the anonymous plan's, as on the unmetered pages.
 */
import type { Caller, Clock } from '../../src/app/caller.ts';
import type { Deps } from '../../src/app/deps.ts';
import { createApp } from '../../src/http/app.ts';
import type { Ctx, Handler } from '../../src/http/context.ts';
import { createListChanges } from '../../src/http/handlers/changes.ts';
import { createPostDutyEstimate } from '../../src/http/handlers/duty-estimate.ts';
import { createPostDutyEstimates } from '../../src/http/handlers/duty-estimates.ts';
import { createGetTariff } from '../../src/http/handlers/tariffs.ts';
import { createTariffHistory } from '../../src/http/handlers/tariff-history.ts';
import type { Route } from '../../src/http/router.ts';
import { ROUTES } from '../../src/http/routes.ts';
import type { Call, Target } from './target.ts';
import { fixtureDeps } from './fixture-deps.ts';

/** The handlers that read the clock, made on `now`. */
const clocked = (now: Clock): Record<string, Handler> => ({
  'GET /v1/tariffs/{htsno}': createGetTariff(now),
  'GET /v1/tariffs/{htsno}/history': createTariffHistory(now),
  'GET /v1/changes': createListChanges(now),
  'POST /v1/duty-estimate': createPostDutyEstimate(now),
  'POST /v1/duty-estimates': createPostDutyEstimates(now),
});

export interface FixtureAppOptions {
  deps?: Deps;
  /** The clock of the handlers that read one (asOf, history, changes); the system clock by default. */
  now?: Clock;
  /** Every request as this caller (the gate's plan), instead of the anonymous plan. */
  caller?: Caller;
}

export const fixtureRoutes = ({ now, caller }: Pick<FixtureAppOptions, 'now' | 'caller'> = {}): Route[] =>
  ROUTES.map((r) => {
    const handler = (now ? clocked(now)[`${r.method} ${r.path}`] : undefined) ?? r.handler;
    return caller ? { ...r, handler: (ctx: Ctx) => handler({ ...ctx, caller }) } : { ...r, handler };
  });

export const fixtureCall = (options: FixtureAppOptions = {}): Call => {
  const app = createApp({ deps: options.deps ?? fixtureDeps(), routes: fixtureRoutes(options) });
  return (path, init) => app(new Request(`http://test.local${path}`, init));
};

/** The fixture app as the anonymous caller, on the system clock. */
export const callFixture: Call = fixtureCall();

/** The fixture app as an HTTP suite's target (tests/support/target.ts). */
export const fixtureTarget = (): Target => ({ name: 'fixture app', call: callFixture, deps: fixtureDeps(), real: false, inProcess: true });
