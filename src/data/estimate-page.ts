/**
 * The estimate page without JavaScript: the form's query, read into the same JSON body the browser script POSTs,
 * answered in process by the estimate use case (the code behind POST /v1/duty-estimate) over the functions' data,
 * and its failures said next to the form's fields. With an "as of" date it is answered as an anonymous caller's
 * request is: from the revision in force then, within the anonymous plan's history window.
 */
import { estimate } from '../app/estimate.ts';
import { joinErrors, type Candidate, type Failure } from '../app/failure.ts';
import type { DutyEstimate } from '../lib/schema/duty-estimate.ts';
import { estimateChartHtml } from '../lib/site/estimate-chart-html.ts';
import { asOfRefusal, toDutyRequest, type EstimateFormValues, type FormErrors, type FormField } from '../lib/site/estimate-form.ts';
import { functionDeps } from './function-deps.ts';

export type EstimateOutcome =
  | { kind: 'invalid'; errors: FormErrors; detail?: string }
  | { kind: 'not-found'; detail: string }
  /** The first candidates (at most MAX_CANDIDATES), how many lines matched, and the API list query that pages through them all. */
  | { kind: 'ambiguous'; detail: string; candidates: Candidate[]; total: number; listQuery: string }
  | { kind: 'estimate'; estimate: DutyEstimate; chart: string };

// Request fields as the use case names them -> the form's fields.
const FIELD_OF: Record<string, FormField> = {
  htsno: 'htsno',
  customsValueUsd: 'value',
  quantity: 'quantity',
  quantityUnit: 'unit',
  alcoholByVolume: 'abv',
  countryOfOrigin: 'origin',
  asOf: 'asOf',
  modeOfTransport: 'mode',
  'contentValuesUsd.steel': 'steel',
  'contentValuesUsd.aluminum': 'aluminum',
  'contentValuesUsd.copper': 'copper',
  'contentValuesUsd.nonUs': 'nonUs',
  'stack.claimedProgramme': 'programme',
  'stack.usContentPercent': 'usContent',
  'stack.loadedOn': 'loadedOn',
  stack: 'origin',
};

/** A failure as the form says it: next to its field where it has one, else above the form. */
const formOutcome = (failure: Failure): EstimateOutcome => {
  switch (failure.kind) {
    case 'not-found':
      return { kind: 'not-found', detail: failure.detail };
    case 'ambiguous':
      return { kind: 'ambiguous', detail: failure.detail, candidates: failure.candidates, total: failure.total, listQuery: failure.listQuery };
    case 'date-refused':
      return { kind: 'invalid', errors: { asOf: asOfRefusal(failure) } };
    case 'unavailable':
    case 'too-large':
      return { kind: 'invalid', errors: {}, detail: failure.detail };
    case 'invalid': {
      const errors: FormErrors = {};
      const unplaced: string[] = [];
      for (const { field, message } of failure.errors) {
        const formField = FIELD_OF[field] ?? FIELD_OF[field.split('.')[0] ?? ''];
        if (formField) errors[formField] ??= message;
        else unplaced.push(`${field}: ${message}`);
      }
      return { kind: 'invalid', errors, detail: unplaced.length > 0 ? unplaced.join('; ') : (failure.detail ?? joinErrors(failure.errors)) };
    }
  }
};

export const runEstimateForm = async (values: EstimateFormValues): Promise<EstimateOutcome> => {
  const request = toDutyRequest(values);
  if (!request.ok) return { kind: 'invalid', errors: request.errors };
  const answer = await estimate(functionDeps, request.body);
  if (!answer.ok) return formOutcome(answer.error);
  // The chart draws the rate of the column used, from the schedule the estimate was read from.
  return { kind: 'estimate', estimate: answer.value, chart: estimateChartHtml(answer.value, answer.value.parsedRate ?? null) };
};
