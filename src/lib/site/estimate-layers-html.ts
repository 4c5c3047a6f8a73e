import type { Chapter99Candidate, DutyEstimate, SpecialRateOffer, WorkingStep } from '../schema/duty-estimate.ts';
import type { EntryFee } from '../schema/duty-fees.ts';
import { escapeHtml as e } from './escape-html.ts';
import { lineHref } from './footnote-parts.ts';
import { formatAmount, formatUsd } from './format.ts';
import { historyHref } from './history-view.ts';

/**
 * The layers of an entry's bill beside the duty, as HTML shared by the server
 * page and the browser script: a bar per layer (each fee marked "beside the
 * duty", each other layer "not applied"),
 * the programme options with their working, the general rate beside a column
 * 2 duty, the chapter 99 headings with what each would add (in scope first,
 * other origins apart) and the entry fees. Nothing here adds a layer to the
 * duty: the stacking rules are the broker's to apply.
 */

const kind = (k: string): string => `<span class="k k-${e(k)}">${e(k)}</span>`;

/** The arithmetic of a layer, folded: open it to check the amount as the duty's working is checked. */
const workingHtml = (steps: readonly WorkingStep[], label = 'Working'): string =>
  steps.length === 0
    ? ''
    : `<details class="layer-working"><summary>${e(label)}</summary><table class="working"><tbody>` +
      steps.map((s) => `<tr><td>${e(s.basis)}</td><td class="num">${e(formatAmount(s.amountUsd))}</td></tr>`).join('') +
      '</tbody></table></details>';

interface Bar {
  label: string;
  amountUsd: number;
  applied: boolean;
  /** What the mark beside the amount says, when not applied: a fee is due beside the duty, not "not applied". */
  mark?: string;
}

/** A fee's mark: it is owed on the entry (the HMF only by vessel, when it has an amount), never as part of the duty. */
const BESIDE_THE_DUTY = 'beside the duty';

/** One horizontal bar per layer with an amount, scaled to the largest; every layer but the duty is marked as not in it. */
export const layerBarsHtml = (estimate: DutyEstimate): string => {
  const bars: Bar[] = [];
  if (estimate.dutyUsd !== null) bars.push({ label: `Duty (${estimate.column === 'other' ? 'column 2' : 'general'} rate)`, amountUsd: estimate.dutyUsd, applied: true });
  if (estimate.generalIfNormalTradeRelations?.dutyUsd != null) bars.push({ label: 'General rate instead (normal trade relations)', amountUsd: estimate.generalIfNormalTradeRelations.dutyUsd, applied: false });
  for (const o of estimate.specialRatesAvailable) if (o.dutyUsd !== null) bars.push({ label: `If claimed under ${o.programmes.map((p) => p.code).join(', ')}`, amountUsd: o.dutyUsd, applied: false });
  // In scope (or unscoped) and not out of force on the entry date: the headings that may really reach this entry,
  // and, where the law gave a status, only those that apply or depend on a fact (not one that ended in law).
  // With the stacked total, its table says what applies; the bars keep to the duty, the options and the fees.
  if (estimate.stacked === undefined) {
    for (const c of inScopeFirst(estimate.chapter99Candidates).inScope) {
      const mayReach = c.inForce !== false && (c.status === undefined || c.status === 'applies' || c.status === 'needs-fact');
      if (c.ifApplied.additionalDutyUsd !== null && mayReach) bars.push({ label: `${c.heading} would add`, amountUsd: c.ifApplied.additionalDutyUsd, applied: false });
    }
  }
  if (estimate.fees?.mpf.amountUsd != null) bars.push({ label: 'Merchandise processing fee', amountUsd: estimate.fees.mpf.amountUsd, applied: false, mark: BESIDE_THE_DUTY });
  if (estimate.fees?.hmf.amountUsd != null) bars.push({ label: 'Harbor maintenance fee', amountUsd: estimate.fees.hmf.amountUsd, applied: false, mark: BESIDE_THE_DUTY });
  if (bars.length < 2) return '';
  const top = Math.max(...bars.map((b) => b.amountUsd));
  const rows = bars
    .map((b) => {
      const width = top > 0 ? Math.max(0.5, (b.amountUsd / top) * 100) : 0.5;
      return (
        `<li class="layer${b.applied ? ' layer-duty' : ''}"><span class="layer-label">${e(b.label)}</span>` +
        // An SVG's geometry, not an inline style: the site's CSP (style-src 'self') drops style attributes.
        `<svg class="layer-track" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false"><rect class="layer-bar" width="${width.toFixed(1)}" height="10"></rect></svg>` +
        `<span class="layer-amount">${e(formatUsd(b.amountUsd))}${b.applied ? '' : ` <em class="not-applied">${e(b.mark ?? 'not applied')}</em>`}</span></li>`
      );
    })
    .join('');
  return (
    '<h3 id="layers-heading">The entry, layer by layer</h3>' +
    '<p>Each layer is computed beside the duty and never added to it: which of them apply, and how they stack, is for your broker to decide.</p>' +
    `<ul class="layers" aria-labelledby="layers-heading">${rows}</ul>`
  );
};

