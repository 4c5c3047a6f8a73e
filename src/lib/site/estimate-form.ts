import type { DutyRequest } from '../schema/duty-request.ts';

/**
 * The estimate form: the same field names in the GET query (no JavaScript)
 * and in the browser script, read into the JSON body of POST
 * /v1/duty-estimate. Checks only what a form can get wrong (a number that is
 * not a number, a quantity without a unit); the request schema does the rest.
 */
export const FORM_FIELDS = ['htsno', 'value', 'quantity', 'unit', 'abv', 'origin', 'asOf', 'column2', 'mode', 'steel', 'aluminum', 'copper', 'nonUs'] as const;
/** The declared contents a chapter 99 rate may be assessed on, as form fields (contentValuesUsd's keys). */
export const CONTENT_FIELDS = ['steel', 'aluminum', 'copper', 'nonUs'] as const;
type ContentField = (typeof CONTENT_FIELDS)[number];
export type FormField = (typeof FORM_FIELDS)[number];

export interface EstimateFormValues {
  htsno: string;
  value: string;
  quantity: string;
  unit: string;
  abv: string;
  origin: string;
  /** The entry date (YYYY-MM-DD) whose schedule applies; '' for the current schedule. */
  asOf: string;
  column2: boolean;
  /** modeOfTransport; '' when not given. */
  mode: string;
  steel: string;
  aluminum: string;
  copper: string;
  nonUs: string;
}
export type FormErrors = Partial<Record<FormField, string>>;

export const FIELD_LABELS: Record<FormField, string> = {
  htsno: 'Tariff number',
  value: 'Customs value (USD)',
  quantity: 'Quantity',
  unit: 'Unit',
  abv: 'Alcohol by volume (%)',
  origin: 'Country of origin',
  asOf: 'As of (entry date)',
  column2: 'Column 2',
  mode: 'Mode of transport',
  steel: 'Steel content (USD)',
  aluminum: 'Aluminum content (USD)',
  copper: 'Copper content (USD)',
  nonUs: 'Non-U.S. content (USD)',
};

export const readEstimateForm = (source: { get(name: string): string | null }): { values: EstimateFormValues; submitted: boolean } => {
  const text = (name: FormField) => (source.get(name) ?? '').trim().slice(0, 200);
  const values: EstimateFormValues = {
    htsno: text('htsno'),
    value: text('value'),
    quantity: text('quantity'),
    unit: text('unit'),
    abv: text('abv'),
    origin: text('origin'),
    asOf: text('asOf'),
    column2: ['on', 'true', '1'].includes(text('column2')),
    mode: text('mode'),
    steel: text('steel'),
    aluminum: text('aluminum'),
    copper: text('copper'),
    nonUs: text('nonUs'),
  };
  return { values, submitted: source.get('htsno') !== null };
};

/** "3,000", "$3000.50", "750" -> a number; anything else -> null. */
export const readNumber = (text: string): number | null => {
  const plain = text.replace(/^\$/, '').replaceAll(',', '').replaceAll(' ', '');
  return /^(\d+(\.\d*)?|\.\d+)$/.test(plain) ? Number(plain) : null;
};

export const toDutyRequest = (v: EstimateFormValues): { ok: true; body: DutyRequest } | { ok: false; errors: FormErrors } => {
  const errors: FormErrors = {};
  if (v.htsno === '') errors.htsno = 'Enter a tariff number, e.g. 2204.21.50.05';
  const value = readNumber(v.value);
  if (value === null) errors.value = v.value === '' ? 'Enter the customs value in US dollars' : 'The customs value must be a number of dollars, e.g. 3000';
  const quantity = v.quantity === '' ? undefined : readNumber(v.quantity);
  if (quantity === null) errors.quantity = 'The quantity must be a number, e.g. 750';
  if (quantity !== undefined && quantity !== null && v.unit === '') errors.unit = 'Choose the unit of the quantity';
  const abv = v.abv === '' ? undefined : readNumber(v.abv);
  if (abv === null || (abv !== undefined && abv > 100)) errors.abv = 'Alcohol by volume is a percent from 0 to 100, e.g. 12.5';
  if (v.asOf !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(v.asOf)) errors.asOf = 'Enter the date as YYYY-MM-DD, e.g. 2026-02-01';
  const contents: Partial<Record<ContentField, number>> = {};
  for (const field of CONTENT_FIELDS) {
    if (v[field] === '') continue;
    const amount = readNumber(v[field]);
    if (amount === null) errors[field] = `The ${FIELD_LABELS[field].replace(' (USD)', '').toLowerCase()} must be a number of dollars, e.g. 3000`;
    else contents[field] = amount;
  }
  if (Object.keys(errors).length > 0 || value === null) return { ok: false, errors };

  const body: DutyRequest = { htsno: v.htsno, customsValueUsd: value };
  if (quantity !== undefined && quantity !== null) {
    body.quantity = quantity;
    body.quantityUnit = v.unit;
  }
  if (abv !== undefined && abv !== null) body.alcoholByVolume = abv;
  if (v.origin !== '') body.countryOfOrigin = v.origin;
  if (v.asOf !== '') body.asOf = v.asOf;
  if (v.column2) body.column2 = true;
  // The request schema names a mode it does not know (a 400 on modeOfTransport, said next to the field).
  if (v.mode !== '') body.modeOfTransport = v.mode as DutyRequest['modeOfTransport'];
  if (Object.keys(contents).length > 0) body.contentValuesUsd = contents;
  return { ok: true, body };
};

/** An asOf date the archive refused, as the estimate use case reports it: before the archive, or beyond the plan's window. */
export type AsOfRefused =
  | { reason: 'before-archive'; retentionStartedOn: string }
  | { reason: 'beyond-window'; window: { historyDays: number; oldestSince: string } };

/** A refused asOf as the form says it next to the field, for the page's (anonymous) plan. */
export const asOfRefusal = (refused: AsOfRefused): string => {
  if (refused.reason === 'before-archive') {
    const start = refused.retentionStartedOn;
    return `Too early: the archive of the schedule starts on ${start} and holds no revision before it. Enter a date on or after ${start}.`;
  }
  const { historyDays, oldestSince } = refused.window;
  return `Beyond the history window: without an API key an estimate reaches back ${historyDays} days, to ${oldestSince}. Enter a later date, or call the API with a plan that reaches further (see /v1/plans).`;
};

/** The query string of a form, for a shareable result URL. */
export const formQuery = (v: EstimateFormValues): string => {
  const q = new URLSearchParams();
  for (const field of FORM_FIELDS) {
    const value = v[field];
    if (field === 'column2') {
      if (value) q.set(field, 'on');
    } else if (value !== '') q.set(field, String(value));
  }
  return q.toString();
};
