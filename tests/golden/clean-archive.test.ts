/**
 * The golden no-markup test over the whole archive: every declared revision, read as the build reads it
 * (src/data/read-export.ts), holds no tag in any text, while the publisher's own files for 2025 Rev 4, 6, 10 and
 * 14 do carry thousands (so the stripping, not the data, is what is tested); the text inside a tag is kept. Then
 * every file the build wrote (the API's static files, the function's data, the archive's history, the pages) is
 * scanned for a tag in its text.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import fg from 'fast-glob';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILD_DIR, DIST_DIR } from '../../src/data/paths.ts';
import { readManifest, resolveSource } from '../../src/data/pull-sources.ts';
import { readExport } from '../../src/data/read-export.ts';
import { ANY_TAG } from '../../src/lib/hts/strip-markup.ts';
import type { HtsRow } from '../../src/lib/schema/hts-row.ts';
import { dataDir } from '../support/data.ts';

const TAG_G = new RegExp(ANY_TAG.source, 'g');
const manifest = readManifest();

const texts = (row: HtsRow): string[] =>
  [row.description, row.superior, row.general, row.special, row.other, row.quotaQuantity, row.additionalDuties, ...(row.units ?? []), ...(row.footnotes ?? []).map((f) => f.value)].filter(
    (v): v is string => typeof v === 'string',
  );

const rawTags = (file: string): number => (gunzipSync(readFileSync(join(dataDir(), file))).toString('utf8').match(TAG_G) ?? []).length;

describe('every revision, read as the build reads it, holds no markup', () => {
  beforeAll(async () => {
    for (const d of manifest.hts.revisions) await resolveSource(d, dataDir());
  });

  it('44 revisions, none with a tag in any text, and the marked-up ones really were', () => {
    expect(manifest.hts.revisions).toHaveLength(44);
    const markedUp: string[] = [];
    for (const d of manifest.hts.revisions) {
      const left = readExport(d).flatMap(texts).filter((t) => ANY_TAG.test(t));
      expect([d.id, left.slice(0, 3)]).toEqual([d.id, []]);
      if (rawTags(d.file) > 0) markedUp.push(d.id);
    }
    // The publisher's own static files for these four carry the markup; 2026 Rev 9 is now the publisher's clean file.
    expect(markedUp.sort()).toEqual(['2025_rev_10', '2025_rev_14', '2025_rev_4', '2025_rev_6']);
  });

  it('keeps the text inside: Eels (Anguilla spp.), m3', () => {
    const rev4 = readExport(manifest.hts.revisions.find((r) => r.id === '2025_rev_4')!);
    const byNo = new Map(rev4.map((r) => [r.htsno, r]));
    expect(byNo.get('0301.92.00.00')?.description).toBe('Eels (Anguilla spp.)');
    const units = rev4.flatMap((r) => r.units ?? []);
    expect(units).toContain('m3');
  });
});

describe('what the build wrote holds no markup', () => {
  it('no tag in any JSON the build wrote (static API files, function data, the archive history)', () => {
    // The OpenAPI document and the API page's examples hold markup of their own (Atom, the docs), not the schedule's.
    const files = fg.sync(['**/*.json'], { cwd: BUILD_DIR, absolute: true, ignore: ['api/v1/openapi.json', 'api-examples.json'] });
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8').replaceAll('\\u003c', '<').replaceAll('\\u003e', '>');
      const hit = TAG_G.exec(text);
      TAG_G.lastIndex = 0;
      if (hit) found.push(`${file}: ${hit[0]}`);
    }
    expect(found.slice(0, 5)).toEqual([]);
  });

  it('no escaped tag shown as text on any page', () => {
    const pages = fg.sync(['**/*.html'], { cwd: DIST_DIR, absolute: true });
    expect(pages.length).toBeGreaterThan(100);
    const escaped = /&lt;\/?(?:i|b|u|em|strong|sup|sub|span|il|small|font|br|nl|newline)\b[^&]*?&gt;/i;
    const found = pages.filter((p) => escaped.test(readFileSync(p, 'utf8')));
    expect(found.slice(0, 5)).toEqual([]);
  });
});
