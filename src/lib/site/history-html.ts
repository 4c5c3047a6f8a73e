import type { ChangeField } from '../schema/change.ts';
import type { LineHistoryEntry } from '../schema/line-history.ts';
import { escapeHtml as e } from './escape-html.ts';
import { historyHref, type HistoryRow } from './history-view.ts';

/**
 * A line's timeline as an HTML table: one row per archived revision that
 * changed it, oldest first, with the revision and its dates, what changed,
 * the line's fields after it and the chapter 99 headings its footnotes named.
 * A changed cell says so in words ("Changed"), not by colour alone.
 */

const FIELD_NAMES: Record<ChangeField, string> = {
  description: 'description',
  units: 'units',
  general: 'general rate',
  special: 'special rate',
  other: 'column 2 rate',
  footnotes: 'footnotes',
};

export const changeText = (entry: LineHistoryEntry): string => {
  switch (entry.change) {
    case 'held':
      return 'In the first archived revision (the start of retention)';
    case 'added':
      return 'Added';
    case 'removed':
      return 'Removed';
    case 'modified':
      return `Modified: ${(entry.fields ?? []).map((f) => FIELD_NAMES[f.field]).join(', ')}`;
  }
};

const cell = (changed: boolean, html: string): string =>
  changed ? `<td class="chg"><span class="chg-mark">Changed</span> ${html}</td>` : `<td>${html}</td>`;

const text = (value: string, empty: string): string => (value === '' ? `<span class="muted">${empty}</span>` : e(value));

/** The revision's own cell: its release (linked to what it changed, except the first, which has no predecessor) and dates. */
const revisionCell = (entry: LineHistoryEntry, htsno: string): string => {
  const release = entry.change === 'held' ? e(entry.release) : `<a href="/changes/${e(entry.revision)}/#${e(htsno)}">${e(entry.release)}</a>`;
  const effective = entry.policyEffectiveOn ? `<span class="d">policy effective <time datetime="${e(entry.policyEffectiveOn)}">${e(entry.policyEffectiveOn)}</time></span>` : '';
  return `<th scope="row">${release}<span class="d">published <time datetime="${e(entry.date)}">${e(entry.date)}</time></span>${effective}</th>`;
};

const chapter99Cell = (row: HistoryRow, known: (htsno: string) => boolean): string => {
  const changed = row.chapter99Changed;
  if (row.chapter99.length === 0) return cell(changed, '<span class="muted">none</span>');
  const items = row.chapter99.map((n) => `<li>${known(n) ? `<a href="${historyHref(n)}">${e(n)}</a>` : e(n)}</li>`).join('');
  return cell(changed, `<ul class="ch99">${items}</ul>`);
};

/** `known` says which chapter 99 numbers some archived revision had, so only those link to a history page. */
export const historyTableHtml = (htsno: string, rows: readonly HistoryRow[], known: (htsno: string) => boolean): string => {
  const body = rows
    .map((row) => {
      const { entry, changed } = row;
      const head = `<tr data-change="${entry.change}">${revisionCell(entry, htsno)}<td>${e(changeText(entry))}</td>`;
      const state = entry.state;
      if (state === null) return `${head}<td colspan="6">No longer in the schedule from this revision on.</td></tr>`;
      const footnotes = state.footnotes.filter((f) => f.text !== '');
      const notes = footnotes.length > 0 ? `<ul class="fn">${footnotes.map((f) => `<li>${e(f.text)}</li>`).join('')}</ul>` : '';
      return (
        head +
        cell(changed.has('description') || changed.has('footnotes'), `${text(state.description, '(blank)')}${notes}`) +
        cell(changed.has('units'), text(state.units.join(', '), 'none')) +
        cell(changed.has('general'), text(state.general, '(blank)')) +
        cell(changed.has('special'), text(state.special, '(blank)')) +
        cell(changed.has('other'), text(state.other, '(blank)')) +
        chapter99Cell(row, known) +
        '</tr>'
      );
    })
    .join('');
  return (
    // Focusable, so a keyboard can scroll the table sideways on a narrow screen.
    `<div class="table-scroll" role="region" aria-label="Timeline of ${e(htsno)}" tabindex="0"><table class="history">` +
    `<caption>Timeline of ${e(htsno)}: each archived revision that changed it, oldest first, with the line as it stood after</caption>` +
    '<thead><tr><th scope="col">Revision</th><th scope="col">Change</th><th scope="col">Description and footnotes</th><th scope="col">Units</th>' +
    '<th scope="col">General</th><th scope="col">Special</th><th scope="col">Column 2</th><th scope="col">Chapter 99 headings named</th></tr></thead>' +
    `<tbody>${body}</tbody></table></div>`
  );
};