const optionRow = (o: SpecialRateOffer): string =>
  `<tr><td>${o.programmes.map((p) => `<abbr title="${e(p.name)}">${e(p.code)}</abbr>`).join(', ')}</td>` +
  `<td>${e(o.rate)} ${kind(o.rateKind)}</td>` +
  (o.dutyUsd === null
    ? `<td>${e(o.notApplicableBecause ?? 'not computable')}${o.requiredUnit ? ` (enter the quantity in ${e(o.requiredUnit)})` : ''}</td></tr>`
    : `<td class="num">${e(formatUsd(o.dutyUsd))}${workingHtml(o.working)}</td></tr>`);

/** The special-programme options the origin could claim, each with its working; or why there are none. */
export const programmeOptionsHtml = (estimate: DutyEstimate): string => {
  const head = '<h3>Special rates the origin could claim</h3>';
  if (estimate.column === 'other') return `${head}<p>None: column 2 applies, and special programmes are column 1 rates.</p>${generalBesideHtml(estimate)}`;
  if (estimate.origin === null) return `${head}<p>Enter a country of origin to see the trade-programme rates it could claim.</p>`;
  if (estimate.specialRatesAvailable.length === 0) return `${head}<p>None for ${e(estimate.origin.name)} on this line.</p>`;
  return (
    `${head}<p>If the goods qualify under the programme's rules of origin; never applied to the duty above.</p>` +
    `<table><thead><tr><th scope="col">Programme</th><th scope="col">Rate</th><th scope="col" class="num">Duty if claimed</th></tr></thead><tbody>${estimate.specialRatesAvailable.map(optionRow).join('')}</tbody></table>`
  );
};

/** The general rate's amount beside a column 2 duty: what the denial of normal trade relations costs. */
const generalBesideHtml = (estimate: DutyEstimate): string => {
  const g = estimate.generalIfNormalTradeRelations;
  if (g === undefined) return '';
  const amount = g.dutyUsd === null ? e(g.notApplicableBecause ?? 'not computable') : `<strong>${e(formatUsd(g.dutyUsd))}</strong>`;
  return `<p class="general-beside">At the general rate (${e(g.rate || 'none')}), with normal trade relations: ${amount}. Not applied.</p>${workingHtml(g.working)}`;
};

const inScopeFirst = (candidates: readonly Chapter99Candidate[]) => ({
  inScope: candidates.filter((c) => c.originInScope !== false),
  otherOrigins: candidates.filter((c) => c.originInScope === false),
});

