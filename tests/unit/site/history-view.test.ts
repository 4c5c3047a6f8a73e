/** The history page's data: its address, the numbers tried for it, the line's status and the timeline rows. */
import { describe, expect, it } from 'vitest';
import { chapter99Named, historyCandidates, historyHref, historyRows, lineStatus } from '../../../src/lib/site/history-view.ts';
import { ENTRIES } from './history-entries.ts';

describe('history pages', () => {
  it('are addressed by the digits alone', () => {
    expect(historyHref('0201.30.50.85')).toBe('/history/0201305085/');
    expect(historyHref('9903.01.63')).toBe('/history/99030163/');
  });

  it('try a padded number without its trailing 00 pairs, down to a heading', () => {
    expect(historyCandidates('9903016300')).toEqual(['9903016300', '99030163']);
    expect(historyCandidates('0201000000')).toEqual(['0201000000', '02010000', '020100', '0201']);
    expect(historyCandidates('0201305085')).toEqual(['0201305085']);
    expect(historyCandidates('0100')).toEqual(['0100']);
  });

  it('say whether the line is still in the schedule, or which revision removed it', () => {
    const latest = { release: '2026HTSRev10', publishedOn: '2026-06-08' };
    expect(lineStatus(ENTRIES, latest)).toEqual({ kind: 'removed', release: '2026HTSRev2', date: '2026-01-30', revision: '2026_rev_2' });
    expect(lineStatus(ENTRIES.slice(0, 2), latest)).toEqual({ kind: 'in-schedule', release: '2026HTSRev10', date: '2026-06-08' });
  });

  it('give each entry the fields it changed and the chapter 99 numbers its footnotes named then', () => {
    const rows = historyRows(ENTRIES);
    expect(rows.map((r) => [...r.changed])).toEqual([[], ['general', 'footnotes'], []]);
    expect(rows.map((r) => r.chapter99)).toEqual([[], ['9903.01.01', '9903.01.05', '9903.88.15'], []]);
    expect(chapter99Named(rows)).toEqual(['9903.01.01', '9903.01.05', '9903.88.15']);
    expect(rows.map((r) => r.chapter99Changed)).toEqual([false, true, false]);
  });

  it('tell a change of the chapter 99 numbers named from a change of the footnotes\' wording', () => {
    const [held, modified] = ENTRIES;
    const reworded = { ...modified!, fields: [{ field: 'footnotes' as const, before: [{ columns: [], text: 'See 9903.88.15.' }], after: [{ columns: [], text: 'See heading 9903.88.15.' }] }] };
    const [row] = historyRows([reworded]);
    expect(row!.changed.has('footnotes')).toBe(true);
    expect(row!.chapter99Changed).toBe(false);
    expect(historyRows([held!])[0]!.chapter99Changed).toBe(false);
  });
});
