/**
 * The estimator on every line of the current schedule (full real data), in
 * both columns, checked against an independent fixed-point oracle.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { estimateDuty } from '../../src/lib/estimate/estimate-duty.ts';
import { readShipment, type Shipment } from '../../src/lib/pricing/read-shipment.ts';
import { buildSchedule } from '../../src/lib/hts/build-schedule.ts';
import { createRateCache } from '../../src/lib/hts/rate-cache.ts';
import { parseDecimal } from '../../src/lib/money/index.ts';
import { DutyEstimate, type EstimateOrigin } from '../../src/lib/schema/duty-estimate.ts';
import { CANONICAL_UNITS, PRICED_KINDS, type ParsedRate } from '../../src/lib/schema/rate.ts';
import type { TariffLine } from '../../src/lib/schema/tariff-line.ts';
import { countryCodes } from '../../src/lib/estimate/country-codes.ts';
import { chapter99Refs } from '../../src/lib/hts/chapter99-refs.ts';
import { findCountry } from '../../src/lib/reference/find-country.ts';
import { htsRows } from '../support/data.ts';
import { loadCountries } from '../unit/reference/load-reference.ts';

const QUANTITY = 1000n;
const PROOF_LITERS = 800n; // 1,000 liters at 40% ABV: 1,000 x 40 x 2 / 100
const VALUE = 10000n;

let lines: TariffLine[];
let shipment: Shipment;
const value = (() => {
  const v = parseDecimal(VALUE.toString());
  if (!v.ok) throw new Error('value');
  return v.value;
})();

beforeAll(() => {
  lines = buildSchedule(htsRows(), createRateCache()).lines;
  const quantities = Object.fromEntries(CANONICAL_UNITS.filter((u) => u !== 'proof liter').map((u) => [u, Number(QUANTITY)]));
  const read = readShipment({ quantities, alcoholByVolume: 40 });
  if (!read.ok) throw new Error(read.error.message);
  shipment = read.value;
});

/**
 * Oracle: the duty in cents from the rate strings, in plain 10^-12 fixed
 * point with its own parsing and rounding; null where it does not apply
 * (refused kinds, bases, bounds, fractional percents).
 */
const FIXED = 12;
const fixed = (decimal: string): bigint | null => {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(decimal);
  if (m === null || (m[2] ?? '').length > FIXED) return null;
  return BigInt(m[1]! + (m[2] ?? '').padEnd(FIXED, '0'));
};
const oracleCents = (rate: ParsedRate | null, quantity = QUANTITY, proofLiters = PROOF_LITERS): bigint | null => {
  if (rate === null || !PRICED_KINDS.includes(rate.kind) || rate.cap || rate.floor) return null;
  if (rate.kind === 'free') return 0n;
  let total = 0n;
  for (const term of rate.terms) {
    if (term.basis !== undefined) return null;
    if (term.type === 'ad-valorem') {
      const percent = fixed(term.percent);
      if (percent === null) return null;
      total += (percent * VALUE) / 100n; // exact: VALUE is a multiple of 100
    } else {
      const amount = fixed(term.amountUsd);
      if (amount === null) return null;
      total += amount * (term.unit === 'proof liter' ? proofLiters : quantity);
    }
  }
  const unit = 10n ** BigInt(FIXED - 2); // one cent
  return total / unit + ((total % unit) * 2n >= unit ? 1n : 0n);
};

const columns = [
  { name: 'general', column2: false, rate: (l: TariffLine) => l.parsed, text: (l: TariffLine) => l.general.text },
  { name: 'other (column 2)', column2: true, rate: (l: TariffLine) => l.parsedOther, text: (l: TariffLine) => l.other.text },
] as const;

