/**
 * Browser side of the estimate form: POSTs the form to /v1/duty-estimate
 * and renders the answer in place with the same HTML the server renders.
 * Any answer it cannot show (validation errors, an as-of date refused
 * with 402 or 422, unknown or ambiguous numbers, an API not deployed)
 * falls back to the plain form submission, which the server page answers
 * in full, with the message next to its field.
 */
import type { DutyEstimate } from '../lib/schema/duty-estimate.ts';
import { estimateChartHtml } from '../lib/site/estimate-chart-html.ts';
import { estimateResultHtml } from '../lib/site/estimate-result-html.ts';
import { formQuery, readEstimateForm, toDutyRequest } from '../lib/site/estimate-form.ts';

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

export const attachEstimateForm = (form: HTMLFormElement | null, result: HTMLElement | null): void => {
  const status = document.getElementById('estimate-status');
  if (!form || !result || !status) return;
  form.addEventListener('submit', (event) => {
    const { values } = readEstimateForm(new FormData(form) as unknown as { get(name: string): string | null });
    const request = toDutyRequest(values);
    if (!request.ok) return; // the server page explains each field
    event.preventDefault();
    status.textContent = 'Estimating…';
    void (async () => {
      try {
        const estimate = await postEstimate(request.body);
        if (estimate === null) throw new Error('not an estimate');
        // The answer carries the parsed rate of the column used: the chart needs no second request.
        const html = estimateResultHtml(estimate, estimateChartHtml(estimate, estimate.parsedRate ?? null));
        result.innerHTML = html;
        result.dataset.source = 'api';
        status.textContent = estimate.applicable ? 'Estimate ready.' : 'No number: see the reason.';
        history.replaceState(null, '', `/estimate/?${formQuery(values)}`);
        document.getElementById('result-heading')?.focus();
      } catch {
        status.textContent = '';
        form.submit();
      }
    })();
  });
  form.dataset.enhanced = 'true';
};
