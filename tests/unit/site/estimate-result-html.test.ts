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
    expect(html).toContain('<a href="/chapters/99/iii/#9903.88.03">9903.88.03</a>');
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

  it('escapes every text it is given', () => {
    const estimate = estimateFor(realLine('2204.21.50.05'), { customsValueUsd: 3000, litres: 750 });
    const html = estimateResultHtml({ ...estimate, notes: ['<script>alert(1)</script>'], disclaimer: 'a & b' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('a &amp; b');
  });
});
