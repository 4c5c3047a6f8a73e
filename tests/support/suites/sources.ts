/**
 * The HTTP suite of sources: run on the fixture app (tests/unit/http/sources.test.ts) and on the built
 * function over the real data (tests/contract/sources.test.ts). Moved from tests/contract/sources.test.ts:
 * /v1/sources: every upstream with
 * its checksum (checked against the mirrored files themselves), every rejected
 * source with the note that records it, the declared gaps.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/data/paths.ts';
import { RejectedSourcesFile, SourcesResponse } from '../../../src/lib/schema/reference-responses.ts';
import { dataDir } from '../data.ts';
import { getJson } from '../contract.ts';
import type { Target } from '../target.ts';

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
const curated = RejectedSourcesFile.parse(JSON.parse(readFileSync(join(ROOT, 'content', 'rejected-sources.json'), 'utf8')));

/** A phrase the cited provenance note must contain for each rejection. */
const RECORDED_AS: Record<string, string> = {
  'allregs-cfr-part-pages': 'allregs part pages are MISALIGNED',
  'schedule-d-typescript-superset': 'curated TypeScript superset',
  'interport-usa-port-codes': 'Interport-Global-Logistics-Website',
  'omb-report-eia-schedule-d': 'omb.report/icr/201707-1905-001',
  'cbp-ace-appendix-e': 'ACE Appendix E (522 codes',
  'tracker-federal-register-sources': 'names are lower-cased and truncated',
  'tracker-country-partner-mapping': 'not an official grouping',
};

export const sourcesSuite = ({ name, call, deps, real }: Target) =>
  describe(`sources through the ${name}`, () => {
    const get = () => getJson(call, '/v1/sources', SourcesResponse);

    it('lists every declared upstream once, each with its official address, publisher, licence and release', async () => {
      const { manifest } = await deps.sources();
      const body = await get();
      expect(body.upstreams.map((u) => u.file)).toEqual([...manifest.hts.revisions.map((r) => r.file), manifest.hts.dates.file, ...manifest.reference.map((r) => r.file)]);
      expect(new Set(body.upstreams.map((u) => u.id)).size).toBe(body.upstreams.length);
      for (const u of body.upstreams) {
        expect(u.officialUrl, u.id).toMatch(/^https:\/\//);
        for (const field of [u.publisher, u.licence, u.name]) expect(field.length, u.id).toBeGreaterThan(0);
      }
      expect(body.upstreams.filter((u) => u.current).map((u) => u.release)).toEqual(['2026HTSRev10']);
      expect(body.upstreams.filter((u) => u.kind === 'hts-revision')).toHaveLength(44);
    });

    it.runIf(real)('each checksum is the sha256 of the file: an HTS export or a reference file read at build time in the data mirror, the dates and the other reference files where they are committed', async () => {
      const { manifest } = await deps.sources();
      const readAtBuild = new Set(manifest.reference.filter((r) => r.fetchUrl !== undefined || r.debianPath !== undefined).map((r) => r.file));
      for (const u of (await get()).upstreams) {
        expect(u.checksum.algorithm).toBe('sha256');
        const mirrored = u.kind === 'hts-revision' || readAtBuild.has(u.file);
        const path = mirrored ? join(dataDir(), u.file) : u.kind === 'reference' ? join(ROOT, manifest.referenceDir, u.file) : join(ROOT, u.file);
        expect(u.checksum.value, u.file).toBe(sha256(path));
      }
    });

    it.runIf(real)('dates are the sources\' own, never a build time: HTS publication dates and the dates the releases name', async () => {
      const body = await get();
      const { revisions } = await deps.changes();
      const published = new Map(revisions.map((r) => [r.release, r.publishedOn]));
      const hts = body.upstreams.filter((u) => u.kind === 'hts-revision');
      expect(hts).toHaveLength(revisions.length);
      for (const u of hts) expect(u.sourceDate, u.id).toBe(published.get(u.release!));
      const by = new Map(body.upstreams.map((u) => [u.id, u]));
      expect(by.get('hts-2025-basic')?.sourceDate).toBe('2025-01-01');
      expect(by.get('hts-2026-rev-8')).toMatchObject({ sourceDate: '2026-05-22', sourceDateBasis: expect.stringMatching(/curated/) });
      expect(by.get('hts-2026-rev-10')?.sourceDate).toBe('2026-06-08');
      expect(by.get('fta-partners')?.sourceDate).toBe('2026-06-08');
      expect(by.get('gn3-programme-symbols')?.sourceDate).toBe('2026-05-28');
      expect(by.get('schedule-d-ports')?.sourceDate).toBe('2025-04');
      expect(by.get('schedule-c-codes')?.sourceDate).toBe('2026-01-12');
      expect(by.get('hts-sections-chapters')?.sourceDate).toBe('2026-03-28');
      expect(by.get('iso-3166-1')).toMatchObject({ sourceDate: null, sourceDateBasis: expect.stringMatching(/No date/) });
      expect(body.note).toMatch(/not when a build fetched it/);
      expect(await get()).toEqual(body);
    });

    it.runIf(real)('every evaluated and rejected source is listed with its reason and the provenance note that records it', async () => {
      const body = await get();
      expect(body.rejected).toEqual(curated.rejected);
      expect(body.rejected.map((r) => r.id).sort()).toEqual(Object.keys(RECORDED_AS).sort());
      for (const r of body.rejected) {
        // The provenance notes are committed beside the reference files they describe.
        const note = join(ROOT, 'content', 'upstream', r.evidence.split(',')[0]!);
        expect(existsSync(note), r.evidence).toBe(true);
        expect(readFileSync(note, 'utf8'), r.id).toContain(RECORDED_AS[r.id]);
        expect(r.reason.length).toBeGreaterThan(20);
      }
    });

    it('declares the gap: no trade volumes or values, no duty actually collected', async () => {
      const statements = (await get()).gaps.map((g) => g.statement).join(' ');
      expect(statements).toMatch(/No import or export volumes or values/);
      expect(statements).toMatch(/No duty actually collected/);
    });
  });
