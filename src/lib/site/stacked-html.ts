import type { DutyEstimate } from '../schema/duty-estimate.ts';
import type { Stacked, StackQuestion } from '../schema/duty-stack.ts';
import { escapeHtml as e } from './escape-html.ts';
import { formatAmount, formatPercent, formatUsd } from './format.ts';

/**
 * What the entry would owe under the law of its date and the facts declared (`stacked`), as HTML shared by the
 * server page and the browser script: the total first, then what the entry reports in CBP's order (a table, each
 * line's working folded), the questions whose answers would change the total (each answer a link that asks again
 * with it, so it works without JavaScript), the open questions of reading with the total under each, and what the
 * publisher issued after the build that may reach the entry.
 */

/** Where answering a question leads: the page asked again with the answer added. */
export type AnswerHref = (question: StackQuestion, reading: number) => string | null;

const money = (n: number | null): string => (n === null ? 'not computed' : formatUsd(n));

const appliedTable = (s: Stacked): string =>
  '<table class="stacked-lines" data-stacked-lines><caption>What the entry reports, in order (the goods\' own line last)</caption>' +
  '<thead><tr><th scope="col">Number</th><th scope="col">Rate</th><th scope="col" class="num">On (USD)</th><th scope="col" class="num">Amount (USD)</th></tr></thead><tbody>' +
  s.applied
    .map(
      (a) =>
        `<tr><th scope="row">${e(a.heading)}</th><td data-label="Rate">${e(a.rate || 'none')}<details class="layer-working"><summary>Why and how</summary><p>${e(a.because)}</p>` +
        `<table class="working"><tbody>${a.working.map((w) => `<tr><td>${e(w.basis)}</td><td class="num">${e(formatAmount(w.amountUsd))}</td></tr>`).join('')}</tbody></table>` +
        `<p class="muted">Source: ${e(a.source)}</p></details></td><td class="num" data-label="On (USD)">${e(formatAmount(a.basisUsd))}</td><td class="num" data-label="Amount (USD)">${e(formatAmount(a.amountUsd))}</td></tr>`,
    )
    .join('') +
  `</tbody><tfoot><tr><th scope="row" colspan="3">Total</th><td class="num" data-label="Total (USD)"><strong>${e(money(s.totalDutyUsd))}</strong></td></tr></tfoot></table>`;

const questionsHtml = (s: Stacked, answerHref?: AnswerHref): string => {
  if (s.questions.length === 0) return '<p>No undeclared fact would change this total.</p>';
  const item = (q: StackQuestion): string => {
    const readings = q.readings
      .map((r, i) => {
        const href = i === 0 ? null : (answerHref?.(q, i) ?? null);
        const text = `${e(r.answer)}: <strong>${e(money(r.totalDutyUsd))}</strong>`;
        return `<li>${href ? `<a href="${e(href)}">${text}</a>` : text}${i === 0 ? ' <span class="muted">(the total above)</span>' : ''}</li>`;
      })
      .join('');
    return `<li><p>${e(q.asks)}</p><ul class="readings">${readings}</ul></li>`;
  };
  return `<ul class="questions" data-stack-questions>${s.questions.map(item).join('')}</ul>`;
};

const openQuestionsHtml = (s: Stacked): string =>
  s.openQuestions.length === 0
    ? ''
    : '<h4>Where the texts allow two readings</h4><ul class="questions" data-open-questions>' +
      s.openQuestions
        .map(
          (q) =>
            `<li><p>${e(q.question)}</p><ul class="readings">${q.readings
              .map((r) => `<li>${e(r.says)}: <strong>${e(money(r.totalDutyUsd))}</strong>${r.reading === q.chosen ? ' <span class="muted">(the total above: ' + e(q.because) + ')</span>' : ''}</li>`)
              .join('')}</ul><p class="muted">${e(q.source)}</p></li>`,
        )
        .join('') +
      '</ul>';

const laterHtml = (s: Stacked): string =>
  s.complete
    ? ''
    : `<div class="as-of" role="note" data-incomplete><p><strong>Not complete:</strong> ${e(s.completeBecause ?? 'the schedule in the build is older than this entry date')}.</p>` +
      laterList('Published since, priced above from their notices as other calculators quote them (the build\'s schedule lacks their text), and reaching this entry:', s.laterActions.filter((a) => a.pricedBy !== undefined)) +
      laterList('Published since, not priced here, and may reach this entry:', s.laterActions.filter((a) => a.pricedBy === undefined)) +
      '</div>';

const laterList = (heading: string, actions: Stacked['laterActions']): string =>
  actions.length === 0
    ? ''
    : `<p>${e(heading)}</p><ul>${actions.map((a) => `<li>${e(a.headings)} from ${e(a.from)} (${e(a.release)}): ${e(a.rate)}. <span class="muted">${e(a.why)}</span></li>`).join('')}</ul>`;

export const stackedHtml = (estimate: DutyEstimate, answerHref?: AnswerHref): string => {
  const s = estimate.stacked;
  if (s === undefined) return '';
  const total =
    s.totalDutyUsd === null
      ? `<p class="refusal" role="note"><strong>No total:</strong> ${e(s.notComputedBecause ?? 'a part could not be computed')}</p>`
      : `<p class="duty">What this entry would owe under the facts you gave: <strong data-stacked-total>${e(formatUsd(s.totalDutyUsd))}</strong>` +
        (s.effectiveRate !== null ? ` (${e(formatPercent(s.effectiveRate))} of the customs value)` : '') +
        `, for an entry on ${e(s.entryDate)}.</p>`;
  return (
    '<section class="stacked" aria-labelledby="stacked-heading" data-stacked>' +
    '<h3 id="stacked-heading">What the entry owes</h3>' +
    total +
    laterHtml(s) +
    appliedTable(s) +
    '<h4>What would change it</h4>' +
    questionsHtml(s, answerHref) +
    openQuestionsHtml(s) +
    '<p class="muted">Read from the law of the entry date as known today (content/chapter99): the duty above stays the published rate of the line, and the stack is the law\'s sum under your answers; U.S. Customs and Border Protection decides what is owed.</p>' +
    '</section>'
  );
};
