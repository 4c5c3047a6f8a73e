/** Spec 9.3 on a test configuration where v1 is deprecated; with the real configuration (v1 current) nothing is signalled. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deprecatedVersions } from '../../support/deprecated-versions.ts';
import { fixtureDeps } from '../../support/fixture-deps.ts';
import { startGatedApp, type GatedApp } from '../../support/gated-app.ts';

const deps = fixtureDeps();

const SIGNAL = {
  Deprecation: '@1798761600',
  Sunset: 'Fri, 01 Oct 2027 00:00:00 GMT',
  Link: '</docs/migrate-v1-to-v2>; rel="deprecation"; type="text/html"',
};
const BLOCK = { version: 'v1', status: 'deprecated', deprecatedOn: '2027-01-01', sunsetOn: '2027-10-01', migrationNotes: '/docs/migrate-v1-to-v2' };

describe('a deprecated contract version', () => {
  let deprecated: GatedApp;
  let current: GatedApp;
  beforeAll(async () => {
    deprecated = await startGatedApp({ deps, contractVersions: deprecatedVersions() });
    current = await startGatedApp({ deps });
  });
  afterAll(async () => {
    await deprecated.close();
    await current.close();
  });

  const signalled = (res: Response) => {
    for (const [name, value] of Object.entries(SIGNAL)) expect(res.headers.get(name), name).toBe(value);
  };
  const unsignalled = (res: Response) => {
    for (const name of Object.keys(SIGNAL)) expect(res.headers.get(name), name).toBeNull();
  };

  it.each([
    ['/v1/plans', 200],
    ['/v1/version', 200],
    ['/v1/usage', 200],
    ['/v1/tariffs?htsno=2204.21&limit=2', 200],
    ['/v1/tariffs/zz', 400],
    ['/v1/tariffs?bogus=1', 400],
    ['/v1/tariffs/9999.99', 404],
    ['/v1/nowhere', 404],
  ])('%s (%i): headers and a deprecation block in the JSON body; none under the real configuration', async (path, status) => {
    const res = await deprecated.call(path);
    expect(res.status).toBe(status);
    signalled(res);
    expect(((await res.json()) as { deprecation?: unknown }).deprecation).toEqual(BLOCK);

    const now = await current.call(path);
    expect(now.status).toBe(status);
    unsignalled(now);
    expect(await now.json()).not.toHaveProperty('deprecation');
  });

  it('bodiless responses carry the headers: preflight, HEAD, 304, 401 and 429 problems too', async () => {
    signalled(await deprecated.call('/v1/tariffs', { method: 'OPTIONS' }));
    signalled(await deprecated.call('/v1/plans', { method: 'HEAD' }));
    const first = await deprecated.call('/v1/tariffs/release');
    const etag = first.headers.get('ETag')!;
    const revalidated = await deprecated.call('/v1/tariffs/release', { headers: { 'If-None-Match': etag } });
    expect(revalidated.status).toBe(304);
    signalled(revalidated);
    const unauthorized = await deprecated.call('/v1/usage', { headers: { Authorization: 'Bearer nope' } });
    expect(unauthorized.status).toBe(401);
    signalled(unauthorized);
    expect(((await unauthorized.json()) as { deprecation?: unknown }).deprecation).toEqual(BLOCK);
  });

  it('the ETag changes with the deprecation block, so a cached current body is not revalidated as deprecated', async () => {
    const a = (await deprecated.call('/v1/tariffs/release')).headers.get('ETag');
    const b = (await current.call('/v1/tariffs/release')).headers.get('ETag');
    expect(a).not.toBeNull();
    expect(a).not.toBe(b);
  });

  it('/healthz belongs to no contract version and is never signalled', async () => {
    const res = await deprecated.call('/healthz');
    unsignalled(res);
    expect(await res.json()).not.toHaveProperty('deprecation');
  });
});