const linkText = (c: Chapter99Candidate): string => {
  const l = c.linkedBy;
  const where = l.htsno ? ` on ${l.htsno}${l.ancestor ? ' (inherited)' : ''}` : '';
  switch (l.by) {
    case 'footnote':
      return `named by a footnote${where}${l.footnote ? `: “${l.footnote}”` : ''}`;
    case 'note':
      return `provided for in U.S. note ${l.note ?? ''}, which a footnote${where} names`;
    case 'named-heading':
      return `its text names ${l.named?.number ?? 'this number'}: “${l.named?.words ?? ''}”`;
    case 'origin':
      return `its text covers “${l.originWords ?? 'articles of the origin'}”, with no footnote on the line`;
    case 'note-list':
      return l.listWords ?? 'a U.S. note\'s list names this number';
  }
};

const forceText = (c: Chapter99Candidate): string =>
  c.inForce === true ? `in force on the entry date (${c.inForceBecause})` : c.inForce === false ? `not in force on the entry date (${c.inForceBecause})` : `dates not judged: ${c.inForceBecause}`;

const candidateHtml = (c: Chapter99Candidate, asOf: boolean): string => {
  const a = c.ifApplied;
  const amount =
    a.additionalDutyUsd !== null
      ? `Would add <strong>${e(formatUsd(a.additionalDutyUsd))}</strong> <em class="not-applied">not applied</em>`
      : `No amount: ${e(a.notApplicableBecause ?? 'not computable')}${a.requiredInput?.length ? ` (enter ${e(a.requiredInput.join(', '))})` : ''}`;
  const scope = c.originScope ? `<li>For origins ${e(c.originScope.join(', '))}${c.originInScope === undefined ? '' : c.originInScope ? ': yours is in scope' : ': not yours'}</li>` : '';
  const exclusions = c.exclusions?.length ? `<li>Exclusions it names (never applied here): ${c.exclusions.map((x) => `“${e(x.text)}”`).join('; ')}</li>` : '';
  return (
    `<li class="candidate"><a href="${e(asOf ? historyHref(c.heading) : lineHref(c.heading))}">${e(c.heading)}</a>` +
    (c.rate ? ` <span class="rate">${e(c.rate)}</span>` : '') +
    `<p>${amount}</p>` +
    `<ul class="candidate-facts"><li>Linked: ${e(linkText(c))}</li>${scope}<li>${e(forceText(c))}</li>${exclusions}</ul>` +
    (c.description ? `<details><summary>Heading text</summary><p>${e(c.description)}</p></details>` : `<p class="muted">${asOf ? 'Not in that revision' : 'Not in the current schedule'}${c.rateSource ? `; the rate shown is ${e(c.rateSource)}` : ''}.</p>`) +
    workingHtml(a.working) +
    '</li>'
  );
};

const STATUS_WORDS: Record<NonNullable<Chapter99Candidate['status']>, string> = {
  applies: 'applies',
  exempt: 'exempt',
  ended: 'ended',
  'not-yet': 'not yet in force',
  'other-origin': 'other origins',
  displaced: 'displaced',
  'needs-fact': 'depends on a fact you have not given',
  'not-met': 'its condition does not hold',
};

/** A candidate in a short list: its number, its status and the reason in words; its text and source folded. */
const statusItem = (c: Chapter99Candidate, asOf: boolean): string =>
  `<li><a href="${e(asOf ? historyHref(c.heading) : lineHref(c.heading))}">${e(c.heading)}</a> <span class="status status-${e(c.status ?? 'none')}">${e(STATUS_WORDS[c.status ?? 'needs-fact'])}</span>: ${e(c.statusBecause ?? '')}` +
  `<details><summary>Heading text and source</summary>${c.description ? `<p>${e(c.description)}</p>` : ''}${c.rateSource ? `<p class="muted">Rate “${e(c.rate ?? '')}”: ${e(c.rateSource)}.</p>` : ''}<p class="muted">Linked: ${e(linkText(c))}. Source: ${e(c.statusSource ?? '')}</p></details></li>`;

/**
 * The chapter 99 headings that reach the line, in two short lists: those that apply to this entry on its date under
 * the facts given, and those that do not, each with the reason in words (the stacked total prices the first list).
 * Without statuses (none is read), every heading with what it would add, in scope first.
 */
