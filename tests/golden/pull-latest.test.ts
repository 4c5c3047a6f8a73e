/**
 * `npm run pull -- --latest` end to end against a stand-in publisher (tests/support/publisher-server.ts): the
 * recorded release list, and the exports from the data mirror at their official paths. A copy of the project's
 * content/ whose catalogue stops at 2026 Rev 8 stands for a deploy that has not seen 2026 Rev 9: the pull must
 * detect Rev 9, take the live export (the mirror's live-export copy: markup, no 0101 row), normalise it to the
 * publisher's static file byte for byte (the official pin 2dc81196...), and pin it in content/sources.json and the
 * revision catalogue, and record the check in content/publisher-check.json.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PULL_USER_AGENT } from '../../src/data/publisher-fetch.ts';
import { PublisherCheck } from '../../src/lib/schema/publisher-check.ts';
import { RevisionDatesFile } from '../../src/lib/schema/revision.ts';
import { SourcesManifest } from '../../src/lib/schema/sources.ts';
import { dataDir } from '../support/data.ts';
import { releaseListUpTo, startPublisherServer, type Answer, type PublisherServer } from '../support/publisher-server.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const PUBLISHER_REV9 = '2dc811962b6809736e2e30c8753d0d0bc3fb3f1c65bbb15728663959247957ae';
const mirror = (file: string): Uint8Array => readFileSync(join(dataDir(), 'hts', file));
const today = new Date().toISOString().slice(0, 10);
const createHashHex = (text: string | Uint8Array): string => createHash('sha256').update(text).digest('hex');

/** A project root holding a copy of content/ whose catalogue stops at `last`. */
const projectHeldTo = (last: string): string => {
  const root = mkdtempSync(join(tmpdir(), 'pull-latest-'));
  cpSync(join(ROOT, 'content'), join(root, 'content'), { recursive: true });
  const sources = JSON.parse(readFileSync(join(root, 'content', 'sources.json'), 'utf8'));
  const dates = JSON.parse(readFileSync(join(root, 'content', 'revision-dates.json'), 'utf8'));
  const keep = (id: string) => { const [y, , n] = id.split('_'); const [ly, , ln] = last.split('_'); return Number(y) < Number(ly) || (y === ly && Number(n ?? 0) <= Number(ln ?? 0)); };
  sources.hts.revisions = sources.hts.revisions.filter((r: { id: string }) => keep(r.id));
  sources.hts.current = last;
  dates.revisions = dates.revisions.filter((r: { revision: string }) => keep(r.revision));
  const datesText = `${JSON.stringify(dates, null, 2)}\n`;
  writeFileSync(join(root, 'content', 'revision-dates.json'), datesText);
  sources.hts.dates.sha256 = createHashHex(datesText);
  sources.hts.dates.bytes = Buffer.byteLength(datesText);
  writeFileSync(join(root, 'content', 'sources.json'), `${JSON.stringify(sources, null, 2)}\n`);
  return root;
};
const pull = (root: string, server: PublisherServer, args: string[] = ['--latest']) =>
  run(process.execPath, ['--experimental-strip-types', join(ROOT, 'scripts', 'pull.ts'), ...args], {
    cwd: root,
    env: { ...process.env, PROJECT_ROOT: root, TARIFF_DATA_DIR: dataDir(), TARIFF_SOURCE_ORIGINS: server.origins },
    maxBuffer: 1 << 24,
  });

const read = <T>(root: string, name: string, schema: { parse: (v: unknown) => T }): T => schema.parse(JSON.parse(readFileSync(join(root, 'content', name), 'utf8')));

