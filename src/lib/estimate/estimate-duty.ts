import type { ContentValues } from '../chapter99/price-chapter99.ts';
import { entryFees } from '../fees/entry-fees.ts';
import { divideHalfUp, toJsonNumber, type ExactDecimal } from '../money/index.ts';
import type { DutyEstimate, EstimateOrigin, GeneralRateAmount } from '../schema/duty-estimate.ts';
import type { ModeOfTransport } from '../schema/duty-request.ts';
import type { FeeTable } from '../schema/fee-table.ts';
import type { TariffLine } from '../schema/tariff-line.ts';
import { chapter99Candidates, type Chapter99Lookups, type Chapter99Memo } from './chapter99-candidates.ts';
import { DISCLAIMER, excludesFor } from './estimate-texts.ts';
import { priceRate } from '../pricing/price-rate.ts';
import { pricedAmount } from './priced-amount.ts';
import type { Shipment } from '../pricing/read-shipment.ts';
import { specialRatesAvailable } from './special-rates.ts';
import { applyLaw, type LawContext } from './law-statuses.ts';

export type { Chapter99Heading } from './chapter99-candidates.ts';

/** One shipment on one line; the chapter 99 lookups (Chapter99Lookups) say what the candidates can tell. */
export interface EstimateInput extends Chapter99Lookups {
  line: TariffLine;
  shipment: Shipment;
  customsValue: ExactDecimal;
  origin?: EstimateOrigin;
  /** The request's column2 flag. */
  column2?: boolean;
  /** The entry date, YYYY-MM-DD: the request's asOf, else today (the edge decides; never the clock in here). */
  entryDate?: string;
  /** Declared content values (readContentValues), for chapter 99 rates on the value of a content. */
  contentValues?: ContentValues;
  /** The curated fee table (content/fees/entry-fees.json): with it and entryDate the estimate carries `fees`. */
  feeTable?: FeeTable;
  /** The request's modeOfTransport; the harbor maintenance fee is due only by vessel. */
  modeOfTransport?: ModeOfTransport;
  /** Kept across the lines of a batch: their chapter 99 candidates' texts read once (chapter99Memo). */
  chapter99Memo?: Chapter99Memo;
  /** The law of content/chapter99 (law-statuses.ts): with it each candidate gains its status, and `stack` the stacked total. */
  law?: LawContext;
}

// duty / customs value, rounded half-up to 6 places (0.00945 = 0.945%).
const EFFECTIVE_RATE_SCALE = 6;

/**
 * One shipment on one line: the duty or a refusal with its reason, the
 * arithmetic, and what the estimate leaves out. Column 2 applies when the
 * request asks for it or the origin is a column 2 country, and the general
 * rate's amount is shown beside it; special-programme rates are offered only
 * for column 1, each priced with its working. Beside the duty, never added to
 * it: each chapter 99 candidate's amount (ifApplied) and, with the fee table
 * and the entry date, the entry fees. Never throws on a schema-valid request.
 */
export const estimateDuty = (input: EstimateInput): DutyEstimate => {
  const { line, shipment, customsValue, origin } = input;
  const notes: string[] = [];
  const useColumn2 = input.column2 === true || origin?.column2 === true;
  if (origin?.column2) {
    notes.push(`${origin.name} is a column 2 country (denied normal trade relations): the column 2 rate applies`);
  } else if (useColumn2) notes.push('column2 was requested: the column 2 rate applies');

  const column = useColumn2 ? line.other : line.general;
  const rate = useColumn2 ? line.parsedOther : line.parsed;
  if (column.inherited && column.source !== null) notes.push(`the rate is inherited from ${column.source}`);

  const priced = priceRate(rate, column.text, shipment, customsValue);
  const dutyUsd = priced.ok ? toJsonNumber(priced.duty) : null;
  const effective = priced.ok && customsValue.units > 0n ? effectiveRate(priced.duty, customsValue) : null;

  const quantities: Record<string, number> = {};
  for (const [unit, amount] of Object.entries(shipment.amounts)) quantities[unit] = toJsonNumber(amount);
  if (shipment.reported !== undefined) {
    const units = Object.keys(shipment.reported);
    for (const [unit, amount] of Object.entries(shipment.reported)) quantities[unit] = toJsonNumber(amount);
    notes.push(`${units.join(', ')}: ${units.length === 1 ? 'a unit' : 'units'} the schedule reports quantities in but assesses no duty in; recorded, not priced`);
  }
  if (shipment.proofLiters === 'derived') notes.push('proof liters derived from litres x alcoholByVolume x 2 / 100');

  const pricing = { lineDigits: line.digits, shipment, customsValue, lineDuty: priced, ...(input.contentValues ? { contentValues: input.contentValues } : {}) };
  const fees =
    input.feeTable !== undefined && input.entryDate !== undefined
      ? entryFees({ customsValue, entryDate: input.entryDate, table: input.feeTable, ...(input.modeOfTransport ? { modeOfTransport: input.modeOfTransport } : {}) })
      : undefined;

  const estimate: DutyEstimate = {
    estimate: true,
    htsno: line.htsno,
    rate: column.text,
    rateKind: rate?.kind ?? null,
    column: useColumn2 ? 'other' : 'general',
    customsValueUsd: toJsonNumber(customsValue),
    dutyUsd,
    applicable: priced.ok,
    quantities,
    working: priced.working,
    effectiveAdValoremRate: effective,
    origin: origin ? { name: origin.name, iso2: origin.iso2 } : null,
    notes,
    specialRatesAvailable: origin && !useColumn2 ? specialRatesAvailable(line, origin, shipment, customsValue) : [],
    chapter99Candidates: chapter99Candidates(line, origin, input, { ...pricing, ...(input.entryDate ? { entryDate: input.entryDate } : {}) }, input.chapter99Memo),
    excludes: excludesFor({ fees: fees !== undefined }),
    disclaimer: DISCLAIMER,
    derived: true,
  };
  if (!priced.ok) {
    estimate.notApplicableBecause = priced.reason;
    estimate.refusal = priced.refusal;
    if (priced.requiredUnit !== undefined) estimate.requiredUnit = priced.requiredUnit;
  }
  if (useColumn2) estimate.generalIfNormalTradeRelations = generalRateAmount(line, shipment, customsValue);
  if (fees !== undefined) estimate.fees = fees;
  return input.law === undefined ? estimate : applyLaw(estimate, line, pricing, input.law);
};

/** The column 1 general rate priced for the same shipment: what the column 2 rate costs beside it. */
const generalRateAmount = (line: TariffLine, shipment: Shipment, customsValue: ExactDecimal): GeneralRateAmount => ({
  rate: line.general.text,
  rateKind: line.parsed?.kind ?? null,
  ...pricedAmount(priceRate(line.parsed, line.general.text, shipment, customsValue)),
});

/** duty / value; null when no double holds it (a duty on a value of 1e-300 USD). */
const effectiveRate = (duty: ExactDecimal, value: ExactDecimal): number | null => {
  const rate = toJsonNumber(divideHalfUp(duty, value, EFFECTIVE_RATE_SCALE));
  return Number.isFinite(rate) ? rate : null;
};
