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

/** A route as matched: a path without parameters compared as a string, one with them by its regex. */
interface Compiled {
  route: Route;
  literal?: string;
  re?: RegExp;
}

// Compiled once per route list (the app's is one constant): each request compares strings, and runs a regex only
// for the routes with parameters, rather than looking up and running one per route.
const tables = new WeakMap<readonly Route[], readonly Compiled[]>();
const compile = (routes: readonly Route[]): readonly Compiled[] => {
  let table = tables.get(routes);
  if (!table) {
    table = routes.map((route) =>
      route.path.includes('{')
        ? { route, re: new RegExp(`^${route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}/?$`) }
        : { route, literal: route.path },
    );
    tables.set(routes, table);
  }
  return table;
};

const NO_PARAMS: Record<string, string> = Object.freeze({}) as Record<string, string>;

/**
 * First matching route wins, so literal paths listed before a parameter
 * (/v1/tariffs/release before /v1/tariffs/{htsno}) are never read as one.
 * A path matches with or without one trailing slash; its dots are dots.
 */
export const matchRoute = (routes: readonly Route[], method: string, path: string): Match => {
  let allow: Set<string> | undefined;
  for (const { route, literal, re } of compile(routes)) {
    let m: RegExpExecArray | null = null;
    if (literal !== undefined) {
      if (path !== literal && !(path.length === literal.length + 1 && path.endsWith('/') && path.startsWith(literal))) continue;
    } else if (!(m = re!.exec(path))) continue;
    if (route.method === method || (method === 'HEAD' && route.method === 'GET')) {
      if (!m?.groups) return { kind: 'ok', route, params: NO_PARAMS };
      const params: Record<string, string> = {};
      try {
        for (const k in m.groups) params[k] = decodeURIComponent(m.groups[k]!);
      } catch {
        return { kind: 'bad-path' };
      }
      return { kind: 'ok', route, params };
    }
    (allow ??= new Set()).add(route.method);
    if (route.method === 'GET') allow.add('HEAD');
  }
  return allow ? { kind: 'method', allow: [...allow, 'OPTIONS'] } : { kind: 'not-found' };
};