describe('a new release is detected, pulled and pinned', () => {
  let server: PublisherServer;
  let staticRev9 = true;
  const roots: string[] = [];
  beforeAll(async () => {
    server = await startPublisherServer((path): Answer | null => {
      if (path === '/reststop/releaseList') return { body: releaseListUpTo('2026HTSRev9') };
      // The live export: the mirror's live-export copy of 2026 Rev 9, sent compressed as a server would.
      if (path === '/reststop/exportList') return { body: mirror('hts_2026_rev_9.json.gz'), encoding: 'gzip' };
      if (path === '/sites/default/files/tata/hts/hts_2026_revision_9_json.json') return staticRev9 ? { body: gunzipSync(mirror('hts_2026_rev_9.publisher.json.gz')) } : null;
      return null;
    });
  });
  afterAll(async () => {
    await server.close();
    for (const r of roots) rmSync(r, { recursive: true, force: true });
  });

  it("takes 2026 Rev 9 from the live export, normalised to the publisher's static file byte for byte, and pins it", async () => {
    const root = projectHeldTo('2026_rev_8');
    roots.push(root);
    const { stdout } = await pull(root, server);
    expect(stdout).toMatch(/publisher: 2026HTSRev9 is current/);
    expect(stdout).toMatch(/took 2026HTSRev9 from the live export \(static file identical, 0101 row restored\)/);

    const sources = read(root, 'sources.json', SourcesManifest);
    expect(stdout).toContain(`pulled ${sources.hts.revisions.length + 1 + sources.reference.length} verified source files`);
    expect(sources.hts.current).toBe('2026_rev_9');
    const rev9 = sources.hts.revisions.find((r) => r.id === '2026_rev_9');
    expect(rev9).toMatchObject({ release: '2026HTSRev9', file: 'hts/hts_2026_rev_9.json.gz', contentSha256: PUBLISHER_REV9, officialUrl: 'https://www.usitc.gov/sites/default/files/tata/hts/hts_2026_revision_9_json.json' });
    const cached = readFileSync(join(root, '.cache', 'raw', 'hts', 'hts_2026_rev_9.json.gz'));
    expect(createHashHex(cached)).toBe(rev9!.sha256);
    expect(createHashHex(gunzipSync(cached))).toBe(PUBLISHER_REV9);

    const dates = read(root, 'revision-dates.json', RevisionDatesFile);
    expect(dates.revisions.at(-1)).toEqual({ revision: '2026_rev_9', publishedOn: '2026-05-28', policyEffectiveOn: null, dateSource: 'publisher-release-list', note: null });
    expect(sources.hts.dates.sha256).toBe(createHashHex(readFileSync(join(root, 'content', 'revision-dates.json'))));

    const check = read(root, 'publisher-check.json', PublisherCheck);
    expect(check).toMatchObject({ checkedOn: today, latestRelease: '2026HTSRev9' });
    expect(check.how).toMatch(/named 2026HTSRev9 current; took 2026HTSRev9 \(the live export, markup stripped, its 0101 row restored from the static file; static file identical\)/);

    // Every request named the service.
    expect(new Set(server.requests.map((r) => r.userAgent))).toEqual(new Set([PULL_USER_AGENT]));
    expect(server.requests.map((r) => r.path)).toEqual([
      '/reststop/releaseList',
      '/reststop/exportList?from=0100&to=9999&format=JSON&styles=false',
      '/sites/default/files/tata/hts/hts_2026_revision_9_json.json',
    ]);

    // A second check finds nothing new, and says so.
    const again = await pull(root, server);
    expect(again.stdout).not.toMatch(/took /);
    expect(read(root, 'publisher-check.json', PublisherCheck).how).toMatch(/2026HTSRev9 current, which this build already declares/);
    expect(read(root, 'sources.json', SourcesManifest).hts.revisions).toHaveLength(sources.hts.revisions.length);
  });

  it('without a static file yet, pins the live export with its markup stripped and no row added, and says so', async () => {
    staticRev9 = false;
    try {
      const root = projectHeldTo('2026_rev_8');
      roots.push(root);
      const { stdout } = await pull(root, server);
      expect(stdout).toMatch(/took 2026HTSRev9 from the live export \(static file absent\)/);
      const rev9 = read(root, 'sources.json', SourcesManifest).hts.revisions.find((r) => r.id === '2026_rev_9')!;
      expect(rev9.contentSha256).not.toBe(PUBLISHER_REV9);
      const json = gunzipSync(readFileSync(join(root, '.cache', 'raw', rev9.file))).toString('utf8');
      expect(json).not.toMatch(/<\/?(i|sup|sub|b|u|il)\b/);
      expect(json.slice(0, 200)).not.toMatch(/"htsno" : "0101"/);
    } finally {
      staticRev9 = true;
    }
  });

  it('refuses a gap it cannot fill, changing nothing', async () => {
    const root = projectHeldTo('2026_rev_7');
    roots.push(root);
    // 2026 Rev 8 lies between: its static file is not served, so the archive would have a gap.
    const failed = await pull(root, server).then(() => null, (e: { code: number; stderr: string }) => e);
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toMatch(/2026HTSRev8 lies between the newest revision held and the current one/);
    expect(read(root, 'sources.json', SourcesManifest).hts.current).toBe('2026_rev_7');
    expect(read(root, 'publisher-check.json', PublisherCheck).checkedOn).toBeNull();
  });
});
