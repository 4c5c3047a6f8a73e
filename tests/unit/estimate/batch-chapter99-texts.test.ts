/**
 * POST /v1/duty-estimates on the fixture app: the default answer is, byte for byte, JSON.stringify of the answer
 * (the body is streamed a few lines at a time), and the compact one (chapter99Texts: once) expands to it value for
 * value, in fewer bytes, and matches its documented schema.
 */
import { describe, expect, it } from 'vitest';
import { estimateBatch } from '../../../src/app/estimate-batch.ts';
import { expandChapter99Texts } from '../../../src/lib/estimate/batch-chapter99-texts.ts';
import { DISCLAIMER } from '../../../src/lib/estimate/estimate-texts.ts';
import { readBatchJson } from '../../../src/lib/estimate/read-batch.ts';
import { DutyBatchAnswer, DutyBatchEstimate, type BatchChapter99Texts, type CompactBatchLine } from '../../../src/lib/schema/duty-batch.ts';
import { fixtureCall } from '../../support/fixture-app.ts';
import { fixtureDeps } from '../../support/fixture-deps.ts';

const NOW = () => new Date('2026-07-01T12:00:00Z');
const call = fixtureCall({ now: NOW });
const LINES = [
  { htsno: '2204.21.50.05', customsValueUsd: 5000, litres: 750 },
  { htsno: '2204.21.50.05', customsValueUsd: 5000, litres: 750, countryOfOrigin: 'CN' },
  { htsno: '2204.30.00.00', customsValueUsd: 3000, litres: 1000, alcoholByVolume: 12, countryOfOrigin: 'FR' },
  { htsno: '0101.21.00.10', customsValueUsd: 25000, countryOfOrigin: 'CA' },
  { htsno: '7777.77', customsValueUsd: 1 },
  { htsno: '2204.21.50.05', customsValueUsd: 1234.56, litres: 10, countryOfOrigin: 'CN', asOf: '2026-01-15' },
  { htsno: '0101.21.00.10', customsValueUsd: 25000, countryOfOrigin: 'CN', modeOfTransport: 'vessel' },
];
const post = (body: unknown) => call('/v1/duty-estimates', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('the batch answer', () => {
  it('default: byte for byte JSON.stringify of the answer the use case makes', async () => {
    const response = await post({ lines: LINES });
    expect(response.status).toBe(200);
    const text = await response.text();
    const read = readBatchJson({ lines: LINES });
    if (!read.ok) throw new Error('the batch reads');
    const deps = fixtureDeps();
    const { lines, totals } = await estimateBatch(deps, read.value, undefined, NOW);
    const expected = JSON.stringify({ estimate: true, lines, totals, disclaimer: DISCLAIMER, derived: true, datasetVersions: (await deps.envelope()).datasetVersions });
    expect(text).toBe(expected);
    expect(DutyBatchEstimate.safeParse(JSON.parse(text)).success).toBe(true);
  });

  it('compact (chapter99Texts: once): the same lines once expanded, the same totals, fewer bytes, its schema', async () => {
    const full = await (await post({ lines: LINES })).text();
    const compactText = await (await post({ lines: LINES, chapter99Texts: 'once' })).text();
    const inline = JSON.parse(full);
    const compact = JSON.parse(compactText) as { lines: CompactBatchLine[]; chapter99Texts: BatchChapter99Texts } & Record<string, unknown>;
    expect(compact.chapter99Texts.length).toBeGreaterThan(0);
    expect(compactText.length).toBeLessThan(full.length * 0.8);
    expect(expandChapter99Texts(compact.lines, compact.chapter99Texts)).toEqual(inline.lines);
    const { lines: _a, chapter99Texts: _b, ...rest } = compact;
    const { lines: _c, ...restInline } = inline;
    expect(rest).toEqual(restInline);
    expect(DutyBatchAnswer.safeParse(compact).success).toBe(true);
    // Every entry is named by some candidate, and each once.
    const named = new Set(compact.lines.flatMap((l) => ('estimate' in l ? l.estimate.chapter99Candidates.map((c) => c.texts) : [])));
    expect(named.size).toBe(compact.chapter99Texts.length);
    expect(new Set(compact.chapter99Texts.map((e) => JSON.stringify(e))).size).toBe(compact.chapter99Texts.length);
    // A candidate carries none of the members it names.
    for (const l of compact.lines) if ('estimate' in l) for (const c of l.estimate.chapter99Candidates) expect(Object.keys(c)).not.toContain('description');
  });

  it('inline is the default, and anything but inline or once is a 400', async () => {
    expect(await (await post({ lines: LINES, chapter99Texts: 'inline' })).text()).toBe(await (await post({ lines: LINES })).text());
    expect((await post({ lines: LINES, chapter99Texts: 'twice' })).status).toBe(400);
  });
});
