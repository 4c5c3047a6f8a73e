/**
 * The estimate page without JavaScript: the form's query, read into the
 * same JSON body the browser script POSTs, answered in process by the same
 * code as POST /v1/duty-estimate (estimateFromBody) over the functions' data.
 * With an "as of" date it is answered as an anonymous caller's request is:
 * from the revision in force then, within the anonymous plan's history window.
 */
import { estimateFromBody } from '../http/handlers/duty-estimate.ts';
import type { DutyEstimate } from '../lib/schema/duty-estimate.ts';
import { estimateChartHtml } from '../lib/site/estimate-chart-html.ts';
import { asOfRefusal, toDutyRequest, type EstimateFormValues, type FormErrors, type FormField } from '../lib/site/estimate-form.ts';
import { functionDeps } from './function-deps.ts';

export type EstimateOutcome =
  | { kind: 'invalid'; errors: FormErrors; detail?: string }
  | { kind: 'not-found'; detail: string }
  /** The first candidates (at most MAX_CANDIDATES), how many lines matched, and the API list query that pages through them all. */
  | { kind: 'ambiguous'; detail: string; candidates: { code: string; description: string }[]; total: number; listQuery: string }
  | { kind: 'estimate'; estimate: DutyEstimate; chart: string };

// Request fields as the problem document names them -> the form's fields.
const FIELD_OF: Record<string, FormField> = {
  htsno: 'htsno',
  customsValueUsd: 'value',
  quantity: 'quantity',
  quantityUnit: 'unit',
  alcoholByVolume: 'abv',
  countryOfOrigin: 'origin',
  asOf: 'asOf',
};

export const runEstimateForm = async (values: EstimateFormValues): Promise<EstimateOutcome> => {
  const request = toDutyRequest(values);
  if (!request.ok) return { kind: 'invalid', errors: request.errors };
  const reply = await estimateFromBody(functionDeps, request.body);
  if (reply.kind === 'json') {
    const estimate = reply.body as unknown as DutyEstimate;
    // The chart draws the rate of the schedule the estimate was read from.
    const history = estimate.asOf ? await functionDeps.history() : null;
    const at = history && estimate.asOf ? (await history.index()).revisions.findIndex((r) => r.id === estimate.asOf!.revision) : -1;
    const store = history && at >= 0 ? await history.storeAt(at) : (await functionDeps.hts()).store;
    const found = await store.lookup(estimate.htsno);
    const line = found.kind === 'found' ? found.line : null;
    const rate = line === null ? null : estimate.column === 'other' ? line.parsedOther : line.parsed;
    return { kind: 'estimate', estimate, chart: estimateChartHtml(estimate, rate) };
  }
  if (reply.kind === 'problem' && reply.status === 404) return { kind: 'not-found', detail: reply.detail ?? 'No such line' };
  if (reply.kind === 'problem' && reply.status === 409) {
    const candidates = (reply.extensions?.candidates ?? []) as { code: string; description: string }[];
    const total = typeof reply.extensions?.total === 'number' ? reply.extensions.total : candidates.length;
    const listQuery = typeof reply.extensions?.listQuery === 'string' ? reply.extensions.listQuery : '';
    return { kind: 'ambiguous', detail: reply.detail ?? '', candidates, total, listQuery };
  }
  const errors: FormErrors = {};
  const refused = reply.kind === 'problem' ? asOfRefusal(reply.status, reply.extensions) : null;
  if (refused !== null) return { kind: 'invalid', errors: { asOf: refused } };
  const listed = reply.kind === 'problem' ? ((reply.extensions?.errors ?? []) as { field: string; message: string }[]) : [];
  const unplaced: string[] = [];
  for (const { field, message } of listed) {
    const formField = FIELD_OF[field.split('.')[0] ?? ''];
    if (formField) errors[formField] ??= message;
    else unplaced.push(`${field}: ${message}`);
  }
  const detail = unplaced.length > 0 ? unplaced.join('; ') : reply.kind === 'problem' ? reply.detail : reply.kind === 'bad-filter' ? reply.details.join('; ') : undefined;
  return { kind: 'invalid', errors, ...(detail ? { detail } : {}) };
};
