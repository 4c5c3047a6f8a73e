/** The pure core of the schedule through time: the revision in force, the per-chapter history files, a line's history. */
import { describe, expect, it } from 'vitest';
import { historyBuilder, rowsAt, rowsByChapter } from '../../../src/lib/history/chapter-history.ts';
import { lineHistory } from '../../../src/lib/history/line-history.ts';
import { revisionOn } from '../../../src/lib/history/revision-on.ts';
import type { HtsRow } from '../../../src/lib/schema/hts-row.ts';
import type { Revision } from '../../../src/lib/schema/revision.ts';

const revision = (id: string, publishedOn: string): Revision => ({
  id,
  release: id,
  year: Number(id.slice(0, 4)),
  number: id.endsWith('basic') ? 0 : Number(id.split('_').at(-1)),
  publishedOn,
  policyEffectiveOn: null,
  note: null,
  dateSource: 'revision-dates-csv',
});
const REVS = [revision('2025_basic', '2025-01-01'), revision('2025_rev_1', '2025-02-01'), revision('2025_rev_2', '2025-02-01'), revision('2025_rev_3', '2025-03-10')];
const row = (htsno: string, description: string, general = '', indent = 0): HtsRow => ({ htsno, indent, description, general, units: [], footnotes: [] });

describe('revisionOn', () => {
  it('is the latest revision published on or before the day; -1 before the first', () => {
    expect(revisionOn(REVS, '2024-12-31')).toBe(-1);
    expect(revisionOn(REVS, '2025-01-01')).toBe(0);
    expect(revisionOn(REVS, '2025-01-31')).toBe(0);
    expect(revisionOn(REVS, '2025-03-09')).toBe(2);
    expect(revisionOn(REVS, '2030-01-01')).toBe(3);
  });
  it('takes the later of two revisions published on one day', () => {
    expect(revisionOn(REVS, '2025-02-01')).toBe(2);
  });
});

describe('per-chapter history files', () => {
  it('split an export by chapter, unnumbered rows with the numbered row before them (or the next, at the start)', () => {
    const rows = [row('', 'preface'), row('0101', 'Horses'), row('', 'Other:', '', 1), row('0201', 'Meat'), row('0201.10', 'Carcasses', '', 1)];
    const split = rowsByChapter(rows);
    expect([...split.keys()]).toEqual(['01', '02']);
    expect(split.get('01')!.map((r) => r.description)).toEqual(['preface', 'Horses', 'Other:']);
    expect(split.get('02')!.map((r) => r.htsno)).toEqual(['0201', '0201.10']);
  });

  it('give back each revision\'s rows exactly, storing a row once however many revisions have it', () => {
    const a = [row('0101', 'Horses'), row('0101.21', 'Pure', 'Free', 1), row('0201', 'Meat')];
    const b = [row('0101', 'Horses'), row('0101.21', 'Pure', '1%', 1), row('0201', 'Meat')];
    const c = [row('0101', 'Horses'), row('0101.21', 'Pure', 'Free', 1)];
    const builder = historyBuilder();
    [a, b, b, c].forEach((rows, i) => builder.add(REVS[i]!, rows));
    const { index, chapters } = builder.files();
    expect(index.chapters).toEqual(['01', '02']);
    const [ch01, ch02] = chapters;
    expect(ch01!.rows.length).toBe(3);
    expect(ch01!.timeline).toEqual([0, 1, 1, 0]);
    expect(ch02!.timeline).toEqual([0, 0, 0, -1]);
    [a, b, b, c].forEach((rows, i) => {
      expect(rowsAt(ch01!, i)).toEqual(rows.filter((r) => r.htsno.startsWith('01')));
      expect(rowsAt(ch02!, i)).toEqual(rows.filter((r) => r.htsno.startsWith('02')));
    });
  });
});

describe('lineHistory', () => {
  const builder = historyBuilder();
  builder.add(REVS[0]!, [row('0101', 'Horses'), row('0101.21.00', 'Pure', 'Free', 1)]);
  builder.add(REVS[1]!, [row('0101', 'Horses'), row('0101.21.00', 'Pure', '2%', 1)]);
  builder.add(REVS[2]!, [row('0101', 'Horses')]);
  builder.add(REVS[3]!, [row('0101', 'Horses'), row('0101.21.00', 'Purebred', '2%', 1), row('0101.30.00', 'Asses', 'Free', 1)]);
  const ch01 = builder.files().chapters[0]!;

  it('holds, modifies, removes and re-adds, each with the fields as the change feed compares them and the state after', () => {
    const { htsno, entries } = lineHistory(ch01, REVS, '01012100');
    expect(htsno).toBe('0101.21.00');
    expect(entries.map((e) => [e.revision, e.change])).toEqual([
      ['2025_basic', 'held'],
      ['2025_rev_1', 'modified'],
      ['2025_rev_2', 'removed'],
      ['2025_rev_3', 'added'],
    ]);
    expect(entries[1]!.fields).toEqual([{ field: 'general', before: 'Free', after: '2%' }]);
    expect(entries[2]!.state).toBeNull();
    expect(entries[3]!.state).toMatchObject({ description: 'Purebred', general: '2%' });
  });

  it('starts with added for a line created after the first revision, and is empty for a number never held', () => {
    expect(lineHistory(ch01, REVS, '01013000').entries.map((e) => e.change)).toEqual(['added']);
    expect(lineHistory(ch01, REVS, '01019900')).toEqual({ htsno: null, entries: [] });
  });
});
