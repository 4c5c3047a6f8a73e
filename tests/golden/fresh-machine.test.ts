/**
 * A fresh machine builds from the publisher alone: with TARIFF_DATA_DIR unset and an empty cache, `npm run pull`
 * downloads every declared HTS revision from its official address (here a stand-in publisher serving the data
 * mirror's files at those paths), verifies each against the publisher's pin, reads the reference files from content/,
 * from their pinned repository addresses (an excerpt cut from the whole file there) or from the Debian package that
 * ships them, each checked by sha256, and the revision dates from content/. The answers come compressed three ways (Content-Encoding: gzip, gzip bytes
 * unlabelled, plain JSON). The mirror's 2026 Rev 5 is accepted only under its declared exception, and says so;
 * one changed byte in any file is refused.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PULL_USER_AGENT } from '../../src/data/publisher-fetch.ts';
import { SourcesManifest } from '../../src/lib/schema/sources.ts';
import { dataDir } from '../support/data.ts';
import { startPublisherServer, type Answer, type PublisherServer } from '../support/publisher-server.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const sha256 = (b: Uint8Array): string => createHash('sha256').update(b).digest('hex');
const manifest = SourcesManifest.parse(JSON.parse(readFileSync(join(ROOT, 'content', 'sources.json'), 'utf8')));
const byPath = new Map(manifest.hts.revisions.map((r) => [new URL(r.officialUrl).pathname, r]));

/** The revision whose served JSON gets one byte changed, if any. */
let tampered: string | null = null;

// Reference files read at build time from a pinned repository address: served from the mirror's copy. An excerpt's
// address serves the whole file it is cut from: here an earlier revision's block before the excerpt's own.
const fetched = new Map(manifest.reference.filter((r) => r.fetchUrl !== undefined).map((r) => [new URL(r.fetchUrl!).pathname, r]));
const wholeOf = (r: (typeof manifest.reference)[number]): Buffer => {
  const text = readFileSync(join(dataDir(), r.file), 'utf8');
  if (r.excerptFrom === undefined) return Buffer.from(text);
  const header = text.slice(0, text.indexOf('\n') + 1);
  const body = text.slice(header.length);
  return Buffer.from(header + body.replaceAll(r.excerptFrom, r.excerptFrom.replace(/\d+,$/, '9,')) + body);
};

/** The reference file whose pinned address serves one more line, if any. */
let changedReference: string | null = null;

const answer = (path: string): Answer | null => {
  const ref = fetched.get(path);
  if (ref) return { body: ref.file === changedReference ? Buffer.concat([wholeOf(ref), Buffer.from('9999,"NOWHERE",99,"NOWHERE"\n')]) : wholeOf(ref), encoding: 'plain' };
  const r = byPath.get(path);
  if (!r) return null;
  const gz = readFileSync(join(dataDir(), r.file));
  if (r.id === tampered) {
    const json = Buffer.from(gunzipSync(gz));
    const at = json.indexOf('"description" : "') + 17;
    json[at] = json[at] === 0x41 ? 0x42 : 0x41;
    return { body: json, encoding: 'plain' };
  }
  // Three ways a server may send it: labelled gzip, gzip bytes unlabelled, and plain JSON.
  const way = manifest.hts.revisions.indexOf(r) % 3;
  return way === 0 ? { body: gz, encoding: 'gzip' } : way === 1 ? { body: gz, encoding: 'raw-gzip' } : { body: gunzipSync(gz), encoding: 'plain' };
};

const freshProject = (): string => {
  const root = mkdtempSync(join(tmpdir(), 'fresh-machine-'));
  cpSync(join(ROOT, 'content'), join(root, 'content'), { recursive: true });
  return root;
};

const pull = (root: string, server: PublisherServer) => {
  const env: NodeJS.ProcessEnv = { ...process.env, PROJECT_ROOT: root, TARIFF_SOURCE_ORIGINS: server.origins };
  delete env.TARIFF_DATA_DIR;
  return run(process.execPath, ['--experimental-strip-types', join(ROOT, 'scripts', 'pull.ts')], { cwd: root, env, maxBuffer: 1 << 24 });
};

/** A pull expected to fail: its exit code and what it wrote to stderr, or null when it succeeded. */
const failedPull = (root: string, server: PublisherServer): Promise<{ code: number; stderr: string } | null> =>
  pull(root, server).then(() => null, (e: { code: number; stderr: string }) => e);

