/**
 * The router against a plain reading of its rule (every route's path as an anchored pattern, first match wins, one
 * trailing slash allowed), on the app's real routes: the compiled table must answer every path and method the same.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchRoute, type Route } from '../../../src/http/router.ts';
import { ROUTES } from '../../../src/http/routes.ts';

const escape = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
/** The rule as written: one regex per route, tried in order. */
const reference = (routes: readonly Route[], method: string, path: string) => {
  const allow = new Set<string>();
  for (const route of routes) {
    const m = new RegExp(`^${escape(route.path).replace(/\\?\{(\w+)\\?\}/g, '(?<$1>[^/]+)')}/?$`).exec(path);
    if (!m) continue;
    if (route.method === method || (method === 'HEAD' && route.method === 'GET')) {
      const params: Record<string, string> = {};
      try {
        for (const [k, v] of Object.entries(m.groups ?? {})) params[k] = decodeURIComponent(v);
      } catch {
        return { kind: 'bad-path' };
      }
      return { kind: 'ok', path: route.path, method: route.method, params };
    }
    allow.add(route.method);
    if (route.method === 'GET') allow.add('HEAD');
  }
  return allow.size > 0 ? { kind: 'method', allow: [...allow, 'OPTIONS'] } : { kind: 'not-found' };
};
const actual = (method: string, path: string) => {
  const m = matchRoute(ROUTES, method, path);
  return m.kind === 'ok' ? { kind: 'ok', path: m.route.path, method: m.route.method, params: { ...m.params } } : m;
};

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'];
const SEGMENTS = ['v1', 'tariffs', 'release', 'history', '2204.21.50.05', '0101', 'changes', 'changes.atom', 'changesXatom', 'countries', 'FR', 'ports', '2704', 'duty-estimate', 'usage', 'healthz', '%E2%80%93', '%E0%A4%A', '%2F', '', 'chapter99'];

describe('matchRoute', () => {
  it('matches every route, with and without a trailing slash, with its parameters decoded', () => {
    for (const route of ROUTES) {
      const path = route.path.replace(/\{\w+\}/g, '2204.21.50.05');
      for (const p of [path, `${path}/`]) {
        const m = matchRoute(ROUTES, route.method, p);
        expect(m.kind, p).toBe('ok');
        if (m.kind === 'ok') expect(m.route.path).toBe(route.path);
      }
    }
    expect(actual('GET', '/v1/tariffs/2204%2E21')).toEqual({ kind: 'ok', path: '/v1/tariffs/{htsno}', method: 'GET', params: { htsno: '2204.21' } });
    expect(actual('GET', '/v1/tariffs/release')).toMatchObject({ kind: 'ok', path: '/v1/tariffs/release' });
  });

  it('reads a dot in a path as a dot, refuses bad percent-encoding, and lists the methods a path takes', () => {
    expect(actual('GET', '/v1/changesXatom')).toEqual({ kind: 'not-found' });
    expect(actual('GET', '/v1/tariffs/%E0%A4%A')).toEqual({ kind: 'bad-path' });
    expect(actual('POST', '/v1/tariffs')).toEqual({ kind: 'method', allow: ['GET', 'HEAD', 'OPTIONS'] });
    expect(actual('GET', '/v1/duty-estimate/')).toEqual({ kind: 'method', allow: ['POST', 'OPTIONS'] });
    expect(actual('GET', '/v1/tariffs//')).toEqual({ kind: 'not-found' });
  });

  it('answers every path and method as the rule reads', () => {
    const path = fc.array(fc.constantFrom(...SEGMENTS), { minLength: 0, maxLength: 4 }).chain((segs) =>
      fc.constantFrom('', '/').map((end) => `/${segs.join('/')}${end}`),
    );
    fc.assert(
      fc.property(fc.constantFrom(...METHODS), path, (method, p) => {
        expect(actual(method, p)).toEqual(reference(ROUTES, method, p));
      }),
      { numRuns: 3000 },
    );
  });
});
