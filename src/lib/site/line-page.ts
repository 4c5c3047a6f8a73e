/**
 * The page of one line (/lines/2204.21.50.05/), as HTML fragments from data alone, so a static page and an
 * on-demand one render the same bytes: the address, the breadcrumbs (section › chapter › heading › the headers
 * above the line), each rate column with its kind and the line it is inherited from, the special programmes with
 * the countries that can claim each, units and footnotes with the chapter 99 headings they name, and the links to
 * the line's history and to the estimate form filled in with it. The page itself comes with the lookup use case.
 */
import type { ColumnRate, TariffLine } from '../schema/tariff-line.ts';
import { escapeHtml as e } from './escape-html.ts';
import { footnoteParts } from './footnote-parts.ts';
import { descriptionPhrase } from './format.ts';
import { historyHref } from './history-view.ts';
import { lineHref } from './line-href.ts';

/** The address of a line's page: "2204.21.50.05" -> "/lines/2204.21.50.05/". */
export const linePagePath = (htsno: string): string => `/lines/${htsno}/`;

export interface Crumb {
  label: string;
  href: string | null;
}

/**
 * Section › chapter › heading › every header of the description path above the line. A header that is a numbered
 * line of the schedule (an ancestor whose path ends at that depth) links to its page; an unnumbered one ("Other:")
 * is text. Matched by depth, not by text: "Other" names many lines.
 */
export const lineBreadcrumbs = (
  line: Pick<TariffLine, 'htsno' | 'heading' | 'chapter' | 'descriptionPath'>,
  context: { section: { roman: string; title: string }; chapterTitle: string; ancestors: readonly Pick<TariffLine, 'htsno' | 'descriptionPath'>[] },
): Crumb[] => {
  const numbered = new Map(context.ancestors.map((a) => [a.descriptionPath.length - 1, a.htsno]));
  const crumbs: Crumb[] = [
    { label: `Section ${context.section.roman}: ${context.section.title}`, href: '/chapters/' },
    { label: `Chapter ${line.chapter}: ${context.chapterTitle}`, href: `/chapters/${line.chapter}/` },
  ];
  const above = line.descriptionPath.slice(0, -1);
  above.forEach((text, i) => {
    const htsno = i === 0 ? line.heading : numbered.get(i);
    crumbs.push({ label: i === 0 ? `${line.heading}: ${descriptionPhrase(text)}` : descriptionPhrase(text), href: htsno && htsno !== line.htsno ? linePagePath(htsno) : null });
  });
  return crumbs;
};

export const breadcrumbsHtml = (crumbs: readonly Crumb[]): string =>
  `<nav aria-label="Breadcrumbs"><ol class="crumbs">${crumbs
    .map((c) => `<li>${c.href ? `<a href="${e(c.href)}">${e(c.label)}</a>` : e(c.label)}</li>`)
    .join('')}</ol></nav>`;

const COLUMN_NAMES = { general: 'General (column 1)', special: 'Special (column 1)', other: 'Column 2' } as const;

const kindBadge = (kind: string | null | undefined) => (kind ? `<span class="k k-${e(kind)}">${e(kind)}</span>` : '');

const inheritedNote = (rate: ColumnRate, htsno: string) =>
  rate.inherited && rate.source && rate.source !== htsno ? ` <span class="inh">from <a href="${e(linePagePath(rate.source))}">${e(rate.source)}</a></span>` : '';

/** The three rate columns as a description list: the rate, its kind, the line it is published on. */
export const lineRatesHtml = (line: Pick<TariffLine, 'htsno' | 'general' | 'special' | 'other' | 'rateKind' | 'parsedSpecial' | 'parsedOther'>): string => {
  const row = (column: keyof typeof COLUMN_NAMES, body: string, rate: ColumnRate) =>
    `<dt>${COLUMN_NAMES[column]}</dt><dd>${rate.text === '' ? '<span class="muted">none</span>' : body}${inheritedNote(rate, line.htsno)}</dd>`;
  const special = line.parsedSpecial
    ? line.parsedSpecial.groups.map((g) => `<span class="g">${e(g.rate.text)}${kindBadge(g.rate.kind)} (${g.programmes.map(e).join(', ')})</span>`).join(' ')
    : e(line.special.text);
  return (
    '<dl class="rates">' +
    row('general', `${e(line.general.text)}${kindBadge(line.rateKind)}`, line.general) +
    row('special', special, line.special) +
    row('other', `${e(line.other.text)}${kindBadge(line.parsedOther?.kind)}`, line.other) +
    '</dl>'
  );
};