export const chapter99LayersHtml = (estimate: DutyEstimate): string => {
  const candidates = estimate.chapter99Candidates;
  const asOf = estimate.asOf !== undefined;
  if (candidates.length > 0 && candidates.every((c) => c.status !== undefined)) {
    const applies = candidates.filter((c) => c.status === 'applies');
    const not = candidates.filter((c) => c.status !== 'applies');
    return (
      '<h3>Chapter 99 headings</h3>' +
      '<h4 id="applies-heading">Apply to this entry</h4>' +
      (applies.length > 0 ? `<ul class="statuses" aria-labelledby="applies-heading">${applies.map((c) => statusItem(c, asOf)).join('')}</ul>` : '<p>None.</p>') +
      '<h4 id="not-heading">Do not apply</h4>' +
      (not.length > 0 ? `<ul class="statuses" aria-labelledby="not-heading">${not.map((c) => statusItem(c, asOf)).join('')}</ul>` : '<p>None.</p>')
    );
  }
  const head = '<h3>Chapter 99 headings to check</h3>';
  if (candidates.length === 0) return `${head}<p>No chapter 99 heading reaches this line by footnote, note, named number or origin.</p>`;
  const { inScope, otherOrigins } = inScopeFirst(candidates);
  return (
    `${head}<p>What each heading would add if it applies, computed beside the duty and never added to it: check each, with its exclusions.</p>` +
    (inScope.length > 0 ? `<ul class="candidates">${inScope.map((c) => candidateHtml(c, asOf)).join('')}</ul>` : '<p>None for this origin.</p>') +
    (otherOrigins.length > 0 ? `<h4>For other origins</h4><ul class="candidates other-origins">${otherOrigins.map((c) => candidateHtml(c, asOf)).join('')}</ul>` : '')
  );
};

const feeHtml = (name: string, fee: EntryFee): string => {
  const amount = fee.amountUsd === null ? `no amount: ${e(fee.notApplicableBecause ?? 'not computable')}` : `<strong>${e(formatUsd(fee.amountUsd))}</strong> <em class="not-applied">${BESIDE_THE_DUTY}</em>`;
  const bounds = fee.minUsd !== undefined && fee.maxUsd !== undefined ? `, minimum ${e(formatUsd(fee.minUsd))}, maximum ${e(formatUsd(fee.maxUsd))}` : '';
  const year = fee.fiscalYear !== undefined ? ` (fiscal year ${fee.fiscalYear}${bounds})` : '';
  const informal = fee.informalEntry ? `<p class="note">${e(fee.informalEntry.note)}</p>` : '';
  const notes = fee.notes.length > 0 ? `<ul class="notes">${fee.notes.map((n) => `<li>${e(n)}</li>`).join('')}</ul>` : '';
  const sources = fee.source.length > 0 ? `<p class="muted">Source: ${fee.source.map((s) => (s.url ? `<a href="${e(s.url)}">${e(s.citation)}</a>` : e(s.citation))).join('; ')}</p>` : '';
  return `<li><p>${e(name)}, ${e(fee.rate)}${year}: ${amount}</p>${informal}${notes}${workingHtml(fee.working)}${sources}</li>`;
};

/** The entry fees beside the duty, with their fiscal year, working and sources. */
export const feesHtml = (estimate: DutyEstimate): string => {
  const fees = estimate.fees;
  if (fees === undefined) return '';
  const mode = fees.modeOfTransport ? `by ${fees.modeOfTransport}` : 'mode of transport not given';
  return (
    `<h3>Entry fees</h3><p>Judged on the entry date ${e(fees.entryDate)}, ${e(mode)}. Paid beside the duty, never part of it.</p>` +
    `<ul class="fees">${feeHtml('Merchandise processing fee (MPF)', fees.mpf)}${feeHtml('Harbor maintenance fee (HMF)', fees.hmf)}</ul>`
  );
};
