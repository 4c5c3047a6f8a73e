/** A line's timeline as an accessible table: changed cells say so in words, chapter 99 numbers link to their history. */
import { describe, expect, it } from 'vitest';
import { changeText, historyTableHtml } from '../../../src/lib/site/history-html.ts';
import { historyRows } from '../../../src/lib/site/history-view.ts';
import { ENTRIES } from './history-entries.ts';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
const rowsOf = (html: string) => html.split('<tr').slice(2); // past the header row

describe('historyTableHtml', () => {
  const html = historyTableHtml('0201.30.50.85', historyRows(ENTRIES), (n) => n !== '9903.01.05');

  it('is a table with a caption, column headers and one row header per revision', () => {
    expect(html).toContain('<caption>Timeline of 0201.30.50.85');
    expect([...html.matchAll(/<th scope="col">([^<]+)<\/th>/g)].map((m) => m[1])).toEqual([
      'Revision',
      'Change',
      'Description and footnotes',
      'Units',
      'General',
      'Special',
      'Column 2',
      'Chapter 99 headings named',
    ]);
    expect(html.match(/<th scope="row">/g)).toHaveLength(3);
    expect(html).toMatch(/role="region" aria-label="Timeline of 0201.30.50.85" tabindex="0"/);
  });

  it('shows each revision with its dates, linked to what it changed (the first has nothing before it)', () => {
    const [held, modified, removed] = rowsOf(html);
    expect(held).toContain('2025HTSBasic<span class="d">published <time datetime="2025-01-01">2025-01-01</time>');
    expect(held).not.toContain('/changes/');
    expect(modified).toContain('<a href="/changes/2025_rev_8/#0201.30.50.85">2025HTSRev8</a>');
    expect(text(removed!)).toContain('Removed No longer in the schedule from this revision on.');
  });

  it('marks the changed cells in words, and only those', () => {
    const [held, modified] = rowsOf(html);
    expect(held).not.toContain('Changed');
    expect(text(modified!)).toContain('Modified: general rate, footnotes');
    // General rate, the footnotes (in the description cell) and the chapter 99 cell.
    expect(modified!.match(/<td class="chg"><span class="chg-mark">Changed<\/span>/g)).toHaveLength(3);
    expect(modified).toContain('<td class="chg"><span class="chg-mark">Changed</span> 4%</td>');
    expect(modified).toContain('<td>Free (A+,AU)</td>');
  });

  it('links each chapter 99 number some revision had to its own history page', () => {
    const [, modified] = rowsOf(html);
    expect(modified).toContain('<li><a href="/history/99030101/">9903.01.01</a></li><li>9903.01.05</li><li><a href="/history/99038815/">9903.88.15</a></li>');
  });

  it('escapes every text it is given', () => {
    const [first] = ENTRIES;
    const evil = historyTableHtml('<b>', historyRows([{ ...first!, state: { ...first!.state!, description: '<script>x</script>', general: 'a & b' } }]), () => true);
    expect(evil).not.toContain('<script>');
    expect(evil).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(evil).toContain('a &amp; b');
    expect(evil).toContain('Timeline of &lt;b&gt;');
  });

  it('says what each kind of entry is', () => {
    expect(ENTRIES.map(changeText)).toEqual(['In the first archived revision (the start of retention)', 'Modified: general rate, footnotes', 'Removed']);
  });
});
