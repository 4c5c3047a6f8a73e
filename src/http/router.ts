import type { EndpointDoc } from '../lib/openapi/build-openapi.ts';
import type { ApiTag } from './api-tags.ts';
import type { Handler } from './context.ts';

/** One endpoint: a method, a path pattern with `{name}` parameters, its handler and its documentation. */
export interface Route extends EndpointDoc {
  handler: Handler;
  tags: readonly [ApiTag, ...ApiTag[]];
  /** Whether the request counts against the caller's budget (every function-answered data request does). */
  metered?: boolean;
  /**
   * How many requests this one counts as against the budget (default 1), read before the handler runs: a batch
   * counts one per line. Reads the body; the handler must read it through the same memo, never a second time.
   */
  meterCost?: (request: Request) => Promise<number>;
  /**
   * Depends on nothing in the request: the build writes the answer as a file and Netlify serves it at this path
   * by a rewrite (src/http/static-answers.ts), so the function never sees it and it counts against no budget.
   */
  static?: boolean;
}

type Match =
  | { kind: 'ok'; route: Route; params: Record<string, string> }
  | { kind: 'method'; allow: string[] }
  | { kind: 'not-found' }
  | { kind: 'bad-path' };

const compiled = new WeakMap<Route, RegExp>();
const pattern = (route: Route): RegExp => {
  let re = compiled.get(route);
  if (!re) {
    re = new RegExp(`^${route.path.replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}/?$`);
    compiled.set(route, re);
  }
  return re;
};

/**
 * First matching route wins, so literal paths listed before a parameter
 * (/v1/tariffs/release before /v1/tariffs/{htsno}) are never read as one.
 */
export const matchRoute = (routes: readonly Route[], method: string, path: string): Match => {
  const allow = new Set<string>();
  for (const route of routes) {
    const m = pattern(route).exec(path);
    if (!m) continue;
    if (route.method === method || (method === 'HEAD' && route.method === 'GET')) {
      const params: Record<string, string> = {};
      try {
        for (const [k, v] of Object.entries(m.groups ?? {})) params[k] = decodeURIComponent(v);
      } catch {
        return { kind: 'bad-path' };
      }
      return { kind: 'ok', route, params };
    }
    allow.add(route.method);
    if (route.method === 'GET') allow.add('HEAD');
  }
  return allow.size > 0 ? { kind: 'method', allow: [...allow, 'OPTIONS'] } : { kind: 'not-found' };
};
