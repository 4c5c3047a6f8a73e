/** The estimate as HTML, on real lines: the duty or the refusal with what would unblock it, escaped throughout. */
import { describe, expect, it } from 'vitest';
import { estimateResultHtml, unblock } from '../../../src/lib/site/estimate-result-html.ts';
import { ORIGINS, estimateFor, realLine } from '../estimate/real-schedule.ts';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('estimateResultHtml', () => {
  it('shows the duty, the working, the special rates the origin could claim and the chapter 99 headings', () => {
    const html = estimateResultHtml(estimateFor(realLine('2204.21.50.05'), { customsValueUsd: 3000, litres: 750 }, ORIGINS.australia), '<svg class="rate-chart"></svg>');
    expect(html).toContain('<strong data-duty>$47.25</strong>');
    expect(text(html)).toContain('6.3¢/liter x 750 liter 47.25');
    expect(html.indexOf('rate-chart')).toBeGreaterThan(html.indexOf('class="working"'));
    expect(text(html)).toMatch(/AU\s+Free\s+free\s+\$0\.00/);
    expect(html).toContain('<a href="/chapters/99/9903.52/#9903.88.03">9903.88.03</a>');
  });

  it('says what would unblock each refusal', () => {
    const wine = realLine('2204.21.50.05');
    expect(text(estimateResultHtml(estimateFor(wine, { customsValueUsd: 3000 })))).toContain('What would unblock it: enter the quantity in liter.');
    const spirits = realLine('2204.30.00.00'); // 4.4¢/liter + 31.4¢/pf. liter
    expect(text(estimateResultHtml(estimateFor(spirits, { customsValueUsd: 3000, litres: 100 })))).toContain('enter the alcohol by volume');
    const juice = realLine('2106.90.52.00'); // the rate applicable to the natural juice in heading 2009
    expect(text(estimateResultHtml(estimateFor(juice, { customsValueUsd: 3000, litres: 100 })))).toContain('nothing you can enter: a cross-reference');
    expect(unblock(undefined)).toBe('see the reason above.');
  });

  it('names the revision an as-of estimate was read from, with its dates and the note, and links the line to its history', () => {
    const estimate = estimateFor(realLine('2204.21.50.05'), { customsValueUsd: 3000, litres: 750 });
    const asOf = { date: '2026-02-01', revision: '2026_rev_2', release: '2026HTSRev2', publishedOn: '2026-01-30', policyEffectiveOn: '2026-02-01', note: 'Publication and legal effect can differ.' };
    const html = estimateResultHtml({ ...estimate, asOf });
    expect(text(html)).toContain('Schedule as of 2026-02-01 : revision 2026HTSRev2 , published 2026-01-30, policy effective 2026-02-01. Publication and legal effect can differ.');
    expect(html).toContain('data-as-of="2026_rev_2"');
    expect(html).toContain('<a href="/history/2204215005/">2204.21.50.05</a>');
    expect(html).toContain('<a href="/history/99038803/">9903.88.03</a>');
    expect(estimateResultHtml(estimate)).not.toContain('as-of');
  });

  it('escapes every text it is given', () => {
    const estimate = estimateFor(realLine('2204.21.50.05'), { customsValueUsd: 3000, litres: 750 });
    const html = estimateResultHtml({ ...estimate, notes: ['<script>alert(1)</script>'], disclaimer: 'a & b' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('a &amp; b');
  });
});
