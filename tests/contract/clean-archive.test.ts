/**
 * Clean text from every revision, on the real build: no answer holds the publisher's presentation markup (the
 * 2025 Rev 4, 6, 10 and 14 exports carry ~9,800 tags each), 2026 Rev 9 is the publisher's static file with its
 * 0101 heading, and an answer that reads 2026 Rev 5 from the data mirror says its text is Rev 7's. Through the
 * app in process as a caller whose plan reaches the whole archive, and the built function as anonymous.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { createApp } from '../../src/http/app.ts';
import type { Ctx } from '../../src/http/context.ts';
import { ROUTES } from '../../src/http/routes.ts';
import { ANY_TAG } from '../../src/lib/hts/strip-markup.ts';
import { DutyEstimate } from '../../src/lib/schema/duty-estimate.ts';
import { LineHistoryResponse, TariffLineAsOfResponse } from '../../src/lib/schema/line-history.ts';
import { API_DIR, ROOT } from '../../src/data/paths.ts';
import { BUILT_TARGET, testDeps, type Call } from '../support/app.ts';
import { getJson, jsonOf } from '../support/contract.ts';

const partner: Call = (() => {
  const caller = { plan: 'partner', historyDays: 3650 };
  const routes = ROUTES.map((r) => ({ ...r, handler: (ctx: Ctx) => r.handler({ ...ctx, caller }) }));
  const app = createApp({ deps: testDeps, routes });
  return (path, init) => app(new Request(`http://test.local${path}`, init));
})();

const lineAsOf = async (call: Call, htsno: string, asOf: string) =>
  jsonOf(await call(`/v1/tariffs/${htsno}?asOf=${asOf}`), 200, TariffLineAsOfResponse, `${htsno} as of ${asOf}`);

/** Every string in a JSON value that looks like a tag. */
const tagsIn = (value: unknown, at = '$'): string[] => {
  if (typeof value === 'string') return ANY_TAG.test(value) ? [`${at}: ${value.slice(0, 120)}`] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => tagsIn(v, `${at}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => tagsIn(v, `${at}.${k}`));
  return [];
};

const SOURCES = JSON.parse(readFileSync(join(ROOT, 'content', 'sources.json'), 'utf8'));
const REV5 = SOURCES.hts.revisions.find((r: { id: string }) => r.id === '2026_rev_5');

describe('asOf answers hold no markup, whichever revision they read', () => {
  it('eels on 2026-06-01 (2026 Rev 9) and 2025-03-04 (2025 Rev 4, whose own file has the markup): "Eels (Anguilla spp.)"', async () => {
    const rev9 = await lineAsOf(BUILT_TARGET.call, '0301.92.00.00', '2026-06-01');
    expect(rev9.asOf.release).toBe('2026HTSRev9');
    expect(rev9.description).toBe('Eels (Anguilla spp.)');
    const rev4 = await lineAsOf(partner, '0301.92.00.00', '2025-03-04');
    expect(rev4.asOf.release).toBe('2025HTSRev4');
    expect(rev4.description).toBe('Eels (Anguilla spp.)');
    expect(tagsIn(rev4)).toEqual([]);
  });

  it('a unit with a superscript reads as text: m3 on 2025 Rev 10 as on 2026 Rev 10', async () => {
    // Table grapes are reported in cubic metres and kilograms: `m<sup style="font-size: 9.75px;">3</sup>` in 2025 Rev 10.
    const then = await lineAsOf(partner, '0806.10.20.05', '2025-04-10');
    expect(then.asOf.release).toBe('2025HTSRev10');
    expect(tagsIn(then)).toEqual([]);
    const now = await getJson(partner, '/v1/tariffs/0806.10.20.05', z.any());
    expect(then.units).toEqual((now as { units: unknown }).units);
    expect(JSON.stringify(then.units)).toMatch(/m3/);
  });

  it('the histories of marked-up lines hold no tag in any revision', async () => {
    for (const htsno of ['0301.92.00.00', '0806.10.20.05', '0208.60.00.00']) {
      const history = jsonOf(await partner(`/v1/tariffs/${htsno}/history?limit=200`), 200, LineHistoryResponse, htsno);
      expect(tagsIn(await history), htsno).toEqual([]);
    }
  });
});

describe('2026 Rev 9 is the publisher\'s static file', () => {
  it('heading 0101 stands in Rev 9 as in Rev 8 and Rev 10: no removal and re-addition around it', async () => {
    const history = await jsonOf(await partner('/v1/tariffs/0101/history?limit=200'), 200, LineHistoryResponse, '0101');
    // Held from the first revision and never changed: the mirror's live copy of Rev 9, which lacks the row, would
    // show it removed in Rev 9 and added again in Rev 10.
    expect(history.items.map((e) => e.change)).toEqual(['held']);
    expect(history.items[0]?.state?.description).toMatch(/^Live horses, asses, mules and hinnies/);
  });
});

describe('2026 Rev 5 as the data mirror holds it', () => {
  it('an answer reading Rev 5 says its text is Rev 7\'s, made retroactive; Rev 4 and Rev 6 say nothing of it', async () => {
    expect(REV5.mirrorException).toMatchObject({ name: 'rev5-holds-rev7-text', textOf: '2026_rev_7' });
    expect(REV5.contentSha256).toMatch(/^0e6117ef/);
    const rev5 = await lineAsOf(partner, '7208.10.15.00', '2026-04-10');
    expect(rev5.asOf.release).toBe('2026HTSRev5');
    expect(rev5.asOf.textNote).toMatch(/text read for 2026 Rev 5 is 2026 Rev 7's.*retroactive to 2026-04-06/);
    for (const day of ['2026-03-01', '2026-04-24']) expect((await lineAsOf(partner, '7208.10.15.00', day)).asOf.textNote).toBeUndefined();
    const estimate = await jsonOf(
      await partner('/v1/duty-estimate', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ htsno: '7208.10.15.00', customsValueUsd: 1000, asOf: '2026-04-10' }) }),
      200,
      DutyEstimate,
      'estimate in Rev 5',
    );
    expect(estimate.asOf?.textNote).toBe(rev5.asOf.textNote);
    const history = await jsonOf(await partner('/v1/tariffs/7208.10.15.00/history?limit=200'), 200, LineHistoryResponse, 'history');
    expect(history.note).toMatch(/2026HTSRev5: The text read for 2026 Rev 5 is 2026 Rev 7's/);
  });

  it('the published revision catalogue (changes/index.json) says so on Rev 5 alone', () => {
    const index = JSON.parse(readFileSync(join(API_DIR, 'changes', 'index.json'), 'utf8')) as { revisions: { id: string; textNote?: string }[] };
    expect(index.revisions.filter((r) => r.textNote !== undefined).map((r) => r.id)).toEqual(['2026_rev_5']);
  });
});

describe('the changes pages describe revisions in the project\'s words, with their source', () => {
  const page = (path: string) => readFileSync(join(ROOT, 'dist', path, 'index.html'), 'utf8');
  const CURATOR = /not modeled|see todo|EXCLUDED|\[REVIEW\]|rate-engine|annex parser/i;

  it('no page of /changes/ and no revision of changes/index.json repeats the mirror\'s curator notes', () => {
    const index = JSON.parse(readFileSync(join(API_DIR, 'changes', 'index.json'), 'utf8')) as { revisions: { id: string; note: string | null }[] };
    expect(index.revisions).toHaveLength(44);
    for (const r of index.revisions) expect(r.note ?? '', r.id).not.toMatch(CURATOR);
    for (const path of ['changes', ...index.revisions.slice(1).map((r) => `changes/${r.id}`)]) expect(page(path), path).not.toMatch(CURATOR);
  });

  it('a note is said to be the project\'s summary and sourced; Rev 5\'s page says whose text it shows', () => {
    const index = page('changes');
    expect(index).toContain('What it carried');
    expect(index).toMatch(/id="note-source"[^>]*>Notes on what a revision carried are the project&#39;s own short summaries/);
    const rev32 = page('changes/2025_rev_32');
    expect(rev32).toMatch(/What it carried: South Korea agreement: 15% floor/);
    expect(rev32).toContain('id="note-source"');
    expect(page('changes/2026_rev_5')).toMatch(/id="text-note"[^>]*>The text read for 2026 Rev 5 is 2026 Rev 7&#39;s/);
    expect(page('changes/2026_rev_6')).not.toContain('id="text-note"');
  });
});
