/**
 * /v1/sources through the built function over the real data (the same suite runs on the fixture app in tests/unit/http): every upstream with
 * its checksum (checked against the mirrored files themselves), every rejected
 * source with the note that records it, the declared gaps; and the OpenAPI
 * document's entries for the reference and history routes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_DIR } from '../../src/data/paths.ts';
import { REFERENCE_ROUTES } from '../../src/http/routes-reference.ts';
import { BUILT_TARGET } from '../support/app.ts';
import { sourcesSuite } from '../support/suites/sources.ts';

sourcesSuite(BUILT_TARGET);

describe('the OpenAPI document the build wrote', () => {
  const openapi = JSON.parse(readFileSync(join(API_DIR, 'openapi.json'), 'utf8'));

  it('documents every reference and history route with its statuses and query parameters', () => {
    for (const route of REFERENCE_ROUTES) {
      const op = openapi.paths[route.path]?.[route.method.toLowerCase()];
      expect(op, route.path).toBeDefined();
      // The route's own statuses; the edge adds the common ones (tests/contract/openapi.test.ts checks those).
      expect(Object.keys(op.responses), route.path).toEqual(expect.arrayContaining(Object.keys(route.responses)));
      expect((op.parameters ?? []).filter((p: { in: string }) => p.in === 'query').map((p: { name: string }) => p.name), route.path).toEqual(
        Object.keys(route.query?.shape ?? {}),
      );
    }
    const since = openapi.paths['/v1/changes'].get.parameters.find((p: { name: string }) => p.name === 'since');
    expect(since.required).toBe(true);
    const limit = openapi.paths['/v1/ports'].get.parameters.find((p: { name: string }) => p.name === 'limit');
    expect(limit).toMatchObject({ required: false, description: expect.stringMatching(/default 20$/) });
  });
});
