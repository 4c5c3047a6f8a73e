import type { DutyEstimate, Refusal } from '../schema/duty-estimate.ts';
import { escapeHtml as e } from './escape-html.ts';
import { chapter99LayersHtml, feesHtml, layerBarsHtml, programmeOptionsHtml } from './estimate-layers-html.ts';
import { lineHref } from './footnote-parts.ts';
import { formatAmount, formatPercent, formatUsd } from './format.ts';
import { historyHref } from './history-view.ts';
import { stackedHtml, type AnswerHref } from './stacked-html.ts';

/**
 * A duty estimate as HTML: with `stacked`, first what the entry owes (stacked-html.ts); then the duty or the refusal
 * and what would unblock it, the working, then the layers beside it (estimate-layers-html.ts: a bar
 * per layer, the programme options, the chapter 99 headings with their
 * amounts, the entry fees); `chart` (estimateChartHtml) goes right after the
 * working. With an as-of date it first names the revision read, and the line
 * links to its history rather than to today's chapter page. Shared by the
 * server page and the browser script.
 */
export const estimateResultHtml = (estimate: DutyEstimate, chart = '', answerHref?: AnswerHref): string => {
  const column = estimate.column === 'other' ? 'column 2' : 'general (column 1)';
  const href = estimate.asOf ? historyHref(estimate.htsno) : lineHref(estimate.htsno);
  const parts: string[] = [`<h2 id="result-heading" tabindex="-1">Estimate for <a href="${e(href)}">${e(estimate.htsno)}</a></h2>`];
  if (estimate.asOf) parts.push(asOfHtml(estimate.asOf));
  // First what the entry owes, when asked (stack): the published duty and its layers follow.
  parts.push(stackedHtml(estimate, answerHref));
  if (estimate.stacked !== undefined) parts.push('<h3>The line\'s own duty</h3>');
  parts.push(
    `<p>Rate used: <strong>${e(estimate.rate || 'none')}</strong>` +
      (estimate.rateKind ? ` ${kindBadge(estimate.rateKind)}` : '') +
      `, ${column} rate, on a customs value of ${e(formatUsd(estimate.customsValueUsd))}.</p>`,
  );
  if (estimate.applicable && estimate.dutyUsd !== null) {
    parts.push(`<p class="duty">Estimated duty: <strong data-duty>${e(formatUsd(estimate.dutyUsd))}</strong></p>`);
    if (estimate.effectiveAdValoremRate !== null) {
      parts.push(`<p>Effective ad valorem rate: <strong>${e(formatPercent(estimate.effectiveAdValoremRate))}</strong> of the customs value.</p>`);
    }
  } else {
    parts.push(
      `<div class="refusal" role="note"><p><strong>No number:</strong> <span data-refusal>${e(estimate.notApplicableBecause ?? 'the rate could not be applied')}</span>.</p>` +
        `<p><strong>What would unblock it:</strong> ${e(unblock(estimate.refusal, estimate.requiredUnit))}</p></div>`,
    );
  }
  if (estimate.working.length > 0) {
    parts.push(
      '<table class="working" data-duty-working><caption>Working</caption><thead><tr><th scope="col">Step</th><th scope="col" class="num">USD</th></tr></thead><tbody>' +
        estimate.working.map((s) => `<tr><td>${e(s.basis)}</td><td class="num">${e(formatAmount(s.amountUsd))}</td></tr>`).join('') +
        '</tbody></table>',
    );
  }
  parts.push(chart);
  const quantities = Object.entries(estimate.quantities);
  if (quantities.length > 0) parts.push(`<p>Shipment as read: ${e(quantities.map(([u, q]) => `${q.toLocaleString('en-US')} ${u}`).join(', '))}.</p>`);
  if (estimate.notes.length > 0) parts.push(`<ul class="notes">${estimate.notes.map((n) => `<li>${e(n)}</li>`).join('')}</ul>`);
  parts.push(layerBarsHtml(estimate), programmeOptionsHtml(estimate), chapter99LayersHtml(estimate), feesHtml(estimate));
  parts.push(`<h3>Not included</h3><ul>${estimate.excludes.map((x) => `<li>${e(x)}</li>`).join('')}</ul>`);
  parts.push(`<p class="disclaimer">${e(estimate.disclaimer)}</p>`);
  return parts.join('');
};

/** Which archived revision an as-of estimate was read from, with its dates and the publication note. */
export const asOfHtml = (asOf: NonNullable<DutyEstimate['asOf']>): string =>
  `<div class="as-of" data-as-of="${e(asOf.revision)}"><p>Schedule as of <strong>${e(asOf.date)}</strong>: revision <strong>${e(asOf.release)}</strong>, ` +
  `published ${e(asOf.publishedOn)}${asOf.policyEffectiveOn ? `, policy effective ${e(asOf.policyEffectiveOn)}` : ''}.</p>` +
  `<p class="muted">${e(asOf.note)}</p></div>`;

export const kindBadge = (kind: string): string => `<span class="k k-${e(kind)}">${e(kind)}</span>`;

const FIELD_NAMES: Record<string, string> = {
  quantity: 'the quantity',
  quantityUnit: 'its unit',
  quantities: 'the quantities',
  litres: 'the quantity in liter',
  alcoholByVolume: 'the alcohol by volume',
  proofLitres: 'the proof litres',
  customsValueUsd: 'the customs value',
};

/** What a caller could send to get a number, from the refusal's code and fields. */
export const unblock = (refusal: Refusal | undefined, requiredUnit?: string): string => {
  const units = refusal?.units?.join(' and ') ?? requiredUnit;
  switch (refusal?.code) {
    case 'quantity-missing':
      return `enter the quantity${units ? ` in ${units}` : ''}.`;
    case 'quantity-zero':
      return `enter a quantity above 0${units ? ` in ${units}` : ''}: a per-unit duty on nothing is not Free.`;
    case 'alcohol-missing':
      return 'enter the alcohol by volume together with the quantity in liter (the rate is per proof liter).';
    case 'refused-kind':
      return `nothing you can enter: a ${refusal.kind ?? 'rate of this'} kind is never priced${refusal.reference ? ` (it refers to ${refusal.reference})` : ''}; read the schedule and ask U.S. Customs and Border Protection.`;
    case 'component-basis':
      return `nothing you can enter here: the rate is assessed on ${refusal.basis ?? 'a component of the goods'}, which this form does not take.`;
    case 'value-basis':
      return `nothing you can enter here: the rate is a percentage of ${refusal.basis ?? 'a value other than the customs value'}, which this form does not take.`;
    case 'no-rate':
      return 'choose a line that carries a rate: a line without one is priced on its subheadings.';
    case 'rate-unparsed':
      return 'nothing you can enter: the rate string could not be read; please report it.';
    case 'duty-not-positive':
      return 'check the customs value and quantity: a rate that is not Free computed to 0.00.';
    case undefined:
      return refusal?.missing?.length ? `enter ${refusal.missing.map((m) => FIELD_NAMES[m] ?? m).join(' and ')}.` : 'see the reason above.';
  }
};
