/**
 * A batch computes what lines share once (a line sent twice is estimated once, and its bytes written once), and its
 * answer is still exactly the lines answered one by one: on generated batches full of repeated lines, origins,
 * dates and modes of transport, the batch's lines, totals, JSON bytes (default and compact) equal those of each line
 * estimated alone (a batch of one, which shares nothing), concatenated.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateBatch } from '../../../src/app/estimate-batch.ts';
import { batchTotals } from '../../../src/lib/estimate/batch-totals.ts';
import { compactChapter99Texts } from '../../../src/lib/estimate/batch-chapter99-texts.ts';
import { DISCLAIMER } from '../../../src/lib/estimate/estimate-texts.ts';
import { readBatchJson, type BatchInput } from '../../../src/lib/estimate/read-batch.ts';
import type { BatchLine } from '../../../src/lib/schema/duty-batch.ts';
import { fixtureCall } from '../../support/fixture-app.ts';
import { createFixtureDeps } from '../../support/fixture-deps.ts';
import { fixtureLines } from '../../support/schedule-fixture.ts';

const deps = createFixtureDeps();
const at = new Date('2026-11-22T12:00:00Z');
const clock = () => at;
const call = fixtureCall({ deps, now: clock });

const tenDigit = fixtureLines()
  .map((l) => l.htsno)
  .filter((h) => h.replaceAll('.', '').length === 10);
// Lines with many chapter 99 candidates (footnotes, notes, named headings, origin-wide) and plain ones, a prefix
// several lines share (409), a number nothing has (404).
const numbers = [...tenDigit.filter((_, i) => i % Math.max(1, Math.floor(tenDigit.length / 14)) === 0), '2204', '7777.77.77.77', '2204215005'];

const body = fc
  .record(
    {
      htsno: fc.constantFrom(...numbers),
      customsValueUsd: fc.oneof(fc.constantFrom(0, -0, 1000, 10_027, 25_000.5), fc.integer({ min: 0, max: 1_000_000 }).map((c) => c / 100)),
      quantity: fc.constantFrom(0, 10, 750, 1000).chain((q) => fc.constantFrom('kg', 'liter', 'pr.', 'doz.', 'each').map((u) => ({ q, u }))),
      litres: fc.constantFrom(-0, 1, 750),
      alcoholByVolume: fc.constantFrom(0, 12, 40.5),
      countryOfOrigin: fc.constantFrom('FR', 'CN', 'China', 'MX', 'CU', 'RU', 'Atlantis'),
      // Today's schedule, each revision of the fixture's archive, before the archive, beyond the window.
      asOf: fc.constantFrom('2026-11-01', '2026-06-08', '2026-06-08', '2026-01-15', '2026-01-15', '2025-03-01', '2020-01-01'),
      modeOfTransport: fc.constantFrom('vessel', 'air', 'truck'),
      column2: fc.boolean(),
      contentValuesUsd: fc.constantFrom({ steel: 100 }, { aluminum: 50, nonUs: 10 }),
    },
    { requiredKeys: ['htsno', 'customsValueUsd'] },
  )
  .map(({ quantity, ...b }) => ({ ...b, ...(quantity ? { quantity: quantity.q, quantityUnit: quantity.u } : {}) }))
  .chain((b) => fc.shuffledSubarray(Object.keys(b), { minLength: Object.keys(b).length }).map((order) => Object.fromEntries(order.map((k) => [k, b[k as keyof typeof b]]))));

// A few distinct bodies, each sent many times (sometimes with its members in another order, often with other
// amounts: the same line, origin and date at another value), and lines that are no object.
const batch = fc
  .array(fc.oneof({ weight: 12, arbitrary: body }, { weight: 1, arbitrary: body.map((b) => ({ ...b, bogus: 1 })) }, { weight: 1, arbitrary: fc.constantFrom(12, null, 'x') as fc.Arbitrary<unknown> }), {
    minLength: 1,
    maxLength: 8,
  })
  .chain((distinct) =>
    fc.array(fc.tuple(fc.constantFrom(...distinct), fc.option(fc.integer({ min: 0, max: 10_000_000 }), { freq: 2 })), { minLength: 20, maxLength: 80 }).map((picks) =>
      picks.map(([b, cents]) => (cents === null || b === null || typeof b !== 'object' ? b : { ...b, customsValueUsd: cents / 100 })),
    ),
  );

const inputsOf = (lines: unknown[]): BatchInput[] => {
  const read = readBatchJson(JSON.parse(JSON.stringify({ lines })));
  if (!read.ok) throw new Error(read.error.detail);
  return read.value;
};

/** Each line estimated alone (a batch of one shares nothing with any other line), then the totals of them all. */
const alone = async (inputs: BatchInput[]) => {
  const lines: BatchLine[] = [];
  for (const input of inputs) lines.push((await estimateBatch(deps, [input], undefined, clock)).lines[0]!);
  return { lines, totals: batchTotals(lines, await deps.fees()) };
};

const post = (lines: unknown[], once: boolean) =>
  call('/v1/duty-estimates', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ lines, ...(once ? { chapter99Texts: 'once' } : {}) }) }).then(async (r) => {
    expect(r.status).toBe(200);
    return r.text();
  });

describe('a batch of repeated lines', () => {
  it('equals its lines estimated one by one: lines, totals and the JSON bytes, default and compact', async () => {
    const seen = { estimates: 0, problems: 0, repeats: 0 };
    await fc.assert(
      fc.asyncProperty(batch, async (lines) => {
        const inputs = inputsOf(lines);
        const expected = await alone(inputs);
        const got = await estimateBatch(deps, inputs, undefined, clock);
        expect(JSON.stringify(got)).toBe(JSON.stringify(expected));
        for (const l of expected.lines) seen['estimate' in l ? 'estimates' : 'problems']++;
        seen.repeats += inputs.length - new Set(lines.map((l) => JSON.stringify(l))).size;

        const text = await post(lines, false);
        const { datasetVersions } = JSON.parse(text) as { datasetVersions: unknown };
        expect(text).toBe(JSON.stringify({ estimate: true, lines: expected.lines, totals: expected.totals, disclaimer: DISCLAIMER, derived: true, datasetVersions }));
        const compact = compactChapter99Texts(expected.lines);
        const expectedCompact = { estimate: true, lines: compact.lines, totals: expected.totals, chapter99Texts: compact.chapter99Texts, disclaimer: DISCLAIMER, derived: true, datasetVersions };
        expect(await post(lines, true)).toBe(JSON.stringify(expectedCompact));
      }),
      { numRuns: 60 },
    );
    // The generator reached what it is for: estimates, problems, and lines sent again.
    expect(seen.estimates).toBeGreaterThan(300);
    expect(seen.problems).toBeGreaterThan(30);
    expect(seen.repeats).toBeGreaterThan(500);
  });

  it('enters every line of a batch on one date, read from the clock once', async () => {
    let reads = 0;
    const ticking = () => new Date(at.getTime() + 86_400_000 * reads++);
    const inputs = inputsOf([{ htsno: numbers[0], customsValueUsd: 100 }, { htsno: numbers[1], customsValueUsd: 100 }]);
    const { lines } = await estimateBatch(deps, inputs, undefined, ticking);
    expect(reads).toBe(1);
    for (const l of lines) if ('estimate' in l) expect(l.estimate.fees?.entryDate).toBe('2026-11-22');
  });
});