/**
 * Each special programme the line offers, with its rate and the countries (Schedule C names) that can claim it;
 * `countriesOf` answers for a programme indicator ("AU", "A+"), an empty list for one no country table names.
 */
export const programmesHtml = (line: Pick<TariffLine, 'parsedSpecial'>, countriesOf: (programme: string) => readonly string[]): string => {
  const groups = line.parsedSpecial?.groups ?? [];
  if (groups.length === 0) return '<p class="muted">No special programme rate.</p>';
  const items = groups.flatMap((g) =>
    g.programmes.map((p) => {
      const countries = countriesOf(p);
      return `<li><strong>${e(p)}</strong>: ${e(g.rate.text)}${kindBadge(g.rate.kind)}${countries.length > 0 ? ` <span class="muted">(${countries.map(e).join(', ')})</span>` : ''}</li>`;
    }),
  );
  return `<ul class="programmes">${items.join('')}</ul>`;
};

const footnoteItem = (text: string, known: (heading: string) => boolean): string =>
  `<li>${footnoteParts(text, known).map((p) => ('heading' in p ? `<a href="${e(lineHref(p.heading))}">${e(p.heading)}</a>` : e(p.text))).join('')}</li>`;

/** Units, then footnotes with each chapter 99 heading they name linked to where it is shown. */
export const unitsAndFootnotesHtml = (line: Pick<TariffLine, 'units' | 'footnotes'>, known: (heading: string) => boolean): string => {
  const units = line.units.length > 0 ? `<p>Units: ${line.units.map(e).join(', ')}</p>` : '<p class="muted">No unit of quantity.</p>';
  const notes = line.footnotes.filter((f) => f.text !== '');
  if (notes.length === 0) return units;
  return `${units}<ul class="fn">${notes.map((f) => footnoteItem(f.text, known)).join('')}</ul>`;
};

/** The history and estimate links of a line, and where it sits in its chapter's table. */
export const lineLinksHtml = (line: Pick<TariffLine, 'htsno' | 'classifiable'>): string =>
  '<ul class="line-links">' +
  `<li><a href="${e(historyHref(line.htsno))}">History of ${e(line.htsno)}</a>: every archived revision that changed it</li>` +
  (line.classifiable ? `<li><a href="/estimate/?htsno=${e(line.htsno)}">Estimate the duty on ${e(line.htsno)}</a></li>` : '') +
  `<li><a href="${e(lineHref(line.htsno))}">${e(line.htsno)} in its chapter's table</a></li>` +
  '</ul>';

/**
 * The unit the estimate form on a line's page starts with: the unit the general rate is charged per (its first
 * specific term, or its cap's or floor's), else the line's first unit of quantity when the estimator knows it; "" when
 * neither (an ad valorem rate needs no quantity).
 */
export const estimateUnitOf = (line: Pick<TariffLine, 'parsed' | 'units'>, canonical: (spelling: string) => string | null): string => {
  const terms = [...(line.parsed?.terms ?? []), ...(line.parsed?.cap ?? []), ...(line.parsed?.floor ?? [])];
  const specific = terms.find((t) => t.type === 'specific');
  if (specific) return specific.unit;
  for (const unit of line.units) {
    const known = canonical(unit);
    if (known) return known;
  }
  return '';
};

/** The chapter 99 headings the footnotes name, each with its page, its description and its general rate. */
export const namedHeadingsHtml = (headings: readonly Pick<TariffLine, 'htsno' | 'description' | 'general'>[]): string =>
  headings.length === 0
    ? ''
    : `<ul class="named">${headings
        .map((h) => `<li><a href="${e(linePagePath(h.htsno))}">${e(h.htsno)}</a>: ${e(h.description)}${h.general.text ? ` <span class="muted">(${e(h.general.text)})</span>` : ''}</li>`)
        .join('')}</ul>`;

/**
 * The footnotes of the numbered lines above this one (a footnote on 2204.21.50, "See 9903.88.03.", speaks for the
 * lines under it), each group under the line it is published on; "" when none has one.
 */
export const inheritedFootnotesHtml = (ancestors: readonly Pick<TariffLine, 'htsno' | 'footnotes'>[], known: (heading: string) => boolean): string =>
  ancestors
    .filter((a) => a.footnotes.some((f) => f.text !== ''))
    .map((a) => {
      const items = a.footnotes.filter((f) => f.text !== '').map((f) => footnoteItem(f.text, known));
      return `<p>On <a href="${e(linePagePath(a.htsno))}">${e(a.htsno)}</a>, which this line falls under:</p><ul class="fn">${items.join('')}</ul>`;
    })
    .join('');
