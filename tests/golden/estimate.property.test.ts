import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateDuty } from '../../src/lib/estimate/estimate-duty.ts';
import { readShipment } from '../../src/lib/pricing/read-shipment.ts';
import { fromNumber } from '../../src/lib/money/index.ts';
import { DutyEstimate, type EstimateOrigin } from '../../src/lib/schema/duty-estimate.ts';
import { DutyRequest, MAX_AMOUNT } from '../../src/lib/schema/duty-request.ts';
import { PRICED_KINDS, type ParsedRate } from '../../src/lib/schema/rate.ts';
import type { TariffLine } from '../../src/lib/schema/tariff-line.ts';
import { ACCEPTED_UNIT_SPELLINGS } from '../../src/lib/units/canonical-unit.ts';
import { realLines } from '../unit/estimate/real-schedule.ts';

// One real line per distinct (general, special, other) rate triple: every parsed rate of the schedule.
const distinctLines = (): TariffLine[] => {
  const seen = new Map<string, TariffLine>();
  for (const line of realLines()) seen.set(`${line.general.text}|${line.special.text}|${line.other.text}`, line);
  return [...seen.values()];
};
const LINES = distinctLines();

const programmes = [...new Set(LINES.flatMap((l) => l.parsedSpecial?.groups.flatMap((g) => g.programmes) ?? []))];
const origin: fc.Arbitrary<EstimateOrigin | undefined> = fc.option(
  fc.record({
    name: fc.constantFrom('Australia', 'Jordan', 'Cuba', 'Nowhere'),
    iso2: fc.option(fc.constantFrom('AU', 'JO', 'CU'), { nil: null }),
    column2: fc.boolean(),
    programmes: fc.subarray(programmes).map((codes) => codes.map((code) => ({ code, name: `programme ${code}` }))),
  }),
  { nil: undefined },
);

// Any schema-valid amount: 0, -0, tiny, huge, and plain ones.
const amount = fc.oneof(
  fc.double({ min: 0, max: MAX_AMOUNT, noNaN: true }),
  fc.constantFrom(0, -0, 1, 0.005, 750, 10027, MAX_AMOUNT),
  fc.integer({ min: 0, max: 1_000_000 }),
);
// Mostly accepted spellings; now and then any string (a typed 400, never a throw).
const unit = fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...ACCEPTED_UNIT_SPELLINGS) }, { weight: 1, arbitrary: fc.string() });
const request = fc
  .record(
    {
      customsValueUsd: amount,
      quantityPair: fc.tuple(amount, unit),
      quantities: fc.dictionary(fc.constantFrom(...ACCEPTED_UNIT_SPELLINGS), amount, { maxKeys: 3 }),
      litres: amount,
      alcoholByVolume: fc.double({ min: 0, max: 100, noNaN: true }),
      proofLitres: amount,
      column2: fc.boolean(),
    },
    { requiredKeys: ['customsValueUsd'] },
  )
  .map(({ quantityPair, ...rest }) => ({
    htsno: '2204',
    ...rest,
    ...(quantityPair ? { quantity: quantityPair[0], quantityUnit: quantityPair[1] } : {}),
  }));

/** The edge's pure path; null when the request is a 400 (a typed error, not a throw). */
const run = (line: TariffLine, body: unknown, from?: EstimateOrigin): DutyEstimate | null => {
  const parsed = DutyRequest.safeParse(body);
  if (!parsed.success) return null;
  const shipment = readShipment(parsed.data);
  const value = fromNumber(parsed.data.customsValueUsd);
  if (!shipment.ok || !value.ok) return null;
  return estimateDuty({
    line,
    shipment: shipment.value,
    customsValue: value.value,
    ...(from ? { origin: from } : {}),
    ...(parsed.data.column2 !== undefined ? { column2: parsed.data.column2 } : {}),
  });
};

const usedRate = (line: TariffLine, estimate: DutyEstimate): ParsedRate | null => (estimate.column === 'other' ? line.parsedOther : line.parsed);
const allSpecific = (rate: ParsedRate | null): boolean =>
  rate !== null && rate.kind === 'specific' && rate.terms.every((t) => t.type === 'specific' && t.basis === undefined);

// Every unit a rate can ask for, at one amount.
const fullShipment = (quantity: number, customsValueUsd: number) => ({
  htsno: '2204',
  customsValueUsd,
  litres: quantity,
  alcoholByVolume: 40,
  quantities: Object.fromEntries(
    ['kg', 'each', 'pair', 'dozen', 'barrel', 'gross', 'clean kg', 'metric ton', 'jewel', 'head', 'linear meter', 'thousand', 'm2', 'm3', 'gram', 'carat', 'square', 'pack', 'dozen pairs', 'gross line', 'cm3'].map((u) => [u, quantity]),
  ),
});

