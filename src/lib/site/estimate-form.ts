import type { DutyRequest } from '../schema/duty-request.ts';
import type { StackQuestion } from '../schema/duty-stack.ts';

/**
 * The estimate form: the same field names in the GET query (no JavaScript)
 * and in the browser script, read into the JSON body of POST
 * /v1/duty-estimate. Checks only what a form can get wrong (a number that is
 * not a number, a quantity without a unit); the request schema does the rest.
 */
export const FORM_FIELDS = ['htsno', 'value', 'quantity', 'unit', 'abv', 'origin', 'asOf', 'column2', 'mode', 'steel', 'aluminum', 'copper', 'nonUs', 'programme', 'usContent', 'loadedOn'] as const;
/** The answers to the stack's questions, each "heading:yes" or "heading:no" (a repeated query field). */
export const ANSWER_FIELD = 'answer';
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
  /** The stack's facts: a programme claimed, the U.S. content in percent, the loading date, the answers. */
  programme: string;
  usContent: string;
  loadedOn: string;
  answers: string[];
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
  programme: 'Programme claimed',
  usContent: 'U.S. content (% of the value)',
  loadedOn: 'Loaded for shipment on',
};

export const readEstimateForm = (source: { get(name: string): string | null; getAll?(name: string): string[] }): { values: EstimateFormValues; submitted: boolean } => {
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
    programme: text('programme').toUpperCase(),
    usContent: text('usContent'),
    loadedOn: text('loadedOn'),
    answers: (source.getAll?.(ANSWER_FIELD) ?? [])
      .map((a) => a.trim())
      .filter((a) => ANSWER.test(a))
      .slice(0, 50),
  };
  return { values, submitted: source.get('htsno') !== null };
};

const ANSWER = /^99\d{2}\.\d{2}\.\d{2}:(?:yes|no)$/;

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
  const usContent = v.usContent === '' ? undefined : readNumber(v.usContent.replace(/%$/, ''));
  if (usContent === null || (usContent !== undefined && usContent > 100)) errors.usContent = 'The U.S. content is a percent of the value from 0 to 100, e.g. 25';
  if (v.loadedOn !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(v.loadedOn)) errors.loadedOn = 'Enter the date as YYYY-MM-DD, e.g. 2026-02-20';
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
  // With an origin the page asks what the entry owes: the stacked total under the facts given.
  if (v.origin !== '') {
    const answers = Object.fromEntries(v.answers.map((a) => [a.slice(0, 10), a.endsWith(':yes')]));
    body.stack = {
      ...(v.programme !== '' ? { claimedProgramme: v.programme } : {}),
      ...(usContent !== undefined && usContent !== null ? { usContentPercent: usContent } : {}),
      ...(v.loadedOn !== '' ? { loadedOn: v.loadedOn } : {}),
      ...(v.answers.length > 0 ? { answers } : {}),
    };
  }
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
  for (const a of v.answers) q.append(ANSWER_FIELD, a);
  return q.toString();
};

/** The form's fields a question's fact is declared in. */
const FACT_FIELDS: Record<string, FormField> = {
  'stack.claimedProgramme': 'programme',
  'stack.usContentPercent': 'usContent',
  'stack.loadedOn': 'loadedOn',
  'contentValuesUsd.steel': 'steel',
  'contentValuesUsd.aluminum': 'aluminum',
  'contentValuesUsd.copper': 'copper',
};

/**
 * The page asked again with a question answered: an answer by heading ("9903.01.30:yes") or a fact's field set to
 * the reading's value. Null when the form has no field for the fact.
 */
export const answeredFormValues = (v: EstimateFormValues, fact: string, value: string | number | boolean | null): EstimateFormValues | null => {
  if (fact.startsWith('stack.answers.')) {
    const heading = fact.slice('stack.answers.'.length);
    const answers = v.answers.filter((a) => !a.startsWith(`${heading}:`));
    return { ...v, answers: value === null ? answers : [...answers, `${heading}:${value === true ? 'yes' : 'no'}`] };
  }
  const field = FACT_FIELDS[fact];
  if (field === undefined) return null;
  return { ...v, [field]: value === null ? '' : String(value) };
};

/** The links that answer the stack's questions: the page asked again, the answer in the query (no JavaScript needed). */
export const answerLinks =
  (v: EstimateFormValues) =>
  (question: StackQuestion, reading: number): string | null => {
    const next = answeredFormValues(v, question.fact, question.readings[reading]?.value ?? null);
    return next === null ? null : `/estimate/?${formQuery(next)}#result`;
  };
