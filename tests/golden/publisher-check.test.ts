/**
 * The daily check end to end: `npm run publisher:check` against a stand-in publisher (the recorded release list)
 * and a stand-in deploy (its /v1/tariffs/release and its build hook) on one local server. A release newer than
 * the deployed one is detected and the build hook is POSTed once; the same release asks for nothing; an answer
 * of another shape fails the check. And the scheduled workflow runs that script daily with those settings.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PULL_USER_AGENT } from '../../src/data/publisher-fetch.ts';
import { RELEASE_LIST_FIXTURE, startPublisherServer, type PublisherServer } from '../support/publisher-server.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const recorded = JSON.parse(readFileSync(RELEASE_LIST_FIXTURE, 'utf8')) as Record<string, unknown>[];

/** The recorded list with 2026 Rev 11 published on top, current. */
const withRev11 = [
  { ...recorded[0], id: { timestamp: 1782907200, date: 1782907200000 }, name: '2026HTSRev11', description: '2026 HTS Revision 11', title: 'Revision 11 (2026)', date: '07/01/2026', target: '07/01/2026', releaseStartDate: '07/01/2026', status: 'current' },
  ...recorded.map((r) => ({ ...r, status: 'archived' })),
];

describe('the daily publisher check', () => {
  let server: PublisherServer;
  let list: unknown = recorded;
  beforeAll(async () => {
    server = await startPublisherServer((path) => {
      if (path === '/reststop/releaseList') return { body: Buffer.from(JSON.stringify(list)) };
      // The deploy's build hook (Netlify answers a POST with 200 and an empty body); any other hook is unknown.
      if (path === '/build_hooks/abc123') return { body: new Uint8Array() };
      if (path === '/v1/tariffs/release') {
        const release = { htsRelease: '2026HTSRev10', revision: '2026_rev_10', publishedOn: '2026-06-08', sha256: 'x', contentSha256: 'y', publisher: 'USITC', note: '', licence: '' };
        return { body: Buffer.from(JSON.stringify(release)) };
      }
      return null;
    });
  });
  afterAll(() => server.close());

  const check = (hook = `${server.origin}/build_hooks/abc123`) =>
    run(process.execPath, ['--experimental-strip-types', join(ROOT, 'scripts', 'check-publisher.ts')], {
      cwd: ROOT,
      env: { ...process.env, TARIFF_SOURCE_ORIGINS: server.origins, TARIFF_SITE_URL: server.origin, TARIFF_BUILD_HOOK_URL: hook },
    });
  const hookPosts = () => server.requests.filter((r) => r.path.startsWith('/build_hooks/'));

  it('the release the site serves is current: no build', async () => {
    list = recorded;
    const { stdout } = await check();
    expect(stdout).toMatch(/the site serves 2026HTSRev10; the publisher names 2026HTSRev10 current; build not wanted; hook not needed/);
    expect(hookPosts()).toHaveLength(0);
  });

  it('2026 Rev 11 appears: the build hook is POSTed once, by the service', async () => {
    list = withRev11;
    const { stdout } = await check();
    expect(stdout).toMatch(/the publisher names 2026HTSRev11 current; the site serves 2026HTSRev10; build wanted; hook posted/);
    expect(hookPosts()).toHaveLength(1);
    expect(hookPosts()[0]?.userAgent).toBe(PULL_USER_AGENT);
  });

  it('a hook that does not answer fails the check, saying so', async () => {
    list = withRev11;
    const failed = await check(`${server.origin}/build_hooks/revoked`).then(() => null, (e: { code: number; stderr: string }) => e);
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toMatch(/the build hook answered 404/);
  });

  it('a release list of another shape fails the check', async () => {
    list = { error: 'maintenance' };
    const failed = await check().then(() => null, (e: { code: number; stderr: string }) => e);
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toMatch(/the release list is not of the publisher's shape/);
  });

  it('the workflow runs the check daily, with the site and the hook as settings', () => {
    const workflow = readFileSync(join(ROOT, '.github', 'workflows', 'publisher-check.yml'), 'utf8');
    expect(workflow).toMatch(/schedule:\n\s+- cron: '\d+ \d+ \* \* \*'/);
    expect(workflow).toMatch(/run: npm run publisher:check/);
    expect(workflow).toMatch(/TARIFF_SITE_URL: \$\{\{ vars\.TARIFF_SITE_URL \}\}/);
    expect(workflow).toMatch(/TARIFF_BUILD_HOOK_URL: \$\{\{ secrets\.TARIFF_BUILD_HOOK_URL \}\}/);
    expect(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts['build:latest']).toBe('npm run pull -- --latest && npm run datasets:version && npm run build');
  });
});
