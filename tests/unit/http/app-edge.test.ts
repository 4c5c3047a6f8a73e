/**
 * createApp's own answers on the fixture app, before and around a handler: the CORS preflight, HEAD, a path that
 * is not UTF-8, a method the path does not take, and an unexpected error, which is a 500 problem with the request
 * id and nothing of the error itself.
 */
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../src/http/app.ts';
import { API_SECURITY_HEADERS, CORS_HEADERS, PREFLIGHT_HEADERS } from '../../../src/http/headers.ts';
import { ROUTES } from '../../../src/http/routes.ts';
import { problemOf } from '../../support/contract.ts';
import { createFixtureDeps } from '../../support/fixture-deps.ts';
import { callFixture as call } from '../../support/fixture-app.ts';

describe('the app edge', () => {
  it('OPTIONS is the CORS preflight on any path: 204, no body, and reads nothing but the envelope', async () => {
    const deps = createFixtureDeps();
    const app = createApp({ deps, routes: ROUTES });
    const res = await app(new Request('http://test.local/v1/tariffs/2204.21.50.05', { method: 'OPTIONS' }));
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    for (const [name, value] of Object.entries({ ...PREFLIGHT_HEADERS, ...API_SECURITY_HEADERS })) expect(res.headers.get(name), name).toBe(value);
    expect(deps.loads).toEqual({ envelope: 1, hts: 0, reference: 0, changes: 0, sources: 0, history: 0, fees: 0, codes: 0, law: 0, currency: 0, classifyLexicon: 0, classifyRulings: 0 });
  });

  it('HEAD answers as GET does, without the body', async () => {
    const get = await call('/v1/tariffs/2204.21.50.05');
    const head = await call('/v1/tariffs/2204.21.50.05', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
  });

  it('a path that is not percent-encoded UTF-8 is a 400 problem; a method the path does not take is a 405 with Allow', async () => {
    expect((await problemOf(await call('/v1/tariffs/%FF'), 400)).detail).toBe('The path is not valid percent-encoded UTF-8');
    const post = await call('/v1/tariffs/2204.21.50.05', { method: 'POST' });
    expect((await problemOf(post, 405)).detail).toBe('Use GET or HEAD or OPTIONS');
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('an unexpected error is a 500 problem naming the request id, never the error; it is logged', async () => {
    const logs: Record<string, unknown>[] = [];
    const deps = createFixtureDeps();
    const broken = { ...deps, reference: () => Promise.reject(new Error('secret path /etc/passwd')) };
    const app = createApp({ deps: broken, routes: ROUTES, log: (event) => void logs.push(event) });
    const res = await app(new Request('http://test.local/v1/countries'));
    const body = await problemOf(res, 500);
    const id = res.headers.get('x-request-id')!;
    expect(body.detail).toBe(`Something went wrong on our side; quote request id ${id}`);
    expect(JSON.stringify(body)).not.toContain('passwd');
    expect(res.headers.get('access-control-allow-origin')).toBe(CORS_HEADERS['Access-Control-Allow-Origin']);
    expect(logs).toEqual([{ level: 'error', requestId: id, message: 'secret path /etc/passwd' }]);
  });

  it('a lookup reads the schedule only: no reference data, changes or archive', async () => {
    const deps = createFixtureDeps();
    const app = createApp({ deps, routes: ROUTES });
    await (await app(new Request('http://test.local/v1/tariffs/2204.21.50.05'))).text();
    expect(deps.loads).toMatchObject({ reference: 0, changes: 0, history: 0, codes: 0 });
  });
});
