/**
 * Browser side of the estimate form: POSTs the form to /v1/duty-estimate
 * and renders the answer in place with the same HTML the server renders.
 * Loaded on demand (its renderers are most of the page's script), so that
 * opening the page runs almost no script.
 * Any answer it cannot show (validation errors, an as-of date refused
 * with 402 or 422, unknown or ambiguous numbers, an API not deployed)
 * falls back to the plain form submission, which the server page answers
 * in full, with the message next to its field.
 */
import type { DutyEstimate } from '../lib/schema/duty-estimate.ts';
import { estimateChartHtml } from '../lib/site/estimate-chart-html.ts';
import { estimateResultHtml } from '../lib/site/estimate-result-html.ts';
import { answerLinks, formQuery, readEstimateForm, toDutyRequest } from '../lib/site/estimate-form.ts';

const postEstimate = async (body: unknown): Promise<DutyEstimate | null> => {
  const response = await fetch('/v1/duty-estimate', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) return null;
  const estimate = (await response.json()) as DutyEstimate;
  return estimate.estimate === true ? estimate : null;
};

/**
 * The form's submission with JavaScript, once this module is loaded (the page loads it on the first touch of the
 * form, or at the latest on submit: src/pages/estimate.astro): the estimate from the API rendered in place, or,
 * for anything it cannot show, the plain submission the server page answers.
 */
export const submitEstimate = async (form: HTMLFormElement, result: HTMLElement): Promise<void> => {
  const status = document.getElementById('estimate-status');
  const { values } = readEstimateForm(new FormData(form) as unknown as { get(name: string): string | null; getAll(name: string): string[] });
  const request = toDutyRequest(values);
  // The server page explains each field.
  if (!request.ok || !status) return form.submit();
  status.textContent = 'Estimating…';
  try {
    const estimate = await postEstimate(request.body);
    if (estimate === null) throw new Error('not an estimate');
    // The answer carries the parsed rate of the column used: the chart needs no second request.
    const html = estimateResultHtml(estimate, estimateChartHtml(estimate, estimate.parsedRate ?? null), answerLinks(values));
    result.innerHTML = html;
    result.dataset.source = 'api';
    status.textContent = estimate.applicable ? 'Estimate ready.' : 'No number: see the reason.';
    history.replaceState(null, '', `/estimate/?${formQuery(values)}`);
    document.getElementById('result-heading')?.focus();
  } catch {
    status.textContent = '';
    form.submit();
  }
};
