import type { DutyBatchEstimate } from '../schema/duty-batch.ts';
import { escapeHtml as e } from './escape-html.ts';
import { lineHref } from './footnote-parts.ts';
import { formatPercent, formatUsd } from './format.ts';

/**
 * A batch answer as HTML for the estimate page's many-lines mode: the totals (and whether they are the whole
 * invoice's), a table with a row per line (the duty, or the refusal, or the problem), and a link that downloads
 * the same answer as CSV (a data: URL, so it needs no script and no second request).
 */
export const batchResultHtml = (answer: Pick<DutyBatchEstimate, 'lines' | 'totals'>, csv: string, sent: (line: number) => string = () => ''): string => {
  const t = answer.totals;
  const counts = `${t.priced} priced, ${t.free} free, ${t.refused} refused, ${t.invalid} with a problem`;
  const parts: string[] = [`<h3 id="lines-result-heading" tabindex="-1">Estimates for ${answer.lines.length} ${answer.lines.length === 1 ? 'line' : 'lines'}</h3>`];
  parts.push(
    `<p class="duty">Total estimated duty: <strong data-batch-total>${e(formatUsd(t.dutyUsd))}</strong> on a customs value of ${e(formatUsd(t.customsValueUsd))} (${e(counts)}).</p>`,
  );
  parts.push(
    t.complete
      ? '<p>Every line was priced or is Free: the total is the whole of these lines.</p>'
      : '<div class="refusal" role="note"><p><strong>Incomplete:</strong> some lines have no number, so the total covers only the priced lines. Each is explained in the table.</p></div>',
  );
  parts.push(`<p><a download="duty-estimates.csv" href="data:text/csv;charset=utf-8,${e(encodeURIComponent(csv))}" data-batch-download>Download these results as CSV</a></p>`);
  const rows = answer.lines.map((l) => {
    if ('estimate' in l) {
      const x = l.estimate;
      const outcome = x.dutyUsd === null ? `No number: ${x.notApplicableBecause ?? 'the rate could not be applied'}` : x.dutyUsd === 0 ? 'Free' : '';
      return (
        `<tr data-line-status="${x.dutyUsd === null ? 'refused' : x.dutyUsd === 0 ? 'free' : 'priced'}"><th scope="row" data-label="Line">${l.line}</th>` +
        `<td class="short" data-label="Tariff number"><a href="${e(lineHref(x.htsno))}">${e(x.htsno)}</a></td><td class="short" data-label="Rate">${e(x.rate || 'none')}</td>` +
        `<td class="num" data-label="Customs value">${e(formatUsd(x.customsValueUsd))}</td><td class="num" data-label="Duty">${x.dutyUsd === null ? '—' : e(formatUsd(x.dutyUsd))}</td>` +
        `<td class="num" data-label="Effective rate">${x.effectiveAdValoremRate === null ? '' : e(formatPercent(x.effectiveAdValoremRate))}</td><td>${e(outcome)}</td></tr>`
      );
    }
    return `<tr data-line-status="problem"><th scope="row" data-label="Line">${l.line}</th><td class="short" data-label="Tariff number">${e(sent(l.line))}</td><td colspan="4"></td><td>Problem (${l.problem.status}): ${e(l.problem.detail)}</td></tr>`;
  });
  // On a phone each row is a card (the cards class of the site's stylesheet), each value named by its data-label.
  parts.push(
    '<div class="table-scroll"><table class="batch-results cards"><caption>One row per line, in the order sent</caption><thead><tr>' +
      '<th scope="col">Line</th><th scope="col">Tariff number</th><th scope="col">Rate</th><th scope="col" class="num">Customs value</th>' +
      '<th scope="col" class="num">Duty</th><th scope="col" class="num">Effective rate</th><th scope="col">Refusal or problem</th>' +
      `</tr></thead><tbody>${rows.join('')}</tbody><tfoot><tr><th scope="row">Total</th><td colspan="2"></td>` +
      `<td class="num" data-label="Customs value">${e(formatUsd(t.customsValueUsd))}</td><td class="num" data-label="Duty">${e(formatUsd(t.dutyUsd))}</td><td colspan="2">${e(counts)}</td></tr></tfoot></table></div>`,
  );
  return parts.join('\n');
};