describe.each(columns)('every line of the schedule, $name column', (column) => {
  it('is priced exactly as the oracle says, or refused for a stated reason', () => {
    const refusals = new Map<string, number>();
    let priced = 0;
    let checked = 0;
    for (const line of lines) {
      const estimate = estimateDuty({ line, shipment, customsValue: value, column2: column.column2 });
      const rate = column.rate(line);
      expect(estimate.rate).toBe(column.text(line));
      if (estimate.applicable) {
        priced++;
        expect(PRICED_KINDS).toContain(rate?.kind);
        // 0 means Free and nothing else
        expect(estimate.dutyUsd === 0).toBe(rate?.kind === 'free');
        const expected = oracleCents(rate);
        if (expected !== null) {
          checked++;
          expect(Math.round(estimate.dutyUsd! * 100), `${line.htsno} ${rate?.text}`).toBe(Number(expected));
        }
      } else {
        const code = estimate.refusal!.code;
        refusals.set(code, (refusals.get(code) ?? 0) + 1);
        if (rate === null) expect(['no-rate', 'rate-unparsed']).toContain(code);
        else if (!PRICED_KINDS.includes(rate.kind)) expect(estimate.refusal).toMatchObject({ code: 'refused-kind', kind: rate.kind });
        // with every quantity given, a priced rate refuses only a component or other-value basis (or a 0% rate)
        else expect(['component-basis', 'value-basis', 'duty-not-positive'], `${line.htsno} ${rate.text}`).toContain(code);
        if (code === 'value-basis') expect(rate?.kind).toBe('ad-valorem');
        expect(estimate.dutyUsd).toBeNull();
      }
    }
    const refusedKinds = lines.filter((l) => {
      const rate = column.rate(l);
      return rate !== null && !PRICED_KINDS.includes(rate.kind);
    }).length;
    expect(refusals.get('refused-kind') ?? 0).toBe(refusedKinds);
    // the oracle covers all priced lines but those with a fractional percent or a whole-goods basis
    expect(checked).toBeGreaterThan(priced * 0.95);
    expect(priced).toBeGreaterThan(lines.length / 2);
  });

  it('prices a zero quantity when the total is not 0 (a compound\'s percentage stands), refuses it only when it would read as Free', () => {
    const zeroQuantities = Object.fromEntries(CANONICAL_UNITS.filter((u) => u !== 'proof liter').map((u) => [u, 0]));
    const read = readShipment({ quantities: zeroQuantities, alcoholByVolume: 40 });
    if (!read.ok) throw new Error(read.error.message);
    let pricedOnZero = 0;
    let refusedOnZero = 0;
    for (const line of lines) {
      const rate = column.rate(line);
      const expected = oracleCents(rate, 0n, 0n);
      if (expected === null || rate?.kind === 'free') continue;
      const estimate = estimateDuty({ line, shipment: read.value, customsValue: value, column2: column.column2 });
      if (expected > 0n) {
        pricedOnZero++;
        expect(Math.round(estimate.dutyUsd! * 100), `${line.htsno} ${rate?.text}`).toBe(Number(expected));
      } else {
        refusedOnZero++;
        expect(estimate.dutyUsd, `${line.htsno} ${rate?.text}`).toBeNull();
        expect(['quantity-zero', 'duty-not-positive']).toContain(estimate.refusal?.code);
        if (rate!.terms.some((t) => t.type === 'specific')) expect(estimate.refusal?.code).toBe('quantity-zero');
      }
    }
    // every ad valorem line is priced on 0 kg, and every compound with a percentage too; pure per-unit lines refuse
    expect(pricedOnZero).toBeGreaterThan(lines.length / 4);
    expect(refusedOnZero).toBeGreaterThan(100);
  });

  it('keeps docs/CONTRACT.md 2.5 on every classifiable line, with a claimant of every programme', () => {
    const everything: EstimateOrigin = {
      name: 'Everywhere',
      iso2: null,
      column2: false,
      programmes: [...new Set(lines.flatMap((l) => l.parsedSpecial?.groups.flatMap((g) => g.programmes) ?? []))].map((code) => ({ code, name: code })),
    };
    for (const line of lines.filter((l) => l.classifiable)) {
      const plain = estimateDuty({ line, shipment, customsValue: value, column2: column.column2 });
      const offered = estimateDuty({ line, shipment, customsValue: value, column2: column.column2, origin: everything });
      DutyEstimate.parse(offered);
      expect(offered.dutyUsd).toBe(plain.dutyUsd); // offered, never applied
      // a group naming no programme ("Free (See U.S. note 4 ...)") is claimable by no origin
      const groups = line.parsedSpecial?.groups.filter((g) => g.programmes.length > 0).length ?? 0;
      expect(offered.specialRatesAvailable).toHaveLength(column.column2 ? 0 : groups);
      expect(offered.chapter99Candidates.map((c) => c.heading)).toEqual(line.chapter99);
    }
  });
});

