/**
 * The schedule through time against the raw exports, on the whole archive: for each of
 * the 44 archived revisions, every line served with asOf on that revision's publication date equals the export
 * read here independently (gunzip + JSON.parse of the mirror's file, any HTML tag dropped with the text inside it
 * kept, a line-break tag read as a space, as no answer serves the publisher's markup): number, description, units, the rate of
 * each column (its own where the export prints one, else inherited from an ancestor or none), the footnotes and
 * the chapter 99 headings they name. Every line is looked up in the store the handler answers from (the
 * revision in force on that date, as the handler resolves it); every 25th line also goes through the app in
 * process (as a caller whose plan reaches back ten years) and must answer that same line with that revision named,
 * or 409 where the store found the number ambiguous. A number that is also a prefix of other lines is a 409 by
 * the contract; it is checked in its revision's chapter instead, so every line of every revision is checked once.
 * (Every line through the app takes minutes, and so did every ambiguous one, a fifth of each revision: the app's
 * routing to the store is the same for every line, so a sample of each kind checks it.)
 */
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/app.ts';
import type { Ctx } from '../../src/http/context.ts';
import { ROUTES } from '../../src/http/routes.ts';
import { revisionOn } from '../../src/lib/history/revision-on.ts';
import type { TariffLine } from '../../src/lib/schema/tariff-line.ts';
import { testDeps } from '../support/app.ts';
import { htsRows } from '../support/data.ts';

const caller = { plan: 'partner', historyDays: 3650 };
const app = createApp({ deps: testDeps, routes: ROUTES.map((r) => ({ ...r, handler: (ctx: Ctx) => r.handler({ ...ctx, caller }) })) });

const clean = (s: unknown): string =>
  (typeof s === 'string' ? s : '')
    .replace(/<\/?(?:br|nl|newline)\b[^<>]*>/gi, ' ')
    .replace(/<\/?[A-Za-z][A-Za-z0-9]*\b[^<>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const CH99 = /\b99\d{2}\.\d{2}\.\d{2}\b/g;

interface ExportRow {
  htsno: string;
  description?: string | null;
  units?: string[] | null;
  general?: string | null;
  special?: string | null;
  other?: string | null;
  footnotes?: { value?: string | null; columns?: string[] | null }[] | null;
}

/** What the export says of a line, and what a served line must then be. */
const mismatches = (row: ExportRow, line: TariffLine): string[] => {
  const out: string[] = [];
  const htsno = clean(row.htsno);
  if (line.htsno !== htsno) out.push(`htsno ${line.htsno}`);
  if (line.description !== clean(row.description)) out.push('description');
  const units = (row.units ?? []).map(clean).filter((u) => u !== '');
  if (JSON.stringify(line.units) !== JSON.stringify(units)) out.push('units');
  for (const column of ['general', 'special', 'other'] as const) {
    const own = clean(row[column]);
    const served = line[column];
    if (own !== '' ? served.text !== own || served.inherited : served.text !== '' && !served.inherited) out.push(column);
  }
  const notes = (row.footnotes ?? []).map((f) => clean(f.value));
  if (JSON.stringify(line.footnotes.map((f) => f.text)) !== JSON.stringify(notes)) out.push('footnotes');
  for (const ref of notes.join(' ').match(CH99) ?? []) if (!line.chapter99.includes(ref)) out.push(`chapter99 ${ref}`);
  return out;
};

describe('every line of every archived revision, served with asOf on its publication date', async () => {
  const { revisions } = await (await testDeps.history()).index();

  it('the archive holds the 44 revisions from 2025 Basic to 2026 rev 10', () => {
    expect(revisions.length).toBe(44);
    expect(revisions[0]!.id).toBe('2025_basic');
    expect(revisions.at(-1)!.id).toBe('2026_rev_10');
  });

  it.each(revisions.map((r, i) => [r.id, i] as const))('%s', async (id, at) => {
    const revision = revisions[at]!;
    // Two revisions published on one day: the later is in force from that day, and the earlier is reached by no date.
    const inForce = revisionOn(revisions, revision.publishedOn);
    if (inForce !== at) {
      expect(revisions[inForce]!.publishedOn).toBe(revision.publishedOn);
      expect(inForce).toBeGreaterThan(at);
      return;
    }
    const store = await (await testDeps.history()).storeAt(at);
    const rows = (htsRows(id) as ExportRow[]).filter((r) => clean(r.htsno) !== '');
    let served = 0;
    let ambiguous = 0;
    const wrong: string[] = [];
    for (const [i, row] of rows.entries()) {
      const htsno = clean(row.htsno);
      const found = await store.lookup(htsno);
      let line: TariffLine | undefined;
      if (found.kind === 'found') {
        line = found.line;
        served += 1;
      } else if (found.kind === 'ambiguous') {
        line = (await store.chapter(htsno.slice(0, 2)))?.get(htsno.replaceAll('.', ''));
        ambiguous += 1;
      } else wrong.push(`${htsno}: ${found.kind}`);
      if (line) for (const m of mismatches(row, line)) wrong.push(`${htsno}: ${m}`);
      else wrong.push(`${htsno}: not in its chapter`);
      if (i % 25 !== 0) continue;
      const res = await app(new Request(`http://test.local/v1/tariffs/${htsno}?asOf=${revision.publishedOn}`));
      const body = (await res.json()) as TariffLine & { asOf: { revision: string } };
      if (res.status !== (found.kind === 'found' ? 200 : 409)) wrong.push(`${htsno}: ${res.status} through the app`);
      else if (body.asOf.revision !== id) wrong.push(`${htsno}: read from ${body.asOf.revision}`);
      else if (found.kind === 'found') {
        const { asOf: _a, chapter99Headings: _c, datasetVersions: _d, htsRelease: _h, licence: _l, attribution: _t, ...served } = body as unknown as Record<string, unknown>;
        if (JSON.stringify(served) !== JSON.stringify(found.line)) wrong.push(`${htsno}: the app's line differs from the store's`);
      }
    }
    expect(wrong.slice(0, 20)).toEqual([]);
    expect(served + ambiguous).toBe(rows.length);
    expect(served).toBeGreaterThan(rows.length / 2);
  });
});