describe('a fresh machine pulls from the publisher alone', () => {
  let server: PublisherServer;
  const roots: string[] = [];
  beforeAll(async () => {
    server = await startPublisherServer(answer);
  });
  afterAll(async () => {
    await server.close();
    for (const r of roots) rmSync(r, { recursive: true, force: true });
  });

  it('downloads all 44 revisions from their official addresses, verifies each against the publisher\'s pin, and reads the reference files where they are pinned', async () => {
    const root = freshProject();
    roots.push(root);
    const { stdout, stderr } = await pull(root, server);
    expect(stdout).toContain(`pulled ${manifest.hts.revisions.length + 1 + manifest.reference.length} verified source files`);
    // Every revision asked once, at its official path, by the service's name, and each reference file read from its
    // pinned address; nothing else asked (the countries come from Debian's iso-codes where it is installed).
    expect(server.requests.map((r) => r.path).sort()).toEqual([...byPath.keys(), ...fetched.keys()].sort());
    for (const r of manifest.reference.filter((x) => x.fetchUrl !== undefined)) {
      expect(sha256(readFileSync(join(root, '.cache', 'raw', r.file))), r.file).toBe(r.sha256);
    }
    expect(new Set(server.requests.map((r) => r.userAgent))).toEqual(new Set([PULL_USER_AGENT]));
    for (const r of manifest.hts.revisions) {
      const cached = join(root, '.cache', 'raw', r.file.replace(/\.gz$/, ''));
      expect(existsSync(cached), r.id).toBe(true);
      const got = sha256(readFileSync(cached));
      expect(got, r.id).toBe(r.id === '2026_rev_5' ? r.mirrorException!.mirrorContentSha256 : r.contentSha256);
    }
    // The mirror's Rev 5 is not the publisher's: accepted only under the named exception, which the pull says.
    expect(stderr).toMatch(/hts_2026_rev_5\.json\.gz: accepted under the declared exception rev5-holds-rev7-text/);
    expect(stderr.match(/accepted under the declared exception/g)).toHaveLength(1);
  });

  it('refuses one changed byte, naming the file and the pin', async () => {
    tampered = '2026_rev_10';
    try {
      const root = freshProject();
      roots.push(root);
      const failed = await failedPull(root, server);
      expect(failed?.code).toBe(1);
      expect(failed?.stderr).toMatch(/1 source\(s\) could not be resolved/);
      expect(failed?.stderr).toMatch(/hts\/hts_2026_rev_10\.json\.gz: the JSON from https:\/\/www\.usitc\.gov\/sites\/default\/files\/tata\/hts\/hts_2026_revision_10_json\.json \(sha256 [0-9a-f]{64}\) is not the publisher's pinned 66375d1c/);
      expect(existsSync(join(root, '.cache', 'raw', 'hts', 'hts_2026_rev_10.json'))).toBe(false);
    } finally {
      tampered = null;
    }
  });

  it('refuses a committed reference file that was changed', async () => {
    const root = freshProject();
    roots.push(root);
    const cfr = join(root, manifest.referenceDir, 'reference', 'cfr19', 'cfr19_citations.csv');
    writeFileSync(cfr, `${readFileSync(cfr, 'utf8')}19 CFR 999.9,Nowhere,Nothing.,none,none\n`);
    const failed = await failedPull(root, server);
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toMatch(/cfr19_citations\.csv: sha256 [0-9a-f]{64} does not match the declared ef971b57/);
  });

  it('refuses a reference file whose pinned address serves other bytes, and keeps nothing of it', async () => {
    changedReference = 'reference/schedule_d_ports/census_ports.csv';
    try {
      const root = freshProject();
      roots.push(root);
      const failed = await failedPull(root, server);
      expect(failed?.code).toBe(1);
      expect(failed?.stderr).toMatch(/census_ports\.csv: https:\/\/raw\.githubusercontent\.com\/akashok1\/\S+ gives sha256 [0-9a-f]{64}, not the declared 8cf2cfe6/);
      expect(existsSync(join(root, '.cache', 'raw', 'reference', 'schedule_d_ports', 'census_ports.csv'))).toBe(false);
    } finally {
      changedReference = null;
    }
  });
});
