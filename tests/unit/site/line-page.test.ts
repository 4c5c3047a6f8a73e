import { describe, expect, it } from 'vitest';
import {
  breadcrumbsHtml,
  estimateUnitOf,
  inheritedFootnotesHtml,
  lineBreadcrumbs,
  lineLinksHtml,
  linePagePath,
  lineRatesHtml,
  namedHeadingsHtml,
  programmesHtml,
  unitsAndFootnotesHtml,
} from '../../../src/lib/site/line-page.ts';
import { canonicalUnit } from '../../../src/lib/units/canonical-unit.ts';
import { fixtureLine, fixtureLines } from '../../support/schedule-fixture.ts';

const realLine = fixtureLine;
const wine = realLine('2204.21.50.05');

describe('the page of a line', () => {
  it('has an address of its own, by its dotted number', () => {
    expect(linePagePath('2204.21.50.05')).toBe('/lines/2204.21.50.05/');
  });

  it('walks from the section down the description path, linking the numbered headers', () => {
    const ancestors = fixtureLines().filter((l) => wine.htsno.startsWith(l.htsno) && l.htsno !== wine.htsno);
    const crumbs = lineBreadcrumbs(wine, { section: { roman: 'IV', title: 'Prepared Foodstuffs' }, chapterTitle: 'Beverages, spirits and vinegar', ancestors });
    expect(crumbs.slice(0, 3)).toEqual([
      { label: 'Section IV: Prepared Foodstuffs', href: '/chapters/' },
      { label: 'Chapter 22: Beverages, spirits and vinegar', href: '/chapters/22/' },
      { label: '2204: Wine of fresh grapes, including fortified wines; grape must other than that of heading 2009', href: '/lines/2204/' },
    ]);
    // One crumb per header above the line; the line's own description is the page's heading, not a crumb.
    expect(crumbs.length).toBe(2 + wine.descriptionPath.length - 1);
    // 2204.21.50 is the line "Other"; the header under it is not numbered.
    expect(crumbs.at(-2)).toEqual({ label: 'Other', href: '/lines/2204.21.50/' });
    // The schedule ends a header with a colon; the crumbs' separator stands in for it.
    expect(crumbs.at(-1)).toEqual({ label: 'Valued not over $1.05/liter', href: null });
    expect(crumbs.every((c) => !c.label.endsWith(':'))).toBe(true);
    const html = breadcrumbsHtml(crumbs);
    expect(html).toContain('<nav aria-label="Breadcrumbs"><ol class="crumbs">');
    expect(html).toContain('<li>Other</li>');
    expect(html).toContain('<a href="/lines/2204.21.50/">Other</a>');
    expect(html).toContain('<li>Valued not over $1.05/liter</li>');
  });

  it('shows each rate with its kind and the line it is published on', () => {
    const html = lineRatesHtml(wine);
    expect(html).toContain('<dt>General (column 1)</dt><dd>6.3¢/liter<span class="k k-specific">specific</span> <span class="inh">from <a href="/lines/2204.21.50/">2204.21.50</a></span></dd>');
    expect(html).toContain('<dt>Column 2</dt><dd>33¢/liter');
    expect(html).toContain('(A+, AU, BH, CL, CO, D, E, IL, KR, MA, OM, P, PA, PE, S, SG)');
  });

  it('names the countries that can claim each programme, and says when there is none', () => {
    const html = programmesHtml(wine, (p) => (p === 'AU' ? ['Australia'] : []));
    expect(html).toContain('<li><strong>AU</strong>: Free<span class="k k-free">free</span> <span class="muted">(Australia)</span></li>');
    expect(html).toContain('<li><strong>JO</strong>:');
    expect(programmesHtml({ parsedSpecial: null }, () => [])).toContain('No special programme rate');
  });

  it('links the chapter 99 headings its footnotes name, and only those that exist', () => {
    const html = unitsAndFootnotesHtml({ units: ['liters'], footnotes: [{ columns: ['general'], text: 'See 9903.88.03 and 9903.99.99.', type: 'endnote' }] }, (h) => h === '9903.88.03');
    expect(html).toBe('<p>Units: liters</p><ul class="fn"><li>See <a href="/chapters/99/9903.52/#9903.88.03">9903.88.03</a> and 9903.99.99.</li></ul>');
  });

  it('links the history, the estimate form filled in with the line, and the chapter table', () => {
    const html = lineLinksHtml(wine);
    expect(html).toContain('href="/history/2204215005/"');
    expect(html).toContain('href="/estimate/?htsno=2204.21.50.05"');
    expect(html).toContain('href="/chapters/22/#2204.21.50.05"');
    expect(lineLinksHtml({ htsno: '2204', classifiable: false })).not.toContain('/estimate/');
  });

  it('starts the estimate form in the unit the general rate is charged per, else the line\'s own unit', () => {
    expect(estimateUnitOf(wine, canonicalUnit)).toBe('liter');
    // 0101.30.00.00 is ad valorem, counted in "No.".
    const asses = realLine('0101.30.00.00');
    expect(estimateUnitOf(asses, canonicalUnit)).toBe(canonicalUnit('No.'));
    expect(estimateUnitOf({ parsed: null, units: [] }, canonicalUnit)).toBe('');
    expect(estimateUnitOf({ parsed: null, units: ['no such unit'] }, canonicalUnit)).toBe('');
  });

  it('shows the footnotes of the lines above it, under the line each is published on', () => {
    const ancestors = fixtureLines().filter((l) => wine.htsno.startsWith(l.htsno) && l.htsno !== wine.htsno);
    const html = inheritedFootnotesHtml(ancestors, (h) => h === '9903.88.03');
    expect(html).toContain('<p>On <a href="/lines/2204.21.50/">2204.21.50</a>, which this line falls under:</p><ul class="fn">');
    expect(html).toContain('<li>See <a href="/chapters/99/9903.52/#9903.88.03">9903.88.03</a>.</li>');
    // 2204 and 2204.21 carry no footnote: no group for them.
    expect(html.match(/<p>On /g)).toHaveLength(1);
    expect(inheritedFootnotesHtml([], () => true)).toBe('');
  });

  it('lists the chapter 99 headings named, each linked to its page with its rate', () => {
    const heading = realLine('9903.88.03');
    const html = namedHeadingsHtml([heading]);
    expect(html).toContain(`<li><a href="/lines/9903.88.03/">9903.88.03</a>: `);
    expect(html).toContain(`(${heading.general.text})`);
    expect(namedHeadingsHtml([])).toBe('');
  });
});