describe('chapter 99 candidates on every line of the schedule, with the real countries data', () => {
  it('link every candidate to the footnote naming it, on the line or an ancestor, and scope it only from the heading\'s text', () => {
    const { countries } = loadCountries();
    const byDigits = new Map(lines.map((l) => [l.digits, l]));
    const lookups = {
      chapter99: (heading: string) => {
        const l = byDigits.get(heading.replaceAll('.', ''));
        return l && { heading: l.htsno, description: l.description, descriptionPath: l.descriptionPath, rate: l.general.text };
      },
      lineByDigits: (digits: string) => byDigits.get(digits),
      countryCode: countryCodes(countries),
    };
    // the index the HTTP edge uses answers every name and alias as findCountry does
    for (const c of countries) {
      for (const name of [c.name, ...c.aliases].filter((n) => !/^[A-Za-z]{2}$|^\d{4}$/.test(n.trim()))) {
        expect(lookups.countryCode(name), name).toBe(findCountry(countries, name)?.iso2 ?? null);
      }
    }
    const china: EstimateOrigin = { name: 'China', iso2: 'CN', column2: false, programmes: [] };
    const chile: EstimateOrigin = { name: 'Chile', iso2: 'CL', column2: false, programmes: [] };
    let candidates = 0;
    let inherited = 0;
    const problems: string[] = [];
    const scoped = new Map<string, string>();
    for (const line of lines) {
      if (line.chapter99.length === 0) continue;
      const fromChina = estimateDuty({ line, shipment, customsValue: value, origin: china, ...lookups });
      const fromChile = estimateDuty({ line, shipment, customsValue: value, origin: chile, ...lookups });
      const plain = estimateDuty({ line, shipment, customsValue: value, ...lookups });
      const at = (c: { heading: string }, what: string) => problems.push(`${line.htsno} ${c.heading}: ${what}`);
      if (fromChina.chapter99Candidates.map((c) => c.heading).join() !== line.chapter99.join()) at({ heading: '' }, 'a candidate dropped'); // never dropped
      if (fromChile.dutyUsd !== fromChina.dutyUsd || plain.dutyUsd !== fromChina.dutyUsd) at({ heading: '' }, 'the duty moved with the origin'); // never applied
      for (const [i, c] of fromChina.chapter99Candidates.entries()) {
        candidates++;
        if (c.applied !== false) at(c, 'applied');
        const by = c.linkedBy.htsno === null ? undefined : byDigits.get(c.linkedBy.htsno.replaceAll('.', ''));
        if (by === undefined) {
          at(c, `linked by no line (${JSON.stringify(c.linkedBy)})`);
          continue;
        }
        if (!line.digits.startsWith(by.digits)) at(c, `linked by ${by.htsno}, not this line or an ancestor`);
        if (c.linkedBy.ancestor !== (by.htsno !== line.htsno)) at(c, 'ancestor flag wrong');
        if (!by.footnotes.some((f) => f.text === c.linkedBy.footnote)) at(c, `${by.htsno} has no footnote ${JSON.stringify(c.linkedBy.footnote)}`);
        if (!chapter99Refs([c.linkedBy.footnote ?? '']).includes(c.heading)) at(c, `footnote ${JSON.stringify(c.linkedBy.footnote)} does not name it`);
        if (c.linkedBy.ancestor) inherited++;
        const other = fromChile.chapter99Candidates[i]!;
        if ('originInScope' in plain.chapter99Candidates[i]!) at(c, 'originInScope without an origin');
        if (c.originScope === undefined) {
          if ('originInScope' in c || 'originInScope' in other) at(c, 'originInScope without a scope');
        } else {
          scoped.set(c.heading, c.originScope.join(','));
          if (c.originInScope !== c.originScope.includes('CN') || other.originInScope !== c.originScope.includes('CL')) at(c, 'originInScope wrong');
        }
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
    expect(candidates).toBeGreaterThan(20_000);
    expect(inherited).toBeGreaterThan(10_000);
    // the headings the schedule's footnotes name that limit themselves to named countries
    expect(scoped.get('9903.88.03')).toBe('CN');
    expect(scoped.get('9903.88.15')).toBe('CN');
    expect(scoped.get('9903.90.08')).toBe('RU');
    expect(scoped.get('9903.27.09')).toBe('UA');
    expect(scoped.get('9903.41.05')).toBe('JP');
    expect(scoped.get('9903.92')).toBe('CN');
    expect(scoped.has('9904.17.17')).toBe(false);
    expect(scoped.has('9903.55.01')).toBe(false); // "the product of any country not exempt under U.S. note 32(b)"
    expect([...scoped.values()].every((v) => /^[A-Z]{2}(,[A-Z]{2})*$/.test(v))).toBe(true);
  });
});
