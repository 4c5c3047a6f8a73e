/** The OpenAPI builder on a small route table: the statuses each kind of route gets, and the invariants it refuses to break. */
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { buildOpenApi, type DocumentMeta, type EndpointDoc } from '../../../src/lib/openapi/build-openapi.ts';
import { operationResponses } from '../../../src/lib/openapi/operation-responses.ts';

const Thing = z.object({ id: z.string() });
const shared = {
  problems: { Problem: z.object({ status: z.number() }), AmbiguousProblem: z.object({ candidates: z.array(z.string()) }) },
  badFilter: z.object({ error: z.string() }),
  envelope: z.object({ datasetVersions: z.record(z.string(), z.string()) }),
};
const meta: DocumentMeta = {
  info: { title: 't', summary: 's', version: '1', description: 'd', contact: { name: 'c' }, license: { name: 'l', identifier: 'MIT' } },
  servers: [{ url: '/', description: 'here' }],
  tags: [{ name: 'Things', description: 'things' }],
};
const route = (over: Partial<EndpointDoc>): EndpointDoc => ({
  method: 'GET',
  path: '/v1/things',
  operationId: 'listThings',
  tags: ['Things'],
  summary: 'Things',
  description: 'All the things',
  responses: { 200: { description: 'ok', schema: Thing } },
  ...over,
});
const statuses = (e: EndpointDoc) => Object.keys(operationResponses(e)).map(Number);

describe('operationResponses', () => {
  it('a metered GET with a path parameter: its own statuses, the gate, 304, a bad path and 500', () => {
    const e = route({ path: '/v1/things/{id}', metered: true, responses: { 200: { description: 'ok', schema: Thing }, 404: { description: 'none' } } });
    expect(statuses(e)).toEqual([200, 304, 400, 401, 404, 429, 500, 503]);
    const r = operationResponses(e);
    expect(r[401]!.headers).toEqual(['X-Request-Id', 'WWW-Authenticate']);
    expect(r[429]!.headers).toEqual(expect.arrayContaining(['Retry-After', 'RateLimit', 'RateLimit-Policy']));
    expect(r[503]!.headers).not.toContain('RateLimit');
    expect(r[200]!.headers).toEqual(expect.arrayContaining(['ETag', 'Cache-Control', 'RateLimit-Remaining']));
    expect(r[304]).toMatchObject({ kind: 'empty', headers: expect.arrayContaining(['ETag', 'RateLimit']) });
  });

  it('a static answer: 200 and the CDN 304 only, no request id, no budget', () => {
    const r = operationResponses(route({ static: true, metered: true }));
    expect(Object.keys(r)).toEqual(['200', '304']);
    expect(r[200]!.headers).toEqual(['ETag', 'Cache-Control']);
  });

  it('a POST: 413 and 415, no 304; an uncached GET: no ETag and no 304', () => {
    expect(statuses(route({ method: 'POST' }))).toEqual([200, 413, 415, 500]);
    const uncached = operationResponses(route({ uncached: true }));
    expect(Object.keys(uncached)).toEqual(['200', '500']);
    expect(uncached[200]!.headers).not.toContain('ETag');
  });

  it('a status both the route and the edge give is described as either cause', () => {
    const r = operationResponses(route({ path: '/v1/things/{id}', responses: { 200: { description: 'ok' }, 400: { description: 'Bad id' } } }));
    expect(r[400]!.description).toBe('Bad id; or the path is not valid percent-encoded UTF-8');
  });

  it('a 409 is the ambiguous problem unless the route names another; other errors the problem', () => {
    const r = operationResponses(route({ responses: { 200: { description: 'ok' }, 409: { description: 'several' }, 404: { description: 'none' } } }));
    expect(r[409]).toMatchObject({ kind: 'problem', problem: 'AmbiguousProblem' });
    expect(r[404]).toMatchObject({ kind: 'problem', problem: 'Problem' });
  });

  it('refuses a status whose body the route and the edge disagree on', () => {
    expect(() => operationResponses(route({ method: 'POST', responses: { 200: { description: 'ok' }, 413: { description: 'big', kind: 'bad-filter' } } }))).toThrow(/413/);
  });
});

describe('buildOpenApi', () => {
  it('writes operationId, tags, summary, description, parameters and only the components used', () => {
    const doc = buildOpenApi([route({ path: '/v1/things/{id}', pathParams: { id: 'The id' }, metered: true })], shared, meta);
    const op = doc.paths['/v1/things/{id}']!.get as Record<string, unknown>;
    expect(op).toMatchObject({ operationId: 'listThings', tags: ['Things'], summary: 'Things', description: 'All the things', security: [{}, { bearer: [] }] });
    expect(op.parameters).toEqual([{ name: 'id', in: 'path', required: true, description: 'The id', schema: { type: 'string', minLength: 1 } }]);
    expect(Object.keys(doc.components.schemas)).toEqual(['Problem']);
    expect(Object.keys(doc.components.headers)).not.toContain('Deprecation');
    expect(doc.tags).toEqual(meta.tags);
  });

  it('refuses a repeated operationId, an undeclared tag and an unknown problem schema', () => {
    expect(() => buildOpenApi([route({}), route({ path: '/v1/other' })], shared, meta)).toThrow(/listThings is used twice/);
    expect(() => buildOpenApi([route({ tags: ['Nope'] })], shared, meta)).toThrow(/tag Nope/);
    expect(() => buildOpenApi([route({ responses: { 200: { description: 'ok' }, 409: { description: 'x', problem: 'Missing' } } })], shared, meta)).toThrow(/Missing/);
  });
});