describe('estimator properties on real parsed rates', () => {
  const line = fc.constantFrom(...LINES);

  it('never throws on a schema-valid request, and keeps the contract of docs/CONTRACT.md 2.5', () => {
    const RUNS = 2000;
    let estimates = 0;
    let priced = 0;
    fc.assert(
      fc.property(line, request, origin, (l, body, from) => {
        const estimate = run(l, body, from);
        if (estimate === null) return;
        estimates++;
        if (estimate.applicable) priced++;
        expect(DutyEstimate.parse(estimate)).toEqual(estimate);
        const rate = usedRate(l, estimate);
        // 0 means Free and nothing else
        if (estimate.dutyUsd === 0) expect(rate?.kind).toBe('free');
        if (rate?.kind === 'free') expect(estimate.dutyUsd).toBe(0);
        expect(estimate.applicable).toBe(estimate.dutyUsd !== null);
        expect(estimate.notApplicableBecause === undefined).toBe(estimate.applicable);
        if (rate !== null && !PRICED_KINDS.includes(rate.kind)) expect(estimate.refusal?.code).toBe('refused-kind');
        if (estimate.requiredUnit !== undefined) expect(['quantity-missing', 'quantity-zero', 'alcohol-missing']).toContain(estimate.refusal?.code);
        expect(estimate.chapter99Candidates.every((c) => c.applied === false)).toBe(true);
        // special rates are offered, never applied
        if (from !== undefined) {
          const sameColumn = run(l, { ...(body as object), column2: estimate.column === 'other' });
          expect(sameColumn).not.toBeNull();
          expect(sameColumn!.dutyUsd).toBe(estimate.dutyUsd);
        }
      }),
      { numRuns: RUNS },
    );
    // About half of the generated requests are 400s (conflicting units): the property must still
    // have judged hundreds of real estimates, and priced some of them, or it proved nothing.
    expect(estimates).toBeGreaterThan(RUNS / 4);
    expect(priced).toBeGreaterThan(RUNS / 20);
  });

  it('never throws on any JSON body at all (a 400 is a value)', () => {
    const body = fc.oneof(fc.jsonValue(), request.map((r) => ({ ...r, extra: 1 })), fc.dictionary(fc.string(), fc.jsonValue()));
    fc.assert(fc.property(line, body, origin, (l, b, from) => void run(l, b, from)), { numRuns: 500 });
  });

  it('a per-unit duty does not vary with customs value', () => {
    const perUnit = LINES.filter((l) => allSpecific(l.parsed));
    expect(perUnit.length).toBeGreaterThan(50);
    let priced = 0;
    fc.assert(
      fc.property(fc.constantFrom(...perUnit), fc.integer({ min: 1, max: 10_000_000 }), amount, amount, (l, q, v1, v2) => {
        const a = run(l, fullShipment(q, v1));
        const b = run(l, fullShipment(q, v2));
        // Both are estimates (never 400s) and agree: the same duty, or the same refusal.
        expect(a).not.toBeNull();
        expect(b).not.toBeNull();
        expect(b!.dutyUsd).toBe(a!.dutyUsd);
        expect(b!.refusal?.code).toBe(a!.refusal?.code);
        if (a!.dutyUsd !== null) priced++;
      }),
      { numRuns: 500 },
    );
    // Two refusals agreeing would prove nothing: most cases must be priced duties.
    expect(priced).toBeGreaterThan(250);
  });

  it('duty is monotonic in quantity and in customs value', () => {
    const priced = LINES.filter((l) => l.parsed !== null && PRICED_KINDS.includes(l.parsed.kind));
    const q = fc.integer({ min: 1, max: 10_000_000 });
    const v = fc.integer({ min: 1, max: 100_000_000 }).map((cents) => cents / 100);
    let compared = 0;
    fc.assert(
      fc.property(fc.constantFrom(...priced), q, q, v, v, (l, q1, q2, v1, v2) => {
        const [qLow, qHigh] = q1 <= q2 ? [q1, q2] : [q2, q1];
        const [vLow, vHigh] = v1 <= v2 ? [v1, v2] : [v2, v1];
        const low = run(l, fullShipment(qLow, vLow));
        const moreQuantity = run(l, fullShipment(qHigh, vLow));
        const moreValue = run(l, fullShipment(qLow, vHigh));
        if (low?.dutyUsd != null && moreQuantity?.dutyUsd != null) expect(moreQuantity.dutyUsd).toBeGreaterThanOrEqual(low.dutyUsd);
        if (low?.dutyUsd != null && moreValue?.dutyUsd != null) expect(moreValue.dutyUsd).toBeGreaterThanOrEqual(low.dutyUsd);
        // a refusal for lack of value or quantity cannot come back with more of both
        if (low?.applicable) {
          compared++;
          expect(run(l, fullShipment(qHigh, vHigh))?.applicable).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
    // Lines refused for a component basis skip every comparison: most cases must be priced ones.
    expect(compared).toBeGreaterThan(250);
  });

  it('a zero quantity never turns a priced compound into a refusal while its percentage is above 0', () => {
    const compounds = LINES.filter(
      (l) => l.parsed?.kind === 'compound' && l.parsed.terms.some((t) => t.type === 'ad-valorem' && t.basis === undefined) && l.parsed.terms.every((t) => t.basis === undefined),
    );
    expect(compounds.length).toBeGreaterThan(20);
    let priced = 0;
    fc.assert(
      fc.property(fc.constantFrom(...compounds), fc.integer({ min: 100, max: 100_000_000 }), (l, cents) => {
        const zero = run(l, { ...fullShipment(0, cents), alcoholByVolume: 0 });
        expect(zero).not.toBeNull();
        if (zero!.applicable) priced++;
        // only a total that rounds to 0.00 may be refused, and then for the zero quantity
        else expect(zero!.refusal?.code).toBe('quantity-zero');
        const some = run(l, fullShipment(1, cents));
        if (zero!.dutyUsd !== null && some?.dutyUsd != null) expect(some.dutyUsd).toBeGreaterThanOrEqual(zero!.dutyUsd);
      }),
      { numRuns: 300 },
    );
    expect(priced).toBeGreaterThan(200);
  });
});
